/** `contact-form`: a message to the distributor, with the sender's name and e-mail filled in for a signed-in buyer. */
import { defineWidget } from '../../src/runtime/widgetCore';

export const CONTACT_FORM_WIDGET = defineWidget({
  name: 'contact-form',
  selector: '[data-sf-widget="contact-form"]',
  title: 'Contact form',
  about: SF_DOCS && {
    description: 'A message to the distributor, with the sender\'s name and e-mail filled in for a signed-in buyer.',
    element: '<div data-sf-widget="contact-form"></div>',
    host: { csp: ['service', 'dataImages'] },
  },
  view: () => import('./ContactFormWidget').then((module) => module.render),
});

export default CONTACT_FORM_WIDGET;
