/**
 * `[data-sf-widget="favorites-page"]`: the favorites page (`/account/favorites/`);
 * `data-allow-delete` offers deleting lists, as on the favorites dialog (HOST-CONTRACT
 * section 6). Wiring: src/connect/favoritesPage/start.ts; view: FavoritesPageView.tsx; its
 * views and page store: favoritesPageParts.ts (imported here, so the bootstrap preloads them
 * with the view on a page with this widget).
 */
import { startFavoritesPage, type StartedFavoritesPage } from '../../src/connect/favoritesPage/start';
import { defineWidget } from '../../src/runtime/widgetCore';

export type FavoritesPageData = { allowDelete: boolean };

export const FAVORITES_PAGE_WIDGET = defineWidget<FavoritesPageData, StartedFavoritesPage>({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  readData: (element) => ({ allowDelete: element.hasAttribute('data-allow-delete') }),
  start: (env) => startFavoritesPage(env, () => import('./favoritesPageParts')),
  view: () => import('./FavoritesPageView').then((module) => module.render),
});
