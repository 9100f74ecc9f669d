/**
 * A host whose pages are not at the widgets' default addresses (page context `routes`,
 * docs/embedding.md "Routes"): demo pages served with a context that moves the login page to
 * /sign-in and the cart to /basket, with the built widgets in Chromium. Every link the widgets
 * draw to those pages goes there, and the buyer arrives there; a route written wrong keeps its
 * default and is named on the console.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customPages, rewritten, withHtml } from './customPage';
import { expectVisible, useHarness } from './harness';

const h = useHarness();
const { open } = customPages(h);

const CATEGORY = '/order-now/1/containers';
const MOVED = { login: '/sign-in', cart: '/basket' };

/** The demo page's `#sf-context` with `routes` added. */
const withRoutes = (routes: Record<string, string>) => (html: string) =>
  html.replace('<script type="application/json" id="sf-context">{', `<script type="application/json" id="sf-context">{"routes":${JSON.stringify(routes)},`);

/** Console warnings of the page, as text. */
function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

describe('a host that moves its login page and cart (page context routes)', () => {
  it('anonymous: the cart badge and the cards sign in at /sign-in, the cards coming back to the page', async () => {
    const { page, context, consoleErrors, pageErrors } = await open(CATEGORY, {
      serve: rewritten(withRoutes(MOVED)),
      beforeGoto: async (p) => {
        await p.route((url) => url.pathname === '/sign-in', withHtml('<!doctype html><title>Sign in</title><h1>Sign in here</h1>'));
      },
    });
    const badge = page.getByRole('link', { name: 'Cart, sign in to see your cart' }).first();
    await expectVisible(badge, 15_000);
    expect(await badge.getAttribute('href')).toBe('/sign-in');

    const signIn = page.locator('#searchPage').getByRole('link', { name: 'Click here for pricing and availability' }).first();
    await expectVisible(signIn, 15_000);
    expect(await signIn.getAttribute('href')).toBe(`/sign-in?returnTo=${encodeURIComponent(CATEGORY)}`);
    await signIn.click();
    await expectVisible(page.getByRole('heading', { name: 'Sign in here' }));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/sign-in?returnTo=${encodeURIComponent(CATEGORY)}`);

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('signed in: the cart badge and View cart lead to /basket, where the cart page is; a checkout route written wrong stays /checkout and is named', async () => {
    const routes = { ...MOVED, checkout: 'pay' };
    const servedCart = async (route: Route) => {
      // The host serves its cart page at /basket: the demo's cart page, with the same context.
      const response = await route.fetch({ url: `${h.baseUrl}/cart` });
      await route.fulfill({ response, body: withRoutes(routes)(await response.text()) });
    };
    let lines: string[] = [];
    const { page, context, consoleErrors, pageErrors, badResponses } = await open(CATEGORY, {
      persona: 'buyer',
      serve: rewritten(withRoutes(routes)),
      beforeGoto: async (p) => {
        lines = warnings(p);
        await p.route(`${h.baseUrl}/basket`, servedCart);
      },
    });
    const badge = page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
    await expectVisible(badge, 15_000);
    expect(await badge.getAttribute('href')).toBe('/basket');

    const card = page.locator('#searchPage').getByRole('article').first();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const viewCart = card.getByRole('link', { name: 'View cart' });
    await expectVisible(viewCart, 15_000);
    expect(await viewCart.getAttribute('href')).toBe('/basket');
    expect(lines.filter((line) => line.includes('routes'))).toEqual([
      'StorefrontWidgets: #sf-context: sf-context.routes.checkout: "pay" is not a path starting with a single / or an address starting with https:// or http://; /checkout is used. (With "preview": true in the page context, the page shows this to its editors.)',
    ]);

    await viewCart.click();
    await page.waitForURL(`${h.baseUrl}/basket`);
    const checkOut = page.locator('#cartPage').getByRole('link', { name: 'Check out' });
    await expectVisible(checkOut, 15_000);
    expect(await checkOut.getAttribute('href')).toBe('/checkout');
    expect(await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first().getAttribute('href')).toBe('/basket');

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(badResponses).toEqual([]);
    await context.close();
  });
});
