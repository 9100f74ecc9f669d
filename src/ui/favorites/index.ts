export { FavoritesButton } from './FavoritesButton';
export type { FavoritesButtonProps } from './FavoritesButton';
export { FavoritesDialog, EMPTY_LISTS_TEXT, deleteListQuestion } from './FavoritesDialog';
export type { FavoritesDialogProps } from './FavoritesDialog';
