/**
 * `reset-password`: a new password with the one-time token of the address parameter
 * `token` (HOST-CONTRACT section 6), in every `[data-sf-widget="reset-password"]`.
 */
import { defineWidget } from '../../src/runtime/widget';
import { createResetForm, type ResetFormStore } from '../../src/state/accountForms';
import { ResetPasswordForm } from '../../src/ui/account/ResetPasswordForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

/** The token of `?token=` (empty when absent). */
export function readResetToken(search: string): string {
  return (new URLSearchParams(search).get('token') ?? '').trim();
}

function ConnectedResetPassword({ store, hasToken }: { store: ResetFormStore; hasToken: boolean }) {
  const state = useAccountForm(store);
  return <ResetPasswordForm state={state} hasToken={hasToken} onChange={store.set} onSubmit={() => void store.submit()} />;
}

export const resetPasswordWidget = defineWidget<{ token: string }, ResetFormStore>({
  name: 'reset-password',
  selector: '[data-sf-widget="reset-password"]',
  readData: (_element, doc) => ({ token: readResetToken(doc.location?.search ?? '') }),
  start: (env, { token }) => {
    const store = createResetForm(env.client, token);
    return { value: store, stop: store.stop };
  },
  render: (_env, { token }, store) => <ConnectedResetPassword store={store} hasToken={token !== ''} />,
});
