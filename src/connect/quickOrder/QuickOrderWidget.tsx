/**
 * Wires the quick order pad: the store's state to the view, the view's callbacks to the
 * store. The store is built and started by `startQuickOrder` (start.ts), which also follows
 * customer and ship-to switches.
 */
import { useMemo } from 'react';
import { showsPrices } from '../../domain/price';
import { usePageContext } from '../../runtime/usePageContext';
import type { QuickOrderState, QuickOrderStore } from '../../state/quickOrder/quickOrderStore';
import { useStoreSelector } from '../../state/store/useStoreSelector';
import { QuickOrderPad, type QuickOrderActions } from '../../ui/quickOrder/QuickOrderPad';

const whole = <S,>(state: S) => state;

export function QuickOrderWidget({ store, returnTo }: { store: QuickOrderStore; returnTo?: string }) {
  const context = usePageContext();
  const state = useStoreSelector<QuickOrderState, QuickOrderState>(store, whole);
  const counts = useMemo(() => store.counts(), [store, state.rows]);
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
  return (
    <QuickOrderPad
      state={state}
      counts={counts}
      actions={actions}
      signedIn={context.companyUserId > 0 && context.customer !== null}
      readOnly={context.readOnly}
      showPrices={showsPrices(context)}
      imageBase={context.productImageUrl}
      {...(returnTo === undefined ? {} : { returnTo })}
    />
  );
}
