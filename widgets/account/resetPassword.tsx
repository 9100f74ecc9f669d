/**
 * `reset-password`: a new password with the one-time token of the address parameter
 * `token` (HOST-CONTRACT section 6), in every `[data-sf-widget="reset-password"]`.
 */
import { lazy } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { FormLoading } from './FormLoading';

const ResetPasswordRoot = lazy(() => import('../../src/connect/resetPassword/ResetPasswordWidget').then((m) => ({ default: m.ResetPasswordRoot })));

/** The token of `?token=` (empty when absent). */
export function readResetToken(search: string): string {
  return (new URLSearchParams(search).get('token') ?? '').trim();
}

export const resetPasswordWidget = defineWidget({
  name: 'reset-password',
  selector: '[data-sf-widget="reset-password"]',
  readData: (_element, doc) => ({ token: readResetToken(doc.location?.search ?? '') }),
  render: (_env, { token }) => (
    <FormLoading>
      <ResetPasswordRoot token={token} />
    </FormLoading>
  ),
});
