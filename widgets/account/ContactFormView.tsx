/** The contact form's view with its store, loaded on demand by its definition (with React): a page without the form never downloads it. */
import { ContactFormRoot } from '../../src/connect/contactForm/ContactFormWidget';

export const render = () => <ContactFormRoot />;
