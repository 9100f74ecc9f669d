/**
 * Request first (issue 21): the search page's first service call leaves before React has
 * downloaded; the view and the React platform are modulepreloaded from the widgets' origin;
 * the cart badge stays React-free; nothing shifts while the page loads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { searchPagePath, useHarness, VIEWPORTS } from './harness';

const h = useHarness();

/** The React platform layer (React, ReactDOM, Emotion): dist/widgets/chunks/sf-platform-<hash>.js. */
const PLATFORM = /\/widgets\/chunks\/sf-platform-[0-9A-F]{8}\.js$/;

async function newPage(persona: 'buyer' | null): Promise<Page> {
  const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
  if (persona) await h.loginAs(context, persona);
  return context.newPage();
}

describe('request first', () => {
  it("sends the search page's Product/WebSearch before React's file has arrived", async () => {
    const path = await searchPagePath(h);
    const page = await newPage('buyer');
    const events: string[] = [];
    // React's file is held back 1.5 s: a search that waited for React would leave after it.
    await page.route(PLATFORM, async (route) => {
      events.push('platform requested');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      events.push('platform answered');
      await route.continue();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/Product/WebSearch')) events.push('search sent');
    });
    await page.goto(h.baseUrl + path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('.sf-card').first().waitFor({ timeout: 10_000 });
    expect(events.indexOf('search sent')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('search sent')).toBeLessThan(events.indexOf('platform answered'));
    await page.context().close();
  });

  it('modulepreloads the view and the React platform from the widgets’ origin, with the page’s nonce', async () => {
    const path = await searchPagePath(h);
    const page = await newPage('buyer');
    await page.goto(h.baseUrl + path);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => ({ href: l.href, nonce: l.nonce })),
    );
    const context = JSON.parse((await page.locator('script#sf-context').textContent()) ?? '{}') as { cspNonce?: string };
    expect(links.some((l) => PLATFORM.test(l.href))).toBe(true);
    // The search page's view, the favorites control's view and the platform (named by both
    // entries; the browser fetches a module once however many links name it).
    expect(new Set(links.map((l) => l.href)).size).toBe(3);
    for (const link of links) {
      expect(new URL(link.href).pathname).toMatch(/^\/widgets\/chunks\//);
      if (context.cspNonce) expect(link.nonce).toBe(context.cspNonce);
    }
    await page.context().close();
  });

  it("loads badge + search + favorites in seven files, the search page's own content drawn in one pass with no shift while React arrives late", async () => {
    const path = await searchPagePath(h);
    const page = await newPage('buyer');
    // Shifts of the widget's own content (a skeleton replaced by cards, a description pushing
    // the grid): the host's empty #searchPage growing once is the host's to reserve.
    await page.addInitScript(() => {
      const w = window as Window & { __shift?: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
          const inWidget = entry.sources.some((source) => source.node && document.getElementById('searchPage')?.contains(source.node));
          if (!entry.hadRecentInput && inWidget) w.__shift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\/widgets\//.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    // The platform slow, so the page is seen with its results before and after React's arrival.
    await page.route(PLATFORM, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(h.baseUrl + path);
    await page.locator('.sf-card').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0);
    // (The customer switcher, an eager entry for signed-in visitors, is left out.)
    const widgetFiles = [...new Set(scripts.filter((p) => p.startsWith('/widgets/') && !/purify|errorReporterCore|customerSwitcher/.test(p)))];
    // Three entries (cartBadge, searchPage, favoritesDialog), the core, the platform, the
    // search page's view and the favorites control's view.
    expect(widgetFiles).toHaveLength(7);
    await page.context().close();
  });

  it('keeps the cart badge React-free: a page with only the badge loads no React', async () => {
    // Anonymous: a signed-in visitor's pages carry the customer switcher (React) too.
    const page = await newPage(null);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${h.baseUrl}/`);
    await page.locator('#cart-badge-desktop a').first().waitFor({ state: 'attached' });
    const widgets = scripts.filter((p) => p.startsWith('/widgets/'));
    expect(widgets.some((p) => p.endsWith('/cartBadge.js'))).toBe(true);
    expect(widgets.some((p) => PLATFORM.test(p))).toBe(false);
    await page.context().close();
  });
});
