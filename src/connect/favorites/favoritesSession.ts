// Everything the favorites control needs only once the user reaches for it: the page's
// favorites store and the dialog. Loaded as its own chunk (see FavoritesControl in ./FavoritesWidget.tsx).
export { isInAnyList } from '../../state/favoritesStore';
export { pageFavoritesStore } from './start';
export { FavoritesDialog } from '../../ui/favorites/FavoritesDialog';
