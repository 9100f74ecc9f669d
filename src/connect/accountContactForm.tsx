import { useEffect, useState } from 'react';
import { useCustomerChange } from '../runtime/usePageContext';
import { useWidgetEnv } from '../runtime/widgetEnv';
import { createContactForm } from '../state/accountForms';
import { ContactForm } from '../ui/account/ContactForm';
import { useAccountForm } from '../ui/account/useAccountForm';

/** The contact form with its store (the lazily loaded part of `contact-form`). */
export function ContactFormRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => createContactForm(env.client, () => env.context));
  useEffect(() => store.stop, [store]);
  useCustomerChange(store.refresh);
  const state = useAccountForm(store);
  return <ContactForm state={state} customerFixed={store.customerFixed()} onChange={store.set} onSubmit={() => void store.submit()} />;
}
