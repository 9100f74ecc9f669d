import type { FavoriteList } from '../../contract/responses';
import { ConfirmDialog } from '../dialog';
import { TrashIcon } from '../primitives';
import { deleteListQuestion } from './favoritesTexts';

export type DeleteListConfirmProps = {
  /** The list asked about; null keeps the dialog closed. */
  list: FavoriteList | null;
  onDelete: (favoriteListId: number) => void;
  /** Closes the question, whether the list was deleted or not. */
  onClose: () => void;
  portalContainer?: HTMLElement | null | undefined;
};

/** SPEC section 8's question before a favorite list is deleted: the dialog's and the favorites page's. */
export function DeleteListConfirm({ list, onDelete, onClose, portalContainer }: DeleteListConfirmProps) {
  return (
    <ConfirmDialog
      open={list !== null}
      title="Remove favorite list"
      message={list ? deleteListQuestion(list.name) : ''}
      icon={<TrashIcon size={24} />}
      confirmLabel="Remove"
      portalContainer={portalContainer}
      onCancel={onClose}
      onConfirm={() => {
        if (list) onDelete(list.favoriteListId);
        onClose();
      }}
    />
  );
}
