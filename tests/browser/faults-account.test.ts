/**
 * The account widgets (account.js: statements, statement, favorites page, contact form,
 * create login, recover and reset password) against a failing service, built bundle in
 * Chromium. Faults come from the reference service's own fault switch: `page.route` adds
 * `X-Sf-Fault: 500 | malformed | drop | delay=<ms>` to chosen calls and the service answers
 * with the SPEC 500 body, a body that is not JSON, a destroyed connection or a late answer,
 * without running the call (docs/service.md "Fault switch"). What must hold: what was typed
 * survives a failed send, a clear message says what happened, Retry (or sending again)
 * recovers, and an older answer never replaces a newer one (docs/hardening.md "Faults over
 * the account widgets"). The tests share one database and run in order.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callService, expectHidden, expectVisible, holdAnswer, pageSettled, readPageContext, useHarness } from './harness';

const h = useHarness();

const STATEMENTS = '/MyAccount/OrderManager/Statements';
const FAVORITES = '/account/favorites/';

type Fault = '500' | 'malformed' | 'drop' | `delay=${number}`;

/**
 * Sends the next `times` POSTs to the service path (e.g. 'Customer/GetStatements') with the
 * fault header (every one by default, until `page.unroute`); returns the request bodies of
 * every call the route saw. (A local helper: faults.test.ts has its own.)
 */
async function faultCalls(page: Page, servicePath: string, fault: Fault, times = Number.POSITIVE_INFINITY): Promise<unknown[]> {
  let remaining = times;
  const bodies: unknown[] = [];
  await page.route(`**/api/${servicePath}`, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    bodies.push(request.postDataJSON());
    if (remaining > 0) {
      remaining -= 1;
      return route.continue({ headers: { ...request.headers(), 'x-sf-fault': fault } });
    }
    return route.continue();
  });
  return bodies;
}

/** Every POST to the service path from now on, as it leaves the page. */
function recordCalls(page: Page, servicePath: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/api/${servicePath}`)) calls.push(request.url());
  });
  return calls;
}

const EXPECTED = {
  '500': (path: string) => `Injected fault: ${path} failed on purpose (fault mode).`,
  malformed: (action: string) => `The store sent an answer this page cannot read, so it could not ${action}.`,
  drop: (action: string) => `Could not reach the store to ${action}.`,
} as const;

function expectedText(fault: '500' | 'malformed' | 'drop', path: string, action: string): string {
  return fault === '500' ? EXPECTED['500'](path) : EXPECTED[fault](action);
}

const retryAlert = (page: Page, scope: string) =>
  page.locator(scope).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });

/** Watches the page for `text` from now on (a stale answer that must never show). */
async function watchFor(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((needle) => {
    const w = window as unknown as { __sawStale?: boolean };
    w.__sawStale = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(needle)) w.__sawStale = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __sawStale?: boolean }).__sawStale ?? false);
}

/** Chooses another customer in the header switcher by keyboard (sales rep). */
async function switchCustomer(page: Page, text: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Customer' });
  await expectVisible(box, 20_000);
  await box.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await expectVisible(page.getByRole('option', { name: option }), 10_000);
  const options = await page.getByRole('option').allTextContents();
  const index = options.findIndex((label) => option.test(label));
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}


describe('statements under faults', () => {
  // One kind of fault for the list (the statement below meets a malformed answer): the sentence
  // per kind is userMessage's rule (src/api/errors.test.ts), the load and Retry are the same.
  const cases = [['drop', 'Customer/GetStatements']] as const;
  for (const [fault, path] of cases) {
    it(`shows a failed statements load (${fault}) in place with Retry, and Retry loads the table`, async () => {
      const { page, context } = await h.openPage('/', { persona: 'buyer' });
      // Every call fails until the route is removed: a read is tried once more after a drop.
      await faultCalls(page, path, fault);
      await page.goto(`${h.baseUrl}${STATEMENTS}`);
      const alert = retryAlert(page, '#statements');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent()).toContain(expectedText(fault, path, 'load your statements'));
      expect(await page.getByRole('table', { name: 'Statements' }).count()).toBe(0);
      await page.unroute(`**/api/${path}`);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(page.getByRole('table', { name: 'Statements' }), 20_000);
      await expectHidden(alert);
      await context.close();
    });
  }

  it('says it is loading while a slow answer is on its way (latency), then shows the table', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    // Held back until the page says it is loading: with a fault delay, a view that took longer
    // than the delay to load drew the table at once and never said so.
    const late = await holdAnswer(page, '**/api/Customer/GetStatements');
    await page.goto(`${h.baseUrl}${STATEMENTS}`, { waitUntil: 'domcontentloaded' });
    await expectVisible(page.locator('#statements').getByRole('status').filter({ hasText: 'Loading your statements…' }), 20_000);
    expect(await page.getByRole('table', { name: 'Statements' }).count()).toBe(0);
    await late.release();
    await expectVisible(page.getByRole('table', { name: 'Statements' }), 20_000);
    await context.close();
  });

  it('shows a failed statement (malformed) with Retry, and Retry shows the statement', async () => {
    const { page, context } = await h.openPage(STATEMENTS, { persona: 'buyer' });
    const first = page.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    await expectVisible(first, 20_000);
    const href = (await first.getAttribute('href')) ?? '';
    const label = ((await first.textContent()) ?? '').replace(/^Statement /, '');
    await faultCalls(page, 'Customer/GetStatements', 'malformed');
    await page.goto(`${h.baseUrl}${href}`);
    const alert = retryAlert(page, '#statement');
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain(EXPECTED.malformed('load your statements'));
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    await page.unroute('**/api/Customer/GetStatements');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByRole('article', { name: `Statement ${label}` }), 20_000);
    await expectHidden(alert);
    await context.close();
  });

  it("never shows the previous customer's statements when their answer arrives after a customer switch", async () => {
    const { page, context } = await h.openPage('/', { persona: 'salesRep' });
    const before = ((await readPageContext(page)).customer as { customerNumber: string }).customerNumber;
    // The first customer's statements are held until the switch has happened, and marked.
    let release: () => void = () => {};
    const switched = new Promise<void>((resolve) => {
      release = resolve;
    });
    let staleSent: () => void = () => {};
    const staleDone = new Promise<void>((resolve) => {
      staleSent = resolve;
    });
    const asked: string[] = [];
    await page.route('**/api/Customer/GetStatements', async (route) => {
      const body = route.request().postDataJSON() as { customerNumber: string };
      asked.push(body.customerNumber);
      if (body.customerNumber !== before) return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { statements: { number: string }[] };
      for (const statement of answer.statements) statement.number = 'STALEANSWER';
      await switched;
      await route.fulfill({ response, json: answer }).catch(() => undefined);
      staleSent();
    });
    await page.goto(`${h.baseUrl}${STATEMENTS}`);
    const sawStale = await watchFor(page, 'STALEANSWER');
    await expect.poll(() => asked.includes(before), { timeout: 15_000 }).toBe(true);
    const [target, option] = before === '100234' ? ['Sunshine', /Sunshine Garden Center \(100512\)/] : ['Maple', /Maple Hollow Greenhouses \(100234\)/];
    await switchCustomer(page, target, option);
    await expect.poll(() => asked.some((n) => n !== before), { timeout: 15_000 }).toBe(true);
    await expectVisible(page.getByRole('table', { name: 'Statements' }), 20_000);
    release();
    await staleDone;
    await pageSettled(page);
    expect(await sawStale()).toBe(false);
    expect(await page.getByRole('table', { name: 'Statements' }).getByRole('link').first().textContent()).not.toContain('STALE');
    await context.close();
  });
});

type FoundItem = { itemId: number; itemName: string; pricingLoaded: boolean; stockResult: { disablePurchasing: boolean } | null };

/** A list named `name` with two orderable items, made through the service as the page's user. */
async function makeList(page: Page, name: string): Promise<{ favoriteListId: number; items: FoundItem[] }> {
  const context = await readPageContext(page);
  const customer = context.customer as { customerNumber: string; customerType: string };
  const found = await callService<{ items: FoundItem[] }>(page, 'Product/WebSearch', {
    searchTerm: 'pot', filters: [], warehouseCode: String(context.warehouseCode), warehouseName: 'Burton, OH', categoryId: null,
    isSuperSaver: false, manufacturerId: null, skip: 0, take: 24, sort: 'score', companyUserId: context.companyUserId,
    customerNumber: customer.customerNumber, customerType: customer.customerType, shipTo: context.shipTo ?? null,
  });
  const orderable = found.items.filter((i) => i.pricingLoaded && i.stockResult?.disablePurchasing !== true).slice(0, 2);
  const created = await callService<{ lists: { favoriteListId: number; name: string }[] }>(page, 'Customer/AddFavoriteList', {
    companyUserId: context.companyUserId, newFavoriteListName: name,
  });
  const list = created.lists.find((l) => l.name === name)!;
  for (const item of orderable) {
    await callService(page, 'Customer/AddToFavoriteLists', {
      itemId: item.itemId, favoriteListIds: [list.favoriteListId], companyUserId: context.companyUserId, newFavoriteListName: null,
    });
  }
  return { favoriteListId: list.favoriteListId, items: orderable };
}

const region = (page: Page, name: string) => page.locator('#favorites-page').getByRole('region', { name, exact: true });
const badgeLabel = async (page: Page) => (await page.locator('#cart-badge-desktop a').getAttribute('aria-label')) ?? '';

describe('favorites page under faults', () => {
  const LIST = 'Fault Bench';
  let items: FoundItem[] = [];

  async function openWithList(path = FAVORITES): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, context } = await h.openPage(path, { persona: 'buyer' });
    if (items.length === 0) {
      await expectVisible(page.locator('#favorites-page').getByRole('textbox', { name: 'New list name' }), 20_000);
      items = (await makeList(page, LIST)).items;
      await page.reload();
    }
    return { page, close: () => context.close() };
  }

  async function waitForItems(page: Page): Promise<void> {
    for (const item of items) await expectVisible(region(page, LIST).getByRole('link', { name: item.itemName, exact: true }), 20_000);
  }

  it('shows a malformed list answer with Retry, and Retry loads the lists', async () => {
    const { page, close } = await openWithList();
    await waitForItems(page);
    await faultCalls(page, 'Customer/FavoriteLists', 'malformed');
    await page.reload();
    const alert = retryAlert(page, '#favorites-page');
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain(EXPECTED.malformed('load your favorite lists'));
    expect(await region(page, LIST).count()).toBe(0);
    await page.unroute('**/api/Customer/FavoriteLists');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForItems(page);
    await expectHidden(alert);
    await close();
  });

  it('shows items whose details failed (500) in their rows with one Retry, which loads them', async () => {
    const { page, close } = await openWithList('/');
    await faultCalls(page, 'Product/GetProductSquare', '500');
    await page.goto(`${h.baseUrl}${FAVORITES}`);
    const warning = page.locator('#favorites-page').getByRole('status').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(warning, 20_000);
    expect(await warning.textContent()).toContain(`${items.length} items could not be loaded.`);
    for (const item of items) await expectVisible(region(page, LIST).getByText(`Item ${item.itemId} could not be loaded.`));
    await page.unroute('**/api/Product/GetProductSquare');
    await warning.getByRole('button', { name: 'Retry' }).click();
    await waitForItems(page);
    await expectHidden(warning);
    await close();
  });

  for (const fault of ['drop', '500', 'malformed'] as const) {
    it(`never reports an add to cart that failed (${fault}): message by the list, badge unchanged, quantities and checks kept, adding again adds`, async () => {
      const { page, close } = await openWithList();
      await waitForItems(page);
      await page.waitForFunction(() => /^Cart, \d+ items?$/.test(document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? ''));
      const before = await badgeLabel(page);
      const list = region(page, LIST);
      const quantity = list.getByRole('spinbutton', { name: `Quantity of ${items[0]!.itemName}` });
      const typed = String(Number(await quantity.inputValue()) * 3);
      await quantity.fill(typed);
      await quantity.blur();
      await list.getByRole('checkbox', { name: `Select ${items[0]!.itemName}` }).check();
      const adds = await faultCalls(page, 'Cart/AddItemsToCart', fault, 1);
      await list.getByRole('button', { name: `Add selected (1) to cart from ${LIST}` }).click();
      const alert = list.getByRole('alert');
      await expectVisible(alert, 15_000);
      expect(await alert.textContent()).toContain(expectedText(fault, 'Cart/AddItemsToCart', `add '${LIST}' to your cart`));
      await pageSettled(page);
      expect(await list.getByText(/^Added \d+ items? to your cart/).count()).toBe(0);
      expect(await badgeLabel(page)).toBe(before);
      expect(await quantity.inputValue()).toBe(typed);
      expect(await list.getByRole('checkbox', { name: `Select ${items[0]!.itemName}` }).isChecked()).toBe(true);

      await list.getByRole('button', { name: `Add selected (1) to cart from ${LIST}` }).click();
      await expectVisible(list.getByText(/Added 1 item to your cart/), 15_000);
      await expectHidden(alert);
      expect(adds).toHaveLength(2);
      expect((adds[1] as { items: { qty: number }[] }).items[0]?.qty).toBe(Number(typed));
      await close();
    });
  }

  it('adds a list once while a slow answer is on its way (latency): Add all to cart waits, a second press sends nothing', async () => {
    const { page, close } = await openWithList();
    await waitForItems(page);
    const list = region(page, LIST);
    const adds = recordCalls(page, 'Cart/AddItemsToCart');
    const slow = await holdAnswer(page, '**/api/Cart/AddItemsToCart');
    const addAll = list.getByRole('button', { name: `Add all to cart from ${LIST}` });
    await addAll.click();
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('true');
    // Pressed again while it waits (aria-disabled: Playwright would wait, a person does not).
    expect(await addAll.getAttribute('aria-disabled')).toBe('true');
    await addAll.click({ force: true });
    await slow.release();
    await expectVisible(list.getByText(`Added ${items.length} items to your cart.`), 15_000);
    await pageSettled(page);
    expect(adds).toHaveLength(1);
    await close();
  });

  it('keeps the item when removing it fails (500), says so with Retry, and Retry removes it', async () => {
    const { page, close } = await openWithList();
    await waitForItems(page);
    const gone = items[1]!;
    const removes = await faultCalls(page, 'Customer/RemoveFromFavoriteLists', '500', 1);
    await region(page, LIST).getByRole('button', { name: `Remove ${gone.itemName} from ${LIST}` }).click();
    const alert = retryAlert(page, '#favorites-page');
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain(EXPECTED['500']('Customer/RemoveFromFavoriteLists'));
    await expectVisible(region(page, LIST).getByRole('link', { name: gone.itemName, exact: true }));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(region(page, LIST).getByRole('link', { name: gone.itemName, exact: true }), 15_000);
    await expectHidden(alert);
    expect(removes).toHaveLength(2);
    items = items.slice(0, 1);
    await close();
  });

  for (const fault of ['drop', '500'] as const) {
    it(`keeps the typed list name when creating a list fails (${fault}), and Retry creates it and empties the box`, async () => {
      const { page, close } = await openWithList();
      await waitForItems(page);
      const name = `Fault Create ${fault}`;
      const box = page.locator('#favorites-page').getByRole('textbox', { name: 'New list name' });
      await box.fill(name);
      const creates = await faultCalls(page, 'Customer/AddFavoriteList', fault, 1);
      await page.locator('#favorites-page').getByRole('button', { name: 'Create list' }).click();
      const alert = retryAlert(page, '#favorites-page');
      await expectVisible(alert, 15_000);
      expect(await alert.textContent()).toContain(expectedText(fault, 'Customer/AddFavoriteList', `create the list '${name}'`));
      expect(await box.inputValue()).toBe(name);
      expect(await region(page, name).count()).toBe(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(region(page, name), 15_000);
      await expectHidden(alert);
      expect(creates).toHaveLength(2);
      // Created by Retry: the box empties as after a create from the form itself.
      await expect.poll(() => box.inputValue()).toBe('');
      await close();
    });
  }

  it('keeps a list whose removal failed (malformed), says so with Retry, and Retry removes it', async () => {
    const { page, close } = await openWithList();
    const name = 'Fault Create drop';
    await expectVisible(region(page, name), 20_000);
    const deletes = await faultCalls(page, 'Customer/deleteFavoriteList', 'malformed', 1);
    await region(page, name).getByRole('button', { name: `Remove list ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove favorite list' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const alert = retryAlert(page, '#favorites-page');
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain(EXPECTED.malformed(`remove '${name}'`));
    await expectVisible(region(page, name));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(region(page, name), 15_000);
    await expectHidden(alert);
    expect(deletes).toHaveLength(2);
    await close();
  });

  it('removes an item once while a slow answer is on its way (latency): the list says it is busy, the item stays until the answer', async () => {
    const { page, close } = await openWithList();
    await waitForItems(page);
    const gone = items[0]!;
    const list = region(page, LIST);
    const removes = recordCalls(page, 'Customer/RemoveFromFavoriteLists');
    const slow = await holdAnswer(page, '**/api/Customer/RemoveFromFavoriteLists');
    const remove = list.getByRole('button', { name: `Remove ${gone.itemName} from ${LIST}` });
    await remove.click();
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('true');
    // Never shown as done before the service said so.
    expect(await list.getByRole('link', { name: gone.itemName, exact: true }).count()).toBe(1);
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await remove.click({ force: true });
    await slow.release();
    await expectHidden(list.getByRole('link', { name: gone.itemName, exact: true }), 15_000);
    await pageSettled(page);
    expect(removes).toHaveLength(1);
    items = [];
    await close();
  });

  it("never shows the previous customer's item details when they arrive after a customer switch", async () => {
    const { page, context } = await h.openPage('/', { persona: 'salesRep' });
    const { items: repItems } = await makeList(page, 'Rep Fault List');
    const before = ((await readPageContext(page)).customer as { customerNumber: string }).customerNumber;
    let release: () => void = () => {};
    const switched = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    let releasedAll: () => void = () => {};
    const staleDone = new Promise<void>((resolve) => {
      releasedAll = resolve;
    });
    const asked: string[] = [];
    await page.route('**/api/Product/GetProductSquare', async (route) => {
      const body = route.request().postDataJSON() as { customerNumber: string };
      asked.push(body.customerNumber);
      if (body.customerNumber !== before) return route.continue();
      held += 1;
      const response = await route.fetch();
      const answer = (await response.json()) as { itemName: string };
      answer.itemName = 'STALEANSWER';
      await switched;
      await route.fulfill({ response, json: answer }).catch(() => undefined);
      held -= 1;
      if (held === 0) releasedAll();
    });
    await page.goto(`${h.baseUrl}${FAVORITES}`);
    const sawStale = await watchFor(page, 'STALEANSWER');
    await expect.poll(() => asked.filter((n) => n === before).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(repItems.length);
    const [target, option] = before === '100234' ? ['Sunshine', /Sunshine Garden Center \(100512\)/] : ['Maple', /Maple Hollow Greenhouses \(100234\)/];
    await switchCustomer(page, target, option);
    for (const item of repItems) {
      await expectVisible(region(page, 'Rep Fault List').getByRole('link', { name: item.itemName, exact: true }), 20_000);
    }
    release();
    await staleDone;
    await pageSettled(page);
    expect(await sawStale()).toBe(false);
    expect(asked.some((n) => n !== before)).toBe(true);
    await context.close();
  });
});

describe('account forms under faults', () => {
  const contactValues = {
    Name: 'Robin Fault',
    Company: 'Fault Nursery',
    Email: 'robin@fault-nursery.example',
    'Phone (optional)': '555-0100',
    'Customer number (optional)': '100234',
    Message: 'Do you ship pallets of 4 inch pots to Maine?',
  };

  async function fillContact(page: Page): Promise<void> {
    const form = page.getByRole('form', { name: 'Contact us' });
    await expectVisible(form.getByRole('button', { name: 'Send message' }), 20_000);
    for (const [label, value] of Object.entries(contactValues)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('combobox', { name: 'Topic' }).selectOption({ index: 1 });
  }

  async function expectContactKept(page: Page, topic: string): Promise<void> {
    const form = page.getByRole('form', { name: 'Contact us' });
    for (const [label, value] of Object.entries(contactValues)) expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(await form.getByRole('combobox', { name: 'Topic' }).inputValue()).toBe(topic);
  }

  // One kind of fault per form (create login 500, recover drop, reset malformed below): the
  // sentence per kind is userMessage's rule (src/api/errors.test.ts).
  for (const fault of ['500'] as const) {
    it(`keeps every field of the contact form when sending fails (${fault}), says so, and sending again sends it`, async () => {
      const { page, context } = await h.openPage('/account/contact');
      await fillContact(page);
      const topic = await page.getByRole('combobox', { name: 'Topic' }).inputValue();
      const sends = await faultCalls(page, 'Customer/SendContactUsInfo', fault, 1);
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByRole('button', { name: 'Send message' }).click();
      const alert = form.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' });
      await expectVisible(alert, 15_000);
      expect(await alert.textContent()).toContain(expectedText(fault, 'Customer/SendContactUsInfo', 'send your message'));
      expect(await page.getByText('Thank you. Customer service answers within one business day.').count()).toBe(0);
      await expectContactKept(page, topic);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expectVisible(page.getByText('Thank you. Customer service answers within one business day.'), 15_000);
      expect(sends).toHaveLength(2);
      expect(sends[1]).toMatchObject({ name: contactValues.Name, message: contactValues.Message, customerNumber: '100234' });
      await context.close();
    });
  }

  it('sends the contact form once while a slow answer is on its way (latency), however often it is submitted', async () => {
    const { page, context } = await h.openPage('/account/contact');
    await fillContact(page);
    // Another address: the service takes at most 3 messages per address in 10 minutes.
    await page.getByRole('form', { name: 'Contact us' }).getByLabel('Email', { exact: true }).fill('sam@slow-nursery.example');
    const sends = recordCalls(page, 'Customer/SendContactUsInfo');
    const slow = await holdAnswer(page, '**/api/Customer/SendContactUsInfo');
    const button = page.getByRole('form', { name: 'Contact us' }).getByRole('button', { name: 'Send message' });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    await button.click();
    await page.keyboard.press('Enter');
    await slow.release();
    await expectVisible(page.getByText('Thank you. Customer service answers within one business day.'), 15_000);
    await pageSettled(page);
    expect(sends).toHaveLength(1);
    await context.close();
  });

  it('keeps every field of create login, passwords too, when sending fails (500), and sending again sends it', async () => {
    const { page, context } = await h.openPage('/account/create-login');
    const form = page.getByRole('form', { name: 'Create a login' });
    await expectVisible(form.getByRole('button', { name: 'Create login' }), 20_000);
    const values: Record<string, string> = {
      'Customer number': '100234',
      'Zip code': '44021',
      'First name': 'Fern',
      'Last name': 'Fault',
      Email: 'fern.fault@example.com',
      Password: 'violet tractor harbour 42',
      'Confirm password': 'violet tractor harbour 42',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await expectVisible(form.getByText(/This password meets the rules\./), 15_000);
    const sends = await faultCalls(page, 'Customer/CreateLogin', '500', 1);
    await form.getByRole('button', { name: 'Create login' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain(EXPECTED['500']('Customer/CreateLogin'));
    for (const [label, value] of Object.entries(values)) expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    await form.getByRole('button', { name: 'Create login' }).click();
    await expectVisible(page.getByText('Your login request was received. You will get an email when it is approved.'), 15_000);
    expect(sends).toHaveLength(2);
    await context.close();
  });

  it('keeps the email of recover password when the connection drops, says so, and sending again sends it', async () => {
    const { page, context } = await h.openPage('/account/recover-password');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await expectVisible(form.getByRole('button', { name: 'Send reset link' }), 20_000);
    await form.getByRole('textbox', { name: 'Email' }).fill('fern.fault@example.com');
    const sends = await faultCalls(page, 'Customer/RecoverPassword', 'drop', 1);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain(EXPECTED.drop('send a reset link'));
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('fern.fault@example.com');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByText('If a login exists for this address, we sent it a link to reset the password.'), 15_000);
    expect(sends).toHaveLength(2);
    await context.close();
  });

  it('keeps both new passwords of reset password when the answer is malformed, says so, and sending again gets the service its answer', async () => {
    const { page, context } = await h.openPage('/account/reset-password?token=fault-test-token');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await expectVisible(form.getByRole('button', { name: 'Set new password' }), 20_000);
    const password = 'copper lantern meadow 77';
    await form.getByLabel('New password', { exact: true }).fill(password);
    await form.getByLabel('Confirm new password', { exact: true }).fill(password);
    await expectVisible(form.getByText(/This password meets the rules\./), 15_000);
    const sends = await faultCalls(page, 'Customer/ResetPassword', 'malformed', 1);
    await form.getByRole('button', { name: 'Set new password' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain(EXPECTED.malformed('set your new password'));
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe(password);
    expect(await form.getByLabel('Confirm new password', { exact: true }).inputValue()).toBe(password);
    // Sent again, the service answers: this made-up link is not valid (410), said in place.
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => sends.length, { timeout: 15_000 }).toBe(2);
    await expectHidden(alert, 15_000);
    await expectVisible(page.getByRole('link', { name: /new link|reset link/i }).first(), 15_000);
    expect(sends[1]).toMatchObject({ resetToken: 'fault-test-token', password });
    await context.close();
  });
});
