import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { recoverFormFor } from './start';
import { RecoverPasswordForm } from '../../src/ui/account/RecoverPasswordForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

/** "Forgot password" with its store (the lazily loaded part of `recover-password`). */
export function RecoverPasswordRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => recoverFormFor(env.client));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <RecoverPasswordForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = () => <RecoverPasswordRoot />;
