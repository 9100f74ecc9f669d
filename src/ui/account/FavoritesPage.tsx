/**
 * The favorites page (`/account/favorites/`, issue 24): every list of the user with its
 * items (name, number, price, availability, a quantity editor with the package rule),
 * removing an item, adding a whole list or its checked lines to the cart, creating a list,
 * and, where allowed, deleting one after SPEC's confirmation. Props and callbacks only:
 * FavoritesPageWidget connects it to the favorites store and the page store.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FavoriteList, SearchItem } from '../../contract/responses';
import { productImageUrl } from '../../domain/images';
import { unitOfMeasure } from '../../domain/price';
import type { AddOutcome, ItemDetail, LineKey } from '../../state/favoritesPageStore';
import { lineKey } from '../../state/favoritesPageStore';
import type { CreateListResult, FavoritesChange } from '../../state/favoritesStore';
import { CreateListForm } from '../favorites/CreateListForm';
import { DeleteListConfirm, RemoveListButton } from '../favorites/DeleteListConfirm';
import { EMPTY_LISTS_TEXT } from '../favorites/favoritesTexts';
import { useChangeAnnouncement } from '../favorites/useChangeAnnouncement';
import { Button, CartIcon, LiveRegion, Notice, SpinnerIcon, TrashIcon, VisuallyHidden } from '../primitives';
import { QuantityEditor } from '../quantity';
import { Availability, availabilityStyles } from '../product/Availability';
import { ItemPrice, PriceHidden, priceStyles } from '../product/Price';
import { ProductImage } from '../product/ProductImage';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { link, loadingRow, muted, subheading } from './accountStyles';

export type FavoritesPageProps = {
  lists: readonly FavoriteList[] | null;
  loading: boolean;
  /** The list change in flight (remove, create, delete); list controls wait while set. */
  pending: FavoritesChange | null;
  /** The favorites store's last failure. */
  error: string | null;
  onRetry?: (() => void) | undefined;
  details: ReadonlyMap<number, ItemDetail>;
  quantityOf: (favoriteListId: number, itemId: number) => number | null;
  /** The pack an item's quantity is rounded up to (its minimum quantity). */
  packageQuantityOf: (item: SearchItem) => number;
  checked: ReadonlySet<LineKey>;
  /** The list being added to the cart. */
  adding: number | null;
  outcome: AddOutcome | null;
  /** Offer deleting lists (`data-allow-delete`). */
  allowDelete: boolean;
  /** Nothing can be ordered: quantities as text, no add to cart. */
  readOnly: boolean;
  /** False for a sales rep acting for a customer (prices hidden). */
  showPrices: boolean;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentence never names a receipt date before it. */
  today: string;
  imageBase: string;
  onQuantityChange: (favoriteListId: number, itemId: number, quantity: number | null) => void;
  onCheck: (favoriteListId: number, itemIds: readonly number[], checked: boolean) => void;
  onRemoveItem: (favoriteListId: number, itemId: number) => void;
  onAddToCart: (list: FavoriteList, onlyChecked: boolean) => void;
  onCreate: (name: string) => Promise<CreateListResult>;
  onDelete: (favoriteListId: number) => void;
  onRetryItems: () => void;
  portalContainer?: HTMLElement | null | undefined;
};

export function FavoritesPage(props: FavoritesPageProps) {
  const { lists, loading, pending, error, onRetry, details, allowDelete, onCreate, onDelete, portalContainer } = props;
  const [confirming, setConfirming] = useState<FavoriteList | null>(null);
  const announcement = useChangeAnnouncement(pending, error, lists);
  const rootRef = useRef<HTMLDivElement>(null);
  const createHeadingId = useId();
  const busy = loading || pending !== null;
  const failedItems = [...details.values()].filter((detail) => detail.status === 'failed').length;

  // A removed item or list takes its focused button with it: keep focus in the page, on the
  // heading of the list it was in (or the first heading), not on the document body.
  // A layout effect, so focus moves in the same task as the commit that removed the button.
  const previousPending = useRef<FavoritesChange | null>(null);
  useLayoutEffect(() => {
    const finished = previousPending.current;
    previousPending.current = pending;
    const root = rootRef.current;
    if (!root || pending !== null || finished === null) return;
    const doc = root.ownerDocument;
    if (doc.activeElement !== null && doc.activeElement !== doc.body) return;
    const listId = finished.kind === 'remove' ? finished.favoriteListId : null;
    const target =
      (listId === null ? null : root.querySelector<HTMLElement>(`[data-sf-list-heading="${listId}"]`)) ?? root.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [lists, pending]);

  return (
    <div ref={rootRef} className={cx('favorites-page')} css={page}>
      {error !== null && (
        <Notice tone="error" onRetry={busy ? undefined : onRetry}>
          {error}
        </Notice>
      )}
      {failedItems > 0 && (
        <Notice tone="warning" onRetry={props.onRetryItems}>
          {failedItems === 1 ? 'One item' : `${failedItems} items`} could not be loaded.
        </Notice>
      )}
      {lists === null ? (
        error === null && (
          <p role="status" css={loadingRow}>
            <SpinnerIcon /> Loading your favorite lists…
          </p>
        )
      ) : lists.length === 0 ? (
        <p className={cx('favorites-page', 'empty')} css={muted}>
          {EMPTY_LISTS_TEXT}
        </p>
      ) : (
        lists.map((list) => (
          <ListSection key={list.favoriteListId} {...props} list={list} busy={busy} onAskDelete={allowDelete ? () => setConfirming(list) : undefined} />
        ))
      )}
      {lists !== null && (
        <section aria-labelledby={createHeadingId} className={cx('favorites-page', 'create')} css={createSection}>
          <h2 id={createHeadingId} css={subheading} tabIndex={-1}>
            Create a list
          </h2>
          <CreateListForm busy={busy} onCreate={onCreate} listNames={lists.map((list) => list.name)} />
        </section>
      )}
      <LiveRegion message={announcement} />
      {allowDelete && (
        <DeleteListConfirm list={confirming} onDelete={onDelete} onClose={() => setConfirming(null)} portalContainer={portalContainer} />
      )}
    </div>
  );
}

type ListSectionProps = FavoritesPageProps & { list: FavoriteList; busy: boolean; onAskDelete: (() => void) | undefined };

function ListSection({ list, busy, onAskDelete, checked, adding, outcome, readOnly, pending, onCheck, onAddToCart, ...rest }: ListSectionProps) {
  const headingId = useId();
  const selected = list.itemIds.filter((itemId) => checked.has(lineKey(list.favoriteListId, itemId)));
  const allSelected = list.itemIds.length > 0 && selected.length === list.itemIds.length;
  const addingThis = adding === list.favoriteListId;
  const [clicked, setClicked] = useState<'all' | 'selected'>('all');
  const changedHere =
    pending !== null && (pending.kind === 'remove' || pending.kind === 'delete') && pending.favoriteListId === list.favoriteListId;
  const count = list.itemIds.length;
  return (
    <section aria-labelledby={headingId} className={cx('favorites-page', 'list')} css={listSection} aria-busy={changedHere || addingThis || undefined}>
      <div css={listHeader}>
        <h2 id={headingId} css={subheading} tabIndex={-1} data-sf-list-heading={list.favoriteListId}>
          {list.name}
        </h2>
        <span css={countStyle}>
          {count} {count === 1 ? 'item' : 'items'}
        </span>
        {onAskDelete && <RemoveListButton listName={list.name} busy={busy} onAsk={onAskDelete} label />}
      </div>
      {count === 0 ? (
        <p css={muted}>This list is empty. Add items from a product page or the search results with Add to favorites.</p>
      ) : (
        <>
          {!readOnly && (
            <div className={cx('favorites-page', 'toolbar')} css={toolbar}>
              <label css={checkLabel}>
                <input
                  type="checkbox"
                  css={checkbox}
                  checked={allSelected}
                  onChange={(event) => onCheck(list.favoriteListId, list.itemIds, event.target.checked)}
                />
                Select all<VisuallyHidden> in {list.name}</VisuallyHidden>
              </label>
              <div css={toolbarButtons}>
                <Button
                  variant="secondary"
                  aria-disabled={selected.length === 0 || adding !== null || undefined}
                  busy={addingThis && clicked === 'selected'}
                  onClick={() => {
                    if (selected.length === 0 || adding !== null) return;
                    setClicked('selected');
                    onAddToCart(list, true);
                  }}
                >
                  Add selected ({selected.length}) to cart<VisuallyHidden> from {list.name}</VisuallyHidden>
                </Button>
                <Button
                  variant="primary"
                  aria-disabled={adding !== null || undefined}
                  busy={addingThis && clicked === 'all'}
                  onClick={() => {
                    if (adding !== null) return;
                    setClicked('all');
                    onAddToCart(list, false);
                  }}
                >
                  <CartIcon /> Add all to cart<VisuallyHidden> from {list.name}</VisuallyHidden>
                </Button>
              </div>
            </div>
          )}
          {outcome?.favoriteListId === list.favoriteListId && (
            <Notice tone={outcome.tone} compact>
              {outcome.message}
            </Notice>
          )}
          <ul css={itemList} className={cx('favorites-page', 'items')}>
            {list.itemIds.map((itemId) => (
              <ItemRow
                key={itemId}
                {...rest}
                list={list}
                itemId={itemId}
                busy={busy}
                readOnly={readOnly}
                selected={checked.has(lineKey(list.favoriteListId, itemId))}
                onCheck={onCheck}
                disabled={addingThis}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type ItemRowProps = Pick<
  FavoritesPageProps,
  'details' | 'quantityOf' | 'packageQuantityOf' | 'showPrices' | 'today' | 'imageBase' | 'onQuantityChange' | 'onRemoveItem' | 'onCheck' | 'readOnly'
> & { list: FavoriteList; itemId: number; busy: boolean; selected: boolean; disabled: boolean };

function ItemRow({
  list,
  itemId,
  busy,
  selected,
  disabled,
  details,
  quantityOf,
  packageQuantityOf,
  showPrices,
  today,
  imageBase,
  readOnly,
  onQuantityChange,
  onRemoveItem,
  onCheck,
}: ItemRowProps) {
  const detail = details.get(itemId);
  const item = detail?.item ?? null;
  const name = item?.itemName ?? `Item ${itemId}`;
  const removeButton = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove ${name} from ${list.name}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onRemoveItem(list.favoriteListId, itemId);
      }}
    >
      <TrashIcon /> Remove
    </Button>
  );
  return (
    <li className={cx('favorites-page', 'item')} css={row}>
      {!readOnly && (
        <input
          type="checkbox"
          css={[checkbox, { gridArea: 'check' }]}
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(event) => onCheck(list.favoriteListId, [itemId], event.target.checked)}
        />
      )}
      {item ? <Thumb item={item} imageBase={imageBase} /> : <span css={thumbBox} aria-hidden="true" />}
      <div css={info}>
        {item ? (
          <>
            <a href={item.productUrl} css={[link, itemName]}>
              {item.itemName}
            </a>
            <span css={muted}>Item #{item.itemNumber}</span>
            {showPrices ? <ItemPrice item={item} packageQuantity={packageQuantityOf(item)} /> : <PriceHidden />}
            <Availability
              availability={item.availability}
              quantity={item.sellMultiple}
              stockMessage={item.stockResult?.stockMessage}
              disablePurchasing={item.stockResult?.disablePurchasing}
              today={today}
            />
          </>
        ) : detail?.status === 'failed' ? (
          <span css={muted}>Item {itemId} could not be loaded.</span>
        ) : (
          <span css={loadingRow}>
            <SpinnerIcon /> Loading item {itemId}…
          </span>
        )}
      </div>
      <div css={actions}>
        {item && (
          <div css={quantityBox}>
            <span css={minimumText}>Minimum quantity: {packageQuantityOf(item)}</span>
            <QuantityEditor
              value={quantityOf(list.favoriteListId, itemId)}
              packageQuantity={packageQuantityOf(item)}
              unit={unitOfMeasure(item)}
              label={`Quantity of ${item.itemName}`}
              editable={!readOnly}
              disabled={disabled}
              onValueChange={(quantity) => onQuantityChange(list.favoriteListId, itemId, quantity)}
            />
          </div>
        )}
        {removeButton}
      </div>
    </li>
  );
}

function Thumb({ item, imageBase }: { item: SearchItem; imageBase: string }) {
  // The shared image with its inline not-available picture (src/ui/product/ProductImage.tsx).
  return <ProductImage css={thumbBox} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={64} height={64} />;
}

const page = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
  ...priceStyles,
  ...availabilityStyles,
  '.sf-price .sf-price__amount': { fontSize: theme.font.size.lg },
} as const;
const listSection = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.background,
  [mobileMedia]: { padding: theme.space.md },
} as const;
const listHeader = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, 'h2:focus-visible': theme.focusRing } as const;
const countStyle = { color: theme.color.textMuted, fontSize: theme.font.size.sm, marginRight: 'auto' } as const;
const toolbar = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  paddingBottom: theme.space.sm,
  borderBottom: `1px solid ${theme.color.border}`,
} as const;
const toolbarButtons = { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm } as const;
const checkLabel = { display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px', cursor: 'pointer' } as const;
const checkbox = {
  flex: 'none',
  '&&': { width: '20px', height: '20px' },
  margin: 0,
  accentColor: theme.color.primary,
  '&:focus-visible': theme.focusRing,
} as const;
const itemList = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' } as const;
const row = {
  display: 'grid',
  gridTemplateColumns: 'auto 64px minmax(0, 1fr) auto',
  gridTemplateAreas: '"check image info actions"',
  alignItems: 'center',
  columnGap: theme.space.md,
  rowGap: theme.space.sm,
  padding: `${theme.space.md} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
  '&:last-child': { borderBottom: 'none' },
  [mobileMedia]: {
    gridTemplateColumns: 'auto 56px minmax(0, 1fr)',
    gridTemplateAreas: '"check image info" ". actions actions"',
    alignItems: 'start',
  },
} as const;
const thumbBox = {
  gridArea: 'image',
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  [mobileMedia]: { width: '56px', height: '56px' },
} as const;
const info = { gridArea: 'info', display: 'flex', flexDirection: 'column', gap: theme.space.xs, minWidth: 0 } as const;
const itemName = { overflowWrap: 'anywhere' } as const;
const actions = {
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  justifyContent: 'flex-end',
  [mobileMedia]: { justifyContent: 'space-between' },
} as const;
const quantityBox = { display: 'flex', flexDirection: 'column', gap: theme.space.xxs } as const;
const minimumText = { fontSize: theme.font.size.xs, color: theme.color.textMuted } as const;
const createSection = { display: 'flex', flexDirection: 'column', gap: theme.space.sm, maxWidth: '520px', 'h2:focus-visible': theme.focusRing } as const;
