/**
 * favoritesDialog.js: the favorites control in every `[data-sf-widget="favorites"]`.
 * Request first: this file is React-free; the control's view (with React) loads on demand.
 */
import { startEntry } from '../../src/runtime/widgetCore';
import { FAVORITES_WIDGET } from './definition';

startEntry([FAVORITES_WIDGET]);
