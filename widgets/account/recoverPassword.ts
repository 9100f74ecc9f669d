/** `recover-password`: "forgot password" in every `[data-sf-widget="recover-password"]`. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const recoverPasswordWidget = defineWidget({
  name: 'recover-password',
  selector: '[data-sf-widget="recover-password"]',
  view: () => import('./RecoverPasswordView').then((module) => module.render),
});
