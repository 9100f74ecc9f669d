import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import { resetFormFor } from './start';
import { ResetPasswordForm } from '../../ui/account/ResetPasswordForm';
import { useAccountForm } from '../../ui/account/useAccountForm';

/** The new-password form with its store (the lazily loaded part of `reset-password`). */
export function ResetPasswordRoot({ token }: { token: string }) {
  const env = useWidgetEnv();
  const [store] = useState(() => resetFormFor(env.client, token));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <ResetPasswordForm state={state} hasToken={token !== ''} onChange={store.set} onSubmit={() => void store.submit()} />;
}
