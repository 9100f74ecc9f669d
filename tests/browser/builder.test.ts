/**
 * The embed builder (dist/editor/index.html, HOST-CONTRACT section 11) in Chromium, as an
 * editor uses it: choose a widget, fill its settings (a wrong one is marked with its reason and
 * blocks copying), see the real widget in the Preview region follow each change, copy the
 * snippet (the release's versioned entry with its integrity), and paste a snippet back.
 * Keyboard and axe as everywhere else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntegrityManifest } from '../../integrity.mjs';
import { axeViolations, expectVisible, useHarness, WIDGETS_DIR } from './harness';

const h = useHarness();

const integrity = (): IntegrityManifest => JSON.parse(readFileSync(path.join(WIDGETS_DIR, '../meta/integrity.json'), 'utf8')) as IntegrityManifest;

async function openBuilder(width = 1280): Promise<{ page: Page; preview: FrameLocator; close(): Promise<void> }> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/editor/?serviceUrl=${encodeURIComponent(`${h.baseUrl}/api`)}&productImageUrl=${encodeURIComponent(`${h.baseUrl}/images/`)}`);
  await expectVisible(page.getByRole('combobox', { name: 'Widget' }), 15_000);
  return { page, preview: page.getByRole('region', { name: 'Preview' }).frameLocator('iframe'), close: () => context.close() };
}

describe('the embed builder', () => {
  it('builds a search page: the form from its schema, reasons before copying, the preview following each change, the versioned snippet with its integrity', async () => {
    const { page, preview, close } = await openBuilder();
    const widget = page.getByRole('combobox', { name: 'Widget' });
    // The manifest's widgets by title.
    const titles = await widget.locator('option').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Search and category page', 'Product page', 'Cart badge', 'Favorites button', 'Quick order pad', 'Statement']));
    await widget.selectOption({ label: 'Search and category page' });
    // Defaults filled in; each field labelled by its title, described by its description.
    const take = page.getByRole('textbox', { name: 'Page size' });
    expect(await take.inputValue()).toBe('18');
    expect(await take.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByRole('textbox', { name: 'Search words' }).fill('pot');
    await expectVisible(preview.getByText(/ results for “pot”/), 20_000);

    // A wrong value: marked with its reason, and the snippet is not copied.
    await take.fill('twenty');
    await expectVisible(page.getByText('Page size must be a whole number of at least 1.'));
    expect(await take.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expectVisible(page.getByRole('status').getByText('Fix the setting marked above before copying the snippet.'));

    // Fixed: the preview follows without a new page (the widget's own live change).
    await take.fill('50');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('itemNumberExact');
    await expect.poll(() => preview.getByRole('combobox', { name: 'Items per page' }).inputValue(), { timeout: 20_000 }).toBe('50');
    expect(await preview.getByRole('combobox', { name: 'Sort by' }).locator('option:checked').textContent()).toBe('Item Number');

    const snippet = await page.getByRole('textbox', { name: 'Snippet', exact: true }).inputValue();
    const { version, files } = integrity();
    expect(snippet).toContain(`<script type="module" src="${h.baseUrl}/widgets/${version}/searchPage.js" integrity="${files[`${version}/searchPage.js`]!.integrity}" crossorigin="anonymous"></script>`);
    expect(snippet).toContain('<div id="searchPage"></div>');
    const data = /<script type="application\/json" id="searchPage-data">([\s\S]*?)<\/script>/.exec(snippet)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ searchRequest: { searchTerm: 'pot', take: 50, sort: 'itemNumberExact' } });
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expectVisible(page.getByRole('status').getByText(/The snippet is copied/));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await close();
  });

  it('reads a pasted snippet back into the form (a widget read from its attributes), and its snippet loads and runs that release', async () => {
    const { page, preview, close } = await openBuilder();
    const pasted = `<div data-sf-widget="favorites" data-item-id="501" data-allow-delete></div>\n<script type="module" src="${h.baseUrl}/widgets/favoritesDialog.js"></script>`;
    await page.getByRole('textbox', { name: 'Paste a snippet' }).fill(pasted);
    await page.getByRole('button', { name: 'Load snippet' }).click();
    await expectVisible(page.getByRole('status').getByText('The Favorites button of the snippet is in the form.'));
    expect(await page.getByRole('combobox', { name: 'Widget' }).locator('option:checked').textContent()).toBe('Favorites button');
    expect(await page.getByRole('textbox', { name: 'Item id' }).inputValue()).toBe('501');
    expect(await page.getByRole('checkbox', { name: 'Allow deleting lists' }).isChecked()).toBe(true);
    // The control mounted in the preview with those attributes (as a visitor it draws nothing to press).
    await expect.poll(() => preview.locator('[data-sf-widget="favorites"]').getAttribute('data-sf-mounted'), { timeout: 20_000 }).toBe('favorites');
    expect(await preview.locator('[data-sf-widget="favorites"]').getAttribute('data-item-id')).toBe('501');
    const snippet = await page.getByRole('textbox', { name: 'Snippet', exact: true }).inputValue();
    expect(snippet).toContain('<div data-sf-widget="favorites" data-item-id="501" data-allow-delete></div>');
    // The release named in the snippet runs: its global says which.
    expect(await preview.locator('body').evaluate(() => (window as unknown as { StorefrontWidgets: { version: string } }).StorefrontWidgets.version)).toBe(integrity().version);
    await close();
  });

  it('works by keyboard and passes axe at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, close } = await openBuilder(width);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toMatch(/widget$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '')).toBe(`${h.baseUrl}/api`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, { exclude: ['iframe'] }), `${width} px`).toEqual([]);
      await close();
    }
  });
});
