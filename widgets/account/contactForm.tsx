/** `contact-form`: the contact form in every `[data-sf-widget="contact-form"]`. */
import { defineWidget } from '../../src/runtime/widget';
import { createContactForm, type ContactFormStore } from '../../src/state/accountForms';
import { ContactForm } from '../../src/ui/account/ContactForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

function ConnectedContactForm({ store }: { store: ContactFormStore }) {
  const state = useAccountForm(store);
  return <ContactForm state={state} customerFixed={store.customerFixed()} onChange={store.set} onSubmit={() => void store.submit()} />;
}

export const contactFormWidget = defineWidget<undefined, ContactFormStore>({
  name: 'contact-form',
  selector: '[data-sf-widget="contact-form"]',
  start: (env) => {
    const store = createContactForm(env.client, () => env.context);
    return { value: store, stop: store.stop };
  },
  render: (_env, _data, store) => <ConnectedContactForm store={store} />,
});
