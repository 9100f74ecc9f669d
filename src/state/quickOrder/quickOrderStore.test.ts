import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../testing/deferred';
import type { ProductDetail } from '../../contract/responses';
import { ANSWERS_PER_FLUSH, countParts, countRows, createQuickOrderStore, createRowIdsSelector, LOOKUPS_IN_FLIGHT, ROWS_MAX, selectRow, type QuickOrderServices } from './quickOrderStore';
import { detail, fakeQuickOrderServices, settle } from './testing';
import { describeLines } from '../../domain/quickOrderParse';

const CATALOGUE = {
  HB01001: detail('HB01001', { sellMultiple: 12, customerPrice: 2 }),
  HB01002: detail('HB01002', { sellMultiple: 1, customerPrice: 10 }),
  HB01003: detail('HB01003', { stockResult: { stockMessage: 'Discontinued', disablePurchasing: true } }),
  HB01004: detail('HB01004', { customerPrice: null }),
};

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

function setup(services?: QuickOrderServices, storage: Storage | null = null, key = 'pad') {
  const fake = fakeQuickOrderServices(CATALOGUE);
  let storageKey = key;
  const store = createQuickOrderStore({
    services: services ?? fake.services,
    storage,
    storageKey: () => storageKey,
    ecomCustomer: () => false,
    showsPrices: () => true,
  });
  const stop = store.start();
  return { store, calls: fake.calls, stop, setKey: (k: string) => (storageKey = k) };
}

const byNumber = (store: ReturnType<typeof setup>['store'], n: string) => store.getState().rows.find((r) => r.itemNumber === n);

afterEach(() => vi.useRealTimers());

describe('quick order store: rows', () => {
  it('reads the paste box into rows, empties it, looks each up and rounds to the package, saying so', async () => {
    const { store } = setup();
    store.setPasteText('HB01001\t20\nHB01002\nNOPE,3\n,4');
    store.addPastedLines();
    expect(store.getState().pasteText).toBe('');
    await settle();
    expect(byNumber(store, 'HB01001')).toMatchObject({ status: 'ready', quantity: 24, rounded: 'Rounded up to 24: 2 packs of 12' });
    expect(byNumber(store, 'HB01002')).toMatchObject({ status: 'ready', quantity: 1, rounded: null });
    expect(byNumber(store, 'NOPE')).toMatchObject({ status: 'notFound', reason: 'Item NOPE was not found.' });
    expect(store.getState().rows.find((r) => r.status === 'unreadable')?.reason).toBe('Line 4: no item number');
    expect(countRows(store.getState().rows)).toEqual({ ready: 2, notFound: 1, notOrderable: 0, unreadable: 1, failed: 0, total: 24 * 2 + 10 });
  });

  it('merges a second line for an item already on the pad into its row', async () => {
    const { store } = setup();
    store.addText('HB01001,12');
    await settle();
    store.addText('hb01001,12');
    expect(store.getState().rows).toHaveLength(1);
    expect(byNumber(store, 'HB01001')?.quantity).toBe(24);
  });

  it('says why an item cannot be ordered: purchasing disabled, no price', async () => {
    const { store } = setup();
    store.addText('HB01003\nHB01004');
    await settle();
    expect(byNumber(store, 'HB01003')).toMatchObject({ status: 'notOrderable', reason: 'Cannot be ordered online: Discontinued.' });
    expect(byNumber(store, 'HB01004')).toMatchObject({ status: 'notOrderable', reason: 'No price online: call for price to order it.' });
    expect(countRows(store.getState().rows).notOrderable).toBe(2);
  });

  it('a corrected item number is looked up again', async () => {
    const { store, calls } = setup();
    store.addText('HB0100X,24');
    await settle();
    const row = byNumber(store, 'HB0100X');
    store.correctItemNumber(row!.id, 'HB01001');
    await settle();
    expect(calls.getItem).toEqual(['HB0100X', 'HB01001']);
    expect(byNumber(store, 'HB01001')).toMatchObject({ status: 'ready', quantity: 24 });
  });
});

describe('quick order store: a found item is named by the catalogue', () => {
  it('a number found without regard to case takes the catalogue\'s spelling; one not found keeps what was typed', async () => {
    const { store } = setup();
    store.addText('hb01002,3\nnope-1,2');
    expect(store.getState().rows.map((r) => r.itemNumber)).toEqual(['hb01002', 'nope-1']);
    await settle();
    expect(store.getState().rows.map((r) => [r.itemNumber, r.status])).toEqual([['HB01002', 'ready'], ['nope-1', 'notFound']]);
  });

  it('sw1003 and SW1003, added apart, are one row named SW1003', async () => {
    const { store } = setup();
    store.addText('hb01002,3');
    store.addText('HB01002,2');
    await settle();
    store.addText(' Hb01002 ,1');
    expect(store.getState().rows.map((r) => [r.itemNumber, r.quantity])).toEqual([['HB01002', 6]]);
  });

  it('a row restored from the kept pad is named by the catalogue number once found', async () => {
    const storage = memoryStorage();
    storage.setItem('pad', JSON.stringify({ pasteText: '', rows: [{ itemNumber: 'hb01002', quantity: 4, packages: 0 }] }));
    const { store } = setup(undefined, storage, 'pad');
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ itemNumber: 'HB01002', quantity: 4, status: 'ready' });
    await settle();
    expect(JSON.parse(storage.getItem('pad') ?? '{}').rows[0].itemNumber).toBe('HB01002');
  });
});

describe('quick order store: the pad says when it changed the buyer\'s numbers, and a merge can be undone', () => {
  const noteOf = (row: { lines: (number | null)[]; pack: number | null } | undefined) => (row ? describeLines(row.lines, row.pack) : undefined);

  it('two lines of one item in a paste: one row that says so; Undo keeps the first line only', async () => {
    const { store } = setup();
    store.addText('HB01002,50\nhb01002,100');
    await settle();
    const row = byNumber(store, 'HB01002')!;
    expect(row).toMatchObject({ quantity: 150, lines: [50, 100] });
    expect(noteOf(row)).toBe('2 lines added together: 50 + 100');
    store.undoMerge(row.id);
    expect(byNumber(store, 'HB01002')).toMatchObject({ quantity: 50, lines: [50], undo: null });
    expect(noteOf(byNumber(store, 'HB01002'))).toBeNull();
  });

  it('a later line for an item on the pad is added to its row, which says so; Undo takes it back out', async () => {
    const { store } = setup();
    store.addText('HB01001,24');
    await settle();
    store.setItemNumberText('hb01001');
    store.addItemNumber();
    const row = byNumber(store, 'HB01001')!;
    expect(row.quantity).toBe(36);
    expect(noteOf(row)).toBe('2 lines added together: 24 + one package of 12');
    store.undoMerge(row.id);
    expect(byNumber(store, 'HB01001')).toMatchObject({ quantity: 24, undo: null });
  });

  it('a blank quantity in the sheet is one package, and the row says so', async () => {
    const { store } = setup();
    store.addText('HB01002,1\nHB01001\t\n');
    await settle();
    expect(byNumber(store, 'HB01001')).toMatchObject({ quantity: 12 });
    expect(noteOf(byNumber(store, 'HB01001'))).toBe('No quantity in the sheet: one package of 12');
  });

  it('an item number typed in the Item number box gets one package without a note', async () => {
    const { store } = setup();
    store.setItemNumberText('HB01001');
    store.addItemNumber();
    await settle();
    expect(byNumber(store, 'HB01001')).toMatchObject({ quantity: 12 });
    expect(noteOf(byNumber(store, 'HB01001'))).toBeNull();
  });

  it('a quantity the buyer sets on the row ends the note and its Undo', async () => {
    const { store } = setup();
    store.addText('HB01002,5\nHB01002,3');
    await settle();
    store.setQuantity(byNumber(store, 'HB01002')!.id, 4);
    expect(byNumber(store, 'HB01002')).toMatchObject({ quantity: 4, lines: [], undo: null });
  });

  it('a not-found row corrected to an item on the pad: its place says "Added to the row above", and Undo brings it back as it was', async () => {
    const { store } = setup();
    store.addText('HB01002,5\nNOPE\tRed pot\t3\nHB01001,12');
    await settle();
    const nope = byNumber(store, 'NOPE')!;
    store.correctItemNumber(nope.id, 'hb01002');
    const rows = store.getState().rows;
    expect(rows.map((r) => [r.itemNumber, r.status])).toEqual([['HB01002', 'ready'], ['NOPE', 'merged'], ['HB01001', 'ready']]);
    expect(rows[1]).toMatchObject({ reason: 'Added to the row above', mergedInto: rows[0]!.id });
    expect(rows[0]).toMatchObject({ quantity: 8 });
    expect(noteOf(rows[0])).toBe('2 lines added together: 5 + 3');
    expect(countRows(rows)).toMatchObject({ ready: 2, notFound: 0 });
    store.undoMerge(rows[0]!.id);
    expect(store.getState().rows.map((r) => [r.itemNumber, r.status, r.quantity ?? r.asked.quantity])).toEqual([['HB01002', 'ready', 5], ['NOPE', 'notFound', 3], ['HB01001', 'ready', 12]]);
    expect(byNumber(store, 'NOPE')?.description).toBe('Red pot');
  });

  it('a row corrected into one below it says "Added to the row below"; removing that row takes the note away too', async () => {
    const { store } = setup();
    store.addText('NOPE,3\nHB01002,5');
    await settle();
    store.correctItemNumber(byNumber(store, 'NOPE')!.id, 'HB01002');
    expect(store.getState().rows[0]).toMatchObject({ status: 'merged', reason: 'Added to the row below' });
    store.remove(byNumber(store, 'HB01002')!.id);
    expect(store.getState().rows).toEqual([]);
  });
});

describe('quick order store: problem rows', () => {
  it('an unreadable line is corrected in place like a not-found row: read again, then looked up', async () => {
    const { store } = setup();
    store.addText('HB01002\tRed pot\t2.5');
    const row = store.getState().rows[0]!;
    expect(row).toMatchObject({ status: 'unreadable', description: 'Red pot' });
    store.correctItemNumber(row.id, 'HB01002\t1.5');
    expect(store.getState().rows[0]).toMatchObject({ status: 'unreadable', reason: 'Line 1: the quantity 1.5 is not a whole number of 1 or more' });
    store.correctItemNumber(row.id, 'hb01002\t3');
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ status: 'ready', itemNumber: 'HB01002', quantity: 3, description: 'Red pot' });
  });

  it("keeps the sheet's description on a row that was not found, across a reload", async () => {
    const storage = memoryStorage();
    const first = setup(undefined, storage, 'pad');
    first.store.addText('XX1\t4 in. pot, red\t5');
    await settle();
    expect(byNumber(first.store, 'XX1')).toMatchObject({ status: 'notFound', description: '4 in. pot, red' });
    first.stop();
    const again = setup(undefined, storage, 'pad');
    await settle();
    expect(byNumber(again.store, 'XX1')).toMatchObject({ status: 'notFound', description: '4 in. pot, red' });
  });

  it('counts unreadable rows in the summary', () => {
    const { store } = setup();
    store.addText('HB01002,1\n,4\nHB01003\t2.5');
    expect(countRows(store.getState().rows)).toMatchObject({ unreadable: 2 });
  });
});

describe('quick order store: what is said to screen readers, once (the status line)', () => {
  const said = (store: ReturnType<typeof setup>['store']) => {
    const { lead, counts } = store.getState().status;
    return [lead, countParts(counts).join(', ')].filter((t) => t !== null).join(' ');
  };

  it('lines added are said once every lookup of them has settled, with the counts then; the line waits meanwhile', async () => {
    const held = deferred<ProductDetail>();
    const fake = fakeQuickOrderServices(CATALOGUE);
    const { store } = setup({ ...fake.services, getItem: (n, signal) => (n === 'HB01003' ? held.promise : fake.services.getItem(n, signal)) });
    store.addText('HB01001,12\nNOPE,1\nHB01003,1\nHB01001,12\n,4');
    await settle();
    expect(said(store)).toBe('0 ready, 0 not found, 0 not orderable, 0 unreadable');
    held.resolve(CATALOGUE.HB01003);
    await settle();
    expect(said(store)).toBe('5 lines added: 1 ready, 1 not found, 1 not orderable, 1 unreadable');
  });

  it('a correction says what the lookup found; a merge says where the row went; Undo says what came back', async () => {
    const { store } = setup();
    store.addText('HB01002,5\nNOPE,3\nNOPE2,1');
    await settle();
    store.correctItemNumber(byNumber(store, 'NOPE2')!.id, 'HB01001');
    await settle();
    expect(store.getState().status.lead).toBe('HB01001: ready.');
    store.correctItemNumber(byNumber(store, 'NOPE')!.id, 'HB01002');
    expect(said(store)).toBe('NOPE corrected to HB01002 and merged into its row. 2 ready, 0 not found, 0 not orderable, 0 unreadable');
    store.undoMerge(byNumber(store, 'HB01002')!.id);
    expect(store.getState().status.lead).toBe('Undone: HB01002 is back to 5, NOPE is its own row again.');
  });

  it('a count that changes by itself redraws the line without a lead', async () => {
    const { store } = setup();
    store.addText('HB01002,5');
    await settle();
    expect(said(store)).toBe('1 line added: 1 ready, 0 not found, 0 not orderable, 0 unreadable');
    store.setQuantity(byNumber(store, 'HB01002')!.id, null);
    expect(said(store)).toBe('0 ready, 0 not found, 0 not orderable, 0 unreadable');
  });
});

describe('quick order store: lookups', () => {
  it(`keeps at most ${LOOKUPS_IN_FLIGHT} lookups in flight`, async () => {
    const held = new Map<string, ReturnType<typeof deferred<ProductDetail>>>();
    let inFlight = 0;
    let most = 0;
    const { services } = fakeQuickOrderServices(CATALOGUE);
    const slow: QuickOrderServices = {
      ...services,
      getPrice: async () => ({ customerPrice: 1, msrp: null, pricingLoaded: true }),
      getItem(itemNumber) {
        inFlight++;
        most = Math.max(most, inFlight);
        const d = deferred<ProductDetail>();
        held.set(itemNumber, d);
        return d.promise.finally(() => inFlight--);
      },
    };
    const { store } = setup(slow);
    store.addText(Array.from({ length: 20 }, (_, i) => `X${i}`).join('\n'));
    expect(held.size).toBe(LOOKUPS_IN_FLIGHT);
    for (let round = 0; round < 5; round++) {
      for (const [n, d] of held) d.resolve(detail(n));
      await settle();
    }
    expect(most).toBe(LOOKUPS_IN_FLIGHT);
    expect(store.getState().rows.every((r) => r.status === 'ready')).toBe(true);
  });

  it('an item answer that carries its customer price (pricingLoaded) is not priced again: one call per row', async () => {
    const { store, calls } = setup();
    store.addText('HB01001,12\nHB01002,3\nHB01004,1');
    await settle();
    expect(calls.getItem).toEqual(['HB01001', 'HB01002', 'HB01004']);
    expect(calls.getPrice).toEqual([]);
    expect(byNumber(store, 'HB01002')).toMatchObject({ status: 'ready', price: { customerPrice: 10, pricingLoaded: true } });
    expect(byNumber(store, 'HB01004')).toMatchObject({ status: 'notOrderable', reason: 'No price online: call for price to order it.' });
  });

  it('an item answer without its price is priced by GetProductCustomerPrice after it; from then on the price is asked with the item, at once', async () => {
    const unpriced = (n: string) => detail(n, { pricingLoaded: false, customerPrice: null, msrp: null });
    const held = new Map<string, ReturnType<typeof deferred<ProductDetail>>>();
    const prices: Record<string, number> = { HB01001: 4, HB01002: 6 };
    const order: string[] = [];
    const { services } = fakeQuickOrderServices(CATALOGUE);
    const { store } = setup({
      ...services,
      getItem: (n) => {
        order.push(`item ${n}`);
        const d = deferred<ProductDetail>();
        held.set(n, d);
        return d.promise;
      },
      getPrice: async (n) => {
        order.push(`price ${n}`);
        return { customerPrice: prices[n] ?? null, msrp: null, pricingLoaded: true };
      },
    });
    store.addText('HB01001,1');
    await settle();
    expect(order).toEqual(['item HB01001']);
    held.get('HB01001')?.resolve(unpriced('HB01001'));
    await settle();
    expect(order).toEqual(['item HB01001', 'price HB01001']);
    expect(byNumber(store, 'HB01001')).toMatchObject({ status: 'ready', price: { customerPrice: 4 } });
    store.addText('HB01002,1');
    expect(order.slice(2)).toEqual(['item HB01002', 'price HB01002']);
    held.get('HB01002')?.resolve(unpriced('HB01002'));
    await settle();
    expect(byNumber(store, 'HB01002')).toMatchObject({ status: 'ready', price: { customerPrice: 6 } });
  });

  it('a page without prices asks for none, whatever the item answer carries', async () => {
    const fake = fakeQuickOrderServices(CATALOGUE);
    const store = createQuickOrderStore({ services: fake.services, storage: null, storageKey: () => null, ecomCustomer: () => false, showsPrices: () => false });
    store.start();
    store.addText('HB01002,1');
    await settle();
    expect(fake.calls.getPrice).toEqual([]);
    expect(store.getState().rows[0]).toMatchObject({ status: 'ready', price: null });
  });

  it('a removed row cancels its lookup', async () => {
    const signals: AbortSignal[] = [];
    const { services } = fakeQuickOrderServices(CATALOGUE);
    const { store } = setup({ ...services, getItem: (_n, signal) => (signals.push(signal), new Promise(() => {})) });
    store.addText('HB01001');
    store.remove(store.getState().rows[0]!.id);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('an older answer never overwrites a newer one', async () => {
    const answers: ReturnType<typeof deferred<ProductDetail>>[] = [];
    const { services } = fakeQuickOrderServices(CATALOGUE);
    const { store } = setup({ ...services, getItem: () => { const d = deferred<ProductDetail>(); answers.push(d); return d.promise; } });
    store.addText('HB01001');
    const id = store.getState().rows[0]!.id;
    store.correctItemNumber(id, 'HB01002');
    answers[1]!.resolve(CATALOGUE.HB01002);
    await settle();
    answers[0]!.resolve(CATALOGUE.HB01001);
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ itemNumber: 'HB01002', item: { itemNumber: 'HB01002' } });
  });

  it('a failed lookup says so and Retry looks it up again', async () => {
    const { services } = fakeQuickOrderServices(CATALOGUE);
    let fail = true;
    const { store } = setup({ ...services, getItem: (n, s) => (fail ? Promise.reject(new Error('lost')) : services.getItem(n, s)) });
    store.addText('HB01002');
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ status: 'failed' });
    expect(store.getState().rows[0]!.reason).toContain('HB01002');
    fail = false;
    store.retryLookup(store.getState().rows[0]!.id);
    await settle();
    expect(store.getState().rows[0]!.status).toBe('ready');
  });

  it('Undo brings a removed row back in its place', async () => {
    const { store } = setup();
    store.addText('HB01001\nHB01002');
    await settle();
    store.remove(byNumber(store, 'HB01001')!.id);
    expect(store.getState().removed?.row.itemNumber).toBe('HB01001');
    store.undoRemove();
    expect(store.getState().rows.map((r) => r.itemNumber)).toEqual(['HB01001', 'HB01002']);
  });

  it(`holds at most ${ROWS_MAX} rows and refuses the lines beyond with a message, cutting nothing silently`, () => {
    const { store, stop } = setup();
    store.addText(Array.from({ length: ROWS_MAX + 3 }, (_, i) => `QO${10000 + i},1`).join('\n'));
    expect(store.getState().rows).toHaveLength(ROWS_MAX);
    expect(store.getState().notice).toBe('3 lines were not added: the pad holds at most 1,000 rows. Add these rows to your cart first.');
    stop();
  });
});

describe('quick order store: add to cart', () => {
  it('sends every ready row in one call, once for a double click; added rows leave, others stay', async () => {
    const { store, calls } = setup();
    store.addText('HB01001,12\nHB01002,2\nNOPE');
    await settle();
    void store.addToCart();
    void store.addToCart();
    await settle();
    expect(calls.addItems).toEqual([[{ itemId: CATALOGUE.HB01001.itemId, qty: 12 }, { itemId: CATALOGUE.HB01002.itemId, qty: 2 }]]);
    expect(store.getState().rows.map((r) => r.itemNumber)).toEqual(['NOPE']);
    expect(store.getState().status).toMatchObject({ lead: '2 lines were added to your cart.', viewCart: true, counts: { ready: 0, notFound: 1 } });
  });

  it('a failed add loses no row and offers Retry; a refused one shows the service message', async () => {
    const { services } = fakeQuickOrderServices(CATALOGUE);
    let answer: () => Promise<never> = () => Promise.reject(new Error('lost'));
    const { store } = setup({ ...services, addItems: () => answer() });
    store.addText('HB01002');
    await settle();
    await store.addToCart();
    expect(store.getState().rows).toHaveLength(1);
    expect(store.getState().addProblem).toMatchObject({ canRetry: true });
    const { FakeRefusal } = await import('./testing');
    answer = () => Promise.reject(new FakeRefusal('Line 1 (item HB01002): this login is on hold.'));
    await store.addToCart();
    expect(store.getState().addProblem).toEqual({ message: 'Line 1 (item HB01002): this login is on hold.', canRetry: false });
    expect(store.getState().rows).toHaveLength(1);
  });
});

describe('quick order store: keeping the pad', () => {
  it('a reload restores the rows and the paste box for this customer; a successful add clears them', async () => {
    const storage = memoryStorage();
    const first = setup(undefined, storage, 'pad:100234');
    first.store.addText('HB01002,3');
    first.store.setPasteText('HB01001\t12');
    await settle();
    first.stop();
    const again = setup(undefined, storage, 'pad:100234');
    await settle();
    expect(again.store.getState()).toMatchObject({ pasteText: 'HB01001\t12', rows: [{ itemNumber: 'HB01002', quantity: 3, status: 'ready' }] });
    const other = setup(undefined, storage, 'pad:999');
    expect(other.store.getState().rows).toEqual([]);
    again.store.setPasteText('');
    await again.store.addToCart();
    await settle();
    expect(storage.getItem('pad:100234')).toBeNull();
  });

  it('keeps what is typed in the Item number box with the pad, and adding it empties the box', async () => {
    const storage = memoryStorage();
    const first = setup(undefined, storage, 'pad:100234');
    first.store.setItemNumberText('hb01001');
    await settle();
    first.stop();
    const again = setup(undefined, storage, 'pad:100234');
    expect(again.store.getState().itemNumberText).toBe('hb01001');
    again.store.addItemNumber();
    expect(again.store.getState()).toMatchObject({ itemNumberText: '', rows: [{ itemNumber: 'hb01001' }] });
    await settle();
    expect(JSON.parse(storage.getItem('pad:100234') ?? '{}')).toMatchObject({ itemNumberText: '' });
  });

  it('a lookup answered "session ended" says so in the words of every widget, naming the item', async () => {
    const { services } = fakeQuickOrderServices(CATALOGUE);
    const { store } = setup({
      ...services,
      getItem: () => Promise.reject(new Error('401')),
      describeFailure: (_error, action) => ({ aborted: false, refused: true, sessionEnded: true, message: `Your session has ended, so the store could not ${action}.` }),
    });
    store.addText('HB01002,3');
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ status: 'failed', reason: 'Your session has ended, so the store could not look up HB01002.' });
  });

  it('a customer switch re-prices every row in place, quantities kept', async () => {
    const catalogue = { ...CATALOGUE };
    const fake = fakeQuickOrderServices(catalogue);
    const { store } = setup(fake.services);
    store.addText('HB01002,5');
    await settle();
    catalogue.HB01002 = detail('HB01002', { customerPrice: 7 });
    store.refresh();
    expect(store.getState().rows[0]).toMatchObject({ status: 'looking', quantity: 5 });
    await settle();
    expect(store.getState().rows[0]).toMatchObject({ status: 'ready', quantity: 5, price: { customerPrice: 7 } });
    expect(fake.calls.getItem).toEqual(['HB01002', 'HB01002']);
  });
});

describe('quick order store: answers applied together', () => {
  it('holds lookup answers until the scheduled flush, and a user action applies them first', async () => {
    const fake = fakeQuickOrderServices(CATALOGUE);
    const flushes: (() => void)[] = [];
    const store = createQuickOrderStore({
      services: fake.services, storage: null, storageKey: () => null, ecomCustomer: () => false, showsPrices: () => true,
      scheduleAnswers: (flush) => flushes.push(flush),
    });
    store.start();
    store.addText('HB01001,12\nHB01002,1');
    await settle();
    expect(flushes).toHaveLength(1);
    expect(store.getState().rows.map((r) => r.status)).toEqual(['looking', 'looking']);
    store.setQuantity(store.getState().rows[1]!.id, 4);
    expect(store.getState().rows.map((r) => [r.status, r.quantity])).toEqual([['ready', 12], ['ready', 4]]);
    flushes[0]!();
    expect(store.getState().rows[1]!.quantity).toBe(4);
  });
});

describe('quick order store: work that waits for a task of its own', () => {
  it("an action's lookups start, and the pad is kept, in the task after it (afterAction), not in the action's own", async () => {
    const fake = fakeQuickOrderServices(CATALOGUE);
    const storage = memoryStorage();
    const later: (() => void)[] = [];
    const store = createQuickOrderStore({
      services: fake.services, storage, storageKey: () => 'pad', ecomCustomer: () => false, showsPrices: () => true,
      afterAction: (work) => later.push(work),
    });
    store.start();
    store.addText('HB01001,12\nHB01002,1');
    await Promise.resolve();
    expect(store.getState().rows.map((r) => r.status)).toEqual(['looking', 'looking']);
    expect(fake.calls.getItem).toEqual([]);
    expect(storage.getItem('pad')).toBeNull();
    for (const work of later.splice(0)) work();
    expect(fake.calls.getItem).toEqual(['HB01001', 'HB01002']);
    expect(JSON.parse(storage.getItem('pad') ?? '{}').rows).toHaveLength(2);
    await settle();
    for (const work of later.splice(0)) work();
    expect(store.getState().rows.map((r) => r.status)).toEqual(['ready', 'ready']);
  });
});

describe('quick order store: answers drawn in slices', () => {
  it(`a scheduled flush applies at most ${ANSWERS_PER_FLUSH} answers and schedules the next for the rest; a user action applies them all`, async () => {
    const count = ANSWERS_PER_FLUSH * 2 + 3;
    const catalogue = Object.fromEntries(Array.from({ length: count }, (_, i) => [`HB0${2000 + i}`, detail(`HB0${2000 + i}`)]));
    const fake = fakeQuickOrderServices(catalogue);
    const flushes: (() => void)[] = [];
    const store = createQuickOrderStore({
      services: { ...fake.services, getItem: async (n) => catalogue[n] as ProductDetail },
      storage: null, storageKey: () => null, ecomCustomer: () => false, showsPrices: () => true,
      scheduleAnswers: (flush) => flushes.push(flush),
    });
    store.start();
    store.addText(Object.keys(catalogue).map((n) => `${n},1`).join('\n'));
    for (let round = 0; round < 10; round++) await settle();
    const ready = () => store.getState().rows.filter((r) => r.status === 'ready').length;
    expect(ready()).toBe(0);
    flushes.shift()?.();
    expect(ready()).toBe(ANSWERS_PER_FLUSH);
    expect(flushes).toHaveLength(1);
    store.setQuantity(store.getState().rows[0]!.id, 2);
    expect(ready()).toBe(count);
  });
});

describe('quick order store: per-row selectors', () => {
  it('an answer changes its own row only: the other rows and the ids keep their identity', async () => {
    const held = deferred<ProductDetail>();
    const fake = fakeQuickOrderServices(CATALOGUE);
    const services: QuickOrderServices = {
      ...fake.services,
      getItem: (n, signal) => (n === 'HB01002' ? held.promise : fake.services.getItem(n, signal)),
    };
    const { store } = setup(services);
    const ids = createRowIdsSelector();
    store.setPasteText('HB01001\t12\nHB01002\t1');
    store.addPastedLines();
    await settle();
    const [first, second] = store.getState().rows.map((r) => r.id) as [number, number];
    const before = store.getState();
    expect(selectRow(before, second)?.status).toBe('looking');
    held.resolve(CATALOGUE.HB01002);
    await settle();
    const after = store.getState();
    expect(after.rows).not.toBe(before.rows);
    expect(selectRow(after, second)?.status).toBe('ready');
    expect(selectRow(after, first)).toBe(selectRow(before, first));
    expect(ids(after)).toBe(ids(before));
    store.remove(first);
    expect(ids(store.getState())).toEqual([second]);
    expect(selectRow(store.getState(), first)).toBeUndefined();
  });
});
