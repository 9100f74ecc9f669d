/**
 * axe-core over every demo route, whole page (host and widgets together), at 1280 px and
 * 375 px, signed in (buyer) and anonymous, and with the widgets' dialogs open: no violation
 * of serious or critical impact. Moderate and minor ones are listed in docs/accessibility.md
 * with their reason; this file prints them (`A11Y_REPORT=1`) so that list can be checked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectHidden, expectVisible, useHarness, VIEWPORTS, type PersonaKey } from './harness';

const h = useHarness();

const WIDTHS = { desktop: VIEWPORTS.desktop, phone: { width: 375, height: 812 } } as const;
type Width = keyof typeof WIDTHS;

/** Lines of `axeViolations` start "rule (impact): …". */
const isBlocking = (line: string) => /^\S+ \((serious|critical)\)/.test(line);

function report(label: string, lines: string[]): void {
  if (process.env.A11Y_REPORT) for (const line of lines.filter((l) => !isBlocking(l))) console.log(`[a11y] ${label}: ${line}`);
}

let routesCache: string[] | null = null;

/** One example of every demo route, from the home page's "Every route" list. */
async function demoRoutes(): Promise<string[]> {
  if (routesCache) return routesCache;
  const { page, context } = await h.openPage('/', { persona: 'buyer' });
  const links = await page
    .getByRole('list', { name: 'Every route' })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
  await context.close();
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
  ];
  return routesCache;
}

/**
 * Opens `path` and waits until the widgets have loaded and settled. The hostile page's CSP
 * refuses the injected axe script, so its context bypasses the policy (the page still
 * renders under its theme; the policy itself is tested in hostile.test.ts).
 */
async function openSettled(path: string, persona: PersonaKey, width: Width): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await h.browser.newContext({ viewport: WIDTHS[width], bypassCSP: path === '/demo/hostile' });
  await h.loginAs(context, persona);
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
  return { page, close: () => context.close() };
}

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

describe('axe on every demo route', () => {
  for (const persona of ['anonymous', 'buyer'] as const) {
    for (const width of ['desktop', 'phone'] as const) {
      it(`has no serious or critical violation (${persona}, ${WIDTHS[width].width} px)`, async () => {
        const problems: string[] = [];
        for (const path of await demoRoutes()) {
          const { page, close } = await openSettled(path, persona, width);
          const lines = await axeViolations(page, { exclude: path === '/demo/hostile' ? HOSTILE_EXCLUDE : [] });
          report(`${path} (${persona}, ${WIDTHS[width].width} px)`, lines);
          problems.push(...lines.filter(isBlocking).map((l) => `${path}: ${l}`));
          await close();
        }
        expect(problems).toEqual([]);
      }, 240_000);
    }
  }
});

/** Violations of serious or critical impact, after reporting the rest. */
async function blocking(page: Page, label: string, exclude: string[] = []): Promise<string[]> {
  const lines = await axeViolations(page, { exclude });
  report(label, lines);
  return lines.filter(isBlocking);
}

describe('axe with dialogs open', () => {
  for (const width of ['desktop', 'phone'] as const) {
    it(`the favorites dialog on a product page (${WIDTHS[width].width} px)`, async () => {
      const routes = await demoRoutes();
      const product = routes.find((r) => r.startsWith('/order-now/product/')) ?? '';
      const { page, close } = await openSettled(product, 'buyer', width);
      await page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Favorite lists' });
      await expectVisible(dialog.getByRole('textbox', { name: 'New list name' }));
      expect(await blocking(page, `favorites dialog, product (${WIDTHS[width].width} px)`)).toEqual([]);
      await close();
    });
  }

  it('the favorites dialog from a search card', async () => {
    const routes = await demoRoutes();
    const search = routes.find((r) => r.startsWith('/search-results')) ?? '';
    const { page, close } = await openSettled(search, 'buyer', 'desktop');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).first().click();
    await expectVisible(page.getByRole('dialog', { name: 'Favorite lists' }).getByRole('textbox', { name: 'New list name' }));
    expect(await blocking(page, 'favorites dialog, search card')).toEqual([]);
    await close();
  });

  it('the delete confirmation on /account/favorites/', async () => {
    const { page, close } = await openSettled('/account/favorites/', 'buyer', 'desktop');
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

  for (const width of ['desktop', 'phone'] as const) {
    it(`the Quantity Changed alert (${WIDTHS[width].width} px)`, async () => {
      const routes = await demoRoutes();
      const { page, close } = await openSettled(routes[1] ?? '', 'buyer', width);
      const field = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).first();
      const pack = Number(await field.inputValue());
      await field.fill(String(pack + 1));
      await field.press('Tab');
      await expectVisible(page.getByRole('alertdialog', { name: 'Quantity Changed' }));
      expect(await blocking(page, `Quantity Changed alert (${WIDTHS[width].width} px)`)).toEqual([]);
      await close();
    });
  }

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
    const { page, close } = await openSettled('/', 'buyer', 'desktop');
    // The service's fault switch answers these calls 500 (docs/service.md "Fault switch").
    await page.route(/\/api\/(Product\/WebSearch|Product\/WebSearchFacets|benchconfig\/GetKitItemsFromBenchConfig)$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': '500' } }),
    );
    await page.goto(`${h.baseUrl}${routes[1] ?? ''}`);
    await expectVisible(page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }).first(), 20_000);
    await page.waitForLoadState('networkidle');
    expect(await blocking(page, 'search error')).toEqual([]);
    await page.goto(`${h.baseUrl}/track-bench-configurator`);
    await expectVisible(page.getByRole('main').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }), 25_000);
    expect(await blocking(page, 'kit error')).toEqual([]);
    await close();
  });

  // The placeholder was once a <div> with aria-label and no role (aria-prohibited-attr).
  it('the filter panel while its filters load', async () => {
    const routes = await demoRoutes();
    const { page, close } = await openSettled('/', 'buyer', 'desktop');
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
