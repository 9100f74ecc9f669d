import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../runtime/widgetEnv';
import { createCreateLoginForm } from '../state/accountForms';
import { CreateLoginForm } from '../ui/account/CreateLoginForm';
import { useAccountForm } from '../ui/account/useAccountForm';

/** The login request form with its store (the lazily loaded part of `create-login`). */
export function CreateLoginRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => createCreateLoginForm(env.client));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <CreateLoginForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}
