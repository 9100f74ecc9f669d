import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { createLoginFormFor } from './start';
import { CreateLoginForm } from '../../src/ui/account/CreateLoginForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';

/** The login request form with its store (the lazily loaded part of `create-login`). */
export function CreateLoginRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => createLoginFormFor(env.client));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <CreateLoginForm state={state} onChange={store.set} onSubmit={() => void store.submit()} />;
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = () => <CreateLoginRoot />;
