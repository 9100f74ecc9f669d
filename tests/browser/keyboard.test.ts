/**
 * A whole order with the keyboard alone (page.keyboard only: Tab, Shift+Tab, Enter, Space,
 * arrows, Escape, typing), built bundle in Chromium against the demo host: search from the
 * header box, filter, change a quantity through the Quantity Changed alert, add to cart,
 * favorites, and a track bench kit. At every stop that matters the focused element must
 * show a focus indicator (an outline or a box-shadow), also under the hostile theme that
 * removes outlines on :focus.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkoutReady, fillCart } from './checkoutPages';
import { expectHidden, expectVisible, networkQuiet, trackNetwork, useHarness } from './harness';

const h = useHarness();

const CONTAINERS = '/order-now/1/containers';

/** What the focused element looks like: a description for messages, and whether focus is visible. */
async function focusState(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing (body)' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return { visible: outline || shadow, what: `<${el.tagName.toLowerCase()}> "${name}" outline ${style.outline}, box-shadow ${style.boxShadow}` };
  });
}

async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const state = await focusState(page);
  expect(state.visible, `visible focus at ${where}: ${state.what}`).toBe(true);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses `key` (Tab by default) until `target` has focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 300): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} never received focus after ${max} presses of ${key}`);
}

async function badgeLabel(page: Page): Promise<string> {
  return (await page.locator('#cart-badge-desktop a').getAttribute('aria-label')) ?? '';
}

async function waitForBadgeChange(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (previous) => {
      const label = document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? '';
      return /^Cart, \d+ items?$/.test(label) && label !== previous;
    },
    before,
    { timeout: 15_000 },
  );
  return badgeLabel(page);
}

async function waitForGrid(page: Page): Promise<void> {
  await expectVisible(page.getByRole('main').getByRole('article').first(), 20_000);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 20_000 });
}

/**
 * The most key presses a whole keyboard order may take, from the header search box to the
 * order confirmation (issue 30 measured 138 before the skip links and View cart; 49 with
 * them; issue 41 asked for at most 40: the cart's and the checkout's skip links,
 * docs/accessibility.md). Typing counts one press per character.
 */
const WHOLE_ORDER_MAX_PRESSES = 40;

describe('keyboard only', () => {
  it(`a whole order from the header search box to the confirmation takes at most ${WHOLE_ORDER_MAX_PRESSES} key presses`, async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await fillCart(page, 0);
    await page.reload();
    let presses = 0;
    const steps: string[] = [];
    const tabTo = async (target: Locator, key = 'Tab', max = 300) => {
      const used = await pressUntilFocused(page, target, key, max);
      steps.push(`${String(target).slice(0, 60)}: ${used}`);
      presses += used;
    };
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };
    const type = async (text: string) => {
      presses += text.length;
      await page.keyboard.type(text);
    };
    // The host page's own first stop: past the header and its navigation to <main>.
    const skipToContent = async () => {
      await tabTo(page.getByRole('link', { name: 'Skip to content' }), 'Tab', 5);
      await press('Enter');
    };

    await tabTo(page.getByRole('banner').getByRole('searchbox').first());
    await type('pot');
    await press('Enter');
    await page.waitForURL(/\/search-results\?term=pot/);
    await waitForGrid(page);
    await page.waitForFunction(() => document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') === 'Cart, 0 items', null, { timeout: 15_000 });
    // 'Skip to results' is the search page's first stop: past the filters to the first card.
    await skipToContent();
    await tabTo(page.locator('#searchPage').getByRole('link', { name: 'Skip to results' }).first());
    await press('Enter');
    const add = page.locator('#searchPage').getByRole('button', { name: 'Add to cart', exact: true }).and(page.locator(':enabled')).first();
    await tabTo(add, 'Tab', 60);
    await press('Enter');
    const viewCart = page.locator('#searchPage').getByRole('link', { name: 'View cart' });
    await expectVisible(viewCart, 15_000);
    await tabTo(viewCart, 'Shift+Tab', 10);
    await press('Enter');
    await page.waitForURL('**/cart');
    const checkOut = page.getByRole('link', { name: 'Check out' });
    await expectVisible(checkOut, 20_000);
    await skipToContent();
    // 'Skip to order summary' is the cart's first stop: past every line's controls.
    await tabTo(page.locator('#cartPage').getByRole('link', { name: 'Skip to order summary' }), 'Tab', 3);
    await press('Enter');
    await tabTo(checkOut, 'Tab', 10);
    await press('Enter');
    await page.waitForURL('**/checkout');
    await checkoutReady(page);
    await skipToContent();
    const account = page.getByRole('radio', { name: 'Pay on account', exact: true });
    if (!(await account.isChecked())) {
      await tabTo(page.getByRole('radio', { name: 'Pay by card', exact: true }));
      await press('ArrowUp');
      expect(await account.isChecked()).toBe(true);
      await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });
    }
    // 'Skip to Place order' is the checkout's first stop: past the fields, whose defaults suit.
    await tabTo(page.locator('#checkout').getByRole('link', { name: 'Skip to Place order' }), 'Tab', 3);
    await press('Enter');
    await tabTo(page.getByRole('button', { name: 'Place order', exact: true }), 'Tab', 10);
    await press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(presses, `key presses of the whole order (Tab counts: ${steps.join('; ')})`).toBeLessThanOrEqual(WHOLE_ORDER_MAX_PRESSES);
    await context.close();
  });

  it('searches from the header box: Tab to it, type, Enter, results', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    const box = page.getByRole('banner').getByRole('searchbox').first();
    await pressUntilFocused(page, box);
    await expectFocusVisible(page, 'the header search box');
    await page.keyboard.type('pots');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search-results\?term=pots/);
    await waitForGrid(page);
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('filters: Tab to a filter checkbox, Space checks it and the grid follows, focus stays on it', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    const checkbox = page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
    await pressUntilFocused(page, checkbox);
    await expectFocusVisible(page, 'a filter checkbox');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => [...new URLSearchParams(location.search).keys()].some((k) => k.startsWith('f.')));
    await waitForGrid(page);
    expect(await checkbox.isChecked()).toBe(true);
    await expectVisible(page.getByRole('button', { name: /^Remove filter Color: / }));
    // Focus is not thrown back to the top of the page while the grid reloads.
    expect(await isFocused(page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first())).toBe(true);
    await expectFocusVisible(page, 'the filter checkbox after the grid reloaded');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => ![...new URLSearchParams(location.search).keys()].some((k) => k.startsWith('f.')));
    await context.close();
  });

  it('filters at 375 px: Enter on Filters opens the panel, Space checks, Escape closes and focus returns', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer', viewport: { width: 375, height: 812 } });
    await waitForGrid(page);
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    await pressUntilFocused(page, opener);
    await expectFocusVisible(page, 'Filters');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expectVisible(panel);
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const checkbox = panel.getByRole('group', { name: 'Color' }).getByRole('checkbox').first();
    await pressUntilFocused(page, checkbox, 'Tab', 150);
    await expectFocusVisible(page, 'a filter checkbox in the panel');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => [...new URLSearchParams(location.search).keys()].some((k) => k.startsWith('f.')));
    expect(await checkbox.isChecked()).toBe(true);
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(panel);
    expect(await isFocused(opener)).toBe(true);
    await expectFocusVisible(page, 'Filters after the panel closed');
    await context.close();
  });

  it('changes a quantity (alert, Enter on OK, focus back) and adds to the cart with Enter', async () => {
    const { page, context } = await h.openPage(CONTAINERS, { persona: 'buyer' });
    await waitForGrid(page);
    const card = page.getByRole('main').getByRole('article').first();
    const field = card.getByRole('spinbutton', { name: 'Quantity' });
    const pack = Number(await field.inputValue());
    expect(pack).toBeGreaterThan(1);
    await pressUntilFocused(page, field);
    await expectFocusVisible(page, 'the Quantity field');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(pack + 1));
    await page.keyboard.press('Tab');

    const alert = page.getByRole('alertdialog', { name: 'Quantity Changed' });
    await expectVisible(alert);
    const ok = alert.getByRole('button', { name: 'OK' });
    expect(await isFocused(ok)).toBe(true);
    await expectFocusVisible(page, 'OK in the Quantity Changed alert');
    await page.keyboard.press('Enter');
    await expectHidden(alert);
    expect(await isFocused(field)).toBe(true);
    expect(await field.inputValue()).toBe(String(pack * 2));

    const before = await badgeLabel(page);
    const add = card.getByRole('button', { name: 'Add to cart' });
    await pressUntilFocused(page, add, 'Tab', 10);
    await expectFocusVisible(page, 'Add to cart');
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Cart/AddItemToCart')) adds.push(request.postData() ?? '');
    });
    await page.keyboard.press('Enter');
    await expectVisible(card.getByText(`Added ${pack * 2} to cart`), 15_000);
    const after = await waitForBadgeChange(page, before);
    expect(after).not.toBe(before);
    expect(adds).toHaveLength(1);
    await context.close();
  });

  it('opens favorites, creates a list, toggles it with Space, and Escape returns focus', async () => {
    const { page: home, context: homeContext } = await h.openPage('/', { persona: 'buyer' });
    const product = await home
      .getByRole('list', { name: 'Every route' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '').find((href) => href.startsWith('/order-now/product/')));
    await homeContext.close();
    const { page, context } = await h.openPage(product ?? '/', { persona: 'buyer' });
    const opener = page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true });
    await expectVisible(opener, 20_000);
    await pressUntilFocused(page, opener);
    await expectFocusVisible(page, 'Add to favorites');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Favorite lists' });
    const nameBox = dialog.getByRole('textbox', { name: 'New list name' });
    await expectVisible(nameBox);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page, 'the first stop in the favorites dialog');
    if (!(await isFocused(nameBox))) await pressUntilFocused(page, nameBox, 'Tab', 20);
    await expectFocusVisible(page, 'New list name');
    await page.keyboard.type('Keyboard Order');
    await page.keyboard.press('Enter');
    const list = dialog.getByRole('checkbox', { name: 'Keyboard Order', exact: true });
    await expectVisible(list);
    await page.waitForFunction(() => !document.querySelector('dialog[open] [aria-disabled="true"]'), null, { timeout: 15_000 });
    const checked = await list.isChecked();

    await pressUntilFocused(page, list, 'Shift+Tab', 20);
    await expectFocusVisible(page, 'a list checkbox');
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (wasChecked) => {
        const box = [...document.querySelectorAll<HTMLInputElement>('dialog[open] input[type="checkbox"]')].find(
          (input) => input.closest('label')?.textContent?.includes('Keyboard Order'),
        );
        return box !== undefined && box.checked !== wasChecked && !document.querySelector('dialog[open] [aria-disabled="true"]');
      },
      checked,
      { timeout: 15_000 },
    );
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(await isFocused(opener)).toBe(true);
    await expectFocusVisible(page, 'Add to favorites after the dialog closed');
    await context.close();
  });

  it('configures a track bench kit and adds it to the cart', async () => {
    const { page, context } = await h.openPage('/track-bench-configurator', { persona: 'buyer' });
    const length = page.getByRole('textbox', { name: 'Bench length (ft)' });
    await expectVisible(length, 25_000);
    // In main: the header's customer switcher has the page's first combobox (Ship-to).
    const width = page.getByRole('main').getByRole('combobox').first();
    await pressUntilFocused(page, width);
    await expectFocusVisible(page, 'the first configurator field');
    const widthBefore = await width.inputValue();
    await page.keyboard.press('ArrowDown');
    expect(await width.inputValue()).not.toBe(widthBefore);

    await pressUntilFocused(page, length, 'Tab', 5);
    await expectFocusVisible(page, 'Bench length (ft)');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20');
    const benches = page.getByRole('textbox', { name: 'Number of benches' });
    await pressUntilFocused(page, benches, 'Tab', 5);
    await expectFocusVisible(page, 'Number of benches');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await expectVisible(page.getByText(/^Track bench kit: 3 benches, \d ft x 20 ft/), 25_000);

    const before = await badgeLabel(page);
    const add = page.getByRole('button', { name: 'Add kit to cart' });
    await pressUntilFocused(page, add, 'Tab', 20);
    await expectFocusVisible(page, 'Add kit to cart');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(/added to your cart \(\d+ lines\)/), 15_000);
    await waitForBadgeChange(page, before);
    await context.close();
  });

  it('shows focus on every widget control under the hostile theme that removes outlines', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await h.loginAs(context, 'buyer');
    const page = await context.newPage();
    trackNetwork(page);
    await page.goto(`${h.baseUrl}/demo/hostile`);
    await networkQuiet(page);
    await waitForGrid(page);
    const missing = new Set<string>();
    let widgetStops = 0;
    // Tab through the page once; the host's own links may look as the theme wants, the widgets may not.
    for (let i = 0; i < 250; i += 1) {
      await page.keyboard.press('Tab');
      const inWidget = await page.evaluate(() => {
        const el = document.activeElement;
        return el !== null && el.closest('[data-sf-widget], #searchPage, [data-sf-portal], .sf-root') !== null;
      });
      if (!inWidget) continue;
      widgetStops += 1;
      const state = await focusState(page);
      if (!state.visible) missing.add(state.what);
    }
    expect(widgetStops).toBeGreaterThan(20);
    expect([...missing]).toEqual([]);
    await context.close();
  });
});
