/**
 * The Content-Security-Policy per entry (docs/hardening.md "Content-Security-Policy per
 * entry"), in Chromium with the built widgets from another origin (a CDN-like second listener)
 * and the card form on its own origin. Each `/demo/hostile/<route>` is served under the policy
 * `widgetCsp` (demo-host/pages/csp.ts) computes for the entries that page loads.
 *
 * - Enough: a whole card order (search page, cart, checkout, hosted card form, order number)
 *   and every other entry load and work with no violation, neither in the page nor in the
 *   card frame, and no report reaches the demo's report-uri.
 * - Not too much: with `?csp-baseline` the page also sends a report-only policy with no
 *   connect, image or frame source; what it reports is what the widgets loaded, and that is
 *   exactly what their widgets declare for the page's entries. Without frame-src the card
 *   form is blocked (and that violation does reach the report-uri).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { needsOf as needsIn, type EntryNeed } from '../../demo-host/pages/csp';
import type { Manifest } from '../../src/editor/manifest';
import { WIDGET_ENTRIES, type WidgetEntry } from '../../demo-host/pages/widgets';
import { CARD_FRAME, cardFrame, checkoutReady, enterCard, payByCard } from './checkoutPages';
import { installCspProbe, serverCspReports, type CspProbe, type Violation } from './cspProbe';
import { demoRoutePath, expectVisible, pageSettled, picturesLoaded, readPageContext, useHarness, VIEWPORTS, WIDGETS_DIR, type PersonaKey } from './harness';

/** What the entries' widgets declare they need, from the built manifest (as the demo host reads it). */
const needsOf = (entries: readonly WidgetEntry[]) =>
  needsIn(entries, JSON.parse(readFileSync(path.join(WIDGETS_DIR, '../meta/manifest.json'), 'utf8')) as Manifest);

const h = useHarness({ widgetsPort: 0 });

const HOSTILE = '/demo/hostile';

type Opened = { page: Page; probe: CspProbe; close: () => Promise<void> };

async function open(path: string, persona: PersonaKey = 'buyer'): Promise<Opened & { policy: string; reportOnly: string }> {
  const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
  await h.loginAs(context, persona);
  const probe = await installCspProbe(context);
  const page = await context.newPage();
  const response = await page.goto(`${h.baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  const headers = response?.headers() ?? {};
  return {
    page,
    probe,
    policy: headers['content-security-policy'] ?? '',
    reportOnly: headers['content-security-policy-report-only'] ?? '',
    close: () => context.close(),
  };
}

const origins = () => ({
  widgets: new URL(h.server.widgetsBase).origin,
  service: h.baseUrl,
  images: h.baseUrl,
  cardForm: new URL(h.server.cardFormUrl).origin,
});

/** The entries the page loaded, from its module script tags. */
async function entriesOf(page: Page): Promise<WidgetEntry[]> {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => new URL(s.src).pathname.split('/').pop() ?? ''),
  );
  return WIDGET_ENTRIES.filter((entry) => names.includes(`${entry}.js`));
}

/**
 * What a report-only violation of the baseline says the widgets needed; null for the host's
 * own loads (its favicon, the images of its CMS content outside /images/), which the demo
 * host's policy allows with 'self'.
 */
function needOf(v: Violation): EntryNeed | string | null {
  const o = origins();
  if (v.directive === 'img-src' && (v.blocked === `${o.service}/demo/static/favicon.svg` || v.blocked === `${o.service}/demo/x`)) return null;
  if (v.directive === 'connect-src' && v.blocked.startsWith(`${o.service}/api/`)) return 'service';
  if (v.directive === 'img-src' && v.blocked === 'data') return 'dataImages';
  if (v.directive === 'img-src' && v.blocked.startsWith(`${o.images}/images/`)) return 'images';
  if (v.directive === 'frame-src' && v.blocked.startsWith(o.cardForm)) return 'cardForm';
  return `unexpected: ${v.directive} ${v.blocked}`;
}

const observedNeeds = (probe: CspProbe) =>
  [...new Set(probe.reported().map(needOf))].filter((need): need is string => need !== null).sort();

const serverReports = () => serverCspReports(h, `${h.baseUrl}${HOSTILE}`);

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(/;\s*/).filter(Boolean).map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)] as const));
}

/** Empties the persona's cart through the service (the test's own call, from the page). */
async function clearCart(page: Page): Promise<void> {
  const ctx = await readPageContext(page);
  const customer = ctx.customer as { customerNumber: string };
  const status = await page.evaluate(
    async ({ body, token }) =>
      (
        await fetch('/api/Cart/ClearCart', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'storefront-widgets', Authorization: `Basic ${token}` },
          body: JSON.stringify(body),
        })
      ).status,
    { body: { companyUserId: ctx.companyUserId, customerNumber: customer.customerNumber }, token: String(ctx.jwtToken) },
  );
  expect(status).toBe(200);
}

/** Adds the first product card's item on /demo/hostile and waits for the badge to count it. */
async function addFirstCard(page: Page): Promise<void> {
  const badge = page.locator('#cart-badge-desktop').getByRole('link', { name: /^Cart/ });
  await page.waitForFunction(() => document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') === 'Cart, 0 items', null, {
    timeout: 15_000,
  });
  const add = page.locator('#searchPage').getByRole('button', { name: 'Add to cart', exact: true }).and(page.locator(':enabled')).first();
  await expectVisible(add, 20_000);
  await add.click();
  await page.waitForFunction(() => document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') === 'Cart, 1 item', null, {
    timeout: 15_000,
  });
  expect(await badge.getAttribute('aria-label')).toBe('Cart, 1 item');
}

/** /demo/hostile with the buyer's cart emptied and then one item added from a product card. */
async function openWithOneItemInCart(): Promise<Opened> {
  const opened = await open(HOSTILE);
  await clearCart(opened.page);
  await opened.page.reload();
  await addFirstCard(opened.page);
  return opened;
}

/** Goes to `path` in the same tab; returns the response's policies. */
async function go(page: Page, path: string): Promise<{ policy: string; reportOnly: string }> {
  const response = await page.goto(`${h.baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  const headers = response?.headers() ?? {};
  return { policy: headers['content-security-policy'] ?? '', reportOnly: headers['content-security-policy-report-only'] ?? '' };
}

describe('Content-Security-Policy per entry', () => {
  it('a card order on the hostile cart and checkout pages: no violation in the page or the card frame, no report', async () => {
    const reportsBefore = serverReports().length;
    const { page, probe, close } = await openWithOneItemInCart();

    await page.goto(`${h.baseUrl}${HOSTILE}/cart`);
    const line = page.locator('#cartPage').getByRole('article').first();
    await expectVisible(line, 20_000);
    await expectVisible(page.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Check out' }));

    const response = await page.goto(`${h.baseUrl}${HOSTILE}/checkout`);
    const policy = directives(response?.headers()['content-security-policy'] ?? '');
    const o = origins();
    expect(policy.get('default-src')).toEqual(["'none'"]);
    // The nonce lets the page's one inline script run: the import map with the integrity values.
    expect(policy.get('script-src')).toEqual(["'self'", o.widgets, expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    expect(policy.get('connect-src')).toEqual([o.service]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual([o.cardForm]);
    expect([...policy.values()].flat().filter((s) => /unsafe|\*/.test(s))).toEqual([]);
    expect(o.cardForm).not.toBe(o.service);
    expect(o.widgets).not.toBe(o.service);

    await checkoutReady(page);
    await payByCard(page);
    const frame = await cardFrame(page);
    expect(await probe.isIn(frame)).toBe(true);
    await enterCard(frame);
    await expectVisible(page.getByRole('region', { name: 'Order summary' }).getByText('Paying with Visa ending 1111'), 15_000);
    await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'));
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect((await page.locator('.sf-checkout__order-number').textContent()) ?? '').toMatch(/^SO-\d+$/);
    // Every style element on the page carries the nonce (the widgets' Emotion sheets and base sheet).
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => !s.nonce).length)).toBe(0);

    // A violation is an event and a report at once: none seen once the page has settled, none sent.
    await pageSettled(page);
    expect(probe.enforced()).toEqual([]);
    expect(probe.console()).toEqual([]);
    expect(serverReports().slice(reportsBefore)).toEqual([]);
    await close();
  });

  it("invoices paid by card on the hostile statement page: the account entry's policy frames the card form, no violation in the page or the card frame, no report", async () => {
    const reportsBefore = serverReports().length;
    const { page, probe, close } = await open(`${HOSTILE}/MyAccount/OrderManager/Statements`);
    // A statement with something due (an order just placed by card owes nothing).
    const overdue = page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: 'Overdue' }).first().getByRole('link');
    await expectVisible(overdue, 20_000);
    const { policy } = await go(page, `${HOSTILE}${(await overdue.getAttribute('href')) ?? ''}`);
    expect(directives(policy).get('frame-src')).toEqual([origins().cardForm]);
    const pay = page.getByRole('region', { name: 'Pay invoices' });
    const checkbox = pay.getByRole('checkbox', { name: /^Select invoice / }).first();
    await expectVisible(checkbox, 20_000);
    const reference = ((await pay.locator('label').filter({ hasText: /^Select invoice / }).first().textContent()) ?? '').replace('Select invoice ', '');
    await checkbox.check();
    await pay.getByRole('textbox', { name: `Amount for invoice ${reference}` }).fill('1.00');
    await pay.getByRole('button', { name: /^Pay selected/ }).click();
    const frame = await cardFrame(page);
    expect(await probe.isIn(frame)).toBe(true);
    await enterCard(frame);
    await expectVisible(pay.getByText(/Visa ending 1111, expires/), 15_000);
    await pay.getByRole('button', { name: 'Pay now', exact: true }).click();
    await expectVisible(pay.getByRole('heading', { name: /^Payment PMT-\d+$/ }), 20_000);
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => !s.nonce).length)).toBe(0);
    await pageSettled(page);
    expect(probe.enforced()).toEqual([]);
    expect(probe.console()).toEqual([]);
    expect(serverReports().slice(reportsBefore)).toEqual([]);
    await close();
  });

  it('the cart and checkout load exactly what their widgets declare for their entries (report-only baseline)', async () => {
    const { page, probe, close } = await openWithOneItemInCart();
    probe.clear();
    const cart = await go(page, `${HOSTILE}/cart?csp-baseline`);
    expect(cart.reportOnly).not.toBe('');
    await expectVisible(page.locator('#cartPage').getByRole('article').first(), 20_000);
    await expectVisible(page.locator('#cartPage img').first(), 10_000);
    await picturesLoaded(page);
    await pageSettled(page);
    expect(needsOf(await entriesOf(page))).toEqual(['service', 'images', 'dataImages']);
    expect(observedNeeds(probe)).toEqual(needsOf(await entriesOf(page)).sort());
    expect(probe.enforced()).toEqual([]);

    probe.clear();
    await go(page, `${HOSTILE}/checkout?csp-baseline`);
    await checkoutReady(page);
    await payByCard(page);
    // The baseline only reports the frame (it does not block it), so the form loads.
    await cardFrame(page);
    await pageSettled(page);
    expect(needsOf(await entriesOf(page))).toEqual(['service', 'dataImages', 'cardForm']);
    expect(observedNeeds(probe)).toEqual(needsOf(await entriesOf(page)).sort());
    expect(probe.enforced()).toEqual([]);
    await close();
  });

  it('without frame-src the card form is blocked, and the violation reaches the report-uri', async () => {
    const { page, probe, close } = await openWithOneItemInCart();
    const reportsBefore = serverReports().length;
    const { policy } = await go(page, `${HOSTILE}/checkout?csp-without=frame-src`);
    expect(directives(policy).has('frame-src')).toBe(false);
    await checkoutReady(page);
    await payByCard(page);
    await expectVisible(page.getByTitle(CARD_FRAME), 20_000);
    const cardForm = origins().cardForm;
    await expect.poll(() => probe.enforced().map((v) => `${v.directive} ${v.blocked.slice(0, cardForm.length)}`), { timeout: 10_000 }).toEqual([
      `frame-src ${cardForm}`,
    ]);
    // The form never drew its fields in the blocked frame.
    const frame = await (await page.getByTitle(CARD_FRAME).elementHandle())?.contentFrame();
    expect(await frame?.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
    await expect
      .poll(() => serverReports().slice(reportsBefore).map((r) => `${String(r['effective-directive'] ?? r['violated-directive'])}`), { timeout: 10_000 })
      .toEqual(['frame-src']);
    await close();
  });

  it('every other entry loads and works under its documented policy, using only what its widgets declare', async () => {
    const productPath = await demoRoutePath(h, '/order-now/product/');
    // The buyer's favorites page shows thumbnails once a list holds an item.
    const setup = await open(`${HOSTILE}/account/favorites`);
    const itemId = Number(await setup.page.locator('#favorites-manager').getAttribute('data-item-id'));
    const ctx = await readPageContext(setup.page);
    const added = await setup.page.evaluate(
      async ({ body, token }) =>
        (
          await fetch('/api/Customer/AddToFavoriteLists', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'storefront-widgets', Authorization: `Basic ${token}` },
            body: JSON.stringify(body),
          })
        ).status,
      { body: { itemId, favoriteListIds: [], companyUserId: ctx.companyUserId, newFavoriteListName: 'CSP test list' }, token: String(ctx.jwtToken) },
    );
    expect(added).toBe(200);
    await setup.close();

    const pages: { path: string; persona: PersonaKey; ready: (page: Page) => Promise<void>; observed: EntryNeed[] }[] = [
      {
        // searchPage, favoritesDialog, configurators, productPage, cartBadge, customerSwitcher
        path: HOSTILE,
        persona: 'buyer',
        observed: ['service', 'images', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.locator('#searchPage').getByRole('article').first(), 20_000);
          await expectVisible(page.getByRole('table', { name: 'Bill of materials' }), 20_000);
          await expectVisible(page.locator('[data-sf-widget="favorites"]').getByRole('button', { name: /favorites/i }).first(), 20_000);
        },
      },
      {
        path: productPath,
        persona: 'buyer',
        observed: ['service', 'images', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first(), 20_000);
        },
      },
      {
        // account (favorites page with a thumbnail) and favoritesDialog
        path: `${HOSTILE}/account/favorites`,
        persona: 'buyer',
        observed: ['service', 'images', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('main').getByRole('region', { name: 'CSP test list', exact: true }), 20_000);
          await expectVisible(page.locator('#favorites-page img').first(), 10_000);
        },
      },
      {
        path: `${HOSTILE}/account/contact`,
        persona: 'buyer',
        observed: ['service', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('combobox', { name: 'Topic' }), 20_000);
          await page.getByRole('button', { name: 'Send message' }).click();
          await expectVisible(page.getByRole('main').getByRole('alert').first());
        },
      },
      {
        // (data: for the buyer's Ship-to choice in the customer switcher)
        path: `${HOSTILE}/MyAccount/OrderManager/Statements`,
        persona: 'buyer',
        observed: ['service', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('table', { name: 'Statements' }), 20_000);
        },
      },
      {
        // configurators and cartBadge alone (anonymous: no switcher): no image at all.
        path: `${HOSTILE}/track-bench-configurator`,
        persona: 'anonymous',
        observed: ['service'],
        ready: async (page) => {
          await expectVisible(page.getByRole('table', { name: 'Bill of materials' }), 20_000);
        },
      },
      {
        // The add-ons configurator (its add-on list has no pictures; data: is the switcher's Ship-to).
        path: `${HOSTILE}/addons-configurator?item=IR09005&qty=3`,
        persona: 'buyer',
        observed: ['service', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('spinbutton', { name: /^Quantity of 3\/4 in\. Goof Plug Drip Fitting, Black/ }), 20_000);
        },
      },
      {
        // The sales rep's customer switcher: a customer search and its ship-to choice.
        path: HOSTILE,
        persona: 'salesRep',
        observed: ['service', 'images', 'dataImages'],
        ready: async (page) => {
          await expectVisible(page.getByRole('combobox', { name: 'Customer' }), 20_000);
          await expectVisible(page.locator('#searchPage').getByRole('article').first(), 20_000);
        },
      },
    ];
    for (const target of pages) {
      const path = target.path.startsWith(HOSTILE) ? target.path : `${HOSTILE}${target.path}`;
      const reportsBefore = serverReports().length;
      const { page, probe, close } = await open(`${path}${path.includes('?') ? '&' : '?'}csp-baseline`, target.persona);
      await target.ready(page);
      const label = `${path} as ${target.persona}`;
      // The pictures' report-only violations come late: each need this page exercises is waited
      // for (a 500 ms wait missed them on a busy machine), then the page settles, so nothing
      // beyond them (checked below) is still on its way.
      await expect.poll(() => observedNeeds(probe), { timeout: 20_000 }).toEqual(expect.arrayContaining(target.observed));
      await pageSettled(page);
      expect(probe.enforced(), label).toEqual([]);
      expect(probe.console(), label).toEqual([]);
      expect(serverReports().slice(reportsBefore), label).toEqual([]);
      const documented = needsOf(await entriesOf(page));
      const observed = observedNeeds(probe);
      // Nothing beyond the documented needs; and what this page exercises, seen.
      expect(observed.filter((need) => !documented.includes(need as EntryNeed)), label).toEqual([]);
      expect(observed, label).toEqual([...target.observed].sort());
      await close();
    }
  });

  it("also works for a host that allows scripts by nonce only ('strict-dynamic'): chunks, import() and modulepreloads follow the entry's nonce", async () => {
    const productPath = await demoRoutePath(h, '/order-now/product/');
    const pages: [string, (page: Page) => Promise<void>][] = [
      [
        HOSTILE,
        async (page) => {
          // The search page's view and the sanitizer (import()), the configurator's view.
          await expectVisible(page.locator('#searchPage').getByRole('article').first(), 20_000);
          await expectVisible(page.getByRole('table', { name: 'Bill of materials' }), 20_000);
        },
      ],
      [`${HOSTILE}${productPath}`, (page) => expectVisible(page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first(), 20_000)],
      [
        `${HOSTILE}/account/create-login`,
        async (page) => {
          // The form's lazy view, then the password estimator's chunks (import() on first use).
          const password = page.locator('#create-login input[type="password"]').first();
          await expectVisible(password, 20_000);
          await password.fill('violet tractor 47 greenhouse');
          await expectVisible(page.locator('#create-login').getByText(/This password meets the rules\./).first(), 20_000);
        },
      ],
    ];
    for (const [path, ready] of pages) {
      const { page, probe, policy, close } = await open(`${path}${path.includes('?') ? '&' : '?'}csp-scripts=strict-dynamic`);
      const scripts = directives(policy).get('script-src') ?? [];
      expect(scripts.slice(1), path).toEqual([expect.stringMatching(/^'nonce-/), "'strict-dynamic'"]);
      await ready(page);
      await expectVisible(page.locator('#cart-badge-desktop').getByRole('link', { name: /^Cart, \d+ items?$/ }), 20_000);
      await pageSettled(page);
      expect(probe.enforced(), path).toEqual([]);
      expect(probe.console(), path).toEqual([]);
      await close();
    }
  });
});
