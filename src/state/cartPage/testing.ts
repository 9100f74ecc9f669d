/**
 * Test fixtures of the cart page: cart lines, carts with their totals, and a small fake of
 * the service's cart that answers the cart paths from its own state (prices times
 * quantities, as the reference service does), with answers a test can hold back.
 */
import { ServiceError } from '../../api/errors';
import type { ServicePath } from '../../contract/paths';
import type { Cart, CartLine, CartSettings } from '../../contract/responses';
import { createFakeServiceClient, type FakeRoutes, type FakeServiceClient } from '../../testing/fakeServiceClient';

export function cartLine(itemId: number, overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 12;
  const price = overrides.price === undefined ? 2.5 : overrides.price;
  return {
    itemId,
    itemNumber: `GS-${1000 + itemId}`,
    itemName: `Azalea Pot ${itemId}`,
    quantity,
    sellMultiple: 6,
    price,
    lineTotal: price === null ? null : Math.round(price * quantity * 100) / 100,
    imageNames: [`${itemId}.jpg`],
    unitOfMeasure: 'EA',
    backorderQuantity: 0,
    kitName: null,
    ...overrides,
  };
}

/** A cart answer for `lines`, its totals computed from them. */
export function cartOf(lines: readonly CartLine[], overrides: Partial<Cart> = {}): Cart {
  const priced = lines.every((line) => line.lineTotal !== null);
  return {
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: priced ? Math.round(lines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0) * 100) / 100 : null,
    lines: [...lines],
    warehouseCode: '1001',
    shipTo: '001',
    zipCode: null,
    ...overrides,
  };
}

export const testCartSettings: CartSettings = {
  poNumber: '',
  shipVia: 'GROUND',
  shipViaOptions: [
    { code: 'GROUND', name: 'Ground freight' },
    { code: 'LTL', name: 'LTL truck' },
    { code: 'PICKUP', name: 'Customer pickup' },
  ],
  requestedShipDate: null,
  orderNotes: '',
  paymentMethod: 'account',
};

/** The SPEC section 8 refusal the service answers a change with. */
export function refusal(path: ServicePath, message: string): ServiceError {
  return new ServiceError({ kind: 'http', path, status: 400, message, error: 'BadRequest' });
}

export function connectionLost(path: ServicePath): ServiceError {
  return new ServiceError({ kind: 'network', path, message: '', error: new TypeError('Failed to fetch') });
}

type Held = { path: ServicePath; release: () => void };

export type FakeCartServer = {
  client: FakeServiceClient;
  /** The server's lines now. */
  lines: CartLine[];
  /** The next answers of `path` wait until released (they reflect the state when asked). */
  hold(path: ServicePath, times?: number): void;
  /** Answers held back, oldest first. */
  held: Held[];
  /** Lets the oldest held answer of `path` (any path when omitted) go. */
  release(path?: ServicePath): void;
  /** The next calls of `path` fail with `error`. */
  fail(path: ServicePath, error: Error, times?: number): void;
};

/** A fake service holding one cart: GetCart, UpdateQuantity, ClearCart, ClearBackorders. */
export function createFakeCartServer(initial: readonly CartLine[], extraRoutes: FakeRoutes = {}): FakeCartServer {
  const server: FakeCartServer = {
    client: undefined as unknown as FakeServiceClient,
    lines: initial.map((line) => ({ ...line })),
    held: [],
    hold(path, times = 1) {
      holds.set(path, (holds.get(path) ?? 0) + times);
    },
    release(path) {
      const index = path ? server.held.findIndex((h) => h.path === path) : 0;
      const [held] = index >= 0 ? server.held.splice(index, 1) : [];
      held?.release();
    },
    fail(path, error, times = 1) {
      failures.set(path, [...(failures.get(path) ?? []), ...Array.from({ length: times }, () => error)]);
    },
  };
  const holds = new Map<ServicePath, number>();
  const failures = new Map<ServicePath, Error[]>();

  async function answer<T>(path: ServicePath, compute: () => T): Promise<T> {
    const failure = failures.get(path)?.shift();
    const result = failure ? null : compute();
    const count = holds.get(path) ?? 0;
    if (count > 0) {
      holds.set(path, count - 1);
      await new Promise<void>((resolve) => server.held.push({ path, release: resolve }));
    }
    if (failure) throw failure;
    return result as T;
  }

  const snapshot = () => cartOf(server.lines);
  // Every line the cart ever held, so that AddItemsToCart can add a removed one back.
  const known = new Map(initial.map((line) => [line.itemId, line]));
  server.client = createFakeServiceClient({
    'Cart/AddItemsToCart': (body) =>
      answer('Cart/AddItemsToCart', () => {
        for (const { itemId, qty } of body.items) {
          const present = server.lines.find((line) => line.itemId === itemId);
          const base = present ?? known.get(itemId);
          if (!base) continue;
          const quantity = (present?.quantity ?? 0) + qty;
          const line = { ...base, quantity, lineTotal: base.price === null ? null : Math.round(base.price * quantity * 100) / 100 };
          server.lines = present ? server.lines.map((l) => (l.itemId === itemId ? line : l)) : [...server.lines, line];
        }
        const { lineCount, totalQuantity, subtotal } = snapshot();
        return { lineCount, totalQuantity, subtotal };
      }),
    'Cart/GetCart': () => answer('Cart/GetCart', snapshot),
    'Cart/UpdateQuantity': (body) =>
      answer('Cart/UpdateQuantity', () => {
        if (body.qty === 0) server.lines = server.lines.filter((line) => line.itemId !== body.itemId);
        else {
          server.lines = server.lines.map((line) =>
            line.itemId === body.itemId
              ? { ...line, quantity: body.qty, lineTotal: line.price === null ? null : Math.round(line.price * body.qty * 100) / 100 }
              : line,
          );
        }
        return snapshot();
      }),
    'Cart/ClearCart': () =>
      answer('Cart/ClearCart', () => {
        server.lines = [];
        const { lineCount, totalQuantity, subtotal } = snapshot();
        return { lineCount, totalQuantity, subtotal };
      }),
    'Cart/ClearBackorders': () =>
      answer('Cart/ClearBackorders', () => {
        server.lines = server.lines
          .map((line) => {
            const quantity = line.quantity - line.backorderQuantity;
            return { ...line, quantity, backorderQuantity: 0, lineTotal: line.price === null ? null : Math.round(line.price * quantity * 100) / 100 };
          })
          .filter((line) => line.quantity > 0);
        return snapshot();
      }),
    ...extraRoutes,
  });
  return server;
}

/** Lets every pending promise callback run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
