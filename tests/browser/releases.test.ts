/**
 * Releases a page can pin (HOST-CONTRACT section 11, issue 43): a copy of the project is built
 * as release 1.0.0, a snippet taken for the cart badge (versioned entry and its integrity),
 * the badge's code changed and release 1.1.0 built over it. The 1.0.0 snippet still loads,
 * passes its integrity check and runs the old code; the 1.1.0 snippet runs the new one. The
 * widget files come from another origin with CORS, as from a CDN.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/editor/manifest';
import { snippetFor, type IntegrityFiles } from '../../src/editor/builder/snippet';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const HOST = 'http://host.example';
const CDN = 'https://cdn.example/widgets';
const OLD_NAME = 'Cart, sign in to see your cart';
const NEW_NAME = 'Cart, sign in for your cart';

const work = mkdtempSync(path.join(tmpdir(), 'sf-releases-'));
let browser: Browser;
const snippets: Record<string, string> = {};

function setVersion(version: string): void {
  const file = path.join(work, 'package.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
}

async function buildRelease(version: string): Promise<void> {
  setVersion(version);
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: work, maxBuffer: 16 * 1024 * 1024 });
  const meta = (name: string) => JSON.parse(readFileSync(path.join(work, 'dist/meta', name), 'utf8'));
  const manifest = meta('manifest.json') as Manifest;
  const integrity = meta('integrity.json') as IntegrityFiles;
  const widget = manifest.widgets.find((w) => w.name === 'cart-badge')!;
  const context = { serviceUrl: `${HOST}/api`, companyUserId: 0, productImageUrl: `${HOST}/images/`, warehouseCode: '1001', withCustomer: false, readOnly: false };
  snippets[version] = snippetFor({ widget, context, widgetsBase: CDN, integrity });
}

beforeAll(async () => {
  // The project's sources and build scripts (no demo host: the server build is skipped without it).
  for (const name of ['package.json', 'tsconfig.json', 'build.mjs', 'buildLayers.mjs', 'integrity.mjs', 'src', 'widgets']) {
    cpSync(path.join(root, name), path.join(work, name), { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  await buildRelease('1.0.0');
  // The badge's code changes between the releases.
  const nameFile = path.join(work, 'src/ui/cart/cartBadgeName.ts');
  const source = readFileSync(nameFile, 'utf8');
  expect(source).toContain(`'${OLD_NAME}'`);
  writeFileSync(nameFile, source.replace(`'${OLD_NAME}'`, `'${NEW_NAME}'`));
  await buildRelease('1.1.0');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Opens a host page holding `snippet`, the widget files served from dist/widgets of the copy as a CDN would. */
async function openWith(snippet: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${HOST}/page`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>${snippet}</body></html>` }),
  );
  await page.route(`${CDN}/**`, (route: Route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/widgets\//, '');
    try {
      route.fulfill({ body: readFileSync(path.join(work, 'dist/widgets', file)), contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' } });
    } catch {
      route.fulfill({ status: 404, body: 'not found', headers: { 'Access-Control-Allow-Origin': '*' } });
    }
  });
  await page.goto(`${HOST}/page`);
  return { page, context, errors };
}

describe('a pinned release', () => {
  it('keeps running the code its snippet was taken with after a newer release is built, and the newer snippet runs the new code', async () => {
    expect(snippets['1.0.0']).toContain(`src="${CDN}/1.0.0/cartBadge.js" integrity="sha384-`);
    expect(snippets['1.1.0']).toContain(`src="${CDN}/1.1.0/cartBadge.js" integrity="sha384-`);

    const old = await openWith(snippets['1.0.0']!);
    await old.page.getByRole('link', { name: OLD_NAME }).waitFor();
    expect(await old.page.evaluate(() => (window as unknown as { StorefrontWidgets: { version: string } }).StorefrontWidgets.version)).toBe('1.0.0');
    expect(old.errors).toEqual([]);
    await old.context.close();

    const current = await openWith(snippets['1.1.0']!);
    await current.page.getByRole('link', { name: NEW_NAME }).waitFor();
    expect(await current.page.evaluate(() => (window as unknown as { StorefrontWidgets: { version: string } }).StorefrontWidgets.version)).toBe('1.1.0');
    expect(current.errors).toEqual([]);
    await current.context.close();
  });

  it("leaves the old release's files as they were, each still matching its integrity", () => {
    const integrity = JSON.parse(readFileSync(path.join(work, 'dist/meta/integrity.json'), 'utf8')) as IntegrityFiles;
    expect(integrity.version).toBe('1.1.0');
    const oldEntry = readFileSync(path.join(work, 'dist/widgets/1.0.0/cartBadge.js'), 'utf8');
    expect(oldEntry).toContain('"1.0.0"');
    const old = Object.keys(integrity.files).filter((file) => file.startsWith('1.0.0/'));
    expect(old).toContain('1.0.0/cartBadge.js');
    expect(snippets['1.0.0']).toContain(integrity.files['1.0.0/cartBadge.js']!.integrity);
  });

  it('a snippet pointed at bytes other than its own is refused by the browser integrity check: none of that code runs', async () => {
    // A release rebuilt in place (what versioned folders prevent): the old hash on the new bytes.
    const tampered = snippets['1.0.0']!.replace(`${CDN}/1.0.0/cartBadge.js`, `${CDN}/1.1.0/cartBadge.js`);
    const opened = await openWith(tampered);
    await expect.poll(() => opened.errors.join('\n')).toMatch(/integrity/i);
    expect(await opened.page.getByRole('link', { name: NEW_NAME }).count()).toBe(0);
    await opened.context.close();
  });
});
