/**
 * HOST-CONTRACT sections 6 to 9 the way an outside acceptance suite checks them: BARE host
 * pages (only `#sf-context`, the mount element with its data exactly as section 6 says, and
 * one `<script type="module">` per entry loaded from the widgets' own origin), talking to the
 * reference service, every control found by role and its exact section 9 name and found
 * exactly once on the page. The demo host's rich pages (header, badge, switcher) are not
 * used: nothing here works because a demo page adds something.
 *
 * Pages are served on the demo origin through page.route; the widgets come from the second
 * listener (`widgetsPort`), as from a CDN; the card form from the gateway's own origin.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { BrowserContext, Frame, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectVisible as expectVisibleWithin, pageSettled, useHarness, VIEWPORTS, type PersonaKey } from './harness';

const h = useHarness({ widgetsPort: 0 });
// The machine running these is shared: allow a slow first paint rather than fail on it.
const expectVisible = (locator: Locator) => expectVisibleWithin(locator, 20_000);

const NOTICE = "This section could not be shown: the page's settings are incomplete.";
const API_KEY = 'storefront-widgets';
const CARD_FRAME = 'Card details (secure form of the payment gateway)';

type Ctx = Record<string, unknown> & { companyUserId: number; jwtToken?: string; customer?: { customerNumber: string; customerType: string }; warehouseCode: string; shipTo?: string | null; serviceUrl: string };

// ---------------------------------------------------------------------------------------
// Page contexts, the service, bare pages

const contexts = new Map<PersonaKey, Ctx>();
/** The persona's page context as the demo host renders it (a valid token), used as written by a host. */
async function contextOf(persona: PersonaKey): Promise<Ctx> {
  const known = contexts.get(persona);
  if (known) return known;
  const { page, context } = await h.openPage('/', { persona });
  const ctx = JSON.parse((await page.locator('script#sf-context').textContent()) ?? '{}') as Ctx;
  await context.close();
  contexts.set(persona, ctx);
  return ctx;
}

/** One call to the reference service, as the context's user. */
async function service<T>(ctx: Ctx, servicePath: string, body: unknown): Promise<T> {
  const response = await fetch(`${h.baseUrl}/api/${servicePath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Api-Key': API_KEY,
      ...(ctx.jwtToken ? { Authorization: `Basic ${ctx.jwtToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${servicePath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type CartLine = { itemId: number; itemName: string; quantity: number; sellMultiple: number };

/** Empties the user's cart and adds `count` orderable items; answers the cart's lines. */
async function fillCart(ctx: Ctx, count = 2): Promise<CartLine[]> {
  const customer = ctx.customer!;
  const who = { companyUserId: ctx.companyUserId, customerNumber: customer.customerNumber };
  await service(ctx, 'Cart/ClearCart', who);
  const found = await service<{ items: { itemId: number; sellMultiple: number; isNyRestriced: boolean; stockResult: { disablePurchasing: boolean } | null }[] }>(
    ctx,
    'Product/WebSearch',
    {
      searchTerm: 'pot', filters: [], warehouseCode: ctx.warehouseCode, warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false,
      manufacturerId: null, skip: 0, take: 40, sort: 'score', ...who, customerType: customer.customerType, shipTo: ctx.shipTo ?? null,
    },
  );
  const orderable = found.items.filter((i) => !i.isNyRestriced && !i.stockResult?.disablePurchasing).slice(0, count);
  for (const item of orderable) {
    await service(ctx, 'Cart/AddItemToCart', {
      ...who, defaultWarehouseCode: ctx.warehouseCode, itemId: item.itemId, qty: item.sellMultiple, shipTo: ctx.shipTo ?? null, price: null, manualPrice: false,
    });
  }
  const cart = await service<{ lines: CartLine[] }>(ctx, 'Cart/GetCart', { ...who, shipTo: ctx.shipTo ?? null, warehouseCode: ctx.warehouseCode, zipCode: null });
  expect(cart.lines.length).toBe(count);
  return cart.lines;
}

/**
 * A bare host page: the context, `body` (mount elements and their data), one module script
 * per entry from the widgets origin (`"account?again"` loads account.js?again: a second run).
 */
function barePage(ctx: Ctx | string, body: string, entries: string[]): string {
  const json = typeof ctx === 'string' ? ctx : JSON.stringify(ctx);
  const scripts = entries
    .map((entry) => {
      const [name, query] = entry.split('?');
      return `<script type="module" src="${h.server.widgetsBase}/${name}.js${query ? `?${query}` : ''}"></script>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contract test</title></head>
<body>
<script type="application/json" id="sf-context">${json}</script>
${body}
${scripts}
</body></html>`;
}

type Bare = {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  pageErrors: Error[];
  /** Service requests (POST /api/…) the page sent, with their JSON bodies. */
  calls: { path: string; body: Record<string, unknown> }[];
  requests: Request[];
};

type Json = Record<string, unknown>;
/**
 * The fields the reference service adds to the shapes of HOST-CONTRACT section 7, per call:
 * `contractOnly` pages get the answers without them, as from a service written from the
 * contract alone.
 */
const ADDED_FIELDS: Record<string, (answer: Json) => void> = {
  'Customer/GetStatements': (answer) => {
    delete answer.customerName;
    for (const statement of (answer.statements as Json[] | undefined) ?? []) delete statement.lines;
  },
  'Product/GetItem': (answer) => {
    delete answer.relatedItemIds;
  },
  ...Object.fromEntries(
    ['Cart/GetCart', 'Cart/UpdateQuantity', 'Cart/ClearBackorders'].map((path) => [
      path,
      (answer: Json) => {
        for (const line of (answer.lines as Json[] | undefined) ?? []) delete line.fulfillmentItem;
      },
    ]),
  ),
};

/**
 * Serves `html` at `address` (path and query on the demo origin) and opens it. No persona
 * cookie: the page context is all the widgets know.
 */
async function openBare(address: string, html: string, viewport: { width: number; height: number } = VIEWPORTS.desktop, options: { contractOnly?: boolean } = {}): Promise<Bare> {
  const context = await h.browser.newContext({ viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: Error[] = [];
  const requests: Request[] = [];
  const calls: Bare['calls'] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The catalogue has images missing on purpose (the not-available fallback).
    if (text.startsWith('Failed to load resource') && /\/images\//.test(message.location().url)) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('request', (request) => requests.push(request));
  const pathname = new URL(address, h.baseUrl).pathname;
  await page.route(
    (url) => url.origin === h.baseUrl && url.pathname === pathname,
    // Fulfilled from a real answer of the demo server (any path): a page made up by the
    // browser alone would count as a public address and may not load from localhost ports.
    async (route) => {
      const response = await route.fetch({ url: `${h.baseUrl}/` });
      await route.fulfill({ response, status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  // Chromium lets a page that Playwright made up reach localhost's other ports only
  // through Playwright too: the widgets origin and the card form's answer as they are (CORS
  // headers included, the browser still checks them) through route.fetch.
  for (const origin of [new URL(h.server.widgetsBase).origin, new URL(h.server.cardFormUrl).origin]) {
    await page.route(`${origin}/**`, async (route) => {
      // A request still on its way when the test closes the context has nobody to answer.
      const response = await route.fetch().catch(() => null);
      if (response) await route.fulfill({ response }).catch(() => undefined);
    });
  }
  await page.route(`${h.baseUrl}/api/**`, (route) => {
    const request = route.request();
    const servicePath = new URL(request.url()).pathname.replace(/^\/api\//, '');
    if (request.method() === 'POST') calls.push({ path: servicePath, body: (request.postDataJSON() as Record<string, unknown> | null) ?? {} });
    const trim = options.contractOnly ? ADDED_FIELDS[servicePath] : undefined;
    if (!trim) return route.fallback();
    return (async () => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const answer = (await response.json()) as Json;
      trim(answer);
      return route.fulfill({ response, json: answer });
    })();
  });
  await page.goto(`${h.baseUrl}${address}`);
  return { page, context, consoleErrors, pageErrors, calls, requests };
}

/** Exactly one element with this role and exact name on the whole page, visible. */
async function expectOne(page: Page | Locator, role: Parameters<Page['getByRole']>[0], name: string): Promise<Locator> {
  const locator = page.getByRole(role, { name, exact: true });
  await expectVisible(locator.first());
  expect(await locator.count(), `${role} "${name}"`).toBe(1);
  return locator;
}

async function expectNone(page: Page, role: Parameters<Page['getByRole']>[0], name: string): Promise<void> {
  expect(await page.getByRole(role, { name, exact: true }).count(), `${role} "${name}"`).toBe(0);
}

type BusRecord = { name: string; payload: unknown };
/** Subscribes to the page's bus (window.StorefrontWidgets.bus) as a host script would. */
async function recordBus(page: Page): Promise<() => Promise<BusRecord[]>> {
  await page.waitForFunction(() => Boolean(window.StorefrontWidgets?.bus));
  await page.evaluate(() => {
    // As a host script sees it: an untyped global.
    const w = window as unknown as {
      __busRecords: { name: string; payload: unknown }[];
      StorefrontWidgets: { bus: { on(name: string, key: string, callback: (payload: unknown) => void): unknown } };
    };
    w.__busRecords = [];
    for (const name of ['update cart', 'update cart items', 'customer change']) {
      w.StorefrontWidgets.bus.on(name, 'contract-test', (payload) => w.__busRecords.push({ name, payload }));
    }
  });
  return () => page.evaluate(() => (window as unknown as { __busRecords: BusRecord[] }).__busRecords);
}

const mountsOf = (id: string, attrs = '') => `<div id="${id}"${attrs}></div>`;
const accountMount = (kind: string, attrs = '') => `<div data-sf-widget="${kind}" id="${kind}"${attrs}></div>`;

// ---------------------------------------------------------------------------------------
// The catalogue, read from the harness's database

type Row = { id: number; itemNumber: string; categoryId: number; name: string };
let db: Database.Database;
let plain: Row;
let configurable: Row;
beforeAll(() => {
  db = new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true });
  const pick = (where: string): Row => {
    const row = db
      .prepare(`SELECT id, item_number AS itemNumber, category_id AS categoryId, name FROM items WHERE ${where} ORDER BY id LIMIT 1`)
      .get() as Row | undefined;
    if (!row) throw new Error(`contract.test: no item where ${where}`);
    return row;
  };
  const orderable = "COALESCE(stock_designation_id, 1) = 1 AND restricted_text IS NULL";
  plain = pick(`${orderable} AND cfg_addons = 0 AND cfg_trackbench = 0 AND cfg_slidebench = 0 AND cfg_benchconversion = 0`);
  configurable = pick(`${orderable} AND cfg_addons = 1 AND cfg_trackbench = 0 AND cfg_slidebench = 0 AND cfg_benchconversion = 0`);
});
afterAll(() => db?.close());

const productData = (row: Row) => `<script type="application/json" id="productPage-data">${JSON.stringify({ itemNumber: row.itemNumber, itemId: row.id, categoryId: row.categoryId })}</script>`;

// ---------------------------------------------------------------------------------------

describe('productPage.js on a bare page', () => {
  it('names Add to cart, Quantity and Add to favorites once each, and an add publishes update cart', async () => {
    const ctx = await contextOf('buyer');
    const { page, context, consoleErrors, pageErrors } = await openBare('/bare/product', barePage(ctx, mountsOf('productPage') + productData(plain), ['productPage']));
    await expectVisible(page.getByRole('heading', { level: 1, name: plain.name }));
    const add = await expectOne(page, 'button', 'Add to cart');
    await expectOne(page, 'spinbutton', 'Quantity');
    const favorites = await expectOne(page, 'button', 'Add to favorites');
    await expectNone(page, 'button', 'Configure');
    // The favorites dialog (a chunk of the widgets origin) opens on the bare page too.
    await favorites.click();
    const dialog = page.getByRole('dialog', { name: 'Favorite lists' });
    await expectVisible(dialog);
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    const events = await recordBus(page);
    await add.click();
    await expect.poll(async () => (await events()).filter((e) => e.name === 'update cart').length, { timeout: 10_000 }).toBe(1);
    const [update] = (await events()).filter((e) => e.name === 'update cart');
    expect(update?.payload).toMatchObject({ cart: { lineCount: expect.any(Number) }, addedItem: { itemId: plain.id, itemNumber: plain.itemNumber } });
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a configurator item offers Configure once', async () => {
    const ctx = await contextOf('buyer');
    const { page, context } = await openBare('/bare/product-configurable', barePage(ctx, mountsOf('productPage') + productData(configurable), ['productPage']));
    await expectVisible(page.getByRole('heading', { level: 1, name: configurable.name }));
    await expectOne(page, 'button', 'Configure');
    await expectOne(page, 'button', 'Add to cart');
    await context.close();
  });

  it('an anonymous visitor gets the login prompt and no ordering controls', async () => {
    const ctx = await contextOf('anonymous');
    const { page, context, consoleErrors } = await openBare('/bare/product-anonymous', barePage(ctx, mountsOf('productPage') + productData(plain), ['productPage']));
    await expectVisible(page.getByRole('heading', { level: 1, name: plain.name }));
    const login = await expectOne(page, 'link', 'Click here for pricing and availability');
    expect(await login.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent('/bare/product-anonymous')}`);
    await expectNone(page, 'button', 'Add to cart');
    await expectNone(page, 'spinbutton', 'Quantity');
    await expectNone(page, 'button', 'Add to favorites');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('malformed JSON and a missing field: a notice in #productPage, one console error naming it, the other widget mounts', async () => {
    const ctx = await contextOf('buyer');
    for (const [data, field] of [
      ['{"itemNumber": ', 'not valid JSON'],
      [JSON.stringify({ itemNumber: plain.itemNumber, categoryId: null }), 'itemId'],
    ] as const) {
      const html = barePage(ctx, `${mountsOf('productPage')}<script type="application/json" id="productPage-data">${data}</script>${mountsOf('cartPage')}`, ['productPage', 'cartPage']);
      const { page, context, consoleErrors } = await openBare('/bare/product-bad', html);
      const notice = page.locator('#productPage').getByRole('alert');
      await expectVisible(notice);
      expect(await notice.textContent()).toBe(NOTICE);
      await expectVisible(page.locator('#cartPage').getByRole('heading', { name: 'Items in your cart' }).or(page.locator('#cartPage').getByText('Your cart is empty', { exact: false })));
      expect(consoleErrors).toHaveLength(1);
      expect(consoleErrors[0]).toContain('#productPage');
      expect(consoleErrors[0]).toContain(field);
      await context.close();
    }
  });
});

describe('cartPage.js on a bare page', () => {
  it('names every line control once, settles a quantity, removes a line, asks before Clear cart', async () => {
    const ctx = await contextOf('buyer');
    const lines = await fillCart(ctx, 2);
    const [first, second] = lines as [CartLine, CartLine];
    const { page, context, consoleErrors, pageErrors, calls } = await openBare('/cart', barePage(ctx, mountsOf('cartPage'), ['cartPage']));
    const quantity = await expectOne(page, 'spinbutton', `Quantity of ${first.itemName}`);
    await expectOne(page, 'spinbutton', `Quantity of ${second.itemName}`);
    await expectOne(page, 'button', `Remove ${first.itemName}`);
    await expectOne(page, 'button', `Remove ${second.itemName}`);
    await expectOne(page, 'button', 'Clear cart');
    const zip = await expectOne(page, 'textbox', 'Zip code');
    await expectOne(page, 'combobox', 'Ship via');
    const checkOut = await expectOne(page, 'link', 'Check out');
    expect(new URL((await checkOut.getAttribute('href')) ?? '', page.url()).pathname).toBe('/checkout');
    const events = await recordBus(page);

    // A quantity settles on Enter, then Cart/UpdateQuantity.
    await quantity.fill(String(first.quantity * 2));
    expect(calls.filter((c) => c.path === 'Cart/UpdateQuantity')).toHaveLength(0);
    await quantity.press('Enter');
    await expect.poll(() => calls.filter((c) => c.path === 'Cart/UpdateQuantity').map((c) => c.body.qty), { timeout: 10_000 }).toEqual([first.quantity * 2]);

    // The service's ZipCodeValidation.message, shown as the service wrote it.
    const validation = await service<{ valid: boolean; message: string | null }>(ctx, 'Cart/ValidateZipCode', { zipCode: '00012' });
    expect(validation.valid).toBe(false);
    await zip.fill('00012');
    await zip.press('Enter');
    await expectVisible(page.locator('#cartPage').getByText(validation.message ?? '', { exact: true }));

    await page.getByRole('button', { name: `Remove ${second.itemName}`, exact: true }).click();
    await expectHidden(page.getByRole('spinbutton', { name: `Quantity of ${second.itemName}`, exact: true }), 10_000);

    // Clear cart: a confirmation (an alertdialog, named Clear cart) with Clear cart and
    // Cancel; while it is open the page behind it is inert, so its Clear cart is the page's only one.
    await page.getByRole('button', { name: 'Clear cart', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear cart', exact: true });
    await expectVisible(dialog);
    await expectOne(dialog, 'button', 'Cancel');
    await expectOne(dialog, 'button', 'Clear cart');
    await expectOne(page, 'button', 'Clear cart');
    await expectOne(page, 'button', 'Cancel');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(dialog);
    await expectOne(page, 'spinbutton', `Quantity of ${first.itemName}`);
    await page.getByRole('button', { name: 'Clear cart', exact: true }).click();
    await dialog.getByRole('button', { name: 'Clear cart', exact: true }).click();
    await expectHidden(page.getByRole('spinbutton', { name: `Quantity of ${first.itemName}`, exact: true }), 10_000);
    await expectNone(page, 'link', 'Check out');
    await expect.poll(async () => (await events()).some((e) => e.name === 'update cart items' && (e.payload as { lines: unknown[] }).lines.length === 0)).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('read-only: the lines without quantity editor, Remove, Clear cart or Check out', async () => {
    const ctx = await contextOf('buyer');
    const [line] = (await fillCart(ctx, 1)) as [CartLine];
    const { page, context, consoleErrors } = await openBare('/cart', barePage({ ...ctx, readOnly: true }, mountsOf('cartPage'), ['cartPage']));
    await expectVisible(page.locator('#cartPage').getByText(line.itemName).first());
    await expectNone(page, 'spinbutton', `Quantity of ${line.itemName}`);
    await expectNone(page, 'button', `Remove ${line.itemName}`);
    await expectNone(page, 'button', 'Clear cart');
    await expectNone(page, 'link', 'Check out');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('anonymous: a login prompt, no Check out', async () => {
    const ctx = await contextOf('anonymous');
    const { page, context, calls, consoleErrors } = await openBare('/cart', barePage(ctx, mountsOf('cartPage'), ['cartPage']));
    await expectVisible(page.locator('#cartPage').getByRole('link', { name: 'Log in' }));
    await expectNone(page, 'link', 'Check out');
    await expectNone(page, 'button', 'Clear cart');
    expect(calls.filter((c) => c.path.startsWith('Cart/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

async function checkoutReady(page: Page): Promise<void> {
  await expectVisible(page.getByRole('combobox', { name: 'Ship via', exact: true }));
  await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });
}

describe('checkout.js on a bare page', () => {
  it('names every control once; Place order shows SO-… and publishes the empty cart and no lines', async () => {
    const ctx = await contextOf('buyer');
    await fillCart(ctx, 2);
    const { page, context, consoleErrors, pageErrors, calls } = await openBare('/checkout', barePage(ctx, mountsOf('checkout'), ['checkout']));
    await checkoutReady(page);
    await expectOne(page, 'combobox', 'Ship via');
    const po = await expectOne(page, 'textbox', 'PO number');
    const notes = await expectOne(page, 'textbox', 'Order notes');
    await expectOne(page, 'radio', 'Pay on account');
    await expectOne(page, 'radio', 'Pay by card');
    const place = await expectOne(page, 'button', 'Place order');
    await po.fill('PO-CONTRACT-1');
    await notes.fill('Bare page order.');
    const events = await recordBus(page);
    const account = page.getByRole('radio', { name: 'Pay on account', exact: true });
    if (!(await account.isChecked())) await account.check();
    await place.click();
    // The order number as text, once on the page.
    const number = page.getByText(/SO-\d+/);
    await expectVisible(number);
    expect(await number.count()).toBe(1);
    await expect
      .poll(async () => (await events()).map((e) => e.name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['update cart', 'update cart items']));
    const recorded = await events();
    expect(recorded.find((e) => e.name === 'update cart')?.payload).toMatchObject({ cart: { lineCount: 0 } });
    expect(recorded.find((e) => e.name === 'update cart items')?.payload).toEqual({ lines: [] });
    const submit = calls.filter((c) => c.path === 'Cart/SubmitOrder');
    expect(submit).toHaveLength(1);
    expect(submit[0]?.body.cartSettings).toMatchObject({ poNumber: 'PO-CONTRACT-1', orderNotes: 'Bare page order.', paymentMethod: 'account', submissionId: expect.any(String) });
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('pays by card through the iframe of the card-form origin and sends only the token', async () => {
    const ctx = await contextOf('buyer');
    await fillCart(ctx, 1);
    const { page, context, consoleErrors, requests, calls } = await openBare('/checkout', barePage(ctx, mountsOf('checkout'), ['checkout']));
    await checkoutReady(page);
    await page.getByRole('radio', { name: 'Pay by card', exact: true }).check();
    const frameElement = page.locator('#checkout').getByTitle(CARD_FRAME);
    const cardFrame = async (): Promise<Frame> => {
      await expectVisible(frameElement);
      const frame = (await (await frameElement.elementHandle())?.contentFrame()) as Frame;
      await frame.getByRole('textbox', { name: 'Card number' }).waitFor();
      return frame;
    };
    let frame = await cardFrame();
    expect(new URL(frame.url()).origin).toBe(new URL(h.server.cardFormUrl).origin);
    expect(new URL(frame.url()).origin).not.toBe(h.baseUrl);
    // A token posted by anything but the gateway's origin (here the page itself) is ignored.
    await page.evaluate(() => window.postMessage({ type: 'sf-card-token', token: 'forged', last4: '4242', expiry: '1239' }, '*'));
    // An sf-card-error from the gateway's form: its message as the gateway wrote it.
    const gatewayMessage = 'Contract check: the card network is not answering.';
    const firstFrameElement = await frameElement.elementHandle();
    await frame.evaluate((message) => window.parent.postMessage({ type: 'sf-card-error', message }, '*'), gatewayMessage);
    await expectVisible(page.getByText(gatewayMessage, { exact: true }));
    expect(await page.getByText('Paying with Visa ending 4242').count()).toBe(0);
    // The checkout gives a fresh card form (a new iframe) after an error.
    await page.waitForFunction((old) => !old?.isConnected, firstFrameElement);
    frame = await cardFrame();
    await frame.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await frame.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
    await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await expectVisible(page.getByText('Paying with Visa ending 1111'));
    await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'));
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expectVisible(page.getByText(/SO-\d+/));
    const submit = calls.filter((c) => c.path === 'Cart/SubmitOrder');
    expect(submit).toHaveLength(1);
    const settings = submit[0]?.body.cartSettings as { cardToken?: string; paymentMethod?: string };
    expect(settings.paymentMethod).toBe('card');
    expect(settings.cardToken).toEqual(expect.any(String));
    // Nothing the storefront page sent to its own origin carries the card number.
    const sent = requests.filter((r) => new URL(r.url()).origin === h.baseUrl).map((r) => `${r.url()} ${r.postData() ?? ''}`);
    expect(sent.filter((line) => /4111 ?1111 ?1111 ?1111/.test(line))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('anonymous and read-only: no Place order', async () => {
    const anonymous = await openBare('/checkout', barePage(await contextOf('anonymous'), mountsOf('checkout'), ['checkout']));
    await expectVisible(anonymous.page.locator('#checkout').getByRole('link', { name: 'Sign in to check out' }));
    await expectNone(anonymous.page, 'button', 'Place order');
    expect(anonymous.calls.filter((c) => c.path.startsWith('Cart/'))).toEqual([]);
    await anonymous.context.close();

    const ctx = await contextOf('buyer');
    await fillCart(ctx, 1);
    const readOnly = await openBare('/checkout', barePage({ ...ctx, readOnly: true }, mountsOf('checkout'), ['checkout']));
    await expectVisible(readOnly.page.locator('#checkout').getByRole('heading').first());
    await readOnly.page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });
    await expectNone(readOnly.page, 'button', 'Place order');
    expect(readOnly.consoleErrors).toEqual([]);
    await readOnly.context.close();
  });

  it('a broken page context: a notice in each widget and one console error for the page', async () => {
    const html = barePage('{"serviceUrl": ', `${mountsOf('checkout')}${mountsOf('cartPage')}<div data-sf-widget="customer-switcher" id="switcher"></div>`, ['checkout', 'cartPage', 'customerSwitcher']);
    const { page, context, consoleErrors } = await openBare('/bare/broken-context', html);
    for (const id of ['checkout', 'cartPage']) {
      const notice = page.locator(`#${id}`).getByRole('alert');
      await expectVisible(notice);
      expect(await notice.textContent()).toBe(NOTICE);
    }
    await pageSettled(page);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toContain('#sf-context');
    await context.close();
  });
});

describe('customerSwitcher.js on a bare page', () => {
  const switcherMount = '<div data-sf-widget="customer-switcher" id="customer-switcher"></div>';

  it('a buyer: the customer as text, Ship-to once, no Customer combobox', async () => {
    const ctx = await contextOf('buyer');
    const { page, context, consoleErrors } = await openBare('/bare/switcher', barePage(ctx, switcherMount, ['customerSwitcher']));
    await expectOne(page, 'combobox', 'Ship-to');
    await expectVisible(page.getByText('Maple Hollow Greenhouses (100234)', { exact: true }));
    await expectNone(page, 'combobox', 'Customer');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a sales rep: Customer once; a search with no match says 'No results found.'", async () => {
    const ctx = await contextOf('salesRep');
    const { page, context } = await openBare('/bare/switcher-rep', barePage(ctx, switcherMount, ['customerSwitcher']));
    const box = await expectOne(page, 'combobox', 'Customer');
    await box.fill('zzqxw no such customer');
    await expectVisible(page.getByText('No results found.', { exact: true }));
    expect(await page.getByText('No results found.', { exact: true }).count()).toBe(1);
    await expectOne(page, 'option', 'No results found.');
    await context.close();
  });

  it('a sales rep chooses another Customer and the cart page on the page follows (customer change); then back', async () => {
    const ctx = await contextOf('salesRep');
    const html = barePage(ctx, `${switcherMount}${mountsOf('cartPage')}`, ['customerSwitcher', 'cartPage']);
    const { page, context, calls, consoleErrors } = await openBare('/bare/switch-customer', html);
    const box = await expectOne(page, 'combobox', 'Customer');
    await expect.poll(() => calls.filter((c) => c.path === 'Cart/GetCart').map((c) => c.body.customerNumber), { timeout: 10_000 }).toEqual(['100388']);
    const events = await recordBus(page);
    const choose = async (text: string, option: RegExp) => {
      await box.fill(text);
      await page.getByRole('option', { name: option }).click();
    };
    const before = calls.length;
    await choose('Sunshine', /Sunshine Garden Center \(100512\)/);
    await expect.poll(async () => (await events()).filter((e) => e.name === 'customer change').length).toBe(1);
    expect((await events())[0]?.payload).toMatchObject({ customer: { customerNumber: '100512' }, warehouseCode: '1002' });
    await expect.poll(() => calls.slice(before).filter((c) => c.path === 'Cart/GetCart').map((c) => c.body.customerNumber), { timeout: 10_000 }).toContain('100512');
    await expectVisible(page.getByText('Sunshine Garden Center (100512)', { exact: true }));
    // Back to the rep's own customer (the service keeps the switch for the next page).
    await choose('Riverside', /Riverside Landscape Co\. \(100388\)/);
    await expect.poll(async () => (await events()).filter((e) => e.name === 'customer change').length).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('anonymous: nothing to switch', async () => {
    const ctx = await contextOf('anonymous');
    const { page, context, consoleErrors } = await openBare('/bare/switcher-anonymous', barePage(ctx, `${switcherMount}${mountsOf('cartPage')}`, ['customerSwitcher', 'cartPage']));
    await expectVisible(page.locator('#cartPage').getByRole('link', { name: 'Log in' }));
    await expectNone(page, 'combobox', 'Ship-to');
    await expectNone(page, 'combobox', 'Customer');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a ship-to change refreshes the cart page and the product page in place (customer change)', async () => {
    const ctx = await contextOf('buyer');
    await fillCart(ctx, 1);
    const html = barePage(ctx, `${switcherMount}${mountsOf('cartPage')}${mountsOf('productPage')}${productData(plain)}`, ['customerSwitcher', 'cartPage', 'productPage']);
    const { page, context, calls, consoleErrors } = await openBare('/bare/switch-two', html);
    const shipTo = await expectOne(page, 'combobox', 'Ship-to');
    await expectVisible(page.getByRole('heading', { level: 1, name: plain.name }));
    await expectVisible(page.locator('#cartPage').getByRole('heading', { name: 'Items in your cart' }));
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same document';
    });
    const events = await recordBus(page);
    const before = calls.length;
    await shipTo.selectOption('002');
    await expect.poll(async () => (await events()).filter((e) => e.name === 'customer change').length).toBe(1);
    expect((await events()).find((e) => e.name === 'customer change')?.payload).toMatchObject({ shipTo: '002', customer: { customerNumber: '100234' } });
    const after = () => calls.slice(before);
    await expect.poll(() => after().filter((c) => c.path === 'Cart/GetCart').map((c) => c.body.shipTo), { timeout: 10_000 }).toContain('002');
    await expect.poll(() => after().filter((c) => c.path.startsWith('Product/')).map((c) => c.body.shipTo ?? c.body.shipToNumber), { timeout: 10_000 }).toContain('002');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('at 375 px', () => {
  it('the product page, cart page and checkout keep every name, once', async () => {
    const phone = { width: 375, height: 812 };
    const ctx = await contextOf('buyer');
    const [line] = (await fillCart(ctx, 1)) as [CartLine];
    const both = await openBare('/bare/phone', barePage(ctx, `${mountsOf('productPage')}${productData(plain)}${mountsOf('cartPage')}`, ['productPage', 'cartPage']), phone);
    for (const [role, name] of [
      ['button', 'Add to cart'], ['spinbutton', 'Quantity'], ['button', 'Add to favorites'],
      ['spinbutton', `Quantity of ${line.itemName}`], ['button', `Remove ${line.itemName}`], ['button', 'Clear cart'],
      ['textbox', 'Zip code'], ['link', 'Check out'],
    ] as const) await expectOne(both.page, role, name);
    expect(both.consoleErrors).toEqual([]);
    await both.context.close();

    const checkout = await openBare('/checkout', barePage(ctx, mountsOf('checkout'), ['checkout']), phone);
    await checkoutReady(checkout.page);
    for (const [role, name] of [
      ['combobox', 'Ship via'], ['textbox', 'PO number'], ['textbox', 'Order notes'], ['radio', 'Pay on account'], ['radio', 'Pay by card'], ['button', 'Place order'],
    ] as const) await expectOne(checkout.page, role, name);
    await checkout.context.close();
  });
});

describe('a service that answers only the fields of section 7', () => {
  it('the product page, the cart page and a statement work without the added fields', async () => {
    const ctx = await contextOf('buyer');
    const [line] = (await fillCart(ctx, 1)) as [CartLine];
    const statements = await service<{ statements: { number: string; suffix: string }[] }>(ctx, 'Customer/GetStatements', { customerNumber: ctx.customer!.customerNumber });
    const statement = statements.statements[0]!;
    const html = barePage(
      ctx,
      `${mountsOf('productPage')}${productData(plain)}${mountsOf('cartPage')}${accountMount('statement', ` data-number="${statement.number}" data-suffix="${statement.suffix}"`)}`,
      ['productPage', 'cartPage', 'account'],
    );
    const { page, context, calls, consoleErrors, pageErrors } = await openBare('/bare/contract-only', html, VIEWPORTS.desktop, { contractOnly: true });
    await expectVisible(page.getByRole('heading', { level: 1, name: plain.name }));
    await expectOne(page, 'button', 'Add to cart');
    await expectOne(page, 'spinbutton', `Quantity of ${line.itemName}`);
    await expectOne(page, 'link', 'Check out');
    await expectVisible(page.locator('#statement').getByRole('heading', { name: new RegExp(statement.number) }).first());
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['Product/GetItem', 'Cart/GetCart', 'Customer/GetStatements']));
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('account.js on a bare page', () => {
  type Statement = { number: string; suffix: string };
  let statement: Statement;
  beforeAll(async () => {
    const ctx = await contextOf('buyer');
    const answer = await service<{ statements: Statement[] }>(ctx, 'Customer/GetStatements', { customerNumber: ctx.customer!.customerNumber });
    if (!answer.statements[0]) throw new Error('the buyer has no statements');
    statement = answer.statements[0];
  });

  it('statements: the table Statements once, each row linking to the statement route', async () => {
    const ctx = await contextOf('buyer');
    const { page, context, consoleErrors } = await openBare('/bare/statements', barePage(ctx, accountMount('statements'), ['account']));
    const table = await expectOne(page, 'table', 'Statements');
    const href = (await table.getByRole('link').first().getAttribute('href')) ?? '';
    const url = new URL(href, page.url());
    expect(url.pathname).toBe('/MyAccount/OrderManager/ViewStatement');
    expect(url.searchParams.get('number')).toBe(statement.number);
    expect(url.searchParams.get('suffix')).toBe(statement.suffix);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('statement: data-number and data-suffix, else the address; neither is a notice and one console error', async () => {
    const ctx = await contextOf('buyer');
    const label = new RegExp(`${statement.number}`);
    const byAttributes = await openBare(
      '/bare/statement',
      barePage(ctx, accountMount('statement', ` data-number="${statement.number}" data-suffix="${statement.suffix}"`), ['account']),
    );
    await expectVisible(byAttributes.page.locator('#statement').getByRole('heading', { name: label }).first());
    const sentA = byAttributes.calls.map((c) => c.path);
    expect(byAttributes.consoleErrors).toEqual([]);
    await byAttributes.context.close();
    expect(sentA).toContain('Customer/GetStatements');

    const byAddress = await openBare(
      `/MyAccount/OrderManager/ViewStatement?number=${statement.number}&suffix=${statement.suffix}`,
      barePage(ctx, accountMount('statement'), ['account']),
    );
    await expectVisible(byAddress.page.locator('#statement').getByRole('heading', { name: label }).first());
    expect(byAddress.consoleErrors).toEqual([]);
    await byAddress.context.close();

    const neither = await openBare('/bare/statement-none', barePage(ctx, `${accountMount('statement')}${accountMount('contact-form')}`, ['account']));
    const notice = neither.page.locator('#statement').getByRole('alert');
    await expectVisible(notice);
    expect(await notice.textContent()).toBe(NOTICE);
    await expectOne(neither.page, 'button', 'Send message');
    expect(neither.consoleErrors).toHaveLength(1);
    expect(neither.consoleErrors[0]).toContain('#statement');
    expect(neither.consoleErrors[0]).toContain('data-number');
    await neither.context.close();
  });

  it('contact form, create login, recover and reset password: their buttons once each, on one page', async () => {
    const ctx = await contextOf('anonymous');
    const html = barePage(
      ctx,
      ['contact-form', 'create-login', 'recover-password', 'reset-password'].map((kind) => accountMount(kind)).join('\n'),
      ['account'],
    );
    const { page, context, consoleErrors } = await openBare('/bare/forms?token=contract-token-1', html);
    await expectOne(page, 'button', 'Send message');
    await expectOne(page, 'button', 'Create login');
    await expectOne(page, 'button', 'Send reset link');
    await expectOne(page, 'button', 'Set new password');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('reset password sends the token of the address and shows the service message', async () => {
    const ctx = await contextOf('anonymous');
    const { page, context, calls } = await openBare('/bare/reset?token=contract-token-2', barePage(ctx, accountMount('reset-password'), ['account']));
    const set = await expectOne(page, 'button', 'Set new password');
    const fields = page.locator('#reset-password input[type="password"]');
    const count = await fields.count();
    for (let i = 0; i < count; i += 1) await fields.nth(i).fill('A-long-enough-passw0rd!');
    await set.click();
    await expect.poll(() => calls.filter((c) => c.path === 'Customer/ResetPassword').length, { timeout: 10_000 }).toBe(1);
    expect(JSON.stringify(calls.find((c) => c.path === 'Customer/ResetPassword')?.body)).toContain('contract-token-2');
    // An unknown token: the service's Message (SPEC section 8), shown as the service wrote it.
    await expectVisible(page.locator('#reset-password').getByText('This reset link has expired or was already used. Ask for a new one.', { exact: true }));
    await context.close();
  });

  it('favorites page: removing lists only with data-allow-delete', async () => {
    const ctx = await contextOf('buyer');
    await service(ctx, 'Customer/AddFavoriteList', { companyUserId: ctx.companyUserId, newFavoriteListName: 'Contract list' });
    const allowed = await openBare('/account/favorites/', barePage(ctx, accountMount('favorites-page', ' data-allow-delete'), ['account']));
    await expectOne(allowed.page, 'button', 'Remove list Contract list');
    expect(allowed.consoleErrors).toEqual([]);
    await allowed.context.close();

    const notAllowed = await openBare('/account/favorites/', barePage(ctx, accountMount('favorites-page'), ['account']));
    await expectVisible(notAllowed.page.locator('#favorites-page').getByText('Contract list').first());
    await expectNone(notAllowed.page, 'button', 'Remove list Contract list');
    await notAllowed.context.close();
  });

  it('mount elements without ids, entries loaded twice, mountAll later and cspNonce: each widget once, every style with the nonce', async () => {
    const ctx = { ...(await contextOf('buyer')), cspNonce: 'contract-nonce-1' };
    await fillCart(ctx, 1);
    const kinds = ['statements', 'contact-form', 'create-login', 'recover-password'];
    const html = barePage(
      ctx,
      `${kinds.map((kind) => `<div data-sf-widget="${kind}"></div>`).join('')}<div data-sf-widget="customer-switcher"></div>${mountsOf('cartPage')}<section id="cms-slot"></section>`,
      ['account', 'customerSwitcher', 'cartPage', 'account?again', 'cartPage?again'],
    );
    // The reset form inserted later reads its token from this address.
    const { page, context, consoleErrors, pageErrors } = await openBare('/bare/twice?token=contract-token-3', html);
    await expectOne(page, 'table', 'Statements');
    await expectOne(page, 'button', 'Send message');
    await expectOne(page, 'button', 'Create login');
    await expectOne(page, 'button', 'Send reset link');
    await expectOne(page, 'combobox', 'Ship-to');
    await expectOne(page, 'button', 'Clear cart');
    await page.evaluate(() => {
      const slot = document.getElementById('cms-slot')!;
      slot.innerHTML = '<div data-sf-widget="reset-password"></div>';
      const w = window as unknown as { StorefrontWidgets: { mountAll(root?: Element): void } };
      w.StorefrontWidgets.mountAll(slot);
      w.StorefrontWidgets.mountAll(slot);
    });
    await expectOne(page, 'button', 'Set new password');
    // Both copies of each entry ran.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter((url) => /\/widgets\/(account|cartPage)\.js\?again$/.test(url))).toHaveLength(2);
    expect(await page.locator('style:not([nonce])').count()).toBe(0);
    expect(await page.locator('style[nonce]').count()).toBeGreaterThan(0);
    expect(await page.locator('style').evaluateAll((styles) => styles.every((s) => (s as HTMLStyleElement).nonce === 'contract-nonce-1'))).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('anonymous: statements, statement and favorites page ask to log in and call nothing', async () => {
    const ctx = await contextOf('anonymous');
    const html = barePage(
      ctx,
      `${accountMount('statements')}${accountMount('statement', ' data-number="1" data-suffix="00"')}${accountMount('favorites-page', ' data-allow-delete')}`,
      ['account'],
    );
    const { page, context, calls, consoleErrors } = await openBare('/bare/account-anonymous', html);
    for (const id of ['statements', 'statement', 'favorites-page']) await expectVisible(page.locator(`#${id}`).getByRole('link', { name: /Log in/ }));
    await expectNone(page, 'table', 'Statements');
    expect(calls.filter((c) => c.path.startsWith('Customer/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('quickOrder.js on a bare page (HOST-CONTRACT section 10)', () => {
  it('names the pad and buy again controls once, and adds the ready rows with one Cart/AddItemsToCart and update cart', async () => {
    const ctx = await contextOf('buyer');
    const who = { companyUserId: ctx.companyUserId, customerNumber: ctx.customer!.customerNumber };
    await service(ctx, 'Cart/ClearCart', who);
    const { page, context, consoleErrors, pageErrors, calls } = await openBare(
      '/bare/quick-order',
      barePage(ctx, `${mountsOf('quickOrder')}${accountMount('buy-again')}`, ['quickOrder']),
    );
    const paste = await expectOne(page, 'textbox', 'Paste items');
    await expectOne(page, 'button', 'Add lines');
    await expectOne(page, 'textbox', 'Item number');
    await expectOne(page, 'button', 'Add line');
    await expectVisible(page.getByLabel('Upload a CSV file', { exact: true }));
    await expectOne(page, 'button', 'Add to cart');
    const table = await expectOne(page, 'table', 'Buy again');
    await expectOne(page, 'button', 'Add selected to cart');
    expect(await table.getByRole('checkbox', { name: /^Select / }).count()).toBeGreaterThan(1);
    const events = await recordBus(page);

    await paste.fill('Item,Qty\n" tl06135 ",200\nXX99999;5');
    await page.getByRole('button', { name: 'Add lines', exact: true }).click();
    // Found without regard to case: named by the catalogue's number (issue 41).
    await expectOne(page, 'spinbutton', 'Quantity of TL06135');
    await expectOne(page, 'button', 'Remove TL06135');
    await expectVisible(page.getByText('Item XX99999 was not found.', { exact: true }));
    await expectOne(page, 'button', 'Remove XX99999');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).dblclick();
    await expectVisible(page.getByText('1 line was added to your cart.', { exact: true }));
    const adds = calls.filter((c) => c.path === 'Cart/AddItemsToCart');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toMatchObject({ ...who, items: [{ qty: 200 }] });
    await expect.poll(async () => (await events()).some((e) => e.name === 'update cart' && (e.payload as { cart: { lineCount: number } }).cart.lineCount === 1)).toBe(true);
    await expectVisible(page.getByText('Item XX99999 was not found.', { exact: true }));
    // The one error: the browser's own line for the unknown number's 400 answer.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(consoleErrors.length).toBeLessThanOrEqual(2);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('read-only: the pad and buy again without Add to cart or Add selected to cart', async () => {
    const ctx = await contextOf('buyer');
    const { page, context, consoleErrors } = await openBare(
      '/bare/quick-order-read-only',
      barePage({ ...ctx, readOnly: true }, `${mountsOf('quickOrder')}${accountMount('buy-again')}`, ['quickOrder']),
    );
    await expectOne(page, 'textbox', 'Paste items');
    await expectOne(page, 'table', 'Buy again');
    await expectNone(page, 'button', 'Add to cart');
    await expectNone(page, 'button', 'Add selected to cart');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('anonymous: links to /login, no pad, no calls', async () => {
    const ctx = await contextOf('anonymous');
    const { page, context, calls, consoleErrors } = await openBare(
      '/bare/quick-order-anonymous',
      barePage(ctx, `${mountsOf('quickOrder')}${accountMount('buy-again')}`, ['quickOrder']),
    );
    const links = page.getByRole('link', { name: /^Sign in/ });
    await expectVisible(links.first());
    expect(await links.count()).toBe(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\/login(\?|$)/);
    await expectNone(page, 'textbox', 'Paste items');
    expect(calls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
