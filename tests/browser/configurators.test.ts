import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatNumber } from '../../src/domain/format';
import { expectHidden, expectVisible as expectVisibleWithin, useHarness } from './harness';

// The machine running these is shared: allow a slow first paint rather than fail on it.
const expectVisible = (locator: Locator) => expectVisibleWithin(locator, 25_000);

const h = useHarness();

/** The header cart badge's accessible name, e.g. "Cart, 3 items". */
async function badgeName(page: Page): Promise<string> {
  const badge = page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
  await expectVisible(badge);
  return (await badge.getAttribute('aria-label')) ?? (await badge.textContent()) ?? '';
}

async function expectBadgeChange(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (previous) => {
      const link = [...document.querySelectorAll('a')].find((a) => /^Cart, \d+ items?$/.test(a.getAttribute('aria-label') ?? ''));
      return link !== undefined && link.getAttribute('aria-label') !== previous;
    },
    before,
    { timeout: 10_000 },
  );
  return badgeName(page);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('add-ons configurator', () => {
  it('opens from a search card Configure button and adds the item with its add-ons, updating the badge', async () => {
    const { page, context, consoleErrors } = await h.openPage('/search-results?term=IR09005', { persona: 'buyer' });
    const configure = page.getByRole('button', { name: 'Configure' }).first();
    await expectVisible(configure);
    await configure.click();
    await page.waitForURL(/\/addons-configurator\?item=IR09005&qty=\d+/);
    await expectVisible(page.getByRole('heading', { name: 'Add-ons', exact: true }));
    await expectVisible(page.getByRole('spinbutton', { name: 'Quantity', exact: true }));

    const before = await badgeName(page);
    const add = page.getByRole('button', { name: /^Add item/ });
    await add.dblclick();
    await expectVisible(page.getByText(/added to your cart\./));
    const after = await expectBadgeChange(page, before);
    expect(after).not.toBe(before);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('follows the item quantity with suggested add-on quantities rounded up to their packages', async () => {
    const { page, context } = await h.openPage('/addons-configurator?item=IR09005&qty=3', { persona: 'buyer' });
    const fittings = page.getByRole('spinbutton', { name: /^Quantity of 3\/4 in\. Goof Plug Drip Fitting, Black/ });
    await expectVisible(fittings);
    // 4 per controller x 3 = 12, in cases of 25.
    expect(await fittings.inputValue()).toBe('25');
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label^="Quantity of 3/4 in. Goof Plug Drip Fitting, Black"]');
      return input?.value === '25';
    });
    await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('7');
    await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).blur();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label^="Quantity of 3/4 in. Goof Plug Drip Fitting, Black"]');
      return input?.value === '50';
    });
    await context.close();
  });

  it('shows a bad quantity in the address with a way back to search', async () => {
    const { page, context, pageErrors } = await h.openPage('/addons-configurator?item=IR09005&qty=-2');
    await expectVisible(page.getByText('The quantity -2 is negative.', { exact: false }));
    const back = page.getByRole('link', { name: 'Search for IR09005' });
    await expectVisible(back);
    expect(await back.getAttribute('href')).toBe('/search-results?term=IR09005');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows an unknown item number with a way back to search', async () => {
    const { page, context } = await h.openPage('/addons-configurator?item=NOPE-0000&qty=2', { persona: 'buyer' });
    await expectVisible(page.getByText('We could not find item "NOPE-0000".', { exact: false }));
    await expectVisible(page.getByRole('link', { name: 'Search for NOPE-0000' }));
    await context.close();
  });
});

const BENCHES = [
  { path: '/track-bench-configurator', heading: 'Track bench layout', kitName: 'Track bench kit: 3 benches, 4 ft x 20 ft', component: 'BN-TRACK-ROLLER' },
  { path: '/slide-bench-configurator', heading: 'Slide bench layout', kitName: 'Slide bench kit: 3 benches, 4 ft x 20 ft', component: 'BN-PIPE-6' },
  { path: '/bench-conversion-configurator', heading: 'Benches to convert', kitName: 'Conversion kit to track bench: 3 benches, 4 ft x 20 ft', component: 'BN-CONV-PIPE' },
] as const;

describe('bench configurators', () => {
  for (const bench of BENCHES) {
    it(`${bench.path} produces the kit of the layout typed and adds it to the cart`, async () => {
      const { page, context, consoleErrors } = await h.openPage(bench.path, { persona: 'buyer' });
      await expectVisible(page.getByRole('heading', { name: bench.heading }));
      await page.getByRole('textbox', { name: 'Bench length (ft)' }).fill('20');
      await page.getByRole('textbox', { name: 'Number of benches' }).fill('3');
      await expectVisible(page.getByText(bench.kitName));
      const table = page.getByRole('table', { name: 'Bill of materials' });
      await expectVisible(table.getByRole('cell', { name: bench.component, exact: true }));
      await expectVisible(table.getByRole('row', { name: /Kit total \$[\d,]+\.\d\d/ }));

      const before = await badgeName(page);
      await page.getByRole('button', { name: 'Add kit to cart' }).click();
      await expectVisible(page.getByText(/added to your cart \(\d+ lines\)/));
      await expectBadgeChange(page, before);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it("asks the one over-stock question before adding a kit that needs more than ten times a component's stock: Cancel adds nothing, Continue adds", async () => {
    const { page, context } = await h.openPage('/track-bench-configurator', { persona: 'buyer' });
    // The service's answer, with the stock of its largest component cut to a twentieth of what the kit needs.
    let short: { itemName: string; quantity: number; quantityAvailable: number } | null = null;
    await page.route('**/benchconfig/GetKitItemsFromBenchConfig', async (route) => {
      const response = await route.fetch();
      const kit = (await response.json()) as { lines: { itemName: string; quantity: number; quantityAvailable: number | null }[] };
      const largest = kit.lines.reduce((a, b) => (b.quantity > a.quantity ? b : a));
      largest.quantityAvailable = Math.max(1, Math.floor(largest.quantity / 20));
      short = { itemName: largest.itemName, quantity: largest.quantity, quantityAvailable: largest.quantityAvailable };
      await route.fulfill({ response, json: kit });
    });
    await page.getByRole('textbox', { name: 'Bench length (ft)' }).fill('40');
    await page.getByRole('textbox', { name: 'Number of benches' }).fill('10');
    await expectVisible(page.getByText('Track bench kit: 10 benches, 4 ft x 40 ft', { exact: false }));
    const adds: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Cart/AddKitItemToCart')) adds.push(request.postDataJSON());
    });
    const add = page.getByRole('button', { name: 'Add kit to cart' });
    await add.click();
    const dialog = page.getByRole('alertdialog', { name: 'More than is in stock?' });
    await expectVisible(dialog);
    // Every component over the rule is named with its stock (the largest one at least).
    const { itemName, quantity, quantityAvailable } = short!;
    const words = (await dialog.textContent()) ?? '';
    expect(words).toContain('You asked for ');
    const asked = `${formatNumber(quantity)} of ${itemName}`;
    expect([`${asked}; ${formatNumber(quantityAvailable)} `, `${asked} (${formatNumber(quantityAvailable)} in stock)`].some((part) => words.includes(part))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    expect(adds).toEqual([]);
    await add.click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectVisible(page.getByText(/added to your cart \(\d+ lines\)/));
    expect(adds).toHaveLength(1);
    await context.close();
  });

  it('ties an impossible length to its field and shows no kit for it', async () => {
    const { page, context } = await h.openPage('/track-bench-configurator', { persona: 'buyer' });
    const length = page.getByRole('textbox', { name: 'Bench length (ft)' });
    await length.fill('37');
    await expectVisible(page.getByText('Bench lengths go in 2-ft steps: choose 36 or 38 ft.'));
    expect(await length.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add kit to cart' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows anonymous visitors the components without prices and a login prompt', async () => {
    const { page, context } = await h.openPage('/slide-bench-configurator');
    const table = page.getByRole('table', { name: 'Bill of materials' });
    await expectVisible(table);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Item number', 'Name', 'Quantity']);
    expect(await page.getByRole('link', { name: 'Click here for pricing and availability' }).getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent('/slide-bench-configurator')}`);
    expect(await page.getByRole('button', { name: 'Add kit to cart' }).count()).toBe(0);
    await context.close();
  });

  it('disables adding for a read-only user', async () => {
    const { page, context } = await h.openPage('/track-bench-configurator', { persona: 'readOnly' });
    await expectVisible(page.getByRole('table', { name: 'Bill of materials' }));
    expect(await page.getByRole('button', { name: 'Add kit to cart' }).isDisabled()).toBe(true);
    await context.close();
  });

  for (const path of ['/track-bench-configurator', '/addons-configurator?item=IR09005&qty=3']) {
    it(`is usable at 375 px without sideways scrolling: ${path}`, async () => {
      const { page, context } = await h.openPage(path, { persona: 'buyer', viewport: { width: 375, height: 812 } });
      const add = page.getByRole('button', { name: /^Add (kit|item)/ });
      await expectVisible(add);
      await expectNoSidewaysScroll(page);
      const box = await add.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await context.close();
    });
  }
});

describe('accessibility', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  for (const path of ['/track-bench-configurator', '/bench-conversion-configurator', '/addons-configurator?item=IR09005&qty=3']) {
    it(`has no axe violations inside the configurator: ${path}`, async () => {
      const { page, context } = await h.openPage(path, { persona: 'buyer' });
      await expectVisible(page.getByRole('button', { name: /^Add (kit|item)/ }));
      if (path.includes('track')) {
        // Include a field in error: the message must be tied to its field.
        await page.getByRole('textbox', { name: 'Bench length (ft)' }).fill('37');
        await expectVisible(page.getByText('Bench lengths go in 2-ft steps: choose 36 or 38 ft.'));
      }
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
        const result = await axe.run({ include: [['[data-sf-widget$="-configurator"]']] });
        return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
