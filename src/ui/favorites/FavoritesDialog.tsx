/**
 * The favorites dialog (SPEC section 2, "Favorites dialog"): the user's lists with a checkbox
 * each for one item, a box to create a list, and, where allowed, deleting a list after a
 * confirmation. Props and callbacks only; FavoritesControl (src/connect/favorites.tsx) connects it to the store.
 */
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FavoriteList } from '../../contract/responses';
import { hostPageUrl } from '../../domain/urls';
import type { CreateListResult, FavoritesChange } from '../../state/favoritesStore';
import { CreateListForm } from './CreateListForm';
import { DeleteListConfirm, RemoveListButton } from './DeleteListConfirm';
import { EMPTY_LISTS_TEXT } from './favoritesTexts';
import { useChangeAnnouncement } from './useChangeAnnouncement';
import { Modal } from '../dialog';
import { focusableElements } from '../dialog/focusables';
import { LiveRegion, Notice, SpinnerIcon, VisuallyHidden } from '../primitives';
import { cx, theme } from '../../theme/theme';

export type FavoritesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The item the checkboxes are for. */
  itemId: number;
  /** Its name, said under the title and describing the dialog ("Lists for {itemName}"); absent: not said. */
  itemName?: string | undefined;
  /** The lists as the server last reported them; null before the first answer. */
  lists: readonly FavoriteList[] | null;
  /** The lists are being loaded. */
  loading: boolean;
  /** The change in flight; every control is disabled while set. */
  pending: FavoritesChange | null;
  /** The last failed call's message, shown with a Retry button when `onRetry` is given. */
  error: string | null;
  /** Absent when sending the failed call again cannot help (the service refused it). */
  onRetry?: (() => void) | undefined;
  /** A checkbox was checked (true: add the item) or unchecked (false: remove it). */
  onToggle: (favoriteListId: number, checked: boolean) => void;
  onCreate: (name: string) => Promise<CreateListResult>;
  /** Present only where deleting lists is allowed (`data-allow-delete`). */
  onDelete?: ((favoriteListId: number) => void) | undefined;
  portalContainer?: HTMLElement | null | undefined;
};

export { deleteListQuestion, EMPTY_LISTS_TEXT } from './favoritesTexts';

export function FavoritesDialog({
  open,
  onClose,
  itemId,
  itemName,
  lists,
  loading,
  pending,
  error,
  onRetry,
  onToggle,
  onCreate,
  onDelete,
  portalContainer,
}: FavoritesDialogProps) {
  const [confirming, setConfirming] = useState<FavoriteList | null>(null);
  const announcement = useChangeAnnouncement(pending, error, lists);
  const contentRef = useRef<HTMLDivElement>(null);
  const itemLineId = useId();
  // Opened before the lists are here, focus waits on the loading line (not on the only link,
  // where a second Enter would open a window); useKeepFocusInside moves it on when they come.
  const loadingRef = useRef<HTMLParagraphElement>(null);
  useKeepFocusInside(contentRef, lists, error);
  // While a call is in flight the controls are aria-disabled rather than disabled: a
  // disabled element drops keyboard focus, and the user would lose their place.
  const busy = loading || pending !== null;

  function checkedState(list: FavoriteList): boolean {
    if (pending && (pending.kind === 'add' || pending.kind === 'remove') && pending.favoriteListId === list.favoriteListId) {
      return pending.kind === 'add';
    }
    return list.itemIds.includes(itemId);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Favorite lists"
      describedBy={itemName ? itemLineId : undefined}
      name="favorites-dialog"
      portalContainer={portalContainer}
      initialFocusRef={lists === null ? loadingRef : undefined}
    >
      <div ref={contentRef} css={stack}>
        {itemName ? (
          <p id={itemLineId} className={cx('favorites-dialog', 'item')} css={muted}>
            Lists for {itemName}
          </p>
        ) : null}
        {error !== null && (
          <Notice tone="error" onRetry={busy ? undefined : onRetry}>
            {error}
          </Notice>
        )}
        {lists === null ? (
          error === null && (
            <p ref={loadingRef} role="status" css={loadingRow} tabIndex={-1}>
              <SpinnerIcon /> Loading your favorite lists…
            </p>
          )
        ) : lists.length === 0 ? (
          <p className={cx('favorites-dialog', 'empty')} css={muted}>
            {EMPTY_LISTS_TEXT}
          </p>
        ) : (
          <ul className={cx('favorites-dialog', 'lists')} css={listStyle} aria-busy={busy || undefined}>
            {lists.map((list) => (
              <li key={list.favoriteListId} className={cx('favorites-dialog', 'list')} css={row}>
                <label css={checkLabel}>
                  <input
                    type="checkbox"
                    css={checkbox}
                    checked={checkedState(list)}
                    aria-disabled={busy || undefined}
                    onChange={(event) => {
                      if (!busy) onToggle(list.favoriteListId, event.target.checked);
                    }}
                  />
                  <span css={listName}>{list.name}</span>
                </label>
                {onDelete && <RemoveListButton listName={list.name} busy={busy} onAsk={() => setConfirming(list)} />}
              </li>
            ))}
          </ul>
        )}
        {lists !== null && <CreateListForm busy={busy} onCreate={onCreate} addsItem listNames={lists.map((list) => list.name)} />}
        <a href={hostPageUrl('favorites')} target="_blank" rel="noopener" className={cx('favorites-dialog', 'manage')} css={link}>
          Manage your favorite lists
          <VisuallyHidden> (opens in a new window)</VisuallyHidden>
        </a>
        <LiveRegion message={announcement} />
      </div>
      {onDelete && (
        <DeleteListConfirm list={confirming} onDelete={onDelete} onClose={() => setConfirming(null)} portalContainer={portalContainer} />
      )}
    </Modal>
  );
}

/**
 * When what had focus went away (the loading line once the lists or an error came, a removed
 * list's row), focus goes to the first control of the dialog instead of the page body, in the
 * same task as the commit that removed it.
 */
function useKeepFocusInside(
  contentRef: RefObject<HTMLElement | null>,
  lists: readonly FavoriteList[] | null,
  error: string | null,
): void {
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const doc = content.ownerDocument;
    if (doc.activeElement === null || doc.activeElement === doc.body) focusableElements(content)[0]?.focus();
  }, [contentRef, lists, error]);
}

const stack = { display: 'flex', flexDirection: 'column', gap: theme.space.lg } as const;
const muted = { margin: 0, color: theme.color.textMuted } as const;
const loadingRow = { ...muted, display: 'flex', alignItems: 'center', gap: theme.space.sm } as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' } as const;
const row = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '44px',
  borderBottom: `1px solid ${theme.color.border}`,
} as const;
const checkLabel = {
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  cursor: 'pointer',
} as const;
const checkbox = {
  flex: 'none',
  // Doubled class: a host's `input[type="checkbox"] { width: 40px }` (0,1,1) must not resize it.
  '&&': { width: '20px', height: '20px' },
  margin: 0,
  accentColor: theme.color.primary,
  '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'progress' },
  '&:focus-visible': theme.focusRing,
} as const;
const listName = { overflowWrap: 'anywhere' } as const;
const link = {
  alignSelf: 'flex-start',
  color: theme.color.primary,
  textDecoration: 'underline',
  '&:focus-visible': theme.focusRing,
} as const;
