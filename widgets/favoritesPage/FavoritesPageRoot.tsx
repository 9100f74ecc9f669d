/** The favorites page's view, loaded on demand by its definition (with React). */
import { Suspense, use } from 'react';
import type { StartedFavoritesPage } from './start';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { FavoritesPageData } from './widget';

/** Draws the widget once its views' chunk (and its page store) are in. */
function FavoritesPageRoot({ started, allowDelete }: { started: StartedFavoritesPage; allowDelete: boolean }) {
  const { views, stores } = use(started);
  return <views.FavoritesPageWidget stores={stores} allowDelete={allowDelete} />;
}

export const render = (_env: WidgetEnv, { allowDelete }: FavoritesPageData, started: StartedFavoritesPage) => (
  <Suspense fallback={<p role="status">Loading your favorite lists…</p>}>
    <FavoritesPageRoot started={started} allowDelete={allowDelete} />
  </Suspense>
);
