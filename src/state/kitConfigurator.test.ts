import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../bus/bus';
import type { TrackBenchLayoutRequest } from '../contract/requests';
import type { CartInfo, Kit } from '../contract/responses';
import { getBenchConversion, getKitItemsForSlideBench, getKitItemsFromBenchConfig } from '../api/benchconfig';
import type { ServiceClient } from '../api/client';
import type { Bus } from '../bus/bus';
import type { PageContext } from '../contract/pageData';
import { anonymousPageContext, createFakeServiceClient, type Deferred, deferred, testPageContext } from '../testing';
import { cartAddCalls } from '../connect/addToCartFor';
import { createAddToCart } from './addToCart';
import { createBenchConfigurator, KIT_DEBOUNCE_MS, type BenchConfiguratorOptions } from './kitConfigurator';

function kitFor(lengthFt: number, overrides: Partial<Kit> = {}): Kit {
  return {
    kitName: `Track bench kit: 1 bench, 4 ft x ${lengthFt} ft, expanded metal top`,
    lines: [
      {
        itemId: 7, itemNumber: 'BN-TOP-EM-4x8', itemName: 'Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized', role: 'top',
        requiredQuantity: lengthFt / 8, quantity: Math.ceil(lengthFt / 8), sellMultiple: 1, price: 144,
        lineTotal: 144 * Math.ceil(lengthFt / 8), quantityAvailable: 40, stockMessage: 'In stock',
      },
      {
        itemId: 9, itemNumber: 'BN-HW-BOLT', itemName: 'Carriage Bolt', role: 'bolt',
        requiredQuantity: 52, quantity: 100, sellMultiple: 100, price: 0.18, lineTotal: 18, quantityAvailable: 9000, stockMessage: 'In stock',
      },
    ],
    total: 144 * Math.ceil(lengthFt / 8) + 18,
    messages: [],
    ...overrides,
  };
}

const cart: CartInfo = { lineCount: 3, totalQuantity: 104, subtotal: 450 };

/** The store's calls and add-to-cart command on a fake client, as the connector binds them. */
function onClient(client: ServiceClient, bus: Bus, getContext: () => PageContext = () => testPageContext()) {
  return {
    services: {
      getKitItemsFromBenchConfig: (body, options) => getKitItemsFromBenchConfig(client, body, options),
      getKitItemsForSlideBench: (body, options) => getKitItemsForSlideBench(client, body, options),
      getBenchConversion: (body, options) => getBenchConversion(client, body, options),
    },
    getContext,
    addToCart: createAddToCart({ getContext, calls: cartAddCalls(client), bus }),
  } satisfies Partial<BenchConfiguratorOptions>;
}

function setup(options: Partial<BenchConfiguratorOptions> & { answer?: (body: TrackBenchLayoutRequest) => Kit | Promise<Kit> } = {}) {
  const pending: { body: TrackBenchLayoutRequest; answer: Deferred<Kit> }[] = [];
  const answer =
    options.answer ??
    ((body: TrackBenchLayoutRequest) => {
      const entry = { body, answer: deferred<Kit>() };
      pending.push(entry);
      return entry.answer.promise;
    });
  const client = createFakeServiceClient({
    'benchconfig/GetKitItemsFromBenchConfig': (body) => answer(body),
    'Cart/AddKitItemToCart': () => cart,
  });
  const bus = createBus();
  const configurator = createBenchConfigurator({ kind: 'track', ...onClient(client, bus, options.getContext), ...options });
  return { configurator, client, bus, pending };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('bench configurator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a customer switch drops the kit on screen and the answer on its way, and asks again for the new customer', async () => {
    let context = testPageContext();
    const { configurator, client, pending } = setup({ getContext: () => context });
    configurator.start();
    await flush();
    pending[0]!.answer.resolve(kitFor(24));
    await flush();
    expect(configurator.getState().kit).not.toBeNull();
    configurator.setField('benchCount', '3');
    await vi.advanceTimersByTimeAsync(1000);
    context = testPageContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002' });
    configurator.refresh();
    expect(configurator.getState()).toMatchObject({ kit: null, updating: true });
    pending[1]!.answer.resolve(kitFor(24, { kitName: 'Old customer kit' }));
    await flush();
    expect(configurator.getState().kit).toBeNull();
    const bodies = client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig');
    expect(bodies.at(-1)).toMatchObject({ customerNumber: '100512', warehouseCode: '1002' });
  });

  it('asks for the kit of the starting layout at once, with the customer and the layout', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    await flush();
    expect(client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig')).toEqual([
      {
        companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001',
        benchWidthFt: 4, benchLengthFt: 24, benchCount: 1, topMaterial: 'expanded-metal', endCaps: true, bumpers: false,
      },
    ]);
    pending[0]!.answer.resolve(kitFor(24));
    await flush();
    expect(configurator.getState()).toMatchObject({ kit: kitFor(24), updating: false, loadError: null });
  });

  it('asks at once when the user picks a width, a material or an option', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('benchWidthFt', '6');
    configurator.setField('bumpers', true);
    await flush();
    expect(client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig').map((body) => [body.benchWidthFt, body.bumpers])).toEqual([
      [4, false],
      [6, false],
      [6, true],
    ]);
  });

  it('does not ask twice for the layout whose kit is on its way', async () => {
    const { configurator, client } = setup();
    configurator.start();
    await flush();
    configurator.setField('benchLengthFt', '26');
    configurator.setField('benchLengthFt', '24');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    expect(client.calls).toHaveLength(1);
    expect(configurator.getState().updating).toBe(true);
  });

  it('asks once, a short pause after the last keystroke, when the user types a length', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('benchLengthFt', '3');
    configurator.setField('benchLengthFt', '32');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS - 1);
    expect(client.calls).toHaveLength(1);
    expect(configurator.getState().updating).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig').map((body) => body.benchLengthFt)).toEqual([24, 32]);
  });

  it('never lets a late answer for an older layout replace the newer kit', async () => {
    const { configurator, pending } = setup();
    configurator.start();
    await flush();
    configurator.setField('benchLengthFt', '32');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    expect(pending).toHaveLength(2);
    pending[1]!.answer.resolve(kitFor(32));
    await flush();
    pending[0]!.answer.resolve(kitFor(24));
    await flush();
    expect(configurator.getState().kit?.kitName).toContain('4 ft x 32 ft');
  });

  it('drops the older layout\'s answer that lands during the typing pause: it is neither shown nor orderable', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    await flush();
    configurator.setField('benchLengthFt', '32');
    pending[0]!.answer.resolve(kitFor(24));
    await flush();
    expect(configurator.getState()).toMatchObject({ kit: null, updating: true });
    expect(configurator.addBlockedReason()).toBe('Wait for the kit to update.');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    pending[1]!.answer.resolve(kitFor(32));
    await flush();
    expect(configurator.getState()).toMatchObject({ kit: kitFor(32), updating: false });
    expect(client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig').map((body) => body.benchLengthFt)).toEqual([24, 32]);
  });

  it('keeps showing the older kit, marked as updating, until the newer one arrives', async () => {
    const { configurator, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('benchLengthFt', '40');
    expect(configurator.getState()).toMatchObject({ updating: true, kit: kitFor(24) });
    expect(configurator.addBlockedReason()).toBe('Wait for the kit to update.');
  });

  it('shows the field problem as the user types, asks nothing and drops the kit of the older layout', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('benchLengthFt', '25');
    expect(configurator.getState().issues).toEqual([
      { field: 'benchLengthFt', message: 'Bench lengths go in 2-ft steps: choose 24 or 26 ft.' },
    ]);
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS * 4);
    expect(client.calls).toHaveLength(1);
    expect(configurator.getState()).toMatchObject({ kit: null, updating: false });
    expect(configurator.addBlockedReason()).toBe('Fix the layout to order its kit.');
  });

  it('asks for nothing when the layout changes and changes back before the debounce ends', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('benchLengthFt', '2');
    configurator.setField('benchLengthFt', '24');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    expect(client.calls).toHaveLength(1);
    expect(configurator.getState()).toMatchObject({ kit: kitFor(24), updating: false });
  });

  it('does not ask again when an option the kit kind ignores changes', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    configurator.setField('antiTip', false);
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    expect(client.calls).toHaveLength(1);
  });

  it('says the kit could not be worked out when the call fails, and Retry asks again', async () => {
    const { configurator, client, pending } = setup();
    configurator.start();
    pending[0]!.answer.reject(new TypeError('boom'));
    await flush();
    expect(configurator.getState().loadError).toBe('Something went wrong while trying to work out this kit. Reload the page and try again.');
    configurator.refresh();
    await flush();
    expect(client.calls).toHaveLength(2);
    expect(configurator.getState().loadError).toBeNull();
  });

  it('drops the kit of the earlier layout when the new layout fails, and blocks adding until Retry works', async () => {
    let fail = false;
    const { configurator, bus } = setup({
      answer: (body) => (fail ? Promise.reject(new TypeError('connection lost')) : kitFor(body.benchLengthFt)),
    });
    const updates: unknown[] = [];
    bus.on('update cart', 'test', (payload) => updates.push(payload));
    configurator.start();
    await flush();
    expect(configurator.getState().kit?.kitName).toContain('24 ft');
    fail = true;
    configurator.setField('benchLengthFt', '40');
    await vi.advanceTimersByTimeAsync(KIT_DEBOUNCE_MS);
    expect(configurator.getState()).toMatchObject({ kit: null, updating: false });
    expect(configurator.getState().loadError).not.toBeNull();
    expect(configurator.addBlockedReason()).toBe('The kit for this layout could not be worked out: choose Retry first.');
    await configurator.addToCart();
    expect(updates).toEqual([]);
    fail = false;
    configurator.refresh();
    await flush();
    expect(configurator.getState().kit?.kitName).toContain('40 ft');
    expect(configurator.addBlockedReason()).toBeNull();
  });

  describe('adding the kit', () => {
    async function ready(options: Partial<BenchConfiguratorOptions> = {}) {
      const fixture = setup({ ...options, answer: () => kitFor(24) });
      fixture.configurator.start();
      await flush();
      return fixture;
    }

    it('adds every line at its package quantity in one AddKitItemToCart call and publishes update cart', async () => {
      const { configurator, client, bus } = await ready();
      const published = vi.fn();
      bus.on('update cart', 'test', published);
      await configurator.addToCart();
      expect(client.bodiesOf('Cart/AddKitItemToCart')).toEqual([
        {
          companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001',
          items: [{ itemId: 7, qty: 3 }, { itemId: 9, qty: 100 }],
        },
      ]);
      expect(published).toHaveBeenCalledWith({ cart });
      expect(configurator.getState().addedMessage).toBe('Track bench kit: 1 bench, 4 ft x 24 ft, expanded metal top added to your cart (2 lines).');
    });

    it('adds once when Add is pressed twice in a row', async () => {
      const { configurator, client } = await ready();
      const first = configurator.addToCart();
      const second = configurator.addToCart();
      await Promise.all([first, second]);
      expect(client.bodiesOf('Cart/AddKitItemToCart')).toHaveLength(1);
    });

    it('keeps the layout and says why when adding fails', async () => {
      const client = createFakeServiceClient({
        'benchconfig/GetKitItemsFromBenchConfig': () => kitFor(24),
        'Cart/AddKitItemToCart': () => {
          throw new TypeError('offline');
        },
      });
      const configurator = createBenchConfigurator({ kind: 'track', ...onClient(client, createBus()) });
      configurator.start();
      await flush();
      configurator.setField('benchCount', '1');
      await configurator.addToCart();
      expect(configurator.getState()).toMatchObject({
        adding: false,
        addError: 'Something went wrong while trying to add this kit to your cart. Reload the page and try again.',
        form: expect.objectContaining({ benchLengthFt: '24', benchCount: '1' }),
      });
    });

    it('refuses to add for an anonymous visitor, in a read-only context, and for a kit with messages', async () => {
      expect((await ready({ getContext: () => anonymousPageContext() })).configurator.addBlockedReason()).toBe('Sign in to order this kit.');
      const readOnly = await ready({ getContext: () => testPageContext({ readOnly: true }) });
      expect(readOnly.configurator.addBlockedReason()).toBe('Adding to the cart is turned off for this page.');
      await readOnly.configurator.addToCart();
      expect(readOnly.client.bodiesOf('Cart/AddKitItemToCart')).toEqual([]);
      const refused = setup({ answer: () => kitFor(24, { lines: [], total: null, messages: ['No.'] }) });
      refused.configurator.start();
      await flush();
      expect(refused.configurator.addBlockedReason()).toBe('This kit cannot be ordered online.');
    });
  });

  it('drops answers that arrive after the configurator stopped', async () => {
    const { configurator, pending } = setup();
    const stop = configurator.start();
    await flush();
    stop();
    pending[0]?.answer.resolve(kitFor(24));
    await flush();
    expect(configurator.getState().kit).toBeNull();
  });
});
