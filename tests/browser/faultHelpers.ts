/**
 * Shared pieces of the fault browser tests (faults*.test.ts): the service's fault switch
 * driven per request with the `X-Sf-Fault` header (docs/service.md "Fault switch"), and
 * recorders of the calls and bus events a page makes.
 */
import type { Page, Request } from 'playwright-core';
import { axeViolations } from './harness';

export type Fault = '500' | 'malformed' | 'drop' | `delay=${number}`;

/** The SPEC 500 body the service sends for an injected 500. */
export const injectedFaultText = (servicePath: string) => `Injected fault: ${servicePath} failed on purpose (fault mode).`;

/** The sentence each fault becomes in a widget, for an action in words ("load your cart"). */
export function faultSentence(fault: Fault, servicePath: string, action: string): string {
  if (fault === '500') return injectedFaultText(servicePath);
  if (fault === 'malformed') return `The store sent an answer this page cannot read, so it could not ${action}.`;
  return `Could not reach the store to ${action}.`;
}

/**
 * Sends the next `times` calls of the service path `servicePath` (e.g. 'Cart/AddItemToCart')
 * with the fault header; later calls go through untouched. Returns the request bodies of
 * every call the route saw, in order.
 */
export async function injectFault(page: Page, servicePath: string, fault: Fault, times = 1): Promise<unknown[]> {
  let remaining = times;
  const bodies: unknown[] = [];
  await page.route(`**/api/${servicePath}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    if (remaining > 0 && route.request().method() === 'POST') {
      remaining -= 1;
      await route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': fault } });
    } else {
      await route.continue();
    }
  });
  return bodies;
}

/** Every POST to the service path, as it leaves the page. */
export function recordCalls(page: Page, servicePath: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/api/${servicePath}`)) calls.push(request);
  });
  return calls;
}

/** The desktop header badge's accessible name ("Cart, 3 items"). */
export const badgeLabel = async (page: Page) => (await page.locator('#cart-badge-desktop a').getAttribute('aria-label')) ?? '';

export async function waitForBadgeLabel(page: Page, test: (label: string) => boolean, description: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const label = await badgeLabel(page);
    if (test(label)) return;
    if (Date.now() > deadline) throw new Error(`the badge never became ${description}; it reads "${label}"`);
    await page.waitForTimeout(100);
  }
}

/** Collects, in the page, every `update cart` payload published from now on. */
export function recordCartUpdates(page: Page) {
  return page.evaluateHandle(() => {
    const seen: unknown[] = [];
    (window as unknown as { StorefrontWidgets: { bus: { on(n: string, k: string, f: (p: unknown) => void): void } } }).StorefrontWidgets.bus.on(
      'update cart',
      'faults-test',
      (payload) => seen.push(payload),
    );
    return seen;
  });
}

/** Serious and critical axe violations inside `include` (CSS selectors), as readable lines. */
export async function seriousAxeViolations(page: Page, include: string[]): Promise<string[]> {
  return (await axeViolations(page, { include })).filter((line) => /^\S+ \((serious|critical)\)/.test(line));
}
