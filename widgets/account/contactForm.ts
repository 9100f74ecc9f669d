/** `contact-form`: the contact form in every `[data-sf-widget="contact-form"]`. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const contactFormWidget = defineWidget({
  name: 'contact-form',
  selector: '[data-sf-widget="contact-form"]',
  view: () => import('./ContactFormView').then((module) => module.render),
});
