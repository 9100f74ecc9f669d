// Everything the favorites control needs only once the user reaches for it: the page's
// favorites store and the dialog. Loaded as its own chunk (see FavoritesControl in ./favorites.tsx).
export { isInAnyList, pageFavoritesStore } from '../state/favoritesStore';
export { FavoritesDialog } from '../ui/favorites/FavoritesDialog';
