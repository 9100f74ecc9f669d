/**
 * Every widget follows a customer switch made during its first load (issue 31): the page's
 * first answers for the customer it opened with are held back, a host script switches the
 * page to another customer (`customer change`, docs/switching.md "Host scripts"), and only
 * then do the held answers arrive, each name in them replaced by 'STALE ANSWER'. The widget
 * must ask again for the new customer and never draw the previous customer's answer, not
 * even for a moment (a MutationObserver watches from the first byte of the page).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../src/testing/deferred';
import { demoRoutePath, networkQuiet, readPageContext, searchPagePath, trackNetwork, useHarness, waitFor, type Harness } from './harness';

const h = useHarness();

const STALE = 'STALE ANSWER';
/** The customer the page switches to (in the sales rep's book; docs/switching.md's example). */
const NEXT = { customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: null };

/** Every text a buyer would read as a name in an answer, replaced, at any depth. */
function spoil(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spoil);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' && /name$|description$/i.test(key) ? STALE : spoil(field)]),
  );
}

type Watch = { held: () => number; askedForNext: () => boolean; release: () => void };

/** Holds every answer for `previous` until `release()`; records whether anything asked for the next customer. */
async function holdPreviousCustomer(page: Page, previous: string): Promise<Watch> {
  const gate = deferred<void>();
  let held = 0;
  let askedForNext = false;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? (request.postDataJSON() as { customerNumber?: unknown } | null) : null;
    if (body?.customerNumber === NEXT.customer.customerNumber) askedForNext = true;
    if (body?.customerNumber !== previous) return route.fallback();
    held += 1;
    await gate.promise;
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    // The test may have closed the page while this answer was held: nothing left to answer.
    const text = await response.text().catch(() => null);
    if (text === null) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return route.fulfill({ response, body: text }).catch(() => undefined);
    }
    await route.fulfill({ response, json: spoil(json) }).catch(() => undefined);
  });
  return { held: () => held, askedForNext: () => askedForNext, release: () => gate.resolve() };
}

async function pages(harness: Harness): Promise<[string, string][]> {
  return [
    ['search page', await searchPagePath(harness)],
    ['product page', await demoRoutePath(harness, '/order-now/product/')],
    ['cart page', '/cart'],
    ['checkout', '/checkout'],
    ['buy again', '/account/buy-again'],
    ['favorites page', '/account/favorites/'],
    ['statements', '/MyAccount/OrderManager/Statements'],
    ['bench configurator', '/track-bench-configurator'],
  ];
}

describe('a customer switch during the first load', () => {
  it('every widget asks again for the new customer and never draws an answer for the previous one', async () => {
    const home = await h.openPage('/', { persona: 'salesRep' });
    const previous = String(((await readPageContext(home.page)).customer as { customerNumber: string }).customerNumber);
    await home.context.close();
    expect(previous).not.toBe(NEXT.customer.customerNumber);

    const problems: string[] = [];
    for (const [name, path] of await pages(h)) {
      const context = await h.browser.newContext();
      await h.loginAs(context, 'salesRep');
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      await page.addInitScript((stale) => {
        const w = window as unknown as { __sawStale?: boolean };
        new MutationObserver(() => {
          if (document.body?.textContent?.includes(stale)) w.__sawStale = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, STALE);
      const watch = await holdPreviousCustomer(page, previous);
      trackNetwork(page);
      await page.goto(`${h.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await waitFor(async () => watch.held() > 0, `${name}: a first call for customer ${previous}`);
      // The page's widgets have read the page context by now (their first calls left).
      await page.waitForFunction(() => Boolean((window as unknown as { StorefrontWidgets?: { bus?: unknown } }).StorefrontWidgets?.bus));
      await page.evaluate((next) => {
        const sw = (window as unknown as { StorefrontWidgets: { bus: { emit(name: string, payload: unknown): void } } }).StorefrontWidgets;
        sw.bus.emit('customer change', { ...next, origin: 'host' });
      }, NEXT);
      await waitFor(async () => watch.askedForNext(), `${name}: a call for customer ${NEXT.customer.customerNumber} after the switch`);
      watch.release();
      await networkQuiet(page);
      const sawStale = await page.evaluate(() => (window as unknown as { __sawStale?: boolean }).__sawStale ?? false);
      if (sawStale) problems.push(`${name}: drew an answer for customer ${previous} after the switch`);
      for (const error of pageErrors) problems.push(`${name}: page error ${error}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
