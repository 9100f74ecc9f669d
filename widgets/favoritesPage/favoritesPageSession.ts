// The favorites page's chunk: its views and its page store (item details, quantities, the
// add to cart), fetched while the lists are being asked for (see start.ts).
export { FavoritesPageWidget } from './FavoritesPageWidget';
export { createFavoritesPageStore } from '../../src/state/favoritesPageStore';
