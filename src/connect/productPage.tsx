/**
 * Wires the product page: builds its stores from the widget's environment (service client,
 * bus, page context), hands their state to the view and the view's callbacks to the stores.
 * The one place where the product page meets its service calls and React.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { getItem, getProductCustomerPrice, getProductSquare, getStockDesignationResult } from '../api/product';
import { getRecentlyOrderedItems } from '../api/customer';
import { isAuthenticated, type ProductPageData } from '../contract/pageData';
import type { SearchItem } from '../contract/responses';
import type { WidgetEnv } from '../runtime/widgetEnv';
import { useWidgetEnv } from '../runtime/widgetEnv';
import { useCustomerChange } from '../runtime/usePageContext';
import { showsPrices } from '../domain/price';
import { addToCartFor } from '../state/addToCart';
import { createProductPageStore, type ProductPageStore } from '../state/productPage/productPageStore';
import { createCardStore, type CardStore } from '../state/search/cardStore';
import { FavoritesControl } from './favorites';
import { ProductPageView } from '../ui/productPage/ProductPage';

export type ProductPageStores = { page: ProductPageStore; cards: CardStore };

/** Both stores of one mounted product page; `page.start()` is the caller's (the widget's start). */
export function createProductPageStores(env: Pick<WidgetEnv, 'client' | 'context' | 'bus'>, data: ProductPageData): ProductPageStores {
  const { client } = env;
  const getContext = () => env.context;
  const addToCart = addToCartFor(env);
  const page = createProductPageStore({
    data,
    getContext,
    addToCart,
    services: {
      getItem: (body, options) => getItem(client, body, options),
      getProductCustomerPrice: (body, options) => getProductCustomerPrice(client, body, options),
      getStockDesignationResult: (body, options) => getStockDesignationResult(client, body, options),
      getProductSquare: (body, options) => getProductSquare(client, body, options),
      getRecentlyOrderedItems: (body, options) => getRecentlyOrderedItems(client, body, options),
    },
  });
  const cards = createCardStore({ getContext, addToCart });
  return { page, cards };
}

export type ProductPageRootProps = { data: ProductPageData; stores: ProductPageStores };

export function ProductPageRoot({ data, stores }: ProductPageRootProps) {
  const env = useWidgetEnv();
  const { page, cards } = stores;
  const state = useSyncExternalStore(page.subscribe, page.getState, page.getState);
  const cardState = useSyncExternalStore(cards.subscribe, cards.getState, cards.getState);
  useCustomerChange(() => {
    page.refresh();
    cards.refresh();
  });
  const [announcement, setAnnouncementState] = useState({ message: '', repeat: 0 });
  const announce = useCallback(
    (message: string) => setAnnouncementState((previous) => ({ message, repeat: previous.repeat + 1 })),
    [],
  );
  const signedIn = isAuthenticated(env.context);

  const onAddToCart = useCallback(
    (item: SearchItem) => {
      void cards.addToCart(item).then((message) => {
        if (message) announce(message);
      });
    },
    [cards, announce],
  );

  const onAddSelected = useCallback(() => {
    const item = page.getState().item.value;
    if (!item) return;
    const quantity = cards.getState().cards.get(item.itemId)?.quantity ?? item.sellMultiple;
    void page.addSelected(quantity).then(() => {
      const { addSelectedMessage, addSelectedError } = page.getState();
      const message = addSelectedMessage ?? addSelectedError;
      if (message) announce(message);
    });
  }, [page, cards, announce]);

  const itemId = state.item.value?.itemId ?? data.itemId;
  const favorited = state.item.value?.favorited;

  return (
    <ProductPageView
      itemNumber={data.itemNumber}
      state={state}
      imageBase={env.context.productImageUrl}
      signedIn={signedIn}
      showPrices={showsPrices(env.context)}
      readOnly={env.context.readOnly}
      ecomCustomer={env.context.customer?.ecomCustomer === true}
      cards={cardState.cards}
      favorites={signedIn ? <FavoritesControl itemId={itemId} favorited={favorited} /> : null}
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
  );
}
