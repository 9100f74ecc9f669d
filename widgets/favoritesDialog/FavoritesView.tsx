/** The favorites control's view, loaded on demand by the entry (with React). */
import { FavoritesControl } from '../../src/connect/favorites/FavoritesWidget';
import type { FavoritesMountData } from './readFavoritesData';

export const render = (_env: unknown, { itemId, allowDelete }: FavoritesMountData) => <FavoritesControl itemId={itemId} allowDelete={allowDelete} />;
