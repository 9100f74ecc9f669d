/**
 * `reset-password`: a new password with the one-time token of the address parameter `token`
 * (HOST-CONTRACT section 6). Without a token it offers to ask for a new link.
 */
import * as v from 'valibot';
import { setting } from '../../src/contract/settingDocs';
import { defineWidget } from '../../src/runtime/widgetCore';
import { orAddress } from '../../src/runtime/widgetSettings';

export type ResetPasswordData = { token: string };

export const ResetPasswordSettings = v.pipe(
  v.object({
    // `data-token` is never written by a host: a token in a page would be a password for anyone.
    'data-token': setting(
      orAddress(v.optional(v.string(), ''), 'token'),
      SF_DOCS && { title: 'Reset token', description: 'Read from the page address (?token=…) of the link in the reset e-mail; leave it out of the page.' },
    ),
  }),
  v.transform((raw): ResetPasswordData => ({ token: raw['data-token'].trim() })),
);

export const RESET_PASSWORD_WIDGET = defineWidget<ResetPasswordData>({
  name: 'reset-password',
  selector: '[data-sf-widget="reset-password"]',
  title: 'Reset password',
  about: SF_DOCS && {
    description: 'Sets a new password with the one-time link from the reset e-mail.',
    element: '<div data-sf-widget="reset-password"></div>',
    host: { csp: ['service'] },
  },
  settings: { attributes: ResetPasswordSettings },
  view: () => import('./ResetPasswordWidget').then((module) => module.render),
});

export default RESET_PASSWORD_WIDGET;
