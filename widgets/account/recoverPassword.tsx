/** `recover-password`: "forgot password" in every `[data-sf-widget="recover-password"]`. */
import { defineWidget } from '../../src/runtime/widget';
import { createRecoverForm, type RecoverFormStore } from '../../src/state/accountForms';
import { RecoverPasswordForm } from '../../src/ui/account/RecoverPasswordForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

function ConnectedRecoverPassword({ store }: { store: RecoverFormStore }) {
  const state = useAccountForm(store);
  return <RecoverPasswordForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}

export const recoverPasswordWidget = defineWidget<undefined, RecoverFormStore>({
  name: 'recover-password',
  selector: '[data-sf-widget="recover-password"]',
  start: (env) => {
    const store = createRecoverForm(env.client);
    return { value: store, stop: store.stop };
  },
  render: (_env, _data, store) => <ConnectedRecoverPassword store={store} />,
});
