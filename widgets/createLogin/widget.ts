/** `create-login`: asks the distributor for a login for a company user; the distributor approves it. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const CREATE_LOGIN_WIDGET = defineWidget({
  name: 'create-login',
  selector: '[data-sf-widget="create-login"]',
  title: 'Create login',
  about: SF_DOCS && {
    description: 'Asks the distributor for a login for a company user; the distributor approves it.',
    element: '<div data-sf-widget="create-login"></div>',
    host: { csp: ['service'] },
  },
  view: () => import('./CreateLoginWidget').then((module) => module.render),
});

export default CREATE_LOGIN_WIDGET;
