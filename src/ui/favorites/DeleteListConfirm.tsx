import type { FavoriteList } from '../../contract/responses';
import { ConfirmDialog } from '../dialog';
import { Button, TrashIcon } from '../primitives';
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

/**
 * The button that asks to delete a list, named "Remove list {name}"; it stays focusable but
 * does nothing while a change is running. `label` shows the words beside the icon.
 */
export function RemoveListButton({ listName, busy, onAsk, label = false }: { listName: string; busy: boolean; onAsk: () => void; label?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove list ${listName}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onAsk();
      }}
    >
      <TrashIcon />
      {label ? ' Remove list' : null}
    </Button>
  );
}
