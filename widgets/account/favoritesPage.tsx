/**
 * `[data-sf-widget="favorites-page"]`: the favorites page (`/account/favorites/`);
 * `data-allow-delete` offers deleting lists, as on the favorites dialog (HOST-CONTRACT
 * section 6). Wiring: src/connect/favoritesPage/start.ts.
 */
import { Suspense, use } from 'react';
import { startFavoritesPage, type StartedFavoritesPage } from '../../src/connect/favoritesPage/start';
import { defineWidget } from '../../src/runtime/widget';

/** Draws the widget once its views' chunk (and its page store) are in. */
function FavoritesPageRoot({ started, allowDelete }: { started: StartedFavoritesPage; allowDelete: boolean }) {
  const { views, stores } = use(started);
  return <views.FavoritesPageWidget stores={stores} allowDelete={allowDelete} />;
}

export const FAVORITES_PAGE_WIDGET = defineWidget({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  readData: (element) => ({ allowDelete: element.hasAttribute('data-allow-delete') }),
  start: (env) => startFavoritesPage(env),
  render: (_env, { allowDelete }, started) => (
    <Suspense fallback={<p role="status">Loading your favorite lists…</p>}>
      <FavoritesPageRoot started={started} allowDelete={allowDelete} />
    </Suspense>
  ),
});
