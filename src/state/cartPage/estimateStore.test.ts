import { afterEach, describe, expect, it } from 'vitest';
import type { PageContext } from '../../contract/pageData';
import type { ShippingCost, ShipTo, ZipCodeValidation } from '../../contract/responses';
import { createFakeServiceClient } from '../../testing/fakeServiceClient';
import { testPageContext } from '../../testing/pageData';
import { createEstimateStore, ZIP_CHECK_DELAY_MS } from './estimateStore';
import type { ShippingChoice, ShippingChoices } from '../shippingChoice';
import { cartPageServices } from '../../../widgets/cartPage/services';
import { connectionLost, flush, refusal, testCartSettings } from './testing';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
});

const OHIO: ZipCodeValidation = { valid: true, message: null, city: 'Cleveland', state: 'OH' };

/** A kept choice in memory, as `shippingChoices` keeps it in sessionStorage (writes merge). */
function memoryChoices(initial: ShippingChoice | null = null) {
  let kept: ShippingChoice | null = initial;
  const choices: ShippingChoices = {
    read: () => kept,
    write: ({ zipCode, ...rest }) => {
      const merged: ShippingChoice = { ...kept, ...rest };
      if (zipCode === null) delete merged.zipCode;
      else if (zipCode !== undefined) merged.zipCode = zipCode;
      kept = merged;
    },
  };
  return { choices, kept: () => kept };
}

type SetupOptions = {
  zip?: (zipCode: string) => ZipCodeValidation | Promise<ZipCodeValidation>;
  shipping?: (shipVia: string, zipCode: string) => ShippingCost | Promise<ShippingCost>;
  choices?: ShippingChoices;
  /** The zip code Cart/GetCartSettings remembers (the last one priced). */
  rememberedZip?: string;
  /** Customer/ShipToLookups; absent: the fake has no answer for it (404). */
  shipTos?: () => ShipTo[] | Promise<ShipTo[]>;
  context?: () => PageContext;
};

function setup(options: SetupOptions = {}) {
  const context = options.context ?? (() => testPageContext());
  const client = createFakeServiceClient({
    'Cart/GetCartSettings': () => ({ ...testCartSettings, ...(options.rememberedZip ? { zipCode: options.rememberedZip } : {}) }),
    ...(options.shipTos ? { 'Customer/ShipToLookups': async () => ({ shipTos: await options.shipTos!() }) } : {}),
    'Cart/ValidateZipCode': ({ zipCode }) =>
      options.zip ? options.zip(zipCode) : /^\d{5}$/.test(zipCode) ? OHIO : { valid: false, message: `"${zipCode}" is not a US zip code.`, city: null, state: null },
    'Cart/GetShippingCost': ({ shipVia, zipCode }) => (options.shipping ? options.shipping(shipVia, zipCode) : { shipVia, shippingCost: shipVia === 'LTL' ? 180 : 42.5 }),
  });
  const timers: { run: () => void; ms: number }[] = [];
  const store = createEstimateStore({
    services: cartPageServices({ client, get context() { return context(); } }).estimate,
    getContext: context,
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
    const memory = memoryChoices({ shipVia: 'LTL' });
    const { store } = setup({ choices: memory.choices });
    await flush();
    expect(store.getState().shipVia).toBe('LTL');
    store.setShipVia('PICKUP');
    expect(memory.kept()).toEqual({ shipVia: 'PICKUP' });
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

const SHIP_TOS: ShipTo[] = [
  { shipTo: '001', name: 'Main Range', address: '1 Ravenna Rd', city: 'Burton', state: 'OH', zipCode: '44021' },
  { shipTo: '002', name: 'Retail Yard', address: '2 Main St', city: 'Chardon', state: 'OH', zipCode: '44024' },
];

describe('the zip code the estimate starts with', () => {
  it("is the zip code of the page's ship-to when the service knows it (Customer/ShipToLookups): checked, and the cost asked without typing", async () => {
    const { client, store } = setup({ shipTos: () => SHIP_TOS });
    await flush();
    expect(client.bodiesOf('Customer/ShipToLookups')).toEqual([{ customerNumber: '100234' }]);
    expect(store.getState().zipText).toBe('44021');
    expect(client.bodiesOf('Cart/ValidateZipCode')).toEqual([{ zipCode: '44021' }]);
    expect(client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ zipCode: '44021', shipVia: 'GROUND' });
    expect(store.getState().shipping).toEqual({ shipVia: 'GROUND', shippingCost: 42.5 });
  });

  it('is the zip code the service remembers from the last estimate (Cart/GetCartSettings zipCode), kept between visits as the ship method is, before the ship-to\'s', async () => {
    const { client, store } = setup({ rememberedZip: '12401', shipTos: () => SHIP_TOS });
    await flush();
    expect(store.getState().zipText).toBe('12401');
    expect(client.bodiesOf('Customer/ShipToLookups')).toEqual([]);
    expect(client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ zipCode: '12401' });
  });

  it("is the zip code typed earlier in this tab (kept with the ship method), before the service's and the ship-to's", async () => {
    const { choices } = memoryChoices({ shipVia: 'LTL', zipCode: '60601' });
    const { client, store } = setup({ choices, rememberedZip: '12401', shipTos: () => SHIP_TOS });
    expect(store.getState().zipText).toBe('60601');
    await flush();
    expect(store.getState().zipText).toBe('60601');
    expect(store.getState().shipVia).toBe('LTL');
    expect(client.bodiesOf('Cart/ValidateZipCode')).toEqual([{ zipCode: '60601' }]);
  });

  it('never replaces what the buyer typed, even when the ship-to answers later', async () => {
    let answer: (shipTos: ShipTo[]) => void = () => {};
    const { store } = setup({ shipTos: () => new Promise<ShipTo[]>((resolve) => (answer = resolve)) });
    await flush();
    store.setZipText('3');
    answer(SHIP_TOS);
    await flush();
    expect(store.getState().zipText).toBe('3');
  });

  it('keeps a typed zip code the service accepted, for the next visit in this tab; an emptied field forgets it', async () => {
    const memory = memoryChoices({ shipVia: 'LTL' });
    const { store } = setup({ choices: memory.choices });
    await flush();
    store.setZipText('ABC');
    store.checkZip();
    await flush();
    expect(memory.kept()).toEqual({ shipVia: 'LTL' });
    store.setZipText('44101');
    store.checkZip();
    await flush();
    expect(memory.kept()).toEqual({ shipVia: 'LTL', zipCode: '44101' });
    store.setZipText('');
    store.checkZip();
    await flush();
    expect(memory.kept()).toEqual({ shipVia: 'LTL' });
  });

  it("a zip code from the ship-to is not kept as typed: it is the ship-to's", async () => {
    const memory = memoryChoices();
    setup({ choices: memory.choices, shipTos: () => SHIP_TOS });
    await flush();
    expect(memory.kept()?.zipCode).toBeUndefined();
  });

  it("after a ship-to switch (refresh) a zip code that was not typed follows the new ship-to; a typed one stays", async () => {
    let current = testPageContext();
    const { store } = setup({ context: () => current, shipTos: () => SHIP_TOS });
    await flush();
    expect(store.getState().zipText).toBe('44021');
    current = testPageContext({ shipTo: '002' });
    store.refresh();
    await flush();
    expect(store.getState().zipText).toBe('44024');
    expect(store.validZipCode()).toBe('44024');

    store.setZipText('44101');
    store.checkZip();
    await flush();
    current = testPageContext({ shipTo: '001' });
    store.refresh();
    await flush();
    expect(store.getState().zipText).toBe('44101');
  });

  it('a ship-to lookup that fails leaves the field empty for typing, with no message (the zip code is only a head start)', async () => {
    const { store } = setup({ shipTos: () => Promise.reject(connectionLost('Customer/ShipToLookups')) });
    await flush();
    expect(store.getState()).toMatchObject({ zipText: '', zipProblem: null, settingsProblem: null, settingsStatus: 'ready' });
  });

  it('is not filled in while prices are hidden (withCustomer): no estimate is shown, so none is asked', async () => {
    const { client, store } = setup({ rememberedZip: '12401', shipTos: () => SHIP_TOS, context: () => testPageContext({ withCustomer: true }) });
    await flush();
    expect(store.getState().zipText).toBe('');
    expect(client.bodiesOf('Customer/ShipToLookups')).toEqual([]);
    expect(client.bodiesOf('Cart/ValidateZipCode')).toEqual([]);
    expect(client.bodiesOf('Cart/GetShippingCost')).toEqual([]);
  });

  it('offerZip (a zip code Cart/GetCart answers for the cart) is taken only while nothing better is known', async () => {
    const { store } = setup();
    await flush();
    store.offerZip('44021');
    await flush();
    expect(store.getState().zipText).toBe('44021');
    store.setZipText('44101');
    store.offerZip('12401');
    expect(store.getState().zipText).toBe('44101');
  });
});
