/**
 * The account entry's widgets (HOST-CONTRACT section 6), each kind defined in its own file.
 * Request first: the definitions are React-free (the statements' and favorites' first calls
 * leave as the entry runs); each widget's view (`*View.tsx`) and React load on demand, only
 * for the widgets on the page.
 */
import type { WidgetDefinition } from '../../src/runtime/widgetCore';
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
