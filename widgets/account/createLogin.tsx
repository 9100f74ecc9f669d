/** `create-login`: the login request form in every `[data-sf-widget="create-login"]`. */
import { defineWidget } from '../../src/runtime/widget';
import { createCreateLoginForm, type CreateLoginFormStore } from '../../src/state/accountForms';
import { CreateLoginForm } from '../../src/ui/account/CreateLoginForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

function ConnectedCreateLogin({ store }: { store: CreateLoginFormStore }) {
  const state = useAccountForm(store);
  return <CreateLoginForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}

export const createLoginWidget = defineWidget<undefined, CreateLoginFormStore>({
  name: 'create-login',
  selector: '[data-sf-widget="create-login"]',
  start: (env) => {
    const store = createCreateLoginForm(env.client);
    return { value: store, stop: store.stop };
  },
  render: (_env, _data, store) => <ConnectedCreateLogin store={store} />,
});
