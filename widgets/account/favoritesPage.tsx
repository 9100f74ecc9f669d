/**
 * `[data-sf-widget="favorites-page"]`: the favorites page (`/account/favorites/`);
 * `data-allow-delete` offers deleting lists, as on the favorites dialog (HOST-CONTRACT
 * section 6). Wiring: src/connect/accountFavoritesPage.tsx.
 */
import { Suspense } from 'react';
import { startFavoritesPage } from '../../src/connect/accountFavoritesPage';
import { defineWidget } from '../../src/runtime/widget';

export const FAVORITES_PAGE_WIDGET = defineWidget({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  readData: (element) => ({ allowDelete: element.hasAttribute('data-allow-delete') }),
  start: (env) => startFavoritesPage(env),
  render: (_env, { allowDelete }, View) => (
    <Suspense fallback={<p role="status">Loading your favorite lists…</p>}>
      <View allowDelete={allowDelete} />
    </Suspense>
  ),
});
