/**
 * The cart badge on the demo host, built bundle in Chromium: one GetCartInfo per page however
 * many badges, updates from the search page's Add to cart and from host scripts without
 * another request, other tabs follow, anonymous visitors get a sign-in link.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, pageSettled, searchPagePath, useHarness } from './harness';

const h = useHarness();

const CART_NAME = /^Cart, \d+ items?$/;

/** Records every request to a service path, e.g. 'Cart/GetCartInfo'. */
function countRequests(page: Page, path: string): { readonly count: number; readonly all: Request[] } {
  const all: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${path}`)) all.push(request);
  });
  return {
    get count() {
      return all.length;
    },
    all,
  };
}

/** Both header badges (the mobile one is hidden at desktop width, so include hidden). */
function badge(page: Page, placement: 'desktop' | 'mobile') {
  return page.locator(`#cart-badge-${placement}`).getByRole('link', { includeHidden: true });
}

async function badgeName(page: Page, placement: 'desktop' | 'mobile'): Promise<string> {
  return (await badge(page, placement).getAttribute('aria-label')) ?? '';
}

async function waitForBadgeName(page: Page, name: string | RegExp, placement: 'desktop' | 'mobile' = 'desktop') {
  await page.waitForFunction(
    ({ selector, source, flags }) => {
      const link = document.querySelector(`${selector} a`);
      const label = link?.getAttribute('aria-label') ?? '';
      return new RegExp(source, flags).test(label);
    },
    {
      selector: `#cart-badge-${placement}`,
      source: typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source,
      flags: typeof name === 'string' ? '' : name.flags,
    },
    { polling: 100, timeout: 30_000 },
  );
}

const itemsName = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

describe('cart badge', () => {
  it('asks GetCartInfo once for both header badges, and they agree', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    // Count from a fresh load, after the first load's own request has settled.
    await waitForBadgeName(page, CART_NAME);
    const cartInfo = countRequests(page, 'Cart/GetCartInfo');
    await page.reload();
    await waitForBadgeName(page, CART_NAME);
    await waitForBadgeName(page, CART_NAME, 'mobile');
    expect(await badgeName(page, 'mobile')).toBe(await badgeName(page, 'desktop'));
    await pageSettled(page);
    expect(cartInfo.count).toBe(1);
    await context.close();
  });

  it("keeps the header's own text colour on a page with React widgets, so the icon stays visible", async () => {
    const { page } = await h.openPage('/order-now/1/containers', { persona: 'buyer' });
    await waitForBadgeName(page, CART_NAME);
    await expectVisible(page.getByRole('main').getByRole('article').first(), 20_000);
    const colours = await page.locator('#cart-badge-desktop').evaluate((mount) => ({
      header: getComputedStyle(mount.parentElement!).color,
      icon: getComputedStyle(mount.querySelector('svg')!).color,
    }));
    expect(colours.icon).toBe(colours.header);
  });

  it('Add to cart on the search page updates both header badges without a second GetCartInfo', async () => {
    const path = await searchPagePath(h);
    const { page, context } = await h.openPage(path, { persona: 'buyer' });
    await waitForBadgeName(page, CART_NAME);
    const cartInfo = countRequests(page, 'Cart/GetCartInfo');
    await page.reload();
    await waitForBadgeName(page, CART_NAME);
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    await expectVisible(add, 20_000);
    const answer = page.waitForResponse((response) => response.url().endsWith('/Cart/AddItemToCart'));
    await add.click();
    const { lineCount } = (await (await answer).json()) as { lineCount: number };
    await waitForBadgeName(page, itemsName(lineCount));
    await waitForBadgeName(page, itemsName(lineCount), 'mobile');
    expect(cartInfo.count).toBe(1);
    await context.close();
  });

  it("follows a host script's `update cart` and announces it politely", async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await waitForBadgeName(page, CART_NAME);
    const cartInfo = countRequests(page, 'Cart/GetCartInfo');
    await page.evaluate(() => {
      window.StorefrontWidgets?.bus?.emit('update cart', { cart: { lineCount: 3, totalQuantity: 36, subtotal: 120.5 } });
    });
    await waitForBadgeName(page, 'Cart, 3 items');
    await waitForBadgeName(page, 'Cart, 3 items', 'mobile');
    const status = page.locator('#cart-badge-desktop').getByRole('status');
    expect(await status.textContent()).toBe('Cart, 3 items');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(cartInfo.count).toBe(0);
    await context.close();
  });

  it('shows no count when GetCartInfo fails, and loads again when the tab becomes visible', async () => {
    // Opened until the network is quiet: the first page's GetCartInfo must not be the answer awaited below.
    const { page, context } = await h.openPage('/', { persona: 'buyer', waitUntil: 'quiet' });
    await page.route('**/Cart/GetCartInfo', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: JSON.stringify({ Message: 'Cart service down', Error: null }) }),
      }),
    );
    const failed = page.waitForResponse((response) => response.url().endsWith('/Cart/GetCartInfo'));
    await page.reload();
    await failed;
    await pageSettled(page);
    expect(await badgeName(page, 'desktop')).toBe('Cart');
    expect((await badge(page, 'desktop').textContent())?.trim()).toBe('');
    await page.unroute('**/Cart/GetCartInfo');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitForBadgeName(page, CART_NAME);
    await context.close();
  });

  it('another open tab follows a cart change without a request', async () => {
    const first = await h.openPage('/', { persona: 'buyer' });
    const second = await first.context.newPage();
    await second.goto(`${h.baseUrl}/`);
    await waitForBadgeName(first.page, CART_NAME);
    await waitForBadgeName(second, CART_NAME);
    const secondCartInfo = countRequests(second, 'Cart/GetCartInfo');
    await first.page.evaluate(() => {
      window.StorefrontWidgets?.bus?.emit('update cart', { cart: { lineCount: 17, totalQuantity: 170, subtotal: 999 } });
    });
    await waitForBadgeName(second, 'Cart, 17 items');
    await pageSettled(second);
    expect(secondCartInfo.count).toBe(0);
    await first.context.close();
  });

  it('links anonymous visitors to /login without calling the service', async () => {
    const { page, context } = await h.openPage('/', { persona: 'anonymous' });
    const cartInfo = countRequests(page, 'Cart/GetCartInfo');
    await page.reload();
    const link = page.locator('#cart-badge-desktop').getByRole('link', { name: 'Cart, sign in to see your cart' });
    await expectVisible(link);
    expect(await link.getAttribute('href')).toBe('/login');
    await pageSettled(page);
    expect(cartInfo.count).toBe(0);
    await context.close();
  });

  it('has no axe violations in the badges', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await waitForBadgeName(page, CART_NAME);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      type AxeResult = { violations: { id: string; nodes: { target: unknown }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
      const result = await axe.run({ include: [['[data-sf-widget="cart-badge"]']] });
      return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows the mobile header badge at 375 px', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer', viewport: { width: 375, height: 740 } });
    await expectVisible(page.locator('#cart-badge-mobile').getByRole('link', { name: CART_NAME }), 20_000);
    await context.close();
  });
});
