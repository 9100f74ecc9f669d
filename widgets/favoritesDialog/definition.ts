/** The favorites control in every `[data-sf-widget="favorites"]`, apart from the entry so the build and tests read it without starting it. */
import { defineWidget } from '../../src/runtime/widgetCore';
import { readFavoritesData } from './readFavoritesData';

export const FAVORITES_WIDGET = defineWidget({
  name: 'favorites',
  selector: '[data-sf-widget="favorites"]',
  readData: readFavoritesData,
  view: () => import('./FavoritesView').then((module) => module.render),
});
