/** `contact-form`: the contact form in every `[data-sf-widget="contact-form"]`. */
import { lazy } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { FormLoading } from './FormLoading';

const ContactFormRoot = lazy(() => import('../../src/connect/contactForm/ContactFormWidget').then((m) => ({ default: m.ContactFormRoot })));

export const contactFormWidget = defineWidget({
  name: 'contact-form',
  selector: '[data-sf-widget="contact-form"]',
  render: () => (
    <FormLoading>
      <ContactFormRoot />
    </FormLoading>
  ),
});
