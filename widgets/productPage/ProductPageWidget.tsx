/**
 * Wires the product page: hands the state of its stores (built React-free in
 * ./productPageStores.ts, started by the entry before React loads) to the view and the
 * view's callbacks to the stores. The one place where the product page meets React.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isAuthenticated, type ProductPageData } from '../../src/contract/pageData';
import type { SearchItem } from '../../src/contract/responses';
import { afterNextPaint } from '../../src/runtime/afterPaint';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { localIsoDate } from '../../src/domain/format';
import { showsPrices } from '../../src/domain/price';
import { overStock } from '../../src/domain/stock';
import { selectedCartLines } from '../../src/state/productPage/productPageStore';
import { useOverStockQuestion } from '../../src/ui/quantity/OverStockDialog';
import { FavoritesControl } from '../../src/connect/favorites/FavoritesWidget';
import { ProductPageView } from '../../src/ui/productPage/ProductPage';
import { createProductPageStores, type ProductPageStores } from './start';
import { useHereAddress } from '../../src/connect/useHereAddress';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export { createProductPageStores, type ProductPageStores };

export type ProductPageRootProps = { data: ProductPageData; stores: ProductPageStores };

export function ProductPageRoot({ data, stores }: ProductPageRootProps) {
  const env = useWidgetEnv();
  const { page, cards } = stores;
  const state = useSyncExternalStore(page.subscribe, page.getState, page.getState);
  const cardState = useSyncExternalStore(cards.subscribe, cards.getState, cards.getState);
  const [announcement, setAnnouncementState] = useState({ message: '', repeat: 0 });
  const announce = useCallback(
    (message: string) => setAnnouncementState((previous) => ({ message, repeat: previous.repeat + 1 })),
    [],
  );
  // What only the second pass draws is asked for once the first paint is on screen.
  useEffect(() => afterNextPaint(env.window, page.startLater), [env.window, page]);
  const signedIn = isAuthenticated(env.context);
  const loginReturnTo = useHereAddress(env.window, !signedIn);

  const onAddToCart = useCallback(
    (item: SearchItem) => {
      // A failed add is said by the item's alert: the live region then holds no stale 'Added'.
      void cards.addToCart(item).then((message) => {
        announce(message ?? '');
      });
    },
    [cards, announce],
  );

  // Far more than is in stock of the item or an add-on is asked about, as everywhere a quantity is set.
  const { ask, question } = useOverStockQuestion(env.portalContainer);
  const onAddSelected = useCallback(() => {
    const item = page.getState().item.value;
    if (!item) return;
    const quantity = cards.getState().cards.get(item.itemId)?.quantity ?? item.sellMultiple;
    const items = new Map([[item.itemId, item], ...item.addOns.map(({ item: addOn }) => [addOn.itemId, addOn] as const)]);
    const asked = selectedCartLines(item, page.getState().addOnChoices, quantity).map(({ itemId, qty }) => {
      const line = items.get(itemId);
      return line ? overStock(qty, line.availability, line.itemName) : null;
    });
    ask(asked, () => {
      void page.addSelected(quantity).then(() => {
        const { addSelectedMessage, addSelectedError } = page.getState();
        const message = addSelectedMessage ?? addSelectedError;
        if (message) announce(message);
      });
    });
  }, [page, cards, announce, ask]);

  const itemId = state.item.value?.itemId ?? data.itemId;
  const favorited = state.item.value?.favorited;

  return (
    <>
      <ProductPageView
        itemNumber={data.itemNumber}
        state={state}
        imageBase={env.context.productImageUrl}
        signedIn={signedIn}
        showPrices={showsPrices(env.context)}
        readOnly={env.context.readOnly}
        ecomCustomer={env.context.customer?.ecomCustomer === true}
        cards={cardState.cards}
        favorites={signedIn ? <FavoritesControl itemId={itemId} itemName={state.item.value?.itemName} favorited={favorited} /> : null}
        loginReturnTo={loginReturnTo}
        today={localIsoDate(new Date())}
        portalContainer={env.portalContainer}
        announcement={announcement}
        onQuantityChange={cards.setQuantity}
        onAddToCart={onAddToCart}
        onRetryItem={page.retryItem}
        onRetryPrice={page.retryPrice}
        onRetryStock={page.retryStock}
        onRetryRecent={page.retryRecent}
        onAddOnSelectedChange={page.setAddOnSelected}
        onAddOnQuantityChange={page.setAddOnQuantity}
        onAddSelected={onAddSelected}
      />
      {question}
    </>
  );
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (_env: WidgetEnv, data: ProductPageData, stores: ProductPageStores) => <ProductPageRoot data={data} stores={stores} />;
