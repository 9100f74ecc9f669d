/**
 * Every change a sighted buyer sees is announced to a screen reader exactly once (issue 41):
 * the result count after a filter, an add to cart with its item and quantity, a rounded
 * quantity, an error, quick order rows added, the over-stock question. Peers' open
 * accessibility bugs cluster on unannounced counts and doubled live text.
 *
 * What counts as an announcement, as screen readers treat it: a live region (`aria-live`
 * polite or assertive, `role` status, alert or log) whose text changes to a new, non-empty
 * text, and an alert or alertdialog that appears. An init script records them in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, searchPagePath, useHarness } from './harness';

const h = useHarness();

const RECORDER = `
(() => {
  const LIVE = '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]';
  const last = new WeakMap();
  const heard = (window.__announced = []);
  const regionOf = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return element ? element.closest(LIVE) : null;
  };
  const dialogs = new WeakSet();
  new MutationObserver((records) => {
    const touched = new Set();
    for (const record of records) {
      const region = regionOf(record.target);
      if (region) touched.add(region);
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        for (const found of [node, ...node.querySelectorAll(LIVE)]) if (found.matches(LIVE)) touched.add(found);
        for (const dialog of [node, ...node.querySelectorAll('[role="alertdialog"]')]) {
          if (dialog.matches('[role="alertdialog"]') && !dialogs.has(dialog)) {
            dialogs.add(dialog);
            heard.push('[alertdialog] ' + (dialog.getAttribute('aria-label') || (document.getElementById(dialog.getAttribute('aria-labelledby') || '') || {}).textContent || ''));
          }
        }
      }
    }
    for (const region of touched) {
      // What is not drawn (display: none, a phone-only badge on a desktop) or hidden from
      // assistive technology is not read.
      if (region.getClientRects().length === 0 || region.closest('[aria-hidden="true"], [inert]')) continue;
      // A region inside another is read as the inner one.
      if (region.parentElement && region.parentElement.closest(LIVE) && !region.matches('[role="alert"]')) continue;
      const text = (region.textContent || '').replace(/\\s+/g, ' ').trim();
      // A region drawn with its text already in it is not read, but an alert is.
      const firstSight = !last.has(region);
      if (text && text !== last.get(region) && (!firstSight || region.matches('[role="alert"]'))) heard.push(text);
      last.set(region, text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
`;

async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.slice());
}

/** The announcements an action brings: those recorded while it runs and its effects settle. */
async function announcedBy(page: Page, action: () => Promise<void>, settled: () => Promise<void>): Promise<string[]> {
  const before = (await announced(page)).length;
  await action();
  await settled();
  // Polite announcements that trail the visible change (a count, a badge) have a moment to come.
  await page.waitForTimeout(600);
  return (await announced(page)).slice(before);
}

const count = (heard: string[], pattern: RegExp) => heard.filter((text) => pattern.test(text)).length;

describe('each change a sighted buyer sees is announced exactly once', () => {
  it('search page: the result count after a filter, an add with item and quantity, a rounded quantity, the over-stock question, a failed add', async () => {
    const context = await h.browser.newContext();
    await h.loginAs(context, 'buyer');
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}${await searchPagePath(h)}`);
    await expectVisible(page.getByRole('article').first(), 20_000);
    await page.waitForFunction(() => !document.querySelector('#searchPage [aria-busy="true"]'), null, { timeout: 20_000 });

    const countLine = page.locator('#searchPage').getByText(/ results for /).first();
    const countBefore = await countLine.textContent();
    const afterFilter = await announcedBy(
      page,
      () => page.getByRole('main').getByRole('checkbox').first().check(),
      async () => {
        await page.waitForFunction((before) => !document.querySelector('#searchPage [aria-busy="true"]') && !document.body.textContent?.includes(before ?? ''), countBefore, { timeout: 20_000 });
      },
    );
    expect(count(afterFilter, / results for /), afterFilter.join(' | ')).toBe(1);

    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) }).first();
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    const quantity = card.getByRole('spinbutton', { name: 'Quantity' });
    const pack = Number(await quantity.inputValue());
    const afterAdd = await announcedBy(
      page,
      () => card.getByRole('button', { name: 'Add to cart', exact: true }).click(),
      () => expectVisible(card.getByRole('link', { name: 'View cart' }), 15_000),
    );
    expect(count(afterAdd, new RegExp(`^Added ${pack} of .*${name.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)), afterAdd.join(' | ')).toBe(1);
    expect(count(afterAdd, /Added/), afterAdd.join(' | ')).toBe(1);
    // The header badge's count changed too: said once (the phone header's badge is not drawn).
    expect(count(afterAdd, /^Cart, \d+ items?$/), afterAdd.join(' | ')).toBe(1);

    if (pack > 1) {
      const afterRound = await announcedBy(
        page,
        async () => {
          await quantity.fill(String(pack + 1));
          await quantity.press('Tab');
        },
        () => expectVisible(page.getByRole('alertdialog', { name: 'Quantity Changed' })),
      );
      expect(afterRound, afterRound.join(' | ')).toEqual(['[alertdialog] Quantity Changed']);
      await page.getByRole('alertdialog', { name: 'Quantity Changed' }).getByRole('button', { name: 'OK' }).click();
    }

    const afterQuestion = await announcedBy(
      page,
      async () => {
        // The most one line holds, far over what any warehouse has.
        await quantity.fill(String(Math.floor(999_990 / pack) * pack));
        await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
      },
      () => expectVisible(page.getByRole('alertdialog', { name: 'More than is in stock?' })),
    );
    expect(afterQuestion, afterQuestion.join(' | ')).toEqual(['[alertdialog] More than is in stock?']);
    await page.getByRole('alertdialog', { name: 'More than is in stock?' }).getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/Cart/AddItemToCart', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: JSON.stringify({ Message: 'The cart service is down.', Error: 'ServerError' }) }) }),
    );
    await quantity.fill(String(pack));
    await quantity.press('Tab');
    const afterError = await announcedBy(
      page,
      () => card.getByRole('button', { name: 'Add to cart', exact: true }).click(),
      () => expectVisible(card.getByRole('alert')),
    );
    expect(count(afterError, /The cart service is down/), afterError.join(' | ')).toBe(1);
    await context.close();
  });

  it('quick order: the lines added are said once, when their lookups have settled', async () => {
    const context = await h.browser.newContext();
    await h.loginAs(context, 'buyer');
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/quick-order`);
    const box = page.getByRole('textbox', { name: /^Paste items/ });
    await expectVisible(box, 15_000);
    await box.fill('TL06135\t200\nXX99999\t5');
    const afterLines = await announcedBy(
      page,
      () => page.getByRole('button', { name: 'Add lines' }).click(),
      () => expectVisible(page.getByText('Item XX99999 was not found.'), 15_000),
    );
    expect(afterLines, afterLines.join(' | ')).toEqual(['2 lines added: 1 ready, 1 not found, 0 not orderable, 0 unreadable']);
    await context.close();
  });
});
