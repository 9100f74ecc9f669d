/** `recover-password`: sends a link to reset the password of a login, without saying whether the login exists. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const RECOVER_PASSWORD_WIDGET = defineWidget({
  name: 'recover-password',
  selector: '[data-sf-widget="recover-password"]',
  title: 'Forgot password',
  about: SF_DOCS && {
    description: 'Sends a link to reset the password of a login, without saying whether the login exists.',
    element: '<div data-sf-widget="recover-password"></div>',
    host: { csp: ['service'] },
  },
  view: () => import('./RecoverPasswordWidget').then((module) => module.render),
});

export default RECOVER_PASSWORD_WIDGET;
