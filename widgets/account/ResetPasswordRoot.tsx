import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { createResetForm } from '../../src/state/accountForms';
import { ResetPasswordForm } from '../../src/ui/account/ResetPasswordForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

/** The new-password form with its store (the lazily loaded part of `reset-password`). */
export function ResetPasswordRoot({ token }: { token: string }) {
  const env = useWidgetEnv();
  const [store] = useState(() => createResetForm(env.client, token));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <ResetPasswordForm state={state} hasToken={token !== ''} onChange={store.set} onSubmit={() => void store.submit()} />;
}
