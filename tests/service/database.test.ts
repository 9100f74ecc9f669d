/**
 * The database: the generated catalogue has what the widgets and demos need, the same
 * seed gives the same catalogue, writes survive a restart, and the rebuild flag starts over.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BENCH_COMPONENTS } from '../../demo-host/service/kits/catalog';
import { createService } from '../../demo-host/service/index';
import { UNITS_OF_MEASURE } from '../../demo-host/service/seed/catalogTree';
import { UNSAFE_DESCRIPTION_CATEGORY_ID, generateCatalog } from '../../demo-host/service/seed/generate';
import { packSizeText } from '../../src/domain/quantity';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const count = (sql: string): number => h.service.db.prepare(sql).pluck().get() as number;

describe('the generated catalogue', () => {
  test('has 5,000+ items over 60+ categories in three levels, with a top-level "Plants"', () => {
    expect(count('SELECT COUNT(*) FROM items')).toBeGreaterThanOrEqual(5000);
    expect(count('SELECT COUNT(*) FROM categories')).toBeGreaterThanOrEqual(60);
    expect(count('SELECT MAX(level) FROM categories')).toBe(3);
    expect(count("SELECT COUNT(*) FROM categories WHERE level = 1 AND display_name = 'Plants'")).toBe(1);
    expect(count('SELECT COUNT(*) FROM categories WHERE super_saver = 1')).toBe(1);
    expect(count('SELECT COUNT(*) FROM manufacturers')).toBeGreaterThanOrEqual(20);
  });

  test('uses the sell multiples of a wholesale catalogue, from 1 to 100', () => {
    const multiples = h.service.db.prepare('SELECT DISTINCT sell_multiple FROM items ORDER BY 1').pluck().all() as number[];
    for (const m of [1, 2, 5, 6, 10, 12, 24, 25, 50, 100]) expect(multiples).toContain(m);
    expect(Math.max(...multiples)).toBe(100);
  });

  test('has every special kind of item the widgets must handle', () => {
    expect(count('SELECT COUNT(*) FROM items WHERE fulfillment = 1')).toBeGreaterThan(10);
    expect(count("SELECT COUNT(*) FROM items i JOIN stock_designations d ON d.id = i.stock_designation_id WHERE d.disable_purchasing = 1 AND d.stock_message = 'Discontinued - call for availability'")).toBeGreaterThan(10);
    expect(count('SELECT COUNT(*) FROM items WHERE ny_restricted = 1 AND restricted_text IS NOT NULL')).toBeGreaterThan(10);
    for (const flag of ['cfg_addons', 'cfg_trackbench', 'cfg_slidebench', 'cfg_benchconversion']) {
      expect(count(`SELECT COUNT(*) FROM items WHERE ${flag} = 1`)).toBeGreaterThan(0);
    }
    expect(count("SELECT COUNT(*) FROM items WHERE image_names = '[]'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) FROM items WHERE image_names LIKE '%missing-%'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) FROM items WHERE name = '6 in. Standard Round Azalea Pot, Terracotta'")).toBe(1);
    expect(count("SELECT COUNT(*) FROM items WHERE name = '1020 Flat Tray without Holes, Black'")).toBe(1);
    expect(count("SELECT COUNT(*) FROM items WHERE name = '<b>Bold</b> Tray'")).toBe(1);
    expect(count("SELECT COUNT(*) FROM items WHERE name LIKE '%&%'")).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) FROM items WHERE name LIKE '%"%'`)).toBeGreaterThan(0);
  });

  test('seeds every bench component the kit rules name', () => {
    const numbers = new Set(h.service.db.prepare('SELECT item_number FROM items').pluck().all() as string[]);
    for (const component of BENCH_COMPONENTS) expect(numbers).toContain(component.itemNumber);
  });

  test('items with the add-ons flag answer their add-ons from Product/GetItem', async () => {
    const number = h.service.db.prepare('SELECT item_number FROM items WHERE cfg_addons = 1 ORDER BY id LIMIT 1').pluck().get() as string;
    const result = await h.call('Product/GetItem', { itemNumber: number, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' });
    expect(result.body.configurator?.addons).toBe(true);
    expect(result.body.addOns.length).toBeGreaterThan(0);
    expect(result.body.addOns.map((a) => a.kind)).toEqual(expect.arrayContaining(['accessory', 'replacement']));
  });

  test('Product/GetItem names up to 4 related items of the same category, never the item itself or its add-ons', async () => {
    const row = h.service.db.prepare('SELECT id, item_number AS itemNumber, category_id AS categoryId FROM items WHERE cfg_addons = 1 ORDER BY id LIMIT 1').get() as {
      id: number; itemNumber: string; categoryId: number;
    };
    const result = await h.call('Product/GetItem', { itemNumber: row.itemNumber, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' });
    const related = result.body.relatedItemIds;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related).not.toContain(row.id);
    for (const addOn of result.body.addOns) expect(related).not.toContain(addOn.item.itemId);
    const categories = h.service.db.prepare(`SELECT DISTINCT category_id FROM items WHERE id IN (${related.join(',')})`).pluck().all();
    expect(categories).toEqual([row.categoryId]);
  });

  test(`category ${UNSAFE_DESCRIPTION_CATEGORY_ID} carries the unsafe CMS description for sanitizer tests`, () => {
    const category = h.service.catalog.category(UNSAFE_DESCRIPTION_CATEGORY_ID);
    expect(category?.description).toContain('<script>');
    expect(category?.description).toContain('onerror=');
    expect(category?.description).toContain('javascript:');
    expect(h.service.catalog.category(1)?.description).toContain('<a href=');
    expect(h.service.catalog.category(1)?.subCategories.length).toBeGreaterThan(1);
  });

  test('is coherent in units: every price is per unit of measure, a known code, and the pack text names the package quantity', () => {
    type Row = { itemNumber: string; sellMultiple: number; listPrice: number; unit: string; subHeader: string; packSize: string | null };
    const rows = h.service.db
      .prepare(
        `SELECT i.item_number AS itemNumber, i.sell_multiple AS sellMultiple, i.list_price AS listPrice, i.unit_of_measure AS unit,
                i.catalog_sub_header AS subHeader,
                (SELECT o.text FROM item_attributes a JOIN filter_options o ON o.id = a.option_id JOIN filters f ON f.id = a.filter_id
                  WHERE a.item_id = i.id AND f.name = 'Pack Size') AS packSize
           FROM items i`,
      )
      .all() as Row[];
    const incoherent = rows.filter(
      (row) =>
        !Number.isInteger(row.sellMultiple) || row.sellMultiple < 1 || !(row.listPrice > 0) ||
        !Object.hasOwn(UNITS_OF_MEASURE, row.unit) ||
        // A pack is a package quantity of units, never a unit of its own: "Case of 10" is 10 EA.
        row.subHeader !== packSizeText(row.sellMultiple) || (row.packSize !== null && row.packSize !== row.subHeader),
    );
    expect(incoherent).toEqual([]);
    expect(rows.filter((row) => row.sellMultiple > 1).length).toBeGreaterThan(1000);
  });

  test('has three or more warehouses, and every customer a home and a backup warehouse', () => {
    expect(h.service.db.prepare('SELECT code FROM warehouses ORDER BY code').pluck().all()).toEqual(expect.arrayContaining(['1001', '1002', '1003']));
    expect(count('SELECT COUNT(*) FROM customers WHERE home_warehouse = backup_warehouse')).toBe(0);
    expect(count("SELECT COUNT(*) FROM warehouses WHERE code = '1001' AND name = 'Burton, OH'")).toBe(1);
  });
});

describe('determinism', () => {
  test('the same seed gives the same catalogue; another seed a different one', () => {
    const a = generateCatalog(7);
    const b = generateCatalog(7);
    const c = generateCatalog(8);
    expect(b).toEqual(a);
    expect(c.items.map((i) => i.listPrice)).not.toEqual(a.items.map((i) => i.listPrice));
  });

  test('the database holds exactly the generated catalogue of its seed', () => {
    const seed = Number(h.service.db.prepare("SELECT value FROM meta WHERE key = 'seed'").pluck().get());
    const generated = generateCatalog(seed).items.map((i) => [i.itemNumber, i.name, i.listPrice]);
    const stored = h.service.db.prepare('SELECT item_number, name, list_price FROM items ORDER BY id').raw().all();
    expect(stored).toEqual(generated);
  });
});

describe('persistence', () => {
  test('writes and tokens survive a restart', async () => {
    const token = h.token('buyer');
    const listName = `Survives restart ${Date.now()}`;
    await h.call('Customer/AddFavoriteList', { companyUserId: 42, newFavoriteListName: listName }, { token });
    await h.restart();
    const lists = await h.call('Customer/FavoriteLists', { companyUserId: 42 }, { token });
    expect(lists.status).toBe(200);
    expect(lists.body.lists.map((l) => l.name)).toContain(listName);
  });

  test('rebuild deletes the database and seeds again; old tokens stop working', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sf-rebuild-'));
    try {
      const first = createService({ dataDir });
      expect(first.seeded).not.toBeNull();
      first.db.prepare("INSERT INTO favorite_lists (company_user_id, name, name_key) VALUES (42, 'Before rebuild', 'before rebuild')").run();
      const token = first.auth.issueToken(42);
      first.close();

      const reopened = createService({ dataDir });
      expect(reopened.seeded).toBeNull();
      expect(reopened.db.prepare('SELECT COUNT(*) FROM favorite_lists').pluck().get()).toBe(1);
      expect(reopened.auth.verify(token)?.companyUserId).toBe(42);
      reopened.close();

      const rebuilt = createService({ dataDir, rebuild: true });
      expect(rebuilt.seeded).not.toBeNull();
      expect(rebuilt.db.prepare('SELECT COUNT(*) FROM favorite_lists').pluck().get()).toBe(0);
      expect(rebuilt.auth.verify(token)).toBeNull();
      expect(existsSync(join(dataDir, 'images', 'thumb', 'na.svg'))).toBe(true);
      rebuilt.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('tokens', () => {
  test('verify accepts issued tokens and refuses tampered ones', () => {
    const token = h.service.auth.issueToken(42);
    expect(h.service.auth.verify(token)?.companyUserId).toBe(42);
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ companyUserId: 71, issuedAt: 1, expiresAt: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(h.service.auth.verify(forged)).toBeNull();
    expect(h.service.auth.verify(`${payload}.`)).toBeNull();
    expect(h.service.auth.verify('garbage')).toBeNull();
  });

  test('issueToken refuses the anonymous id', () => {
    expect(() => h.service.auth.issueToken(0)).toThrow(/signed-in/);
  });
});
