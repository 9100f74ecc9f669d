/**
 * The quick order pad's `start`, React-free (widgets/quickOrder is request first): builds the
 * pad's store, binds its service calls (Product/GetItem, Product/GetProductCustomerPrice,
 * Cart/AddItemsToCart through the one add-to-cart command, then `update cart items`), restores the pad kept for this
 * customer and follows customer and ship-to switches from the moment it starts.
 */
import { getItem, getProductCustomerPrice } from '../../src/api/product';
import { isAbortError, isRefusal, isServiceError, isSessionEnded, userMessage } from '../../src/api/errors';
import type { PageContext } from '../../src/contract/pageData';
import { showsPrices } from '../../src/domain/price';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { CartInfo } from '../../src/contract/responses';
import { cartOwner } from '../../src/domain/cart';
import type { AddToCart, CartLineInput } from '../../src/state/addToCart';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { publishCartLines, type CartLinesEnv } from './publishCartLines';
import { createQuickOrderStore, type CallFailure, type QuickOrderServices, type QuickOrderStore } from '../../src/state/quickOrder/quickOrderStore';

export type StartedQuickOrder = { store: QuickOrderStore };

/** Lookup answers are applied together at most this often (ms). */
export const ANSWER_BATCH_MS = 50;

/** The sessionStorage key of the pad of this user and customer; null for an anonymous visitor. */
export function quickOrderStorageKey(context: PageContext): string | null {
  if (context.companyUserId <= 0 || context.customer === null) return null;
  return `sf-quick-order:${context.companyUserId}:${context.customer.customerNumber}`;
}

/**
 * A failed call as the pad's stores read it: cancelled, the session ended (401: in the words
 * every widget uses, `userMessage`), refused as sent (with the service's own words), or failed.
 */
export function describeFailure(error: unknown, action: string): CallFailure {
  if (isAbortError(error)) return { aborted: true, refused: false, sessionEnded: false, message: '' };
  if (isSessionEnded(error)) return { aborted: false, refused: true, sessionEnded: true, message: userMessage(error, action) };
  const refused = isRefusal(error);
  const message = refused && isServiceError(error) && error.message.trim() !== '' ? error.message : userMessage(error, action);
  return { aborted: false, refused, sessionEnded: false, message };
}

/**
 * Adds with the one add-to-cart command (`update cart`), then publishes the cart's lines
 * (`update cart items`) without waiting for them: the pad and buy again add this way.
 */
export async function addLines(env: CartLinesEnv, addToCart: AddToCart, lines: CartLineInput[]): Promise<CartInfo> {
  const owner = cartOwner(env.context);
  const cart = await addToCart({ kind: 'items', lines });
  void publishCartLines(env, owner);
  return cart;
}

/** The calls of the pad, bound to the widget's client, bus and page context (read at each call). */
export function quickOrderServices(env: Pick<WidgetEnv, 'client' | 'bus' | 'context'>): QuickOrderServices {
  const addToCart = addToCartFor(env);
  const where = () => {
    const context = env.context;
    return { customerNumber: context.customer?.customerNumber ?? null, warehouseCode: context.warehouseCode, shipTo: context.shipTo };
  };
  return {
    getItem: (itemNumber, signal) => getItem(env.client, { itemNumber: itemNumber.trim(), ...where() }, { signal }),
    async getPrice(itemNumber, signal) {
      const { customerNumber, ...rest } = where();
      if (!showsPrices(env.context) || customerNumber === null) return null;
      const answer = await getProductCustomerPrice(env.client, { itemNumber: itemNumber.trim(), customerNumber, ...rest }, { signal });
      const first = answer.prices[0];
      return first === undefined ? { customerPrice: null, msrp: null, pricingLoaded: true } : first;
    },
    addItems: (lines) => addLines(env, addToCart, lines),
    describeFailure(error, action) {
      const failure = describeFailure(error, action);
      // A lookup turned down as sent (400, 404) is an unknown number; a 401 or 403 is not.
      const status = isServiceError(error) ? error.status : undefined;
      return failure.refused && !failure.sessionEnded && status !== 400 && status !== 404 && status !== 409 ? { ...failure, refused: false } : failure;
    },
  };
}

export function startQuickOrder(env: Pick<WidgetEnv, 'client' | 'bus' | 'context' | 'contextStore' | 'window'>) {
  const signedIn = env.context.companyUserId > 0 && env.context.customer !== null;
  let storage: Storage | null = null;
  try {
    storage = env.window.sessionStorage;
  } catch {
    storage = null;
  }
  const store = createQuickOrderStore({
    services: quickOrderServices(env),
    storage,
    storageKey: () => quickOrderStorageKey(env.context),
    ecomCustomer: () => env.context.customer?.ecomCustomer === true,
    showsPrices: () => showsPrices(env.context),
    // Answers arriving within ANSWER_BATCH_MS are drawn in one render.
    scheduleAnswers: (flush) => void env.window.setTimeout(flush, ANSWER_BATCH_MS),
    // An action's lookups start, and the pad is written, in a task of their own.
    afterAction: (work) => void env.window.setTimeout(work, 0),
  });
  // Anonymous: no pad, no calls.
  if (!signedIn) return { value: { store }, stop: () => {} };
  const stopStore = store.start();
  const offSwitch = env.contextStore.subscribe(() => store.refresh());
  return {
    value: { store } satisfies StartedQuickOrder,
    stop: () => {
      offSwitch();
      stopStore();
    },
  };
}
