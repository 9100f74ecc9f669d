import { afterEach, describe, expect, it } from 'vitest';
import type { ShippingCost, ZipCodeValidation } from '../../contract/responses';
import { createFakeServiceClient } from '../../testing/fakeServiceClient';
import { testPageContext } from '../../testing/pageData';
import { createEstimateStore, ZIP_CHECK_DELAY_MS } from './estimateStore';
import type { ShippingChoice, ShippingChoices } from '../shippingChoice';
import { cartPageServices } from '../../connect/cartPage/services';
import { connectionLost, flush, refusal, testCartSettings } from './testing';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
});

const OHIO: ZipCodeValidation = { valid: true, message: null, city: 'Cleveland', state: 'OH' };

function setup(options: { zip?: (zipCode: string) => ZipCodeValidation | Promise<ZipCodeValidation>; shipping?: (shipVia: string, zipCode: string) => ShippingCost | Promise<ShippingCost>; choices?: ShippingChoices } = {}) {
  const client = createFakeServiceClient({
    'Cart/GetCartSettings': () => testCartSettings,
    'Cart/ValidateZipCode': ({ zipCode }) =>
      options.zip ? options.zip(zipCode) : /^\d{5}$/.test(zipCode) ? OHIO : { valid: false, message: `"${zipCode}" is not a US zip code.`, city: null, state: null },
    'Cart/GetShippingCost': ({ shipVia, zipCode }) => (options.shipping ? options.shipping(shipVia, zipCode) : { shipVia, shippingCost: shipVia === 'LTL' ? 180 : 42.5 }),
  });
  const timers: { run: () => void; ms: number }[] = [];
  const store = createEstimateStore({
    services: cartPageServices({ client, context: testPageContext() }).estimate,
    getContext: () => testPageContext(),
    timers: {
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => timers.splice(0),
    },
    ...(options.choices ? { choices: options.choices } : {}),
  });
  stops.push(store.start());
  return { client, store, timers };
}

describe('the shipping estimate', () => {
  it('offers the ship methods of Cart/GetCartSettings, its default chosen', async () => {
    const { client, store } = setup();
    await flush();
    expect(client.bodiesOf('Cart/GetCartSettings')).toEqual([{ companyUserId: 42, customerNumber: '100234' }]);
    expect(store.getState().shipViaOptions.map((o) => o.code)).toEqual(['GROUND', 'LTL', 'PICKUP']);
    expect(store.getState().shipVia).toBe('GROUND');
  });

  it('keeps the ship method the buyer chooses for the checkout, and starts on the one kept', async () => {
    let kept: ShippingChoice | null = { shipVia: 'LTL' };
    const choices: ShippingChoices = { read: () => kept, write: (choice) => (kept = choice) };
    const { store } = setup({ choices });
    await flush();
    expect(store.getState().shipVia).toBe('LTL');
    store.setShipVia('PICKUP');
    expect(kept).toEqual({ shipVia: 'PICKUP' });
  });

  it('checks a settled zip code, keeps city and state, then asks Cart/GetShippingCost', async () => {
    const { client, store } = setup();
    await flush();
    store.setZipText('44101');
    store.checkZip();
    await flush();
    expect(client.bodiesOf('Cart/ValidateZipCode')).toEqual([{ zipCode: '44101' }]);
    expect(store.getState().zip).toEqual({ zipCode: '44101', result: OHIO });
    expect(client.bodiesOf('Cart/GetShippingCost')).toEqual([
      { companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001', zipCode: '44101', shipVia: 'GROUND' },
    ]);
    expect(store.getState().shipping).toEqual({ shipVia: 'GROUND', shippingCost: 42.5 });
    expect(store.validZipCode()).toBe('44101');
  });

  it("keeps the service's message for a zip code it refuses, and asks no cost", async () => {
    const { client, store } = setup();
    await flush();
    store.setZipText('ABC');
    store.checkZip();
    await flush();
    expect(store.getState().zip?.result.message).toBe('"ABC" is not a US zip code.');
    expect(client.bodiesOf('Cart/GetShippingCost')).toEqual([]);
    expect(store.validZipCode()).toBeNull();
  });

  it('checks a complete-looking zip code after a pause in typing, not a partial one', async () => {
    const { client, store, timers } = setup();
    await flush();
    store.setZipText('441');
    expect(timers).toEqual([]);
    store.setZipText('44101');
    expect(timers.map((t) => t.ms)).toEqual([ZIP_CHECK_DELAY_MS]);
    timers[0]?.run();
    await flush();
    expect(client.bodiesOf('Cart/ValidateZipCode')).toEqual([{ zipCode: '44101' }]);
  });

  it('a new ship method asks the cost again; a zip code typed but not checked is checked first', async () => {
    const { client, store } = setup();
    await flush();
    store.setZipText('44101');
    store.setShipVia('LTL');
    await flush();
    expect(client.bodiesOf('Cart/ValidateZipCode')).toHaveLength(1);
    expect(store.getState().shipping).toEqual({ shipVia: 'LTL', shippingCost: 180 });
    store.setShipVia('GROUND');
    await flush();
    expect(client.bodiesOf('Cart/ValidateZipCode')).toHaveLength(1);
    expect(store.getState().shipping?.shipVia).toBe('GROUND');
  });

  it('an older cost answer never replaces a newer one', async () => {
    let releaseFirst: () => void = () => {};
    let calls = 0;
    const { store } = setup({
      shipping: async (shipVia) => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        return { shipVia, shippingCost: shipVia === 'LTL' ? 180 : 42.5 };
      },
    });
    await flush();
    store.setZipText('44101');
    store.checkZip();
    await flush();
    store.setShipVia('LTL');
    await flush();
    releaseFirst();
    await flush();
    expect(store.getState().shipping).toEqual({ shipVia: 'LTL', shippingCost: 180 });
  });

  it('asks the cost again when the cart changes, showing no old figure meanwhile', async () => {
    const { client, store } = setup();
    await flush();
    store.setZipText('44101');
    store.checkZip();
    await flush();
    store.cartChanged();
    expect(store.getState().shipping).toBeNull();
    expect(store.getState().shippingStatus).toBe('loading');
    await flush();
    expect(client.bodiesOf('Cart/GetShippingCost')).toHaveLength(2);
    expect(store.getState().shippingStatus).toBe('ready');
  });

  it("shows the service's refusal of a cost and a failed check with Retry", async () => {
    let zipFails = true;
    const { store } = setup({
      zip: () => {
        if (zipFails) throw connectionLost('Cart/ValidateZipCode');
        return OHIO;
      },
      shipping: () => {
        throw refusal('Cart/GetShippingCost', 'shipVia: "PICKUP" cannot be priced for this cart.');
      },
    });
    await flush();
    store.setZipText('44101');
    store.checkZip();
    await flush();
    expect(store.getState().zipProblem).toBe('Could not reach the store to check the zip code. Check your connection and try again.');
    zipFails = false;
    store.retry();
    await flush();
    expect(store.getState().zip?.result).toEqual(OHIO);
    expect(store.getState().shippingProblem).toBe('shipVia: "PICKUP" cannot be priced for this cart.');
  });
});
