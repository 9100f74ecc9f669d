/** favoritesDialog.js: the favorites control in every `[data-sf-widget="favorites"]`. */
import { defineWidget, startEntry } from '../../src/runtime/widget';
import { FavoritesControl } from '../../src/ui/favorites/FavoritesControl';
import { readFavoritesData } from './readFavoritesData';

const favorites = defineWidget({
  name: 'favorites',
  selector: '[data-sf-widget="favorites"]',
  readData: readFavoritesData,
  render: (_env, { itemId, allowDelete }) => <FavoritesControl itemId={itemId} allowDelete={allowDelete} />,
});

startEntry([favorites]);
