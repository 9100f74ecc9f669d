/**
 * account.js (HOST-CONTRACT section 6): the account widgets. Each kind is defined in its own
 * file; this entry only lists them and starts them.
 */
import type { WidgetDefinition } from '../../src/runtime/widget';
import { startEntry } from '../../src/runtime/widget';
import { FAVORITES_PAGE_WIDGET } from './favoritesPage';
import { STATEMENT_WIDGET } from './statement';
import { STATEMENTS_WIDGET } from './statements';

export const ACCOUNT_WIDGETS: readonly WidgetDefinition[] = [
  STATEMENTS_WIDGET,
  STATEMENT_WIDGET,
  FAVORITES_PAGE_WIDGET,
];

if (typeof window !== 'undefined') startEntry(ACCOUNT_WIDGETS, window);
