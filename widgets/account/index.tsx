/**
 * account.js (HOST-CONTRACT section 6): the account widgets. This list holds the forms
 * (contact, create login, recover and reset password); statements and the favorites page
 * are added beside them.
 */
import { startEntry } from '../../src/runtime/widget';
import { contactFormWidget } from './contactForm';
import { createLoginWidget } from './createLogin';
import { recoverPasswordWidget } from './recoverPassword';
import { resetPasswordWidget } from './resetPassword';

startEntry([contactFormWidget, createLoginWidget, recoverPasswordWidget, resetPasswordWidget]);
