/**
 * `reset-password`: a new password with the one-time token of the address parameter
 * `token` (HOST-CONTRACT section 6), in every `[data-sf-widget="reset-password"]`.
 */
import { defineWidget } from '../../src/runtime/widgetCore';

/** The token of `?token=` (empty when absent). */
export function readResetToken(search: string): string {
  return (new URLSearchParams(search).get('token') ?? '').trim();
}

export type ResetPasswordData = { token: string };

export const resetPasswordWidget = defineWidget<ResetPasswordData>({
  name: 'reset-password',
  selector: '[data-sf-widget="reset-password"]',
  readData: (_element, doc) => ({ token: readResetToken(doc.location?.search ?? '') }),
  view: () => import('./ResetPasswordView').then((module) => module.render),
});
