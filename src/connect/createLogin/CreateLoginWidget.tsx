import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import { createLoginFormFor } from './start';
import { CreateLoginForm } from '../../ui/account/CreateLoginForm';
import { useAccountForm } from '../../ui/account/useAccountForm';

/** The login request form with its store (the lazily loaded part of `create-login`). */
export function CreateLoginRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => createLoginFormFor(env.client));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <CreateLoginForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}
