import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import { recoverFormFor } from './start';
import { RecoverPasswordForm } from '../../ui/account/RecoverPasswordForm';
import { useAccountForm } from '../../ui/account/useAccountForm';

/** "Forgot password" with its store (the lazily loaded part of `recover-password`). */
export function RecoverPasswordRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => recoverFormFor(env.client));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <RecoverPasswordForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}
