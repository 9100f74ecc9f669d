/**
 * The favorites control and dialog on the demo host, built bundle in Chromium, against the
 * reference service: add, remove, create, refused names, removal with confirmation (only
 * where allowed), keyboard-only use, a failing call with Retry, 375 px, anonymous.
 * The tests share one database (one harness per file) and run in order; list names are
 * unique per test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoRoutePath, expectHidden, expectVisible, pageSettled, useHarness } from './harness';

const h = useHarness();

let productPathCache: string | null = null;
async function productPath(): Promise<string> {
  productPathCache ??= await demoRoutePath(h, '/order-now/product/');
  return productPathCache;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations inside the elements matching `selector`, one line each. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (include) => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run({ include: [[include]] });
    return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, selector);
}

const favoritesButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Favorite lists' });
const nameBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'New list name' });

async function openDialog(page: Page): Promise<Locator> {
  await expectVisible(favoritesButton(page), 20_000);
  await favoritesButton(page).click();
  await expectVisible(dialog(page));
  await expectVisible(nameBox(page));
  return dialog(page);
}

/** Waits until no control of the dialog is aria-disabled (the change and its reload are done). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const open = document.querySelector('dialog[open]');
    return open !== null && open.querySelector('[aria-disabled="true"]') === null;
  }, undefined, { polling: 100, timeout: 30_000 });
}

function servicePaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const match = /\/(Customer\/[A-Za-z]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) paths.push(match[1]);
  });
  return paths;
}

async function createList(page: Page, name: string): Promise<void> {
  await nameBox(page).fill(name);
  await dialog(page).getByRole('button', { name: 'Create list' }).click();
  await expectVisible(dialog(page).getByRole('checkbox', { name, exact: true }));
  await settled(page);
}

/** Creates the list unless the user has it (keeps each test runnable on its own). */
async function ensureList(page: Page, name: string): Promise<void> {
  await settled(page);
  if ((await dialog(page).getByRole('checkbox', { name, exact: true }).count()) === 0) await createList(page, name);
}

describe('favorites', () => {
  it('starts empty, creates a list holding the item, then removes and adds the item again', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const paths = servicePaths(page);
    const box = await openDialog(page);
    await expectVisible(box.getByText('You do not have any favorite lists yet.'));

    await createList(page, 'Spring Order');
    const spring = box.getByRole('checkbox', { name: 'Spring Order' });
    expect(await spring.isChecked()).toBe(true);
    expect(paths.slice(-2)).toEqual(['Customer/AddToFavoriteLists', 'Customer/FavoriteLists']);

    await spring.click();
    await settled(page);
    expect(await spring.isChecked()).toBe(false);
    expect(paths.slice(-2)).toEqual(['Customer/RemoveFromFavoriteLists', 'Customer/FavoriteLists']);

    await spring.click();
    await settled(page);
    expect(await spring.isChecked()).toBe(true);
    expect(paths.slice(-2)).toEqual(['Customer/AddToFavoriteLists', 'Customer/FavoriteLists']);

    await box.getByRole('button', { name: 'Close' }).click();
    await expectHidden(dialog(page));
    expect(await favoritesButton(page).getAttribute('data-favorited')).toBe('true');
    await context.close();
  });

  it("shows the server's state on a fresh page", async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    expect(await box.getByRole('checkbox', { name: 'Spring Order' }).isChecked()).toBe(true);
    await context.close();
  });

  it('disables every control while a change is in flight', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    await ensureList(page, 'Spring Order');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const wasChecked = await box.getByRole('checkbox', { name: 'Spring Order' }).isChecked();
    const path = wasChecked ? '**/Customer/RemoveFromFavoriteLists' : '**/Customer/AddToFavoriteLists';
    await page.route(path, async (route) => {
      await held;
      await route.continue();
    });
    await box.getByRole('checkbox', { name: 'Spring Order' }).click();
    await expectVisible(box.locator('input[type="checkbox"][aria-disabled="true"]').first());
    expect(await box.getByRole('button', { name: 'Create list' }).getAttribute('aria-disabled')).toBe('true');
    release();
    await settled(page);
    await page.unroute(path);
    expect(await box.getByRole('checkbox', { name: 'Spring Order' }).isChecked()).toBe(!wasChecked);
    await context.close();
  });

  it('refuses an empty name, a whitespace name and a used name, and stops typing at 50 characters', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    await ensureList(page, 'Spring Order');
    const paths = servicePaths(page);
    const create = box.getByRole('button', { name: 'Create list' });

    await create.click();
    await expectVisible(box.getByRole('alert').filter({ hasText: 'Enter a name for the new list.' }));

    await nameBox(page).fill('    ');
    await create.click();
    await expectVisible(box.getByRole('alert').filter({ hasText: 'Enter a name for the new list.' }));

    await nameBox(page).fill('  spring ORDER ');
    await create.click();
    await expectVisible(
      box.getByRole('alert').filter({ hasText: "You already have a list named 'Spring Order'. Choose another name." }),
    );

    await nameBox(page).fill('');
    await nameBox(page).pressSequentially('x'.repeat(60));
    expect((await nameBox(page).inputValue()).length).toBe(50);
    await expectVisible(box.getByText('That is the longest name a list can have: 50 characters.'));

    expect(paths.filter((path) => path !== 'Customer/FavoriteLists')).toEqual([]);
    await context.close();
  });

  it('offers no removal where data-allow-delete is absent', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    expect(await box.getByRole('button', { name: /^Remove list/ }).count()).toBe(0);
    await context.close();
  });

  it('removes a list only after the confirmation, where deleting is allowed', async () => {
    const { page, context } = await h.openPage('/account/favorites/', { persona: 'buyer' });
    const paths = servicePaths(page);
    const box = await openDialog(page);
    await ensureList(page, 'Keep Me');
    await createList(page, 'Old Stock');

    const remove = box.getByRole('button', { name: 'Remove list Old Stock' });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove favorite list' });
    await expectVisible(confirm);
    expect(await confirm.getByText("Are you sure you want to remove your favorite list 'Old Stock?'").count()).toBe(1);
    expect(await confirm.getByRole('button').allTextContents()).toEqual(['', 'Remove']);

    await page.keyboard.press('Escape');
    await expectHidden(confirm);
    await expectVisible(box);
    expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(paths).not.toContain('Customer/deleteFavoriteList');

    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectHidden(box.getByRole('checkbox', { name: 'Old Stock' }));
    expect(paths).toContain('Customer/deleteFavoriteList');
    await expectVisible(box.getByRole('checkbox', { name: 'Keep Me' }));
    // Focus stayed in the dialog although the focused button left with its list.
    expect(await box.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await context.close();
  });

  it('works with the keyboard alone: focus moves in, Tab and Shift+Tab stay inside, Escape returns focus', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    await expectVisible(favoritesButton(page), 20_000);
    await favoritesButton(page).focus();
    await page.keyboard.press('Enter');
    await expectVisible(dialog(page));
    await expectVisible(nameBox(page));
    const focusInDialog = () => dialog(page).evaluate((element) => element.contains(document.activeElement));
    expect(await focusInDialog()).toBe(true);
    await ensureList(page, 'Spring Order');

    const focusables = await dialog(page).evaluate(
      (element) => element.querySelectorAll('button, input, a[href]').length,
    );
    const seen = new Set<string>();
    for (let i = 0; i < focusables + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
    }
    expect(seen.size).toBe(focusables);
    for (let i = 0; i < focusables + 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }

    // Space on a checkbox changes the list, still without a mouse.
    await dialog(page).getByRole('checkbox', { name: 'Spring Order' }).focus();
    const before = await dialog(page).getByRole('checkbox', { name: 'Spring Order' }).isChecked();
    await page.keyboard.press('Space');
    await settled(page);
    expect(await dialog(page).getByRole('checkbox', { name: 'Spring Order' }).isChecked()).toBe(!before);
    expect(await focusInDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await expectHidden(dialog(page));
    expect(await favoritesButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('shows a failed call with Retry and keeps the checkbox at the server state', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    await ensureList(page, 'Retry Test');
    const spring = box.getByRole('checkbox', { name: 'Retry Test' });
    const wasChecked = await spring.isChecked();
    const path = wasChecked ? '**/Customer/RemoveFromFavoriteLists' : '**/Customer/AddToFavoriteLists';
    let failures = 0;
    await page.route(path, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await spring.click();
    const alert = box.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expectVisible(alert);
    expect(await alert.textContent()).toContain("Could not reach the store to");
    expect(await alert.textContent()).toContain("'Retry Test'");
    await settled(page);
    expect(await spring.isChecked()).toBe(wasChecked);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await settled(page);
    await expectHidden(alert);
    expect(await spring.isChecked()).toBe(!wasChecked);
    await context.close();
  });

  it('links to the favorites page in a new window', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer' });
    const box = await openDialog(page);
    const link = box.getByRole('link', { name: 'Manage your favorite lists (opens in a new window)' });
    expect(await link.getAttribute('href')).toBe('/account/favorites/');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await context.close();
  });

  it('fits a 375 px screen as a full-width sheet', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'buyer', viewport: { width: 375, height: 740 } });
    const box = await openDialog(page);
    const rect = await box.boundingBox();
    expect(rect?.width).toBe(375);
    expect((rect?.y ?? 0) + (rect?.height ?? 0)).toBeCloseTo(740, 0);
    const overflow = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflow).toBe(false);
    await expectVisible(box.getByRole('button', { name: 'Create list' }));
    await context.close();
  });

  it('has no axe violations in the control, the dialog and the confirmation', async () => {
    const { page, context } = await h.openPage('/account/favorites/', { persona: 'buyer' });
    const box = await openDialog(page);
    await ensureList(page, 'Axe Check');
    await nameBox(page).fill('   ');
    await box.getByRole('button', { name: 'Create list' }).click();
    await expectVisible(box.getByRole('alert'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await box.getByRole('button', { name: 'Remove list Axe Check' }).click();
    await expectVisible(page.getByRole('alertdialog'));
    expect(await axeViolations(page, 'dialog[role="alertdialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expectHidden(dialog(page));
    expect(await axeViolations(page, '[data-sf-widget="favorites"]')).toEqual([]);
    await context.close();
  });

  it('is the same control on the search page cards', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    const hrefs = await page
      .getByRole('list', { name: 'Every route' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const searchPath = hrefs.find((candidate) => candidate.startsWith('/search-results?term='));
    expect(searchPath).toBeDefined();
    await page.goto(`${h.baseUrl}${searchPath ?? ''}`);
    const cardButton = page.getByRole('main').getByRole('button', { name: 'Add to favorites', exact: true }).first();
    await expectVisible(cardButton, 30_000);
    await cardButton.click();
    await expectVisible(nameBox(page));
    await ensureList(page, 'From Search');
    await page.keyboard.press('Escape');
    await expectHidden(dialog(page));
    expect(await cardButton.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await cardButton.getAttribute('data-favorited')).toBe('true');
    await context.close();
  });

  it('shows anonymous visitors no favorites control and calls nothing', async () => {
    const { page, context } = await h.openPage(await productPath(), { persona: 'anonymous' });
    const paths = servicePaths(page);
    await page.reload();
    await expectVisible(page.locator('#productPage h1'), 20_000);
    await pageSettled(page);
    expect(await page.getByRole('button', { name: 'Add to favorites' }).count()).toBe(0);
    expect(paths).toEqual([]);
    await context.close();
  });
});
