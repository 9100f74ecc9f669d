/**
 * Wires the quick order pad: the store's state to the view, the view's callbacks to the
 * store. The store is built and started by `startQuickOrder` (start.ts), which also follows
 * customer and ship-to switches.
 *
 * Each row reads its own row (`selectRow`) and the summary the counts, so a lookup answer
 * redraws that row and the summary only; the pad's frame follows the fields it shows.
 */
import { hereAddress } from '../../src/connect/hereAddress';
import { memo, useCallback, useMemo } from 'react';
import { localIsoDate } from '../../src/domain/format';
import { showsPrices } from '../../src/domain/price';
import { overStock } from '../../src/domain/stock';
import { usePageContext } from '../../src/runtime/usePageContext';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { countRows, createRowIdsSelector, rowsToAdd, selectRow, type QuickOrderState, type QuickOrderStore } from '../../src/state/quickOrder/quickOrderStore';
import { useOverStockQuestion } from '../../src/ui/quantity/OverStockDialog';
import { useStoreSelector } from '../../src/state/store/useStoreSelector';
import { QuickOrderPad, QuickOrderRowView, QuickOrderSummary, type QuickOrderActions } from '../../src/ui/quickOrder/QuickOrderPad';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { StartedQuickOrder } from './start';

const pasteTextOf = (s: QuickOrderState) => s.pasteText;
const itemNumberTextOf = (s: QuickOrderState) => s.itemNumberText;
const noticeOf = (s: QuickOrderState) => s.notice;
const removedOf = (s: QuickOrderState) => s.removed;
const addProblemOf = (s: QuickOrderState) => s.addProblem;
const addingOf = (s: QuickOrderState) => s.adding;
const statusOf = (s: QuickOrderState) => s.status;
const rowsOf = (s: QuickOrderState) => s.rows;

type RowProps = { store: QuickOrderStore; id: number; imageBase: string; showPrices: boolean; today: string; actions: QuickOrderActions };

/** A `merged` row's Undo stays while the row it went to can still undo that merge. */
function canUndoMerged(s: QuickOrderState, id: number): boolean {
  const row = selectRow(s, id);
  if (row?.mergedInto == null) return false;
  return selectRow(s, row.mergedInto)?.undo?.restore?.mergedId === id;
}

const ConnectedRow = memo(function ConnectedRow({ store, id, imageBase, showPrices, today, actions }: RowProps) {
  const row = useStoreSelector(store, useCallback((s: QuickOrderState) => selectRow(s, id), [id]));
  const canUndo = useStoreSelector(store, useCallback((s: QuickOrderState) => canUndoMerged(s, id), [id]));
  return row === undefined ? null : <QuickOrderRowView row={row} imageBase={imageBase} showPrices={showPrices} today={today} actions={actions} canUndoMerged={canUndo} />;
});

function ConnectedSummary({ store, readOnly, showPrices, onAddToCart }: { store: QuickOrderStore; readOnly: boolean; showPrices: boolean; onAddToCart(): void }) {
  const rows = useStoreSelector(store, rowsOf);
  const adding = useStoreSelector(store, addingOf);
  const status = useStoreSelector(store, statusOf);
  const { ready, total } = useMemo(() => countRows(rows), [rows]);
  const looking = useMemo(() => rows.filter((row) => row.status === 'looking').length, [rows]);
  return <QuickOrderSummary status={status} ready={ready} total={total} looking={looking} adding={adding} readOnly={readOnly} showPrices={showPrices} onAddToCart={onAddToCart} />;
}

export function QuickOrderWidget({ store, returnTo }: { store: QuickOrderStore; returnTo?: string }) {
  const context = usePageContext();
  const pasteText = useStoreSelector(store, pasteTextOf);
  const itemNumberText = useStoreSelector(store, itemNumberTextOf);
  const notice = useStoreSelector(store, noticeOf);
  const removed = useStoreSelector(store, removedOf);
  const addProblem = useStoreSelector(store, addProblemOf);
  const rowIds = useStoreSelector(store, useMemo(createRowIdsSelector, [store]));
  // Far more than is in stock (a typo such as 500 for 5) is asked about, as everywhere a quantity is set.
  const { ask, question } = useOverStockQuestion(useWidgetEnv().portalContainer);
  const actions = useMemo<QuickOrderActions>(
    () => ({
      onPasteTextChange: store.setPasteText,
      onAddPastedLines: store.addPastedLines,
      onItemNumberTextChange: store.setItemNumberText,
      onAddItemNumber: store.addItemNumber,
      onAddText: store.addText,
      onQuantityChange: store.setQuantity,
      onCorrect: store.correctItemNumber,
      onUndoMerge: store.undoMerge,
      onRemove: store.remove,
      onUndo: store.undoRemove,
      onRetryLookup: store.retryLookup,
      onAddToCart: () =>
        ask(
          rowsToAdd(store.getState()).map((row) => overStock(row.quantity, row.item.availability, row.item.itemName)),
          () => void store.addToCart(),
        ),
    }),
    [store, ask],
  );
  const showPrices = showsPrices(context);
  const imageBase = context.productImageUrl;
  const today = localIsoDate(new Date());
  const renderRow = useCallback(
    (id: number) => <ConnectedRow key={id} store={store} id={id} imageBase={imageBase} showPrices={showPrices} today={today} actions={actions} />,
    [store, imageBase, showPrices, today, actions],
  );
  return (
    <>
      <QuickOrderPad
        state={{ pasteText, itemNumberText, notice, removed, addProblem }}
        rowIds={rowIds}
        renderRow={renderRow}
        summary={<ConnectedSummary store={store} readOnly={context.readOnly} showPrices={showPrices} onAddToCart={actions.onAddToCart} />}
        actions={actions}
        signedIn={context.companyUserId > 0 && context.customer !== null}
        {...(returnTo === undefined ? {} : { returnTo })}
      />
      {question}
    </>
  );
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (env: WidgetEnv, _data: undefined, { store }: StartedQuickOrder) => <QuickOrderWidget store={store} returnTo={hereAddress(env.window)} />;
