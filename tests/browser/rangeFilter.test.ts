/**
 * The range filter on the search page (docs/search-page.md "Range filters"): Pot diameter's
 * two boxes apply on leaving a box and on Enter, the service narrows the cards to the range,
 * stays in the address across a reload, and a chip removes it; a box that holds no number
 * keeps what was typed and says what to type. Accessible queries only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectVisible, useHarness } from './harness';

const h = useHarness();

const POTS = '/order-now/101/pots';
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const minimum = (page: Page) => page.getByRole('textbox', { name: 'Minimum pot diameter' });
const maximum = (page: Page) => page.getByRole('textbox', { name: 'Maximum pot diameter' });
const rangeParam = (page: Page) => new URL(page.url()).searchParams.get('r.80.Pot diameter');

async function settled(page: Page): Promise<void> {
  await expectVisible(cards(page).first(), 20_000);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 20_000 });
}

/** The diameters the cards on screen name ("6 in. Standard Round Pot, Black" -> 6). */
async function diametersShown(page: Page): Promise<number[]> {
  const names = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(/^(\d+(?:\.\d+)?) in\./.exec(name)?.[1] ?? Number.NaN));
}

/** The next answer of the search (the body leaves as a stream the browser does not show; the store's tests check it). */
const nextSearch = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/Product/WebSearch'));

describe('search page: Pot diameter range', () => {
  it('applies the minimum on leaving its box and the maximum on Enter, narrows the cards to the range, and keeps it in the address', async () => {
    const { page, context, pageErrors } = await h.openPage(POTS, { persona: 'buyer' });
    await settled(page);
    await expectVisible(minimum(page), 15_000);

    const atLeastSix = nextSearch(page);
    await minimum(page).fill('6');
    await minimum(page).press('Tab');
    await atLeastSix;
    await settled(page);
    expect(rangeParam(page)).toBe('6..');
    expect((await diametersShown(page)).every((d) => d >= 6)).toBe(true);

    const sixToEight = nextSearch(page);
    await maximum(page).fill('8');
    await maximum(page).press('Enter');
    await sixToEight;
    await settled(page);
    expect(rangeParam(page)).toBe('6..8');
    const shown = await diametersShown(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((d) => d >= 6 && d <= 8)).toBe(true);

    // Kept across a reload: the boxes and the chip say it.
    await page.reload();
    await settled(page);
    await expectVisible(minimum(page), 15_000);
    expect(await minimum(page).inputValue()).toBe('6');
    expect(await maximum(page).inputValue()).toBe('8');
    const chip = page.getByRole('button', { name: 'Remove filter Pot diameter: 6 to 8' });
    await expectVisible(chip);
    await chip.click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('r.80.Pot diameter'));
    await settled(page);
    expect(await minimum(page).inputValue()).toBe('');
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('keeps what is not a number in its box and says what to type, sending nothing; axe finds nothing', async () => {
    const { page, context } = await h.openPage(POTS, { persona: 'buyer', bypassCSP: true });
    await settled(page);
    await expectVisible(maximum(page), 15_000);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Product/WebSearch')) searches.push(request.url());
    });
    await maximum(page).fill('twelve');
    await maximum(page).press('Enter');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Enter a number from 2.5 to 24.' }));
    expect(await maximum(page).inputValue()).toBe('twelve');
    expect(await maximum(page).getAttribute('aria-invalid')).toBe('true');
    expect(rangeParam(page)).toBeNull();
    expect(searches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
