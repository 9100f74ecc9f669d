/**
 * Wires the quick order pad: the store's state to the view, the view's callbacks to the
 * store. The store is built and started by `startQuickOrder` (start.ts), which also follows
 * customer and ship-to switches.
 *
 * Each row reads its own row (`selectRow`) and the summary the counts, so a lookup answer
 * redraws that row and the summary only; the pad's frame follows the fields it shows.
 */
import { memo, useCallback, useMemo } from 'react';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { usePageContext } from '../../runtime/usePageContext';
import { countRows, createRowIdsSelector, selectRow, type QuickOrderState, type QuickOrderStore } from '../../state/quickOrder/quickOrderStore';
import { useStoreSelector } from '../../state/store/useStoreSelector';
import { QuickOrderPad, QuickOrderRowView, QuickOrderSummary, type QuickOrderActions } from '../../ui/quickOrder/QuickOrderPad';

const pasteTextOf = (s: QuickOrderState) => s.pasteText;
const noticeOf = (s: QuickOrderState) => s.notice;
const removedOf = (s: QuickOrderState) => s.removed;
const addProblemOf = (s: QuickOrderState) => s.addProblem;
const addedMessageOf = (s: QuickOrderState) => s.addedMessage;
const addingOf = (s: QuickOrderState) => s.adding;
const rowsOf = (s: QuickOrderState) => s.rows;

type RowProps = { store: QuickOrderStore; id: number; imageBase: string; showPrices: boolean; today: string; actions: QuickOrderActions };

const ConnectedRow = memo(function ConnectedRow({ store, id, imageBase, showPrices, today, actions }: RowProps) {
  const row = useStoreSelector(store, useCallback((s: QuickOrderState) => selectRow(s, id), [id]));
  return row === undefined ? null : <QuickOrderRowView row={row} imageBase={imageBase} showPrices={showPrices} today={today} actions={actions} />;
});

function ConnectedSummary({ store, readOnly, showPrices, onAddToCart }: { store: QuickOrderStore; readOnly: boolean; showPrices: boolean; onAddToCart(): void }) {
  const rows = useStoreSelector(store, rowsOf);
  const adding = useStoreSelector(store, addingOf);
  const counts = useMemo(() => countRows(rows), [rows]);
  return <QuickOrderSummary counts={counts} adding={adding} readOnly={readOnly} showPrices={showPrices} onAddToCart={onAddToCart} />;
}

export function QuickOrderWidget({ store, returnTo }: { store: QuickOrderStore; returnTo?: string }) {
  const context = usePageContext();
  const pasteText = useStoreSelector(store, pasteTextOf);
  const notice = useStoreSelector(store, noticeOf);
  const removed = useStoreSelector(store, removedOf);
  const addProblem = useStoreSelector(store, addProblemOf);
  const addedMessage = useStoreSelector(store, addedMessageOf);
  const rowIds = useStoreSelector(store, useMemo(createRowIdsSelector, [store]));
  const actions = useMemo<QuickOrderActions>(
    () => ({
      onPasteTextChange: store.setPasteText,
      onAddPastedLines: store.addPastedLines,
      onAddText: store.addText,
      onQuantityChange: store.setQuantity,
      onCorrect: store.correctItemNumber,
      onRemove: store.remove,
      onUndo: store.undoRemove,
      onRetryLookup: store.retryLookup,
      onAddToCart: () => void store.addToCart(),
    }),
    [store],
  );
  const showPrices = showsPrices(context);
  const imageBase = context.productImageUrl;
  const today = localIsoDate(new Date());
  const renderRow = useCallback(
    (id: number) => <ConnectedRow key={id} store={store} id={id} imageBase={imageBase} showPrices={showPrices} today={today} actions={actions} />,
    [store, imageBase, showPrices, today, actions],
  );
  return (
    <QuickOrderPad
      state={{ pasteText, notice, removed, addProblem, addedMessage }}
      rowIds={rowIds}
      renderRow={renderRow}
      summary={<ConnectedSummary store={store} readOnly={context.readOnly} showPrices={showPrices} onAddToCart={actions.onAddToCart} />}
      actions={actions}
      signedIn={context.companyUserId > 0 && context.customer !== null}
      {...(returnTo === undefined ? {} : { returnTo })}
    />
  );
}
