/**
 * The search page at 375 px: the filter panel slides in from 'Filters', closes on Close or
 * a click outside, locks page scrolling while open and restores the exact position after;
 * pagination shows no siblings.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHidden, expectVisible, pageSettled, useHarness } from './harness';

const h = useHarness();
const PHONE = { width: 375, height: 760 };
const CONTAINERS = '/order-now/1/containers';

async function open(persona: 'buyer' | 'anonymous' = 'buyer'): Promise<Page> {
  const { page } = await h.openPage(CONTAINERS, { persona, viewport: PHONE });
  await expectVisible(page.getByRole('main').getByRole('article').first(), 20_000);
  return page;
}

const scrollState = (page: Page) =>
  page.evaluate(() => ({
    y: Math.round(window.scrollY),
    body: document.body.style.overflow,
    root: document.documentElement.style.overflow,
  }));

describe('search page on a phone', () => {
  it('opens the filters from a Filters button and closes them with Close, returning focus', async () => {
    const page = await open();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expectHidden(filters);
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    await opener.click();
    await expectVisible(filters);
    await expectVisible(filters.getByRole('checkbox').first());
    await filters.getByRole('button', { name: 'Close' }).click();
    await expectHidden(filters);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes on a click outside the panel', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expectVisible(filters);
    await pageSettled(page);
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expectHidden(filters);
  });

  it('locks page scrolling while open and restores the exact previous state after', async () => {
    const page = await open();
    await page.evaluate(() => window.scrollTo(0, 700));
    await pageSettled(page);
    const before = await scrollState(page);
    expect(before.y).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Filters' }));
    const locked = await scrollState(page);
    expect(locked.body).toBe('hidden');
    // Wheel over the page outside the panel: the page does not move.
    await page.mouse.move(PHONE.width - 10, 300);
    await page.mouse.wheel(0, 800);
    // A wheel's scroll is animated and no event says none will come: a short quiet period.
    await page.waitForTimeout(300);
    expect((await scrollState(page)).y).toBe(before.y);
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close' }).click();
    await expectHidden(page.getByRole('dialog', { name: 'Filters' }));
    expect(await scrollState(page)).toEqual(before);
  });

  it("ends the panel with a sticky 'Show N results' that follows the count and closes the panel", async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const show = filters.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await expectVisible(show);
    const before = await show.textContent();
    // In view at the panel's bottom edge even before the panel is scrolled.
    const box = await show.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await filters.getByRole('group', { name: 'Color' }).getByRole('checkbox').first().check();
    await page.waitForFunction((text) => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => /^Show [\d,]+ results?$/.test(b.textContent ?? ''));
      return button !== undefined && button.textContent !== text;
    }, before, { timeout: 20_000 });
    const after = await show.boundingBox();
    expect(after && after.y + after.height).toBeLessThanOrEqual(PHONE.height);
    await show.click();
    await expectHidden(filters);
  });

  it('filters from the panel and shows the choice as a chip', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const checkbox = filters.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
    await checkbox.check();
    await page.waitForFunction(() => new URLSearchParams(location.search).toString().includes('.Color='));
    await filters.getByRole('button', { name: 'Close' }).click();
    await expectVisible(page.getByRole('button', { name: /^Remove filter Color: / }));
    // Still named 'Filters' and nothing else is: the count is its description, in words.
    const opener = page.getByRole('button', { name: 'Filters' });
    expect(await opener.count()).toBe(1);
    const description = await opener.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    );
    expect(description).toBe('1 filter selected');
    // The description is hidden: only the opener's badge shows the count, and the Sort by
    // and Items per page boxes keep their room on the toolbar's row.
    expect(await page.getByText('1 filter selected').isVisible()).toBe(false);
    for (const name of ['Sort by', 'Items per page']) {
      const box = await page.getByRole('combobox', { name }).boundingBox();
      expect(box?.width).toBeGreaterThan(90);
    }
  });

  it('shows no sibling pages around the current one', async () => {
    const { page } = await h.openPage(`${CONTAINERS}?skip=72&take=18&sort=sortOrder`, { viewport: PHONE });
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expectVisible(nav.getByRole('button', { name: 'Page 5' }), 20_000);
    expect(await nav.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('button', { name: 'Page 1' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Page 4' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Page 6' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('skip') === '90');
    await expectVisible(nav.getByRole('button', { name: 'Page 6' }));
    expect(await nav.getByRole('button', { name: 'Page 5' }).count()).toBe(0);
  });

  it("locks page scrolling while the 'Quantity Changed' alert is open, and unlocks it on OK", async () => {
    const page = await open();
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByText(/^Minimum quantity: ([2-9]|\d{2,})$/) }).first();
    const field = card.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill('1');
    await field.press('Tab');
    const alert = page.getByRole('alertdialog', { name: 'Quantity Changed' });
    await expectVisible(alert);
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await rootOverflow()).toBe('hidden');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectHidden(alert);
    expect(await rootOverflow()).not.toBe('hidden');
  });

  it('has no horizontal overflow at 375 px', async () => {
    const page = await open('anonymous');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
