import { describe, expect, it } from 'vitest';
import { expectVisible, useHarness } from './harness';

// The widgets come from a second origin (a second listener, as a CDN would serve them).
const h = useHarness({ widgetsPort: 0 });

describe('widgets from another origin', () => {
  it('loads every entry and chunk from the widgets origin and mounts the widgets', async () => {
    const home = await h.openPage('/');
    const tile = home.page.getByRole('list', { name: 'Shop by category' }).getByRole('link').first();
    const categoryName = ((await tile.textContent()) ?? '').trim();
    const categoryHref = (await tile.getAttribute('href')) ?? '';
    await home.context.close();

    const { page, context, consoleErrors, pageErrors, failedRequests } = await h.openPage(categoryHref, { persona: 'buyer' });
    const widgetsOrigin = new URL(h.server.widgetsBase).origin;
    expect(widgetsOrigin).not.toBe(new URL(h.baseUrl).origin);

    await expectVisible(page.getByRole('heading', { level: 1, name: categoryName }));
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
    // The host's own script stays on the page's origin; every widget file comes from the other.
    expect(scripts.filter((s) => !s.includes('/widgets/'))).toEqual([`${h.baseUrl}/demo/static/host.js`]);
    expect(scripts.some((s) => s.endsWith('/searchPage.js'))).toBe(true);
    expect(scripts.some((s) => s.includes('/chunks/'))).toBe(true);
    for (const script of scripts.filter((s) => s.includes('/widgets/'))) expect(new URL(script).origin, script).toBe(widgetsOrigin);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });

  it('lets the hostile page CSP allow the widgets origin for scripts', async () => {
    const { context, response } = await h.openPage('/demo/hostile');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const widgetsOrigin = new URL(h.server.widgetsBase).origin;
    expect(policy).toContain(`script-src 'self' ${widgetsOrigin};`);
    await context.close();
  });
});
