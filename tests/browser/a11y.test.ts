/**
 * axe-core over every demo route, whole page (host and widgets together), at 1280 px and
 * 375 px, signed in (buyer) and anonymous, and with the widgets' dialogs open: no violation
 * of serious or critical impact. Moderate and minor ones are listed in docs/accessibility.md
 * with their reason; this file prints them (`A11Y_REPORT=1`) so that list can be checked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectHidden, expectVisible, networkQuiet, pageSettled, useHarness, VIEWPORTS, type OpenedPage, type PersonaKey } from './harness';

const h = useHarness();

const WIDTHS = { desktop: VIEWPORTS.desktop, phone: { width: 375, height: 812 } } as const;
type Width = keyof typeof WIDTHS;

/** Lines of `axeViolations` start "rule (impact): …". */
const isBlocking = (line: string) => /^\S+ \((serious|critical)\)/.test(line);

function report(label: string, lines: string[]): void {
  if (process.env.A11Y_REPORT) for (const line of lines.filter((l) => !isBlocking(l))) console.log(`[a11y] ${label}: ${line}`);
}

/** The "Every route" list of the home page, as the persona sees it. */
async function routeLinks(persona: PersonaKey): Promise<{ text: string; href: string }[]> {
  const { page, context } = await h.openPage('/', { persona });
  const links = page.getByRole('list', { name: 'Every route' }).getByRole('link');
  const result = await links.evaluateAll((anchors) => anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
  await context.close();
  return result;
}

let routesCache: string[] | null = null;

/** One example of every demo route, from the home page's "Every route" list. */
async function demoRoutes(): Promise<string[]> {
  if (routesCache) return routesCache;
  const links = await routeLinks('buyer');
  const pick = (test: (l: { text: string; href: string }) => boolean, what: string): string => {
    const found = links.find(test);
    if (!found) throw new Error(`the home page links no ${what}`);
    return found.href;
  };
  const filterLink = pick((l) => l.text.startsWith('Third-level category filter link'), 'third-level filter link');
  routesCache = [
    '/',
    pick((l) => /^\/order-now\/\d+\/[^/?]+$/.test(l.href) && l.href !== filterLink, 'category page'),
    '/plant-connection',
    filterLink,
    pick((l) => l.href.startsWith('/order-now/product/'), 'product page'),
    pick((l) => l.href.startsWith('/search-results?term='), 'search results page'),
    pick((l) => l.href.startsWith('/MyAccount/OrderManager/ViewStatement?number='), 'statement'),
    '/account/favorites/',
    '/login',
    '/cart',
    pick((l) => l.href.startsWith('/addons-configurator?'), 'add-ons configurator'),
    '/track-bench-configurator',
    '/slide-bench-configurator',
    '/bench-conversion-configurator',
    '/demo/hostile',
    // Issue 26: the routes added since (checkout, statements list, account forms).
    '/checkout',
    '/MyAccount/OrderManager/Statements',
    '/account/contact',
    '/account/create-login',
    '/account/recover-password',
    '/account/reset-password?token=a11y-sweep-token',
  ];
  return routesCache;
}

/**
 * Opens `path` (at 1280 px unless told) and waits until the widgets have loaded and settled. The hostile
 * page's CSP (and the reset page's) refuses the injected axe script, so its context bypasses
 * the policy (the page still renders under its theme; the policies are tested in
 * hostile.test.ts and account-hardening.test.ts).
 */
async function openSettled(path: string, persona: PersonaKey, width: Width = 'desktop'): Promise<OpenedPage & { close: () => Promise<void> }> {
  // The reset page (a token in its address) is served with its own strict policy too.
  const bypassCSP = path === '/demo/hostile' || path.startsWith('/account/reset-password');
  const opened = await h.openPage(path, { persona, viewport: WIDTHS[width], bypassCSP, waitUntil: 'quiet' });
  await settle(opened.page);
  return { ...opened, close: () => opened.context.close() };
}

const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });

/**
 * Runs `check` at 1280 px and then, the same page resized, at 375 px: one page load checks
 * both widths (the widgets follow a resize, src/runtime/screen.ts). The page is left at 1280 px.
 */
async function atBothWidths(page: Page, check: (px: string) => Promise<string[]>): Promise<string[]> {
  const found = (await check('1280 px')).map((l) => `1280 px: ${l}`);
  await page.setViewportSize(WIDTHS.phone);
  await networkQuiet(page);
  await settle(page);
  found.push(...(await check('375 px')).map((l) => `375 px: ${l}`));
  await page.setViewportSize(WIDTHS.desktop);
  await pageSettled(page);
  return found;
}

/** Violations of serious or critical impact at 1280 and 375 px (`atBothWidths`). */
const blockingAtBothWidths = (page: Page, label: string, exclude: string[] = []) =>
  atBothWidths(page, (px) => blocking(page, `${label} (${px})`, exclude));

/**
 * Left out on /demo/hostile only, each listed in docs/accessibility.md: the host's own header
 * text under the deliberately bad theme (hostile.css turns every element #6b2d87, which on
 * the header's green fails contrast; the theme is the test fixture and is kept as bad as it
 * is), and the image without alt text inside the unsafe CMS category description, which is
 * content the search widget shows as given (open: the sanitizer could give it alt="").
 */
const HOSTILE_EXCLUDE = ['.brand__name', '.login-menu__summary'];

/** The filter panel's placeholder while the filters load (src/ui/search/FilterPanel.tsx). */
const LOADING_FILTERS = 'div[role="status"][aria-busy="true"]';

/** Host pages whose own markup (header, navigation, footer, server-rendered content) must have no violation of any impact. */
const HOST_PAGES = ['/', '/login', '/cart', '/account/favorites/', '/search-results?term=pots'];

/**
 * Demo pages that play another system, not the storefront: the procurement simulator has its
 * own header (it frames the storefront, whose pages are swept on their own routes). Everything
 * else of the sweep holds for them.
 */
const OTHER_SYSTEM_PAGES: Record<string, string> = { '/demo/procurement': 'Procurement simulator' };

async function expectSiteHeader(page: Page, path: string): Promise<void> {
  const otherSystem = OTHER_SYSTEM_PAGES[path];
  if (otherSystem) {
    await expectVisible(page.getByRole('heading', { level: 1, name: otherSystem }));
    return;
  }
  const banner = page.getByRole('banner');
  await expectVisible(banner.getByRole('link', { name: 'GreenSource Supply' }));
  await expectVisible(banner.getByRole('search'));
  await expectVisible(banner.getByRole('navigation', { name: 'Main' }));
}

/** The routes a persona's sweep visits: the ones above plus every link of its own "Every route" list. */
const pathsCache = new Map<PersonaKey, Promise<string[]>>();
function sweepPaths(persona: PersonaKey): Promise<string[]> {
  let paths = pathsCache.get(persona);
  if (!paths) {
    paths = (async () => {
      const own = await routeLinks(persona);
      expect(own.length).toBeGreaterThan(10);
      return [...new Set([...(await demoRoutes()), ...own.map((l) => l.href), ...(persona === 'buyer' ? HOST_PAGES : [])])];
    })();
    pathsCache.set(persona, paths);
  }
  return paths;
}

/** Each test of the sweep takes this many routes (the last one takes the rest), so no single test runs for minutes. */
const ROUTES_PER_TEST = 8;
const TESTS_PER_PERSONA = 4;

/**
 * One load per route and persona (it was three: a load per width here and one in
 * routes.test.ts): the route answers 200 with the site header, no console error, page error or
 * failed request, axe finds no serious or critical violation at 1280 and 375 px, and on the
 * host pages the host's own markup has none of any impact. The routes are the ones above plus
 * every link of the persona's own "Every route" list, in parts of `ROUTES_PER_TEST`; the last
 * part takes every route left, so none is skipped whatever the list's length.
 */
describe('every demo route', () => {
  for (const persona of ['anonymous', 'buyer'] as const) {
    for (let part = 0; part < TESTS_PER_PERSONA; part++) {
      const last = part === TESTS_PER_PERSONA - 1;
      const from = part * ROUTES_PER_TEST;
      const label = last ? `routes ${from + 1} on` : `routes ${from + 1} to ${from + ROUTES_PER_TEST}`;
      it(`${label} (${persona}): answer 200 with the site header and no console error; axe finds no serious or critical violation at 1280 and 375 px`, async () => {
        const all = await sweepPaths(persona);
        const paths = all.slice(from, last ? undefined : from + ROUTES_PER_TEST);
        if (!last) expect(paths.length).toBe(ROUTES_PER_TEST);
        // Every route of the part is visited before failing, so one run lists every broken page.
        const problems: string[] = [];
        for (const path of paths) problems.push(...(await sweepRoute(path, persona)));
        expect(problems).toEqual([]);
      }, 240_000);
    }
  }
});

/** The sweep of one route (see 'every demo route'): the problems found, each starting with the path. */
async function sweepRoute(path: string, persona: PersonaKey): Promise<string[]> {
  const problems: string[] = [];
  const { page, close, status, consoleErrors, pageErrors, failedRequests } = await openSettled(path, persona);
  // The hostile page's header is themed away and its policy bypassed here; hostile.test.ts and routes.test.ts check it.
  if (path !== '/demo/hostile') {
    if (status !== 200) problems.push(`${path}: status ${status}`);
    await expectSiteHeader(page, path).catch((error: unknown) => problems.push(`${path}: ${String(error)}`));
    for (const text of consoleErrors) problems.push(`${path}: console error: ${text}`);
    for (const error of pageErrors) problems.push(`${path}: page error: ${String(error)}`);
    for (const request of failedRequests) problems.push(`${path}: failed request: ${request}`);
  }
  const hostPage = persona === 'buyer' && HOST_PAGES.includes(path);
  const found = await atBothWidths(page, async (px) => [
    ...(await blocking(page, `${path} (${persona}, ${px})`, path === '/demo/hostile' ? HOSTILE_EXCLUDE : [])),
    // The host's markup only, the widgets' mount points left out: any impact fails.
    ...(hostPage ? (await axeViolations(page, { exclude: ['#searchPage', '[data-sf-widget]'] })).map((l) => `host markup: ${l}`) : []),
  ]);
  problems.push(...found.map((l) => `${path}: ${l}`));
  await close();
  return problems;
}

/** Violations of serious or critical impact, after reporting the rest. */
async function blocking(page: Page, label: string, exclude: string[] = []): Promise<string[]> {
  const lines = await axeViolations(page, { exclude });
  report(label, lines);
  return lines.filter(isBlocking);
}

describe('axe with dialogs open', () => {
  it('the favorites dialog on a product page (1280 and 375 px)', async () => {
    const routes = await demoRoutes();
    const product = routes.find((r) => r.startsWith('/order-now/product/')) ?? '';
    const { page, close } = await openSettled(product, 'buyer');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Favorite lists' });
    await expectVisible(dialog.getByRole('textbox', { name: 'New list name' }));
    expect(await blockingAtBothWidths(page, 'favorites dialog, product')).toEqual([]);
    await close();
  });

  it('the favorites dialog from a search card', async () => {
    const routes = await demoRoutes();
    const search = routes.find((r) => r.startsWith('/search-results')) ?? '';
    const { page, close } = await openSettled(search, 'buyer');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).first().click();
    await expectVisible(page.getByRole('dialog', { name: 'Favorite lists' }).getByRole('textbox', { name: 'New list name' }));
    expect(await blocking(page, 'favorites dialog, search card')).toEqual([]);
    await close();
  });

  it('the delete confirmation on /account/favorites/', async () => {
    const { page, close } = await openSettled('/account/favorites/', 'buyer');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Favorite lists' });
    await dialog.getByRole('textbox', { name: 'New list name' }).fill('A11y Sweep');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    const remove = dialog.getByRole('button', { name: 'Remove list A11y Sweep' });
    await expectVisible(remove);
    await page.waitForFunction(() => !document.querySelector('dialog[open] [aria-disabled="true"]'));
    await remove.click();
    await expectVisible(page.getByRole('alertdialog'));
    expect(await blocking(page, 'favorites delete confirmation')).toEqual([]);
    await close();
  });

  it('the Quantity Changed alert (1280 and 375 px)', async () => {
    const routes = await demoRoutes();
    const { page, close } = await openSettled(routes[1] ?? '', 'buyer');
    const field = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).first();
    const pack = Number(await field.inputValue());
    await field.fill(String(pack + 1));
    await field.press('Tab');
    await expectVisible(page.getByRole('alertdialog', { name: 'Quantity Changed' }));
    expect(await blockingAtBothWidths(page, 'Quantity Changed alert')).toEqual([]);
    await close();
  });

  it('a quantity field refusing a key, and the over-stock question (1280 and 375 px, issue 41)', async () => {
    const routes = await demoRoutes();
    const { page, close } = await openSettled(routes[1] ?? '', 'buyer');
    const field = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).first();
    const pack = Number(await field.inputValue());
    await field.fill('');
    await field.pressSequentially('1e3');
    await expectVisible(page.getByRole('main').getByText('Digits only: write 1000, not 1e3'));
    expect(await blockingAtBothWidths(page, 'quantity field message')).toEqual([]);
    // The most whole packs one line holds: far more than any item's stock.
    await field.fill(String(Math.floor(999_999 / pack) * pack));
    await field.press('Enter');
    await expectVisible(page.getByRole('alertdialog', { name: 'More than is in stock?' }));
    expect(await blockingAtBothWidths(page, 'over-stock question')).toEqual([]);
    await close();
  });

  for (const persona of ['buyer', 'anonymous'] as const) {
    it(`the filter panel at 375 px (${persona})`, async () => {
      const routes = await demoRoutes();
      const { page, close } = await openSettled(routes[1] ?? '', persona, 'phone');
      const panel = page.getByRole('dialog', { name: 'Filters' });
      await expectHidden(panel);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expectVisible(panel.getByRole('checkbox').first());
      expect(await blocking(page, `filter panel (${persona}, 375 px)`)).toEqual([]);
      await close();
    });
  }

  it('error notices with Retry (a failed search, a failed kit)', async () => {
    const routes = await demoRoutes();
    const { page, close } = await openSettled('/', 'buyer');
    // The service's fault switch answers these calls 500 (docs/service.md "Fault switch").
    await page.route(/\/api\/(Product\/WebSearch|Product\/WebSearchFacets|benchconfig\/GetKitItemsFromBenchConfig)$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': '500' } }),
    );
    await page.goto(`${h.baseUrl}${routes[1] ?? ''}`);
    await expectVisible(page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }).first(), 20_000);
    await networkQuiet(page);
    expect(await blocking(page, 'search error')).toEqual([]);
    await page.goto(`${h.baseUrl}/track-bench-configurator`);
    await expectVisible(page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }), 25_000);
    expect(await blocking(page, 'kit error')).toEqual([]);
    await close();
  });

  // The placeholder was once a <div> with aria-label and no role (aria-prohibited-attr).
  it('the filter panel while its filters load', async () => {
    const routes = await demoRoutes();
    const { page, close } = await openSettled('/', 'buyer');
    await page.route(/\/api\/Product\/WebSearchFacets$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': 'delay=8000' } }),
    );
    await page.goto(`${h.baseUrl}${routes[1] ?? ''}`);
    await expectVisible(page.locator(LOADING_FILTERS), 20_000);
    await expectVisible(page.getByRole('main').getByRole('article').first(), 20_000);
    const found = await blocking(page, 'filters loading');
    await close();
    expect(found).toEqual([]);
  });
});

/**
 * Issue 26: every new route (cart, checkout, product page, statements, statement, favorites
 * page, contact, create login, recover and reset password, the customer switcher) at 1280
 * and 375 px with errors shown (a failed call from the service's fault switch; a form sent
 * empty so its error summary shows), with its dialogs open (Clear cart, the product image
 * zoom, the switcher's list) and with the checkout's card form open. Their plain state is in
 * the sweep above (demoRoutes).
 */
describe('axe on the new routes with errors, dialogs and the card form', () => {
  /** Answers every call of these service paths with a fault (docs/service.md "Fault switch"). */
  async function failCalls(page: Page, paths: string[], fault = '500'): Promise<void> {
    for (const path of paths) {
      await page.route(`**/api/${path}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': fault } }));
    }
  }

  /** Opens `path` with `paths` failing, and waits for a Retry alert in `scope`. */
  async function openFailing(path: string, paths: string[], scope: string, persona: PersonaKey = 'buyer'): Promise<{ page: Page; close: () => Promise<void> }> {
    const opened = await openSettled('/', persona);
    await failCalls(opened.page, paths);
    await opened.page.goto(`${h.baseUrl}${path}`);
    const alert = opened.page.locator(scope).getByRole('alert').filter({ has: opened.page.getByRole('button', { name: 'Retry' }) }).first();
    await expectVisible(alert, 20_000);
    await networkQuiet(opened.page);
    return opened;
  }

  /** Puts two orderable items in the signed-in persona's cart, through the service. */
  async function fillCart(page: Page): Promise<void> {
    const ctx = (await page.evaluate(() => JSON.parse(document.getElementById('sf-context')?.textContent ?? '{}'))) as {
      jwtToken: string; companyUserId: number; warehouseCode: string; shipTo: string | null; customer: { customerNumber: string; customerType: string };
    };
    const call = (servicePath: string, body: unknown) =>
      page.evaluate(
        async ({ servicePath, body, token }) => {
          const response = await fetch(`/api/${servicePath}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'storefront-widgets', Authorization: `Basic ${token}` },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${servicePath}: ${response.status}`);
          return response.json() as Promise<unknown>;
        },
        { servicePath, body, token: ctx.jwtToken },
      );
    const who = { companyUserId: ctx.companyUserId, customerNumber: ctx.customer.customerNumber };
    const found = (await call('Product/WebSearch', {
      searchTerm: 'pot', filters: [], warehouseCode: ctx.warehouseCode, warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false,
      manufacturerId: null, skip: 0, take: 40, sort: 'score', ...who, customerType: ctx.customer.customerType, shipTo: ctx.shipTo,
    })) as { items: { itemId: number; sellMultiple: number; isNyRestriced: boolean; stockResult: { disablePurchasing: boolean } | null }[] };
    for (const item of found.items.filter((i) => !i.isNyRestriced && !i.stockResult?.disablePurchasing).slice(0, 2)) {
      await call('Cart/AddItemToCart', {
        ...who, defaultWarehouseCode: ctx.warehouseCode, itemId: item.itemId, qty: item.sellMultiple, shipTo: ctx.shipTo, price: null, manualPrice: false,
      });
    }
  }

  const px = '1280 and 375 px';

  it(`the cart with a failed load, and with the Clear cart confirmation open (${px})`, async () => {
    const problems: string[] = [];
    const failing = await openFailing('/cart', ['Cart/GetCart'], '#cartPage');
    problems.push(...(await blockingAtBothWidths(failing.page, `cart error`)).map((l) => `cart error: ${l}`));
    await failing.close();

    const { page, close } = await openSettled('/', 'buyer');
    await fillCart(page);
    await page.goto(`${h.baseUrl}/cart`);
    await networkQuiet(page);
    const clear = page.getByRole('main').getByRole('button', { name: 'Clear cart' });
    await expectVisible(clear, 20_000);
    await settle(page);
    await clear.click();
    await expectVisible(page.getByRole('alertdialog', { name: 'Clear cart' }));
    problems.push(...(await blockingAtBothWidths(page, `Clear cart dialog`)).map((l) => `Clear cart dialog: ${l}`));
    await close();
    expect(problems).toEqual([]);
  }, 90_000);

  it(`the checkout with a failed total, and with the card form open (${px})`, async () => {
    const problems: string[] = [];
    const { page, close } = await openSettled('/', 'buyer');
    await fillCart(page);
    await failCalls(page, ['Cart/GetTaxAndFees']);
    await page.goto(`${h.baseUrl}/checkout`);
    await expectVisible(page.locator('#checkout').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }).first(), 20_000);
    problems.push(...(await blockingAtBothWidths(page, `checkout error`)).map((l) => `checkout error: ${l}`));

    await page.unroute('**/api/Cart/GetTaxAndFees');
    await page.reload();
    await expectVisible(page.getByRole('combobox', { name: 'Ship via', exact: true }), 20_000);
    const card = page.getByRole('radio', { name: 'Pay by card', exact: true });
    if (!(await card.isChecked())) await card.check();
    const frameElement = page.getByTitle('Card details (secure form of the payment gateway)');
    await expectVisible(frameElement, 20_000);
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    await frame?.getByRole('textbox', { name: 'Card number' }).waitFor({ timeout: 20_000 });
    await settle(page);
    problems.push(...(await blockingAtBothWidths(page, `checkout card form`)).map((l) => `card form open: ${l}`));
    await close();
    expect(frame).toBeTruthy();
    expect(problems).toEqual([]);
  }, 90_000);

  it(`the product page with a failed price, and with the image zoom dialog open (${px})`, async () => {
    const routes = await demoRoutes();
    const product = routes.find((r) => r.startsWith('/order-now/product/')) ?? '';
    const problems: string[] = [];
    const failing = await openFailing(product, ['Product/GetProductCustomerPrice'], 'main');
    problems.push(...(await blockingAtBothWidths(failing.page, `product error`)).map((l) => `product error: ${l}`));
    await failing.close();

    const { page, close } = await openSettled(product, 'buyer');
    await page.getByRole('button', { name: /^Zoom image of / }).first().click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('img', { name: /, original size$/ }) });
    await expectVisible(dialog);
    problems.push(...(await blockingAtBothWidths(page, `zoom dialog`)).map((l) => `zoom dialog: ${l}`));
    await close();
    expect(problems).toEqual([]);
  }, 90_000);

  it(`the statements list, a statement and the favorites page with a failed load (${px})`, async () => {
    const routes = await demoRoutes();
    const statement = routes.find((r) => r.startsWith('/MyAccount/OrderManager/ViewStatement')) ?? '';
    const problems: string[] = [];
    for (const [path, calls, scope] of [
      ['/MyAccount/OrderManager/Statements', ['Customer/GetStatements'], '#statements'],
      [statement, ['Customer/GetStatements'], '#statement'],
      ['/account/favorites/', ['Customer/FavoriteLists'], '#favorites-page'],
    ] as const) {
      const { page, close } = await openFailing(path, [...calls], scope);
      problems.push(...(await blockingAtBothWidths(page, `${path} error`)).map((l) => `${path} error: ${l}`));
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it(`the account forms sent empty (error summary), and contact with a failed send (${px})`, async () => {
    const problems: string[] = [];
    for (const [path, form, button] of [
      ['/account/contact', 'Contact us', 'Send message'],
      ['/account/create-login', 'Create a login', 'Create login'],
      ['/account/recover-password', 'Reset your password', 'Send reset link'],
      ['/account/reset-password?token=a11y-sweep-token', 'Choose a new password', 'Set new password'],
    ] as const) {
      const { page, close } = await openSettled(path, 'anonymous');
      const send = page.getByRole('form', { name: form }).getByRole('button', { name: button });
      await expectVisible(send, 20_000);
      await send.click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'There is a problem' }));
      problems.push(...(await blockingAtBothWidths(page, `${path} summary`)).map((l) => `${path} summary: ${l}`));
      await close();
    }

    const { page, close } = await openSettled('/account/contact', 'buyer');
    await failCalls(page, ['Customer/SendContactUsInfo']);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name', { exact: true }).fill('Axe Sweep');
    await form.getByLabel('Company', { exact: true }).fill('Sweep Nursery');
    await form.getByLabel('Email', { exact: true }).fill('axe@sweep.example');
    await form.getByRole('combobox', { name: 'Topic' }).selectOption({ index: 1 });
    await form.getByLabel('Message', { exact: true }).fill('Checking the failed send.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectVisible(form.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' }), 15_000);
    problems.push(...(await blockingAtBothWidths(page, `contact failed send`)).map((l) => `contact failed send: ${l}`));
    await close();
    expect(problems).toEqual([]);
  }, 120_000);

  it(`the customer switcher with a failed customer search, and with its list open (sales rep, ${px})`, async () => {
    const problems: string[] = [];
    const { page, close } = await openSettled('/account/favorites/', 'salesRep');
    const box = page.getByRole('combobox', { name: 'Customer' });
    await expectVisible(box, 20_000);
    const list = page.getByRole('listbox', { name: 'Customer' });
    await failCalls(page, ['Customer/Search']);
    await box.click();
    await page.keyboard.type('Sun');
    // The failure is said in the list, as its one (disabled) option.
    await expectVisible(list.getByRole('option').filter({ hasText: 'Injected fault: Customer/Search' }), 15_000);
    problems.push(...(await blockingAtBothWidths(page, `switcher search failed`)).map((l) => `switcher search failed: ${l}`));

    await page.unroute('**/api/Customer/Search');
    await page.keyboard.press('Escape');
    await box.fill('');
    await page.keyboard.type('Maple');
    await expectVisible(list.getByRole('option', { name: /Maple Hollow Greenhouses/ }), 15_000);
    await page.keyboard.press('ArrowDown');
    problems.push(...(await blockingAtBothWidths(page, `switcher list`)).map((l) => `switcher list: ${l}`));
    await close();
    expect(problems).toEqual([]);
  }, 90_000);
});
