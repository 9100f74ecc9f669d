import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { resetFormFor } from './start';
import { ResetPasswordForm } from '../../src/ui/account/ResetPasswordForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { ResetPasswordData } from './widget';

/** The new-password form with its store (the lazily loaded part of `reset-password`). */
export function ResetPasswordRoot({ token }: { token: string }) {
  const env = useWidgetEnv();
  const [store] = useState(() => resetFormFor(env.client, token));
  useEffect(() => store.stop, [store]);
  const state = useAccountForm(store);
  return <ResetPasswordForm state={state} hasToken={token !== ''} onChange={store.set} onSubmit={() => void store.submit()} />;
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (_env: WidgetEnv, { token }: ResetPasswordData) => <ResetPasswordRoot token={token} />;
