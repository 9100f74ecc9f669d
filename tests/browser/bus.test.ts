/**
 * The page bus on the demo host, built bundle in Chromium: each event published by one
 * entry file (or the host) reaches subscribers in another entry file and in host scripts.
 * The search results page loads cartBadge.js, searchPage.js and favoritesDialog.js.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, pageSettled, searchPagePath, useHarness, VIEWPORTS } from './harness';

const h = useHarness();
// Polling by interval, not animation frames: frames can stall in a busy headless browser.
const POLL = { polling: 100, timeout: 30_000 };

type Received = { name: string; payload: unknown }[];

declare global {
  interface Window {
    __busReceived?: Received;
  }
}

/** A host script's subscriber to every event, recording what it receives. */
async function subscribeAsHost(page: Page): Promise<void> {
  await page.waitForFunction(() => window.StorefrontWidgets?.bus !== undefined, undefined, POLL);
  await page.evaluate(() => {
    window.__busReceived = [];
    const bus = window.StorefrontWidgets?.bus;
    for (const name of ['update cart', 'update cart items', 'show search', 'screen change', 'one time'] as const) {
      bus?.on(name, 'host-test', (payload: unknown) => window.__busReceived?.push({ name, payload }));
    }
  });
}

/**
 * Waits until an entry's code has run and drawn the cart badge: the page's screen watcher starts
 * just before the first mount (src/runtime/widgetCore.ts), so a resize before then (the load
 * event does not wait for the entries' imported code) is the page's first width, no crossing.
 */
const screenWatched = (page: Page) => page.waitForFunction(() => document.querySelector('#cart-badge-desktop a') !== null, undefined, POLL);

const received = (page: Page, name: string) =>
  page.evaluate((eventName) => (window.__busReceived ?? []).filter((event) => event.name === eventName), name);

describe('page bus across entry files', () => {
  it('loads three entry files that share one bus', async () => {
    const { page, context } = await h.openPage(await searchPagePath(h), { persona: 'buyer' });
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src') ?? ''),
    );
    for (const entry of ['cartBadge.js', 'searchPage.js', 'favoritesDialog.js']) {
      expect(scripts.some((src) => src.endsWith(entry)), entry).toBe(true);
    }
    await context.close();
  });

  it('`update cart` from searchPage.js reaches the badges of cartBadge.js and a host script', async () => {
    const { page, context } = await h.openPage(await searchPagePath(h), { persona: 'buyer' });
    await subscribeAsHost(page);
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    await expectVisible(add, 20_000);
    const answer = page.waitForResponse((response) => response.url().endsWith('/Cart/AddItemToCart'));
    await add.click();
    const { lineCount } = (await (await answer).json()) as { lineCount: number };
    const name = `Cart, ${lineCount} ${lineCount === 1 ? 'item' : 'items'}`;
    await expectVisible(page.locator('#cart-badge-desktop').getByRole('link', { name, exact: true }));
    const events = await received(page, 'update cart');
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ cart: { lineCount }, addedItem: { quantity: expect.any(Number) } });
    await context.close();
  });

  it('`show search` from the host header opens the search box through the listener in cartBadge.js', async () => {
    const { page, context } = await h.openPage(await searchPagePath(h), { persona: 'buyer', viewport: VIEWPORTS.mobile });
    await subscribeAsHost(page);
    // The host marks its search box for the widgets (docs/cart-badge.md "show search").
    await page.evaluate(() => document.getElementById('site-search')?.setAttribute('data-sf-search-box', ''));
    await page.getByRole('button', { name: 'Show search' }).click();
    expect(await received(page, 'show search')).toEqual([{ name: 'show search', payload: { open: true } }]);
    expect(await page.locator('#site-search').getAttribute('data-sf-open')).toBe('true');
    await expectVisible(page.getByRole('searchbox', { name: 'Search products' }));
    expect(await page.getByRole('searchbox', { name: 'Search products' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Hide search' }).click();
    expect(await page.locator('#site-search').getAttribute('data-sf-open')).toBe('false');
    await context.close();
  });

  it('`screen change` is published once per crossing of 576 px, whatever the number of entries', async () => {
    const { page, context } = await h.openPage(await searchPagePath(h), { persona: 'buyer', viewport: VIEWPORTS.desktop });
    await subscribeAsHost(page);
    await screenWatched(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.waitForFunction(() => (window.__busReceived ?? []).some((event) => event.name === 'screen change'), undefined, POLL);
    await pageSettled(page);
    const toMobile = await received(page, 'screen change');
    expect(toMobile).toHaveLength(1);
    expect(toMobile[0]?.payload).toMatchObject({ isMobile: true });
    expect((toMobile[0]?.payload as { width: number }).width).toBeLessThan(576);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.waitForFunction(
      () => (window.__busReceived ?? []).filter((event) => event.name === 'screen change').length === 2,
      undefined,
      POLL,
    );
    expect((await received(page, 'screen change'))[1]?.payload).toMatchObject({ isMobile: false });
    await context.close();
  });

  it('`screen change` is published on a page that loads only cartBadge.js', async () => {
    // Anonymous: signed-in pages load the customer switcher in the header too.
    const { page, context } = await h.openPage('/', { persona: 'anonymous', viewport: VIEWPORTS.desktop });
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src*="/widgets/"]'), (script) => script.getAttribute('src') ?? ''),
    );
    expect(scripts.map((src) => src.split('/').pop())).toEqual(['cartBadge.js']);
    await subscribeAsHost(page);
    await screenWatched(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.waitForFunction(() => (window.__busReceived ?? []).some((event) => event.name === 'screen change'), undefined, POLL);
    expect((await received(page, 'screen change'))[0]?.payload).toMatchObject({ isMobile: true });
    await context.close();
  });

  it('`one time` from a host script is shown once as a toast by cartBadge.js', async () => {
    const { page, context } = await h.openPage(await searchPagePath(h), { persona: 'buyer' });
    await subscribeAsHost(page);
    await page.evaluate(() => {
      const bus = window.StorefrontWidgets?.bus;
      bus?.emit('one time', { id: 'price-list-2026', message: 'Your price list changed.', tone: 'info' });
      bus?.emit('one time', { id: 'price-list-2026', message: 'Your price list changed.', tone: 'info' });
    });
    const toast = page.getByRole('status').filter({ hasText: 'Your price list changed.' });
    await expectVisible(toast);
    expect(await page.getByText('Your price list changed.').count()).toBe(1);
    expect(await received(page, 'one time')).toHaveLength(1);
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText('Your price list changed.').count()).toBe(0);
    await context.close();
  });
});
