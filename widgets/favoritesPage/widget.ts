/**
 * The favorites page (`/account/favorites/`, HOST-CONTRACT section 6); `data-allow-delete`
 * offers deleting lists, as on the favorites dialog. Its views and page store load with its
 * start (favoritesPageParts.ts, imported here, so the bootstrap preloads them on a page with
 * this widget).
 */
import * as v from 'valibot';
import { setting } from '../../src/contract/settingDocs';
import { defineWidget } from '../../src/runtime/widgetCore';
import { flag } from '../../src/runtime/widgetSettings';
import { startFavoritesPage, type StartedFavoritesPage } from './start';

export type FavoritesPageData = { allowDelete: boolean };

export const FavoritesPageSettings = v.pipe(
  v.object({
    'data-allow-delete': setting(
      flag(),
      SF_DOCS && { title: 'Allow deleting lists', description: 'Present: buyers may delete a whole favorite list (after a confirmation). Absent: they may not.' },
    ),
  }),
  v.transform((raw): FavoritesPageData => ({ allowDelete: raw['data-allow-delete'] })),
);

export const FAVORITES_PAGE_WIDGET = defineWidget<FavoritesPageData, StartedFavoritesPage>({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  title: 'Favorites page',
  about: SF_DOCS && {
    description: 'The buyer\'s favorite lists with their items, to order a whole list or remove items.',
    element: '<div data-sf-widget="favorites-page"></div>',
    host: { csp: ['service', 'images'] },
  },
  settings: { attributes: FavoritesPageSettings },
  start: (env) => startFavoritesPage(env, () => import('./favoritesPageParts')),
  view: () => import('./FavoritesPageRoot').then((module) => module.render),
});

export default FAVORITES_PAGE_WIDGET;
