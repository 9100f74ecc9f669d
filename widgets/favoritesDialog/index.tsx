/**
 * favoritesDialog.js: the favorites control in every `[data-sf-widget="favorites"]`.
 * Request first: this file is React-free; the control's view (with React) loads on demand.
 */
import { defineWidget, startEntry } from '../../src/runtime/widgetCore';
import { readFavoritesData } from './readFavoritesData';

const favorites = defineWidget({
  name: 'favorites',
  selector: '[data-sf-widget="favorites"]',
  readData: readFavoritesData,
  view: () => import('./FavoritesView').then((module) => module.render),
});

startEntry([favorites]);
