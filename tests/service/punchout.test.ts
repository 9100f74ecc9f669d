/**
 * Punchout (HOST-CONTRACT section 13, docs/punchout.md): the OCI and cXML legs of the
 * reference service, with golden fields for the transfer (packs, kits, lines past the first
 * page, special characters), setup failures as cXML status codes inside HTTP 200, XXE refused,
 * the one-time start URL, and the session's own cart.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RequestOf } from '../../src/contract/paths';
import type { PunchOutForm } from '../../src/contract/responses';
import { readOrderMessage, type ReceivedOrderMessage } from '../../demo-host/service/punchout/cxml';
import { parseXml } from '../../demo-host/service/punchout/xml';
import { startHarness, type Harness } from './helpers';
import {
  BROWSER_FORM_POST, HOOK_URL, OCI_FIELDS, cxmlSession, ociLogin, ociSession, openStart, postSetup, setupXml,
} from './punchoutHelpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const DANA = { companyUserId: 42, customerNumber: '100234' } as const;
const SAM = { companyUserId: 44, customerNumber: '100234' } as const;
type Who = typeof DANA | typeof SAM;

const itemId = (itemNumber: string): number => h.service.db.prepare('SELECT id FROM items WHERE item_number = ?').pluck().get(itemNumber) as number;

async function addLines(who: Who, token: string, lines: [string, number][]): Promise<void> {
  const result = await h.call('Cart/AddItemsToCart', { ...who, defaultWarehouseCode: '1001', shipTo: '001', items: lines.map(([n, qty]) => ({ itemId: itemId(n), qty })) }, { token });
  expect(result.error).toBeNull();
}

async function addKit(who: Who, token: string, lines: [string, number][]): Promise<void> {
  const result = await h.call('Cart/AddKitItemToCart', { ...who, defaultWarehouseCode: '1001', shipTo: '001', items: lines.map(([n, qty]) => ({ itemId: itemId(n), qty })) }, { token });
  expect(result.error).toBeNull();
}

const cartBody = (who: Who): RequestOf<'Cart/PunchOutTransfer'> => ({ ...who, shipTo: '001', warehouseCode: '1001', zipCode: null });

async function transfer(who: Who, token: string): Promise<PunchOutForm> {
  const result = await h.call('Cart/PunchOutTransfer', cartBody(who), { token });
  expect(result.error).toBeNull();
  return result.body;
}

/** The cart every golden test fills: packs, a kit in two steps around another line, special characters. */
async function fillGoldenCart(who: Who, token: string): Promise<void> {
  await addLines(who, token, [
    ['CT01016', 20], // 4 in. Thin-Wall Round Pot, Black: cases of 10 at $0.13
    ['CT04011', 12], // 8 in. Deluxe Hanging Basket with Hanger, Green: packs of 6 at $0.70
    ['GM02016', 5], // Shrub & Tree Bark Mix Coarse, 2 cu. ft. Bag: packs of 5 at $6.10
    ['TL06950', 100], // 4" Stake Plant Label, White "Write-On": cases of 50 at $0.02
    ['TF01951', 50], // <b>Bold</b> Tray: cases of 50 at $0.30
  ]);
  await addKit(who, token, [['CT01003', 50], ['CT01011', 25]]);
  await addLines(who, token, [['CT01012', 12]]);
  await addKit(who, token, [['CT01004', 25]]);
}


async function fillSecondPage(who: Who, token: string): Promise<number> {
  const rows = h.service.db
    .prepare(
      `SELECT i.item_number, i.sell_multiple FROM items i JOIN stock s ON s.item_id = i.id AND s.warehouse_code = '1001'
       WHERE i.stock_designation_id = 1 AND i.ny_restricted = 0 AND i.fulfillment = 0 AND i.item_number NOT LIKE 'BN-%'
         AND s.quantity_available >= i.sell_multiple AND i.item_number NOT IN ('CT01016','CT04011','GM02016','TL06950','TF01951','CT01003','CT01011','CT01012','CT01004')
       ORDER BY i.id LIMIT 16`,
    )
    .all() as { item_number: string; sell_multiple: number }[];
  await addLines(who, token, rows.map((r) => [r.item_number, r.sell_multiple]));
  return rows.length;
}

const fieldsOf = (form: PunchOutForm, line: number) =>
  Object.fromEntries(form.fields.filter((f) => f.name.endsWith(`[${line}]`) || f.name === `NEW_ITEM-LONGTEXT_${line}:132[]`).map((f) => [f.name.replace(`[${line}]`, '[n]').replace(`_${line}:`, '_n:'), f.value]));

describe('OCI', () => {
  test('logs in with USERNAME and PASSWORD (POST or GET) and sends the frame to the one-time start URL, which opens the storefront with the session key', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const login = await ociLogin(h, OCI_FIELDS, method);
      expect(login.status).toBe(303);
      expect(login.headers.get('location')).toMatch(/^\/punchout\/start\?token=[\w-]{20,}$/);
      const started = await openStart(h, login.headers.get('location') ?? '');
      expect(started.status).toBe(303);
      expect(started.location).toMatch(/^\/\?punchout=[\w-]{20,}$/);
      const page = h.service.punchout.page(started.key ?? '');
      expect(page?.punchout).toEqual({ protocol: 'oci', operation: 'create' });
      expect(page?.user).toMatchObject({ companyUserId: 42, customer: { customerNumber: '100234' }, readOnly: false });
    }
  });

  test('transfers the cart as golden OCI fields: ~OkCode, ~TARGET, ~CALLER echoed, packs as CS and PK at the pack price, kit lines together, special characters as they are', async () => {
    const { token } = await ociSession(h);
    await fillGoldenCart(DANA, token);
    const form = await transfer(DANA, token);
    expect(form.url).toBe(HOOK_URL);
    expect(form.target).toBe('_parent');
    expect(form.fields.slice(0, 3)).toEqual([
      { name: '~OkCode', value: 'ADDI' },
      { name: '~TARGET', value: '_parent' },
      { name: '~CALLER', value: 'CTLG' },
    ]);
    expect(fieldsOf(form, 1)).toEqual({
      'NEW_ITEM-DESCRIPTION[n]': '4 in. Thin-Wall Round Pot, Black (Case o',
      'NEW_ITEM-QUANTITY[n]': '2',
      'NEW_ITEM-UNIT[n]': 'CS',
      'NEW_ITEM-PRICE[n]': '1.30',
      'NEW_ITEM-PRICEUNIT[n]': '1',
      'NEW_ITEM-CURRENCY[n]': 'USD',
      'NEW_ITEM-VENDORMAT[n]': 'CT01016',
      'NEW_ITEM-LEADTIME[n]': '2',
      'NEW_ITEM-EXT_PRODUCT_ID[n]': String(itemId('CT01016')),
      'NEW_ITEM-LONGTEXT_n:132[]': '4 in. Thin-Wall Round Pot, Black (Case of 10)',
    });
    expect(fieldsOf(form, 2)).toMatchObject({ 'NEW_ITEM-DESCRIPTION[n]': '8 in. Deluxe Hanging Basket with Hanger,', 'NEW_ITEM-QUANTITY[n]': '2', 'NEW_ITEM-UNIT[n]': 'PK', 'NEW_ITEM-PRICE[n]': '4.20', 'NEW_ITEM-LONGTEXT_n:132[]': '8 in. Deluxe Hanging Basket with Hanger, Green (Pack of 6)' });
    expect(fieldsOf(form, 3)).toMatchObject({ 'NEW_ITEM-DESCRIPTION[n]': 'Shrub & Tree Bark Mix Coarse, 2 cu. ft.', 'NEW_ITEM-QUANTITY[n]': '1', 'NEW_ITEM-UNIT[n]': 'PK', 'NEW_ITEM-PRICE[n]': '30.50', 'NEW_ITEM-VENDORMAT[n]': 'GM02016' });
    expect(fieldsOf(form, 4)).toMatchObject({ 'NEW_ITEM-LONGTEXT_n:132[]': '4" Stake Plant Label, White "Write-On" (Case of 50)', 'NEW_ITEM-QUANTITY[n]': '2', 'NEW_ITEM-UNIT[n]': 'CS', 'NEW_ITEM-PRICE[n]': '1.00' });
    expect(fieldsOf(form, 5)).toMatchObject({ 'NEW_ITEM-DESCRIPTION[n]': '<b>Bold</b> Tray (Case of 50)', 'NEW_ITEM-QUANTITY[n]': '1', 'NEW_ITEM-UNIT[n]': 'CS', 'NEW_ITEM-PRICE[n]': '15.00' });
    // The kit's lines together where the kit's first line stands, the line added between them after.
    expect([6, 7, 8, 9].map((n) => fieldsOf(form, n)['NEW_ITEM-VENDORMAT[n]'])).toEqual(['CT01003', 'CT01011', 'CT01004', 'CT01012']);
    expect(fieldsOf(form, 6)['NEW_ITEM-LONGTEXT_n:132[]']).toBe('4 in. Heavy-Duty Round Pot, Gray (Case of 50)\nPart of the kit: Bench configurator kit');
    expect(fieldsOf(form, 9)['NEW_ITEM-LONGTEXT_n:132[]']).toBe('4 in. Standard Round Pot, Green, Case of 12');
  });

  test('quantity x price is each line’s total in the cart, and every line goes, past the first page, numbered in order', async () => {
    const { token } = await ociSession(h);
    await fillGoldenCart(DANA, token);
    const more = await fillSecondPage(DANA, token);
    const cart = await h.call('Cart/GetCart', cartBody(DANA), { token });
    const form = await transfer(DANA, token);
    const count = cart.body.lines.length;
    expect(count).toBe(9 + more);
    expect(count).toBeGreaterThan(20);
    const numbers = form.fields.filter((f) => f.name.startsWith('NEW_ITEM-VENDORMAT[')).map((f) => Number(/\[(\d+)\]/.exec(f.name)?.[1]));
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(form.fields).toHaveLength(3 + count * 10);
    let total = 0;
    for (let n = 1; n <= count; n += 1) {
      const fields = fieldsOf(form, n);
      const line = cart.body.lines.find((l) => l.itemNumber === fields['NEW_ITEM-VENDORMAT[n]']);
      total += Number(fields['NEW_ITEM-QUANTITY[n]']) * Number(fields['NEW_ITEM-PRICE[n]']);
      expect(Number(fields['NEW_ITEM-QUANTITY[n]']) * Number(fields['NEW_ITEM-PRICE[n]'])).toBeCloseTo(line?.lineTotal ?? NaN, 2);
    }
    expect(total).toBeCloseTo(cart.body.subtotal ?? NaN, 2);
  });

  test('refuses a wrong password and a missing HOOK_URL with a page that says so, and makes no session', async () => {
    const before = h.service.db.prepare('SELECT COUNT(*) FROM punchout_sessions').pluck().get();
    const wrong = await ociLogin(h, { ...OCI_FIELDS, PASSWORD: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The catalogue login was not accepted');
    const noHook = await ociLogin(h, { ...OCI_FIELDS, HOOK_URL: 'javascript:alert(1)' });
    expect(noHook.status).toBe(400);
    expect(await noHook.text()).toContain('HOOK_URL');
    expect(h.service.db.prepare('SELECT COUNT(*) FROM punchout_sessions').pluck().get()).toBe(before);
  });
});

describe('cXML', () => {
  const received = (form: PunchOutForm): ReceivedOrderMessage => {
    expect(form.fields.map((f) => f.name)).toEqual(['cxml-urlencoded']);
    return readOrderMessage(parseXml(form.fields[0]?.value ?? ''));
  };

  test('answers a PunchOutSetupRequest with status 200 and a one-time start URL, in text/xml under HTTP 200', async () => {
    const answer = await postSetup(h, setupXml());
    expect([answer.httpStatus, answer.contentType, answer.code, answer.text, answer.message]).toEqual([200, 'text/xml; charset=utf-8', 200, 'OK', 'OK']);
    expect(answer.body).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.044/cXML.dtd">');
    expect(answer.startUrl).toMatch(new RegExp(`^${h.baseUrl}/punchout/start\\?token=[\\w-]{20,}$`));
    const started = await openStart(h, answer.startUrl ?? '');
    expect(started.location).toMatch(/^\/\?punchout=/);
    // The UserEmail extrinsic names who shops: Sam, of the same customer.
    expect(h.service.punchout.page(started.key ?? '')?.user).toMatchObject({ companyUserId: 44, label: 'Sam Reyes' });
  });

  test('reads a setup posted as a form field too (cxml-urlencoded)', async () => {
    const answer = await postSetup(h, new URLSearchParams({ 'cxml-urlencoded': setupXml() }).toString(), 'application/x-www-form-urlencoded');
    expect(answer.code).toBe(200);
  });

  test('transfers the cart as one cxml-urlencoded field: a golden PunchOutOrderMessage with the BuyerCookie, Total, and per line part ids, unit price, unit and description', async () => {
    const { token } = await cxmlSession(h);
    await fillGoldenCart(SAM, token);
    const form = await transfer(SAM, token);
    expect([form.url, form.target]).toEqual([BROWSER_FORM_POST, '_top']);
    const raw = form.fields[0]?.value ?? '';
    expect(raw).not.toContain('SharedSecret');
    expect(raw).toContain('<Description xml:lang="en">&lt;b&gt;Bold&lt;/b&gt; Tray (Case of 50)</Description>');
    expect(raw).toContain('<BuyerCookie>requisition-7731 &amp; &quot;cart&quot;</BuyerCookie>');
    const message = received(form);
    expect(message).toMatchObject({ buyerCookie: 'requisition-7731 & "cart"', operationAllowed: 'edit', currency: 'USD' });
    expect(message.items.slice(0, 5)).toEqual([
      {
        lineNumber: 1, quantity: 2, supplierPartId: 'CT01016', auxiliaryId: `item=${itemId('CT01016')}&pack=10`, unitPrice: 1.3, currency: 'USD',
        unit: 'CS', description: '4 in. Thin-Wall Round Pot, Black (Case of 10)', classification: 'Containers - Pots - Standard Round Pots', leadTime: '2', kitName: null,
      },
      {
        lineNumber: 2, quantity: 2, supplierPartId: 'CT04011', auxiliaryId: `item=${itemId('CT04011')}&pack=6`, unitPrice: 4.2, currency: 'USD',
        unit: 'PK', description: '8 in. Deluxe Hanging Basket with Hanger, Green (Pack of 6)', classification: 'Containers - Pots - Hanging Baskets', leadTime: '2', kitName: null,
      },
      {
        lineNumber: 3, quantity: 1, supplierPartId: 'GM02016', auxiliaryId: `item=${itemId('GM02016')}&pack=5`, unitPrice: 30.5, currency: 'USD',
        unit: 'PK', description: 'Shrub & Tree Bark Mix Coarse, 2 cu. ft. Bag (Pack of 5)', classification: 'Growing Media - Potting Mixes - Bark-Based Mixes', leadTime: '2', kitName: null,
      },
      {
        lineNumber: 4, quantity: 2, supplierPartId: 'TL06950', auxiliaryId: `item=${itemId('TL06950')}&pack=50`, unitPrice: 1, currency: 'USD',
        unit: 'CS', description: '4" Stake Plant Label, White "Write-On" (Case of 50)', classification: 'Tools - Labels & Tags - Plant Labels', leadTime: '2', kitName: null,
      },
      {
        lineNumber: 5, quantity: 1, supplierPartId: 'TF01951', auxiliaryId: `item=${itemId('TF01951')}&pack=50`, unitPrice: 15, currency: 'USD',
        unit: 'CS', description: '<b>Bold</b> Tray (Case of 50)', classification: 'Trays & Flats - Flats - 1020 Flats', leadTime: '2', kitName: null,
      },
    ]);
    expect(message.items.slice(5).map((i) => [i.lineNumber, i.supplierPartId, i.kitName])).toEqual([
      [6, 'CT01003', 'Bench configurator kit'],
      [7, 'CT01011', 'Bench configurator kit'],
      [8, 'CT01004', 'Bench configurator kit'],
      [9, 'CT01012', null],
    ]);
    expect(message.items[5]?.auxiliaryId).toBe(`item=${itemId('CT01003')}&pack=50&kit=Bench+configurator+kit`);
    const cart = await h.call('Cart/GetCart', cartBody(SAM), { token });
    expect(message.total).toBe(cart.body.subtotal);
    expect(message.total).toBeCloseTo(message.items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0), 2);
  });

  test('edit restores the cart from the request’s ItemOut (packs, kits, lines past the first page) into a new session’s own cart', async () => {
    const first = await cxmlSession(h);
    await fillGoldenCart(SAM, first.token);
    await fillSecondPage(SAM, first.token);
    const sent = received(await transfer(SAM, first.token));
    const before = (await h.call('Cart/GetCart', cartBody(SAM), { token: first.token })).body;

    const edit = await cxmlSession(h, { operation: 'edit', items: sent.items });
    expect(edit.answer.message).toBe('OK');
    expect(h.service.punchout.page(edit.key)?.punchout).toEqual({ protocol: 'cxml', operation: 'edit' });
    const restored = (await h.call('Cart/GetCart', cartBody(SAM), { token: edit.token })).body;
    // Every line with its quantity and kit, in the order the requisition has them (each kit together).
    const byItem = new Map(before.lines.map((l) => [l.itemNumber, [l.itemNumber, l.quantity, l.kitName]]));
    expect(restored.lines.map((l) => [l.itemNumber, l.quantity, l.kitName])).toEqual(sent.items.map((i) => byItem.get(i.supplierPartId)));
    expect(restored.lines).toHaveLength(before.lines.length);
    expect(restored.subtotal).toBe(before.subtotal);
    // The same user's own cart (no punchout) never saw any of it.
    const own = await h.call('Cart/GetCart', cartBody(SAM), { as: 44 });
    expect(own.body.lines.filter((l) => restored.lines.some((r) => r.itemId === l.itemId))).toEqual([]);
  });

  test('edit restores what it can and says which line it could not (an item no longer in the catalogue)', async () => {
    const answer = await postSetup(
      h,
      setupXml({
        operation: 'edit',
        items: [
          { lineNumber: 1, quantity: 2, supplierPartId: 'CT01016', auxiliaryId: '', unitPrice: 1.3, unit: 'CS', description: 'pots', classification: '' },
          { lineNumber: 2, quantity: 1, supplierPartId: 'XX99999', auxiliaryId: '', unitPrice: 1, unit: 'EA', description: 'gone', classification: '' },
        ],
      }),
    );
    expect(answer.code).toBe(200);
    expect(answer.message).toBe('OK. 1 line(s) could not be restored: Line 2 (XX99999): there is no item XX99999 in the catalogue any more.');
    const started = await openStart(h, answer.startUrl ?? '');
    const token = h.service.punchout.page(started.key ?? '')?.token ?? '';
    const cart = (await h.call('Cart/GetCart', cartBody(SAM), { token })).body;
    expect(cart.lines.map((l) => [l.itemNumber, l.quantity])).toEqual([['CT01016', 20]]);
  });

  test('inspect restores the cart read-only: no change is accepted, the transfer says inspect', async () => {
    const { key, token } = await cxmlSession(h, {
      operation: 'inspect',
      items: [{ lineNumber: 1, quantity: 2, supplierPartId: 'CT04011', auxiliaryId: `item=${itemId('CT04011')}&pack=6`, unitPrice: 4.2, unit: 'PK', description: 'baskets', classification: '' }],
    });
    expect(h.service.punchout.page(key)?.user.readOnly).toBe(true);
    const cart = (await h.call('Cart/GetCart', cartBody(SAM), { token })).body;
    expect(cart.lines.map((l) => [l.itemNumber, l.quantity])).toEqual([['CT04011', 12]]);
    const change = await h.call('Cart/UpdateQuantity', { ...SAM, itemId: itemId('CT04011'), defaultWarehouseCode: '1001', qty: 18, shipTo: '001' }, { token });
    expect([change.status, change.error?.Message]).toEqual([403, expect.stringContaining('opened this cart to inspect it')]);
    expect(received(await transfer(SAM, token))).toMatchObject({ operationAllowed: 'inspect', items: [{ supplierPartId: 'CT04011', quantity: 2, unit: 'PK' }] });
  });
});

describe('cXML setup failures: a status code inside HTTP 200', () => {
  const sessions = () => h.service.db.prepare('SELECT COUNT(*) FROM punchout_sessions').pluck().get() as number;

  test.each([
    ['a wrong shared secret', { sharedSecret: 'guess' }],
    ['an unknown From identity', { from: { domain: 'NetworkID', identity: 'SOMEONE-ELSE' } }],
  ])('401 for %s (the same answer for both)', async (_, overrides) => {
    const before = sessions();
    const answer = await postSetup(h, setupXml(overrides));
    expect([answer.httpStatus, answer.code, answer.text, answer.message]).toEqual([200, 401, 'Unauthorized', 'The From credential and the shared secret were not accepted.']);
    expect(answer.startUrl).toBeNull();
    expect(sessions()).toBe(before);
  });

  test.each([
    ['no BuyerCookie', setupXml({ buyerCookie: '' }), 'no BuyerCookie'],
    ['no BrowserFormPost URL', setupXml({ browserFormPost: 'mailto:x@y' }), 'BrowserFormPost has no http or https URL'],
    ['an operation that is not create, edit or inspect', setupXml().replace('operation="create"', 'operation="delete"'), 'The operation "delete"'],
    ['not a PunchOutSetupRequest', '<cXML><Header/><Request><OrderRequest/></Request></cXML>', 'not a PunchOutSetupRequest'],
    ['not XML at all', 'USERNAME=x&PASSWORD=y', 'Text stands outside the root element'],
  ])('406 for %s, with the reason', async (_, xml, reason) => {
    const answer = await postSetup(h, xml);
    expect([answer.httpStatus, answer.code, answer.text]).toEqual([200, 406, 'Not Acceptable']);
    expect(answer.message).toContain(reason);
  });

  test('500 for an unknown user: the UserEmail extrinsic names no login of the customer', async () => {
    const before = sessions();
    const answer = await postSetup(h, setupXml({ userEmail: 'jordan@pacificcoastprop.example' }));
    expect([answer.httpStatus, answer.code, answer.message]).toEqual([200, 500, 'Unknown user: jordan@pacificcoastprop.example has no active login of this supplier’s customer 100234.'.replace('’', "'")]);
    expect(sessions()).toBe(before);
  });

  test('refuses XXE: a DOCTYPE declaring an external entity is 406, nothing of the file comes back, no session is made', async () => {
    const before = sessions();
    const xxe = setupXml({ buyerCookie: 'cookie' })
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>')
      .replace('<BuyerCookie>cookie</BuyerCookie>', '<BuyerCookie>&xxe;</BuyerCookie>');
    const answer = await postSetup(h, xxe);
    expect([answer.httpStatus, answer.code]).toEqual([200, 406]);
    expect(answer.message).toContain('DOCTYPE');
    expect(answer.body).not.toContain('root:');
    expect(sessions()).toBe(before);
    const entityOnly = await postSetup(h, setupXml({ buyerCookie: 'cookie' }).replace('<BuyerCookie>cookie</BuyerCookie>', '<BuyerCookie>&xxe;</BuyerCookie>'));
    expect([entityOnly.code, entityOnly.message]).toEqual([406, expect.stringContaining('The entity &xxe; is not declared')]);
  });
});

describe('the one-time start URL and the session', () => {
  test('a start URL used once is refused the second time (410), and opens no second session', async () => {
    const answer = await postSetup(h, setupXml());
    expect((await openStart(h, answer.startUrl ?? '')).status).toBe(303);
    const again = await openStart(h, answer.startUrl ?? '');
    expect([again.status, again.location]).toEqual([410, null]);
    expect(again.text).toContain('was already used');
  });

  test('a start URL not opened in time is refused (410)', async () => {
    const answer = await postSetup(h, setupXml());
    h.service.db.prepare('UPDATE punchout_sessions SET start_expires_at = ? WHERE id = (SELECT MAX(id) FROM punchout_sessions)').run(Date.now() - 1);
    const late = await openStart(h, answer.startUrl ?? '');
    expect([late.status, late.location]).toEqual([410, null]);
    expect(late.text).toContain('has expired');
  });

  test('a token no setup gave is refused (410)', async () => {
    expect((await openStart(h, '/punchout/start?token=made-up-token-000000000')).status).toBe(410);
  });

  test('the session’s cart is its own: the user’s own cart and another session’s stay apart', async () => {
    const one = await ociSession(h);
    const two = await ociSession(h);
    await addLines(DANA, one.token, [['CT01016', 10]]);
    expect((await h.call('Cart/GetCart', cartBody(DANA), { token: two.token })).body.lines).toEqual([]);
    expect((await h.call('Cart/GetCart', cartBody(DANA), { as: 'buyer' })).body.lines.some((l) => l.itemNumber === 'CT01016')).toBe(false);
  });

  test('a punchout cart is never ordered or paid here: SubmitOrder is 403', async () => {
    const { token } = await ociSession(h);
    await addLines(DANA, token, [['CT01016', 10]]);
    const settings = { poNumber: '', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account' as const };
    const order = await h.call('Cart/SubmitOrder', { ...DANA, cartSettings: settings }, { token });
    expect([order.status, order.error?.Message]).toEqual([403, expect.stringContaining('send it back with Transfer cart')]);
  });

  test('an ended session’s page token is refused (401), and a page outside punchout has nothing to transfer (403)', async () => {
    const { key, token } = await ociSession(h);
    h.service.db.prepare('UPDATE punchout_sessions SET expires_at = ? WHERE session_hash IS NOT NULL AND id = (SELECT MAX(id) FROM punchout_sessions)').run(Date.now() - 1);
    expect(h.service.punchout.page(key)).toBeNull();
    expect((await h.call('Cart/GetCart', cartBody(DANA), { token })).status).toBe(401);
    const outside = await h.call('Cart/PunchOutTransfer', cartBody(DANA), { as: 'buyer' });
    expect([outside.status, outside.error?.Message]).toEqual([403, expect.stringContaining('not opened from a purchasing system')]);
  });
});

