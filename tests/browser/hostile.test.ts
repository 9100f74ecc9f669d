/**
 * /demo/hostile: every widget under an aggressive CMS theme (demo-host/static/hostile.css) and
 * a strict Content-Security-Policy with style nonces. The widgets render and work, insert no
 * style or script the policy refuses, and their key elements keep the size and visibility
 * they have under the normal demo theme (docs/hardening.md "CSS isolation").
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installCspProbe, type CspProbe } from './cspProbe';
import { expectVisible, pageSettled, useHarness, VIEWPORTS, type PersonaKey } from './harness';

const h = useHarness();

type Probe = { page: Page; context: BrowserContext; csp: CspProbe };

/**
 * Opens `path` with the CSP probe (tests/browser/cspProbe.ts) recording violations and CSP
 * console messages from before any page script runs.
 */
async function openProbed(
  path: string,
  options: { persona: PersonaKey; viewport?: { width: number; height: number }; withoutHostileTheme?: boolean },
): Promise<Probe> {
  const context = await h.browser.newContext({ viewport: options.viewport ?? VIEWPORTS.desktop });
  await h.loginAs(context, options.persona);
  const csp = await installCspProbe(context);
  const page = await context.newPage();
  if (options.withoutHostileTheme) {
    // The same document, policy and widgets under the normal demo theme (host.css) only.
    await page.route(`${h.baseUrl}${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/<link rel="stylesheet" href="\/demo\/static\/hostile\.css"[^>]*>/, '');
      if (body === html) throw new Error('the hostile page no longer links /demo/static/hostile.css');
      await route.fulfill({ response, body });
    });
  }
  await page.goto(`${h.baseUrl}${path}`);
  return { page, context, csp };
}

/** The key elements of every widget, found by role and name. */
function keyElements(page: Page, placement: 'desktop' | 'mobile' = 'desktop'): Record<string, Locator> {
  const card = page.locator('#searchPage').getByRole('article').first();
  return {
    'cart badge link': page.locator(`#cart-badge-${placement}`).getByRole('link', { name: /^Cart/ }),
    'product card': card,
    'Add to cart button': card.getByRole('button', { name: 'Add to cart' }),
    'quantity input': card.getByRole('spinbutton', { name: 'Quantity' }),
    // On a phone the filter panel is a dialog that slides in.
    'filter checkbox': page
      .getByRole(placement === 'mobile' ? 'dialog' : 'region', { name: 'Filters' })
      .getByRole('checkbox')
      .first(),
    'favorites button': page.locator('[data-sf-widget="favorites"]').getByRole('button', { name: /favorites/i }).first(),
    "configurator's first field": page
      .locator('[data-sf-widget="track-bench-configurator"]')
      .getByRole('region', { name: 'Track bench layout' })
      .getByRole('combobox')
      .first(),
  };
}

type Box = { width: number; height: number; visible: boolean };

async function measure(locator: Locator): Promise<Box> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const visible =
      rect.width > 0 && rect.height > 0 && style.visibility === 'visible' && style.display !== 'none' && Number(style.opacity) > 0;
    return { width: rect.width, height: rect.height, visible };
  });
}

/**
 * The mount elements are the host's own: the hostile theme makes every host `div` a flex
 * container and its columns a different width. Both pages get the same mount boxes, so
 * what remains to compare is what happens inside the widgets.
 */
async function equalizeMountBoxes(page: Page, phone: boolean): Promise<void> {
  await page.evaluate((phone) => {
    const widths: Record<string, string> = phone
      ? { '#searchPage': '350px', '[data-sf-widget="favorites"]': '350px', '[data-sf-widget="track-bench-configurator"]': '350px' }
      : { '#searchPage': '1100px', '[data-sf-widget="favorites"]': '600px', '[data-sf-widget="track-bench-configurator"]': '900px' };
    for (const [selector, width] of Object.entries(widths)) {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        // CSSOM writes are allowed by the policy (only style attributes in markup are not).
        element.style.display = 'block';
        element.style.width = width;
      }
    }
  }, phone);
}

/** ±2 px or ±5 %, whichever is larger. */
const TOLERANCE_PX = 2;
const TOLERANCE_RATIO = 0.05;
const withinTolerance = (a: number, b: number) => Math.abs(a - b) <= Math.max(TOLERANCE_PX, TOLERANCE_RATIO * Math.max(a, b));

async function waitForWidgets(page: Page, placement: 'desktop' | 'mobile' = 'desktop'): Promise<void> {
  await expectVisible(page.locator(`#cart-badge-${placement}`).getByRole('link', { name: /^Cart, \d+ items?$/ }), 15_000);
  await expectVisible(page.locator('#searchPage').getByRole('article').first(), 15_000);
  await expectVisible(page.locator('[data-sf-widget="favorites"]').getByRole('button', { name: /favorites/i }).first(), 15_000);
  await expectVisible(page.getByRole('table', { name: 'Bill of materials' }), 15_000);
}

describe('hostile host page', () => {
  it('renders every widget with no Content-Security-Policy violation', async () => {
    const { page, context, csp } = await openProbed('/demo/hostile', { persona: 'buyer' });
    await waitForWidgets(page);
    await expectVisible(page.locator('#searchPage').getByRole('region', { name: 'Filters' }));
    // Style elements the widgets inserted all carry the page's nonce.
    const unnoncedStyles = await page.evaluate(
      () => [...document.querySelectorAll('style')].filter((style) => !style.nonce).length,
    );
    expect(unnoncedStyles).toBe(0);
    await pageSettled(page);
    expect(csp.enforced()).toEqual([]);
    expect(csp.console()).toEqual([]);
    await context.close();
  });

  it('works there: Add to cart updates the cart badge', async () => {
    const { page, context } = await openProbed('/demo/hostile', { persona: 'buyer' });
    await waitForWidgets(page);
    const badge = page.locator('#cart-badge-desktop').getByRole('link', { name: /^Cart/ });
    const before = (await badge.getAttribute('aria-label')) ?? '';
    await page.locator('#searchPage').getByRole('article').first().getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      (previous) => (document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? previous) !== previous,
      before,
      { timeout: 10_000 },
    );
    expect(await badge.getAttribute('aria-label')).toMatch(/^Cart, \d+ items?$/);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.mobile],
  ] as const) {
    it(`keeps the key elements the size and visibility they have under the normal theme (${label})`, async () => {
      const phone = label === 'phone';
      const placement = phone ? 'mobile' : 'desktop';
      const hostile = await openProbed('/demo/hostile', { persona: 'buyer', viewport });
      const normal = await openProbed('/demo/hostile', { persona: 'buyer', viewport, withoutHostileTheme: true });
      for (const { page } of [hostile, normal]) {
        await waitForWidgets(page, placement);
        await equalizeMountBoxes(page, phone);
        // On a phone the filter panel slides in from its button.
        if (phone) await page.locator('#searchPage').getByRole('button', { name: 'Filters' }).click();
      }
      const hostileElements = keyElements(hostile.page, placement);
      const normalElements = keyElements(normal.page, placement);
      const problems: string[] = [];
      for (const [name, locator] of Object.entries(hostileElements)) {
        const a = await measure(locator);
        const b = await measure(normalElements[name] as Locator);
        const describe = (box: Box) => `${box.width.toFixed(1)}×${box.height.toFixed(1)}${box.visible ? '' : ' (not visible)'}`;
        if (!a.visible || !withinTolerance(a.width, b.width) || !withinTolerance(a.height, b.height)) {
          problems.push(`${name}: hostile ${describe(a)}, normal ${describe(b)}`);
        }
      }
      expect(problems).toEqual([]);
      await hostile.context.close();
      await normal.context.close();
    });
  }

  it('keeps heights and visibility of the key elements equal to the normal demo routes', async () => {
    const hostile = await openProbed('/demo/hostile', { persona: 'buyer' });
    await waitForWidgets(hostile.page);
    const hostileElements = keyElements(hostile.page);
    // Where each element lives on the normal demo pages (same persona and viewport).
    const routes: Record<string, string> = {
      'cart badge link': '/',
      'Add to cart button': '/order-now/1/containers',
      'quantity input': '/order-now/1/containers',
      'filter checkbox': '/order-now/1/containers',
      'favorites button': '/order-now/1/containers',
      "configurator's first field": '/track-bench-configurator',
    };
    const problems: string[] = [];
    // One load per route: the elements that live on the same route are measured on one page.
    for (const route of new Set(Object.values(routes))) {
      const normal = await openProbed(route, { persona: 'buyer' });
      const elements = keyElements(normal.page);
      for (const name of Object.keys(routes).filter((key) => routes[key] === route)) {
        const normalLocator =
          name === 'favorites button'
            ? normal.page.locator('#searchPage').getByRole('article').first().getByRole('button', { name: /favorites/i })
            : (elements[name] as Locator);
        const a = await measure(hostileElements[name] as Locator);
        const b = await measure(normalLocator);
        if (!a.visible || !b.visible || !withinTolerance(a.height, b.height)) {
          problems.push(`${name}: hostile ${a.width.toFixed(1)}×${a.height.toFixed(1)}, ${route} ${b.width.toFixed(1)}×${b.height.toFixed(1)}`);
        }
      }
      await normal.context.close();
    }
    expect(problems).toEqual([]);
    await hostile.context.close();
  });
});
