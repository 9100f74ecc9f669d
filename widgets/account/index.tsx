/**
 * account.js (HOST-CONTRACT section 6): the account widgets. Each kind is defined in its own
 * file; this entry only lists them and starts them.
 */
import type { WidgetDefinition } from '../../src/runtime/widget';
import { startEntry } from '../../src/runtime/widget';
import { contactFormWidget } from './contactForm';
import { createLoginWidget } from './createLogin';
import { FAVORITES_PAGE_WIDGET } from './favoritesPage';
import { recoverPasswordWidget } from './recoverPassword';
import { resetPasswordWidget } from './resetPassword';
import { STATEMENT_WIDGET } from './statement';
import { STATEMENTS_WIDGET } from './statements';

export const ACCOUNT_WIDGETS: readonly WidgetDefinition[] = [
  STATEMENTS_WIDGET,
  STATEMENT_WIDGET,
  FAVORITES_PAGE_WIDGET,
  contactFormWidget,
  createLoginWidget,
  recoverPasswordWidget,
  resetPasswordWidget,
];

if (typeof window !== 'undefined') startEntry(ACCOUNT_WIDGETS, window);
