/**
 * The widgets against a failing service, built bundle in Chromium. Faults come from the
 * reference service's own fault switch: `page.route` adds `X-Sf-Fault: 500 | malformed |
 * drop | delay=<ms>` to chosen requests and the service answers with the SPEC 500 body, a
 * body that is not JSON, a destroyed connection or a late answer (docs/service.md "Fault
 * switch"; the header is honored under vitest). What must hold: a clear message, what the
 * user typed or chose is kept, Retry recovers, an older answer never replaces a newer one,
 * a double click adds once, and a lost connection never reports an addition.
 * Faults already covered elsewhere are not repeated here (docs/hardening.md "Faults").
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { badgeLabel, injectFault, recordCalls, recordCartUpdates, waitForBadgeLabel } from './faultHelpers';
import { deferred } from '../../src/testing/deferred';
import { expectHidden, expectVisible, holdAnswer, pageSettled, useHarness, waitFor } from './harness';

const h = useHarness();

const CONTAINERS = '/order-now/1/containers';
const TRACK_BENCH = '/track-bench-configurator';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function waitForGrid(page: Page): Promise<void> {
  await expectVisible(cards(page).first(), 20_000);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 20_000 });
}

const filterKeys = (page: Page) => [...new URL(page.url()).searchParams.keys()].filter((key) => key.startsWith('f.'));

describe('search page under faults', () => {
  it('shows a malformed answer as a clear message, keeps the chosen filter, and Retry loads it', async () => {
    const { page, context, pageErrors } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    await injectFault(page, 'Product/WebSearch', 'malformed');
    const option = page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
    await option.check();
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain('The store sent an answer this page cannot read, so it could not load the products.');
    expect(await option.isChecked()).toBe(true);
    expect(filterKeys(page)).toHaveLength(1);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForGrid(page);
    await expectHidden(alert);
    expect(await option.isChecked()).toBe(true);
    await expectVisible(page.getByRole('button', { name: /^Remove filter Color: / }));
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  // After a failed search the previous choice's grid, count and pagination must not stay on
  // screen under the new filter's chip (docs/accessibility.md, "Fixed").
  it('shows no results of the previous choice under a filter whose search failed', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    await injectFault(page, 'Product/WebSearch', '500');
    await page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first().check();
    await expectVisible(page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }), 20_000);
    const grid = await page.evaluate(() => {
      const articles = [...document.querySelectorAll('main article')];
      const shown = articles.filter((a) => !a.closest('[inert], [aria-busy="true"], [hidden]'));
      return shown.length;
    });
    await context.close();
    expect(grid).toBe(0);
  });

  it('shows failed filters (500) in the filter panel with Retry while the products still load', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await injectFault(page, 'Product/WebSearchFacets', '500', 10);
    await page.goto(`${h.baseUrl}${CONTAINERS}`);
    await waitForGrid(page);
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain('Injected fault: Product/WebSearchFacets failed on purpose (fault mode).');
    expect(await page.getByRole('group', { name: 'Color' }).count()).toBe(0);
    await page.unroute('**/api/Product/WebSearchFacets');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first(), 20_000);
    await expectHidden(alert);
    await context.close();
  });

  it('shows a dropped connection as a clear message and Retry recovers', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    // Every call is dropped: the search client tries a lost connection again once by itself.
    await injectFault(page, 'Product/WebSearch', 'drop', 10);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Item Number' });
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain('Could not reach the store to load the products.');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('itemNumberExact');
    await page.unroute('**/api/Product/WebSearch');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForGrid(page);
    await expectHidden(alert);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('itemNumberExact');
    await context.close();
  });

  it('never shows the answer of an older filter request that the service sent late', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    // The first filter's search is held back until the newer ones are answered.
    const answers: { filters: string; first: string }[] = [];
    let routed = 0;
    await page.route('**/api/Product/WebSearch', async (route) => {
      const filters = JSON.stringify((route.request().postDataJSON() as { filters?: unknown }).filters ?? []);
      routed += 1;
      const response = await route.fetch();
      const body = await response.text();
      answers.push({ filters, first: (JSON.parse(body) as { items: { itemName: string }[] }).items[0]?.itemName ?? '' });
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    const group = page.getByRole('group', { name: 'Color' });
    const first = group.getByRole('checkbox').nth(0);
    const second = group.getByRole('checkbox').nth(1);
    const held = await holdAnswer(page, '**/api/Product/WebSearch');
    await first.check();
    await held.sent;
    await first.uncheck();
    // The second colour is checked once the search without a colour has reached the route:
    // checked at once, its search can cancel that one before the route sees it, and the two
    // newer answers awaited below never come (the held one is still in holdAnswer's route).
    await waitFor(async () => routed > 0, 'the search without a colour to reach the route');
    await second.check();
    // Every answer arrives: the held one (first colour only) last.
    await waitFor(async () => answers.length >= 2, 'the newer answers');
    await held.release();
    await waitFor(async () => answers.length >= 3, 'the held answer');
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    const late = answers.at(-1);
    const newest = answers.find((answer) => answer !== late && answer.filters !== '[]');
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(late?.filters).not.toBe(newest?.filters);
    // The two answers differ, so the grid shows which one won.
    expect(late?.first).not.toBe(newest?.first);
    expect(await cards(page).first().getAttribute('aria-label')).toBe(newest?.first);
    expect(await first.isChecked()).toBe(false);
    expect(await second.isChecked()).toBe(true);
    expect(filterKeys(page)).toHaveLength(1);
    await context.close();
  });
});

describe('add to cart under faults', () => {
  for (const [index, fault] of (['drop', '500', 'malformed'] as const).entries()) {
    it(`never reports success when the add fails (${fault}): no Added, badge unchanged, message, quantity kept`, async () => {
      const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
      await waitForGrid(page);
      await waitForBadgeLabel(page, (l) => /^Cart, \d+ items?$/.test(l), 'a count');
      const before = await badgeLabel(page);
      const updates = await recordCartUpdates(page);
      // A card of its own per fault: adding an item already in the cart does not change the line count.
      const card = cards(page).nth(index);
      const field = card.getByRole('spinbutton', { name: 'Quantity' });
      const pack = Number(await field.inputValue());
      await field.fill(String(pack * 3));
      await field.blur();
      await injectFault(page, 'Cart/AddItemToCart', fault);
      await card.getByRole('button', { name: 'Add to cart' }).click();

      const message = card.getByRole('alert');
      await expectVisible(message, 15_000);
      const expected = {
        drop: 'Could not reach the store to add this item to your cart.',
        '500': 'Injected fault: Cart/AddItemToCart failed on purpose (fault mode).',
        malformed: 'The store sent an answer this page cannot read, so it could not add this item to your cart.',
      }[fault];
      expect(await message.textContent()).toContain(expected);
      await pageSettled(page);
      expect(await card.getByText(/Added \d+ to cart/).count()).toBe(0);
      expect(await badgeLabel(page)).toBe(before);
      expect(await updates.evaluate((seen) => seen.length)).toBe(0);
      expect(await field.inputValue()).toBe(String(pack * 3));

      // Pressing Add to cart again is the retry, and it works once the service does.
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expectVisible(card.getByText(`Added ${pack * 3} to cart`), 15_000);
      await expectHidden(message);
      await waitForBadgeLabel(page, (l) => l !== before && /^Cart, \d+ items?$/.test(l), 'a new count');
      await context.close();
    });
  }
});

describe('cart badge under faults', () => {
  for (const fault of ['malformed', 'drop'] as const) {
    it(`shows no count, never a wrong one, when GetCartInfo fails (${fault}), and recovers when the tab is shown again`, async () => {
      // Opened until the network is quiet: the first page's GetCartInfo must not be the call awaited below.
      const { page, context } = await h.openPage('/', { persona: 'buyer', waitUntil: 'quiet' });
      // Every call fails: the badge tries a lost connection again once by itself.
      await injectFault(page, 'Cart/GetCartInfo', fault, 10);
      const failed = page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith('/Cart/GetCartInfo'), timeout: 15_000 }).catch(() => null);
      const failedNet = page.waitForEvent('requestfailed', { predicate: (r) => r.url().endsWith('/Cart/GetCartInfo'), timeout: 15_000 }).catch(() => null);
      await page.reload();
      await Promise.race([failed, failedNet]);
      await pageSettled(page);
      for (const placement of ['desktop', 'mobile']) {
        const link = page.locator(`#cart-badge-${placement} a`);
        expect(await link.getAttribute('aria-label')).toBe('Cart');
        expect((await link.textContent())?.trim()).toBe('');
      }
      await page.unroute('**/api/Cart/GetCartInfo');
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await waitForBadgeLabel(page, (l) => /^Cart, \d+ items?$/.test(l), 'a count');
      await context.close();
    });
  }
});

describe('cart badge: an answer older than the cart it shows', () => {
  it('keeps the count of an add that happened while an older GetCartInfo answer was on its way', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    // GetCartInfo is answered now (the cart before the add) and delivered after the add (the
    // page may have given up on it by then: the route's fulfil is over either way).
    const answered = deferred<void>();
    const delivered = deferred<void>();
    const over = deferred<void>();
    await page.route('**/api/Cart/GetCartInfo', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      answered.resolve();
      await delivered.promise;
      await route.fulfill({ response, body }).catch(() => undefined);
      over.resolve();
    });
    await page.goto(`${h.baseUrl}${CONTAINERS}`);
    await waitForGrid(page);
    const card = cards(page).nth(5);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expectVisible(card.getByText(/Added \d+ to cart/), 15_000);
    await waitForBadgeLabel(page, (l) => /^Cart, \d+ items?$/.test(l), 'a count');
    const afterAdd = await badgeLabel(page);
    await answered.promise;
    delivered.resolve();
    await over.promise;
    await pageSettled(page);
    expect(await badgeLabel(page)).toBe(afterAdd);
    expect(await page.locator('#cart-badge-mobile a').getAttribute('aria-label')).toBe(afterAdd);
    await context.close();
  });
});

describe('favorites under faults', () => {
  let productPath: string | null = null;
  async function product(): Promise<string> {
    if (productPath) return productPath;
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    productPath = await page
      .getByRole('list', { name: 'Every route' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '').find((href) => href.startsWith('/order-now/product/')) ?? '');
    await context.close();
    return productPath;
  }
  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Favorite lists' });

  it('keeps the typed list name when creating fails (500), and Retry creates it', async () => {
    const { page, context } = await h.openPage(await product(), { persona: 'buyer' });
    const opener = page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true });
    await expectVisible(opener, 20_000);
    await opener.click();
    const dialog = dialogOf(page);
    const nameBox = dialog.getByRole('textbox', { name: 'New list name' });
    await expectVisible(nameBox);
    await page.waitForFunction(() => !document.querySelector('dialog[open] [aria-disabled="true"]'));
    // A new list is created by adding the item to a list of a new name.
    const creates = await injectFault(page, 'Customer/AddToFavoriteLists', '500');
    await nameBox.fill('Fault Season');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    const alert = dialog.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain('Injected fault: Customer/AddToFavoriteLists failed on purpose (fault mode).');
    expect(await nameBox.inputValue()).toBe('Fault Season');
    expect(await dialog.getByRole('checkbox', { name: 'Fault Season', exact: true }).count()).toBe(0);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(dialog.getByRole('checkbox', { name: 'Fault Season', exact: true }), 15_000);
    await expectHidden(alert);
    expect(creates).toHaveLength(2);
    await context.close();
  });

  it('shows a malformed list answer as a clear message, and Retry loads the lists', async () => {
    const { page, context } = await h.openPage(await product(), { persona: 'buyer' });
    const opener = page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true });
    await expectVisible(opener, 20_000);
    // Every list answer is malformed until the route is removed: how many times the page asks
    // (at mount, on open) depends on timing, and a lucky third call must not hide the message.
    await injectFault(page, 'Customer/FavoriteLists', 'malformed', Number.POSITIVE_INFINITY);
    const calls = recordCalls(page, 'Customer/FavoriteLists');
    await page.reload();
    await expectVisible(opener, 20_000);
    await opener.click();
    const dialog = dialogOf(page);
    const alert = dialog.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain('The store sent an answer this page cannot read');
    await page.unroute('**/api/Customer/FavoriteLists');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(alert, 15_000);
    await expectVisible(dialog.getByRole('checkbox').first(), 15_000).catch(async (e) => {
      console.log('DIALOG', JSON.stringify(await page.locator('dialog[open]').innerText()).slice(0, 3000), JSON.stringify(calls.map((c) => c.url())));
      throw e;
    });
    await context.close();
  });
});

describe('configurators under faults', () => {
  async function openTrackBench(page: Page): Promise<void> {
    await expectVisible(page.getByRole('textbox', { name: 'Bench length (ft)' }), 25_000);
    await expectVisible(page.getByRole('table', { name: 'Bill of materials' }), 25_000);
  }

  it('shows a failed kit (500) with Retry, keeps the typed layout, and Retry shows the kit', async () => {
    const { page, context } = await h.openPage(TRACK_BENCH, { persona: 'buyer' });
    await openTrackBench(page);
    await injectFault(page, 'benchconfig/GetKitItemsFromBenchConfig', '500', 5);
    await page.getByRole('textbox', { name: 'Bench length (ft)' }).fill('24');
    await page.getByRole('textbox', { name: 'Number of benches' }).fill('5');
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain('Injected fault: benchconfig/GetKitItemsFromBenchConfig failed on purpose (fault mode).');
    // An older kit is not offered as the kit of the new layout.
    expect(await page.getByText(/^Track bench kit: 5 benches/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add kit to cart' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Bench length (ft)' }).inputValue()).toBe('24');
    expect(await page.getByRole('textbox', { name: 'Number of benches' }).inputValue()).toBe('5');

    await page.unroute('**/api/benchconfig/GetKitItemsFromBenchConfig');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByText(/^Track bench kit: 5 benches, \d ft x 24 ft/), 15_000);
    await expectHidden(alert);
    await context.close();
  });

  it('never shows the kit of an older layout that the service answered late', async () => {
    const { page, context } = await h.openPage(TRACK_BENCH, { persona: 'buyer' });
    await openTrackBench(page);
    const requests = recordCalls(page, 'benchconfig/GetKitItemsFromBenchConfig');
    const benches = page.getByRole('textbox', { name: 'Number of benches' });
    const held = await holdAnswer(page, '**/api/benchconfig/GetKitItemsFromBenchConfig');
    await benches.fill('7');
    await held.sent;
    await benches.fill('9');
    await expectVisible(page.getByText(/^Track bench kit: 9 benches/), 15_000);
    // The held answer for 7 benches arrives now, after the one for 9.
    await held.release();
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(requests[0]?.postDataJSON())).toContain('7');
    expect(await page.getByText(/^Track bench kit: 7 benches/).count()).toBe(0);
    await expectVisible(page.getByText(/^Track bench kit: 9 benches/));
    expect(await benches.inputValue()).toBe('9');
    await context.close();
  });

  it('adds the kit once for a double click', async () => {
    const { page, context } = await h.openPage(TRACK_BENCH, { persona: 'buyer' });
    await openTrackBench(page);
    const adds = recordCalls(page, 'Cart/AddKitItemToCart');
    await page.getByRole('button', { name: 'Add kit to cart' }).dblclick();
    await expectVisible(page.getByText(/added to your cart \(\d+ lines\)/), 15_000);
    await pageSettled(page);
    expect(adds).toHaveLength(1);
    await context.close();
  });

  it('adds the item and its add-ons once for a double click in the add-ons configurator', async () => {
    const { page, context } = await h.openPage('/addons-configurator?item=IR09005&qty=3', { persona: 'buyer' });
    const add = page.getByRole('button', { name: /^Add item/ });
    await expectVisible(add, 25_000);
    const adds = recordCalls(page, 'Cart/AddItemsToCart');
    await add.dblclick();
    await expectVisible(page.getByText(/added to your cart\./), 15_000);
    await pageSettled(page);
    expect(adds).toHaveLength(1);
    await context.close();
  });

  it('never reports success when the connection drops while adding in the add-ons configurator, and Retry adds', async () => {
    const { page, context } = await h.openPage('/addons-configurator?item=IR09005&qty=3', { persona: 'buyer' });
    const add = page.getByRole('button', { name: /^Add item/ });
    await expectVisible(add, 25_000);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity', exact: true });
    await quantity.fill('5');
    await quantity.blur();
    const adds = await injectFault(page, 'Cart/AddItemsToCart', 'drop');
    await add.click();
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain('Could not reach the store to add these items to your cart.');
    await pageSettled(page);
    expect(await page.getByText(/added to your cart\./).count()).toBe(0);
    expect(await quantity.inputValue()).toBe('5');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByText(/added to your cart\./), 15_000);
    await expectHidden(alert);
    expect(adds).toHaveLength(2);
    await context.close();
  });

  it('never reports success when the connection drops while adding the kit, and Retry adds it', async () => {
    const { page, context } = await h.openPage(TRACK_BENCH, { persona: 'buyer' });
    await openTrackBench(page);
    await page.getByRole('textbox', { name: 'Number of benches' }).fill('4');
    await expectVisible(page.getByText(/^Track bench kit: 4 benches/), 15_000);
    await waitForBadgeLabel(page, (l) => /^Cart, \d+ items?$/.test(l), 'a count');
    const before = await badgeLabel(page);
    const updates = await recordCartUpdates(page);
    const adds = await injectFault(page, 'Cart/AddKitItemToCart', 'drop');
    await page.getByRole('button', { name: 'Add kit to cart' }).click();
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 15_000);
    expect(await alert.textContent()).toContain('Could not reach the store to add this kit to your cart.');
    await pageSettled(page);
    expect(await page.getByText(/added to your cart/).count()).toBe(0);
    expect(await badgeLabel(page)).toBe(before);
    expect(await updates.evaluate((seen) => seen.length)).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Number of benches' }).inputValue()).toBe('4');

    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByText(/added to your cart \(\d+ lines\)/), 15_000);
    await expectHidden(alert);
    expect(await updates.evaluate((seen) => seen.length)).toBe(1);
    expect(adds).toHaveLength(2);
    await context.close();
  });

  it('shows a malformed item answer in the add-ons configurator with Retry, which loads it', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await injectFault(page, 'Product/GetItem', 'malformed');
    await page.goto(`${h.baseUrl}/addons-configurator?item=IR09005&qty=3`);
    const alert = page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert, 25_000);
    expect(await alert.textContent()).toContain('The store sent an answer this page cannot read, so it could not load this item and its add-ons.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add-ons', exact: true }), 25_000);
    await expectHidden(alert);
    await context.close();
  });
});
