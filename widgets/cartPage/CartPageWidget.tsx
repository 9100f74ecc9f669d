/**
 * Wires the cart page: hands the stores' state to the view and the view's callbacks to the
 * stores. The stores are built, started and kept following customer switches by
 * `startCartPage` (start.ts), so GetCart is on its way before React's first render.
 */
import { useMemo } from 'react';
import { localIsoDate } from '../../src/domain/format';
import { showsPrices } from '../../src/domain/price';
import { cartIsReadOnly } from '../../src/domain/punchout';
import { usePageContext } from '../../src/runtime/usePageContext';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import type { CartPageState } from '../../src/state/cartPage/cartPageStore';
import type { CartPageStores } from '../../src/state/cartPage/cartPageStores';
import type { EstimateState } from '../../src/state/cartPage/estimateStore';
import type { TransferState } from '../../src/state/cartPage/transferStore';
import { useStoreSelector } from '../../src/state/store/useStoreSelector';
import { CartPage, type CartPageActions } from '../../src/ui/cartPage/CartPage';
import type { EstimateActions } from '../../src/ui/cartPage/CartSummary';
import { hereAddress } from '../../src/connect/hereAddress';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { StartedCartPage } from './start';

const whole = <S,>(state: S) => state;

export type CartPageWidgetProps = {
  stores: CartPageStores;
  /** Skeleton lines while loading (the cart badge's line count, when the page knows it). */
  skeletonLines?: number;
};

export function CartPageWidget({ stores, skeletonLines }: CartPageWidgetProps) {
  const env = useWidgetEnv();
  const context = usePageContext();
  const state = useStoreSelector<CartPageState, CartPageState>(stores.cart, whole);
  const estimate = useStoreSelector<EstimateState, EstimateState>(stores.estimate, whole);
  const transfer = useStoreSelector<TransferState, TransferState>(stores.transfer, whole);
  const actions = useMemo<CartPageActions>(() => {
    const { cart } = stores;
    return {
      onQuantityChange: cart.setQuantity,
      onQuantitySettle: cart.settleQuantity,
      onRemove: cart.remove,
      onRetryLine: cart.retryLine,
      onClearCart: cart.clearCart,
      onClearBackorders: cart.clearBackorders,
      onRetryAction: cart.retryAction,
      onRetryLoad: cart.retryLoad,
      onUndoRemove: cart.undoRemove,
      onDismissRemoved: cart.dismissRemoved,
      onConfirmQuantity: cart.confirmQuantity,
      onCancelQuantity: cart.cancelQuantity,
    };
  }, [stores]);
  const estimateActions = useMemo<EstimateActions>(() => {
    const { estimate: store } = stores;
    return {
      onZipTextChange: store.setZipText,
      onZipSettle: store.checkZip,
      onShipViaChange: store.setShipVia,
      onRetry: store.retry,
    };
  }, [stores]);
  return (
    <CartPage
      state={state}
      estimate={estimate}
      actions={actions}
      estimateActions={estimateActions}
      imageBase={context.productImageUrl}
      readOnly={cartIsReadOnly(context)}
      showPrices={showsPrices(context)}
      ecomCustomer={context.customer?.ecomCustomer === true}
      portalContainer={env.portalContainer}
      loginReturnTo={hereAddress(env.window)}
      today={localIsoDate(new Date())}
      transfer={context.punchout ? { punchout: context.punchout, state: transfer, onTransfer: stores.transfer.transfer } : null}
      {...(skeletonLines === undefined ? {} : { skeletonLines })}
    />
  );
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (_env: WidgetEnv, _data: undefined, { stores, skeletonLines }: StartedCartPage) => (
  <CartPageWidget stores={stores} {...(skeletonLines === undefined ? {} : { skeletonLines })} />
);
