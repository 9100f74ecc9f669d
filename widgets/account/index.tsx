/** account.js (HOST-CONTRACT section 6): the account widgets of ./definition, started. */
import { startEntry } from '../../src/runtime/widgetCore';
import { ACCOUNT_WIDGETS } from './definition';

export { ACCOUNT_WIDGETS };

if (typeof window !== 'undefined') startEntry(ACCOUNT_WIDGETS, window);
