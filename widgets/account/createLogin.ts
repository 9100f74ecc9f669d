/** `create-login`: the login request form in every `[data-sf-widget="create-login"]`. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const createLoginWidget = defineWidget({
  name: 'create-login',
  selector: '[data-sf-widget="create-login"]',
  view: () => import('./CreateLoginView').then((module) => module.render),
});
