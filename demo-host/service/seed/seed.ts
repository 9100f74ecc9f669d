/**
 * Creates the schema and fills an empty database: the generated catalogue, stock and
 * prices per warehouse and price level, the demo customers, users and their history. All
 * in one transaction with prepared statements, so a failed seed leaves nothing behind.
 */
import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../passwords';
import { PUNCHOUT_ACCOUNTS } from '../punchout/accounts';
import {
  DEMO_PASSWORD, PERSONA_COMPANY_USERS, PERSONA_CUSTOMERS, PRICE_LEVELS, WAREHOUSES, type SeedCustomer,
} from '../personas';
import { SCHEMA_SQL, SCHEMA_VERSION } from '../db/schema';
import { addInvoice, insertStatement } from '../db/statements';
import {
  ATTRIBUTE_FILTERS, FIXED_IMAGES, STOCK_DESIGNATIONS, generateCatalog, imageSlug, type GeneratedCatalog, type GeneratedImage,
} from './generate';
import { writeImages } from './images';
import { mulberry32, type Random } from './prng';
import { roundToCents } from '../../../src/domain/money';

export const DEFAULT_SEED = 20240611;

/** Receipt dates count from a fixed day so the same seed gives the same database. */
const RECEIPT_BASE_DATE = Date.UTC(2026, 11, 1);
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;


export type SeedResult = { itemCount: number; categoryCount: number; ms: number };

export function seedDatabase(db: Database, dataDir: string, seed: number): SeedResult {
  const started = performance.now();
  const catalog = generateCatalog(seed);
  const random = mulberry32(seed ^ 0x5eed);
  db.exec(SCHEMA_SQL);
  db.transaction(() => {
    insertMeta(db, seed);
    insertCatalog(db, catalog);
    insertStockAndPrices(db, catalog, random);
    insertCustomers(db, random);
    insertHistory(db, catalog, random);
  })();
  db.exec("INSERT INTO items_fts(items_fts) VALUES('optimize')");
  const categoryImages: GeneratedImage[] = catalog.categories.map((c) => ({
    name: `category-${imageSlug(c.pathText)}.svg`,
    label: c.displayName,
    color: '#3f7d3a',
  }));
  writeImages(dataDir, [...catalog.images, ...FIXED_IMAGES, ...categoryImages]);
  return { itemCount: catalog.items.length, categoryCount: catalog.categories.length, ms: performance.now() - started };
}

function insertMeta(db: Database, seed: number): void {
  const put = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  put.run('schemaVersion', String(SCHEMA_VERSION));
  put.run('seed', String(seed));
  // Generated once and kept: tokens issued before a restart stay valid after it.
  put.run('tokenSecret', randomBytes(32).toString('base64url'));
  put.run('seededAt', new Date().toISOString());
}

function insertCatalog(db: Database, catalog: GeneratedCatalog): void {
  const warehouse = db.prepare('INSERT INTO warehouses (code, name, state, zip) VALUES (?, ?, ?, ?)');
  for (const w of WAREHOUSES) warehouse.run(w.code, w.name, w.state, w.zip);

  const designation = db.prepare('INSERT INTO stock_designations (id, stock_message, disable_purchasing) VALUES (?, ?, ?)');
  for (const d of STOCK_DESIGNATIONS) designation.run(d.id, d.stockMessage, d.disablePurchasing ? 1 : 0);

  const category = db.prepare(
    `INSERT INTO categories (id, parent_id, level, display_name, path_text, super_saver, description,
       main_image_url, secondary_image_url, resource_sections, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of catalog.categories) {
    category.run(
      c.id, c.parentId, c.level, c.displayName, c.pathText, c.superSaver ? 1 : 0, c.description,
      c.mainImageUrl, c.secondaryImageUrl, JSON.stringify(c.resourceSections), c.sort,
    );
  }

  const manufacturer = db.prepare('INSERT INTO manufacturers (id, name) VALUES (?, ?)');
  for (const m of catalog.manufacturers) manufacturer.run(m.id, m.name);
  const manufacturerName = new Map(catalog.manufacturers.map((m) => [m.id, m.name]));

  const filter = db.prepare('INSERT INTO filters (id, name, attribute_name, field_name, sort) VALUES (?, ?, ?, ?, ?)');
  ATTRIBUTE_FILTERS.forEach((f, index) => filter.run(f.id, f.name, f.attributeName, f.attributeName, index + 2));
  const optionId = new Map<string, number>();
  const option = db.prepare('INSERT INTO filter_options (id, filter_id, text, sort) VALUES (?, ?, ?, ?)');
  for (const f of ATTRIBUTE_FILTERS) {
    const texts = [...new Set(catalog.items.map((i) => i.attributes[f.name]).filter((t): t is string => t !== undefined))];
    texts.sort(optionOrder);
    texts.forEach((text, index) => {
      const id = f.id * 1000 + index + 1;
      option.run(id, f.id, text, index);
      optionId.set(`${f.id}|${text}`, id);
    });
  }

  const item = db.prepare(
    `INSERT INTO items (id, item_number, name, catalog_header, catalog_sub_header, mfg_item_number, short_sku,
       description, manufacturer_id, category_id, sell_multiple, list_price, msrp, unit_of_measure, image_names,
       weight_lb, fulfillment, stock_designation_id, restricted_text, ny_restricted, cfg_addons, cfg_trackbench,
       cfg_slidebench, cfg_benchconversion, super_saver, popularity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const fts = db.prepare(
    'INSERT INTO items_fts (rowid, item_number, name, mfg_item_number, description, manufacturer) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const attribute = db.prepare('INSERT INTO item_attributes (item_id, filter_id, option_id) VALUES (?, ?, ?)');
  const flag = (value: boolean): number => (value ? 1 : 0);
  for (const i of catalog.items) {
    item.run(
      i.id, i.itemNumber, i.name, i.catalogHeader, i.catalogSubHeader, i.mfgItemNumber, i.shortSku, i.description,
      i.manufacturerId, i.categoryId, i.sellMultiple, i.listPrice, i.msrp, i.unitOfMeasure, JSON.stringify(i.imageNames),
      i.weightLb, flag(i.fulfillment), i.stockDesignationId, i.restrictedText, flag(i.nyRestricted),
      flag(i.configurator.addons), flag(i.configurator.trackbench), flag(i.configurator.slidebench),
      flag(i.configurator.benchconversion), flag(i.superSaver), i.popularity,
    );
    fts.run(i.id, i.itemNumber, i.name, i.mfgItemNumber, i.description, manufacturerName.get(i.manufacturerId) ?? '');
    for (const f of ATTRIBUTE_FILTERS) {
      const text = i.attributes[f.name];
      const id = text === undefined ? undefined : optionId.get(`${f.id}|${text}`);
      if (id !== undefined) attribute.run(i.id, f.id, id);
    }
  }

  const addOn = db.prepare('INSERT OR IGNORE INTO item_addons (main_item_id, addon_item_id, per_main_unit, kind) VALUES (?, ?, ?, ?)');
  for (const a of catalog.addOns) addOn.run(a.mainItemId, a.addonItemId, a.perMainUnit, a.kind);
}

/** Sizes read best smallest first ("4 in." before "10 in."); other options alphabetically. */
function optionOrder(a: string, b: string): number {
  const na = Number.parseFloat(a.replace(/^#/, '').replace(/^(Pack|Case) of /, ''));
  const nb = Number.parseFloat(b.replace(/^#/, '').replace(/^(Pack|Case) of /, ''));
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  if (a === 'Each') return -1;
  if (b === 'Each') return 1;
  return a.localeCompare(b);
}

function insertStockAndPrices(db: Database, catalog: GeneratedCatalog, random: Random): void {
  const stock = db.prepare(
    'INSERT INTO stock (item_id, warehouse_code, quantity_available, next_receipt_qty, next_receipt_date) VALUES (?, ?, ?, ?, ?)',
  );
  const level = db.prepare('INSERT INTO price_levels (id, name, multiplier) VALUES (?, ?, ?)');
  for (const l of PRICE_LEVELS) level.run(l.id, l.name, l.multiplier);
  const price = db.prepare('INSERT INTO item_prices (price_level_id, item_id, price) VALUES (?, ?, ?)');
  for (const item of catalog.items) {
    for (const w of WAREHOUSES) {
      // Each warehouse stocks differently: some carry none, some a deep stock.
      const packs = random.chance(0.18) ? 0 : random.int(1, w.code === '1001' ? 80 : 40);
      const quantity = packs * item.sellMultiple;
      const receipt = random.chance(quantity === 0 ? 0.6 : 0.2);
      stock.run(
        item.id, w.code, quantity,
        receipt ? random.int(2, 40) * item.sellMultiple : null,
        receipt ? isoDate(RECEIPT_BASE_DATE + random.int(3, 60) * DAY) : null,
      );
    }
    for (const l of PRICE_LEVELS) {
      // Price levels differ by a few percent per item, so customers' price orders differ too.
      const jitter = l.multiplier === 1 ? 1 : 0.96 + random.next() * 0.08;
      price.run(l.id, item.id, roundToCents(Math.max(0.01, item.listPrice * l.multiplier * jitter)));
    }
  }
}

const NAME_PARTS = {
  first: ['Willow', 'Cedar', 'Oak', 'Blue Ridge', 'Prairie', 'Golden', 'Stone', 'Bayside', 'Hilltop', 'Green Acres', 'Twin Pines', 'Laurel'],
  last: ['Greenhouses', 'Nursery', 'Gardens', 'Growers', 'Landscaping', 'Farms', 'Garden Center', 'Plant Co.'],
  cities: [
    ['Akron', 'OH', '44308'], ['Toledo', 'OH', '43604'], ['Orlando', 'FL', '32801'], ['Tampa', 'FL', '33602'],
    ['Fresno', 'CA', '93721'], ['Lancaster', 'PA', '17602'], ['Buffalo', 'NY', '14202'], ['Chicago', 'IL', '60601'],
  ],
} as const;

function generatedCustomers(random: Random): SeedCustomer[] {
  const customers: SeedCustomer[] = [];
  for (let n = 0; n < 36; n++) {
    const name = `${random.pick(NAME_PARTS.first)} ${random.pick(NAME_PARTS.last)}`;
    const [city, state, zip] = random.pick(NAME_PARTS.cities);
    const home = random.pick(WAREHOUSES).code;
    const backup = WAREHOUSES.find((w) => w.code !== home)?.code ?? '1001';
    const customerType = name.includes('Landscap') ? 'Landscaper' : name.includes('Garden Center') ? 'Garden Center' : 'Grower';
    customers.push({
      customerNumber: String(300100 + n * 17),
      name,
      customerType,
      ecomCustomer: customerType === 'Garden Center',
      priceLevelId: random.int(1, 5),
      homeWarehouse: home,
      backupWarehouse: backup,
      shipTos: [{ shipTo: '001', name, address: `${random.int(10, 9999)} Market St`, city, state, zipCode: zip }],
    });
  }
  return customers;
}

function insertCustomers(db: Database, random: Random): void {
  const customer = db.prepare(
    `INSERT INTO customers (customer_number, name, customer_type, ecom_customer, price_level_id, home_warehouse, backup_warehouse)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const shipTo = db.prepare(
    'INSERT INTO ship_tos (customer_number, ship_to, name, address, city, state, zip_code) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const generated = generatedCustomers(random);
  for (const c of [...PERSONA_CUSTOMERS, ...generated]) {
    customer.run(c.customerNumber, c.name, c.customerType, c.ecomCustomer ? 1 : 0, c.priceLevelId, c.homeWarehouse, c.backupWarehouse);
    for (const s of c.shipTos) shipTo.run(c.customerNumber, s.shipTo, s.name, s.address, s.city, s.state, s.zipCode);
  }
  const user = db.prepare(
    `INSERT INTO company_users (id, customer_number, name, email, role, read_only, status, password_hash)
     VALUES (?, ?, ?, ?, ?, ?, 'active', ?)`,
  );
  // One hash for every demo login: scrypt per user would slow seeding for nothing.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  for (const u of PERSONA_COMPANY_USERS) {
    user.run(u.id, u.customerNumber, u.name, u.email, u.role, u.readOnly ? 1 : 0, passwordHash);
  }
  generated.forEach((c, index) => {
    user.run(1000 + index, c.customerNumber, `Buyer at ${c.name}`, `buyer${index}@customer${c.customerNumber}.example`, 'buyer', 0, passwordHash);
  });
  // The sales rep's book: the persona customers of their region and most generated ones,
  // never the second company (200877), which the 403 tests rely on.
  const book = db.prepare('INSERT INTO sales_rep_customers (company_user_id, customer_number) VALUES (?, ?)');
  for (const number of ['100388', '100234', '100512', ...generated.filter((_, i) => i % 3 !== 2).map((c) => c.customerNumber)]) {
    book.run(61, number);
  }
  const account = db.prepare(
    'INSERT INTO punchout_accounts (protocol, domain, identity, secret_hash, customer_number, company_user_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of PUNCHOUT_ACCOUNTS) account.run(a.protocol, a.domain, a.identity, hashPassword(a.secret), a.customerNumber, a.companyUserId);
}

/** The bench installation billed on the demo buyer's newest statement, open in full. */
const SERVICE_INVOICE_AMOUNT = 385;

/** What is still due of each persona's four past statements, oldest first: the aging has content. */
const OPEN_SHARE = [0.2, 0, 0.5, 1];

/** Past orders and statements, so recently ordered items and statements have content. */
function insertHistory(db: Database, catalog: GeneratedCatalog, random: Random): void {
  const order = db.prepare(
    `INSERT INTO orders (order_number, customer_number, company_user_id, created_at, settings, subtotal, tax, fees, shipping, total)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const line = db.prepare('INSERT OR IGNORE INTO order_lines (order_id, item_id, quantity, price) VALUES (?, ?, ?, ?)');
  const priceOf = db.prepare('SELECT price FROM item_prices WHERE price_level_id = ? AND item_id = ?').pluck();
  const purchasable = catalog.items.filter((i) => i.stockDesignationId !== 3);
  let orderNumber = 480000;
  for (const c of PERSONA_CUSTOMERS) {
    const userId = PERSONA_COMPANY_USERS.find((u) => u.customerNumber === c.customerNumber && u.role === 'buyer')?.id ?? 0;
    for (let n = 0; n < 4; n++) {
      orderNumber += random.int(3, 40);
      const created = RECEIPT_BASE_DATE - (120 - n * 28) * DAY;
      const lines = random.shuffle(purchasable).slice(0, random.int(3, 7));
      let subtotal = 0;
      const priced = lines.map((item) => {
        const price = (priceOf.get(c.priceLevelId, item.id) as number | undefined) ?? item.listPrice;
        const quantity = item.sellMultiple * random.int(1, 6);
        subtotal += price * quantity;
        return { item, price, quantity };
      });
      subtotal = roundToCents(subtotal);
      const shipping = roundToCents(45 + subtotal * 0.03);
      const tax = roundToCents(subtotal * 0.0575);
      const total = roundToCents(subtotal + shipping + tax);
      const number = `SO-${orderNumber}`;
      const result = order.run(number, c.customerNumber, userId, new Date(created).toISOString(), '{}', subtotal, tax, shipping, total);
      const orderId = Number(result.lastInsertRowid);
      for (const p of priced) line.run(orderId, p.item.id, p.quantity, p.price);
      insertStatement(db, {
        number: String(orderNumber), suffix: '00', customerNumber: c.customerNumber, statementDate: isoDate(created), dueDate: isoDate(created + 30 * DAY),
        billed: total, open: roundToCents(total * OPEN_SHARE[n]!), orderId,
      });
      // The demo buyer's newest statement also bills the installation of its benches: a
      // second open invoice, so invoices can be paid together (docs/service.md "Statements").
      if (c.customerNumber === '100234' && n === OPEN_SHARE.length - 1) {
        addInvoice(db, {
          reference: `SVC-${orderNumber}`, number: String(orderNumber), suffix: '00', customerNumber: c.customerNumber,
          date: isoDate(created), dueDate: isoDate(created + 30 * DAY), billed: SERVICE_INVOICE_AMOUNT, open: SERVICE_INVOICE_AMOUNT,
        });
      }
    }
  }
  insertStandingOrder(db, purchasable);
}

/** Distinct items the demo buyer's customer has ordered at least (buy again and the quick order sample have content). */
export const BUYER_RECENT_ITEMS_MIN = 20;

/**
 * An older standing order of the demo buyer's customer (100234) that brings its recently
 * ordered items up to BUYER_RECENT_ITEMS_MIN. Chosen without the random source, so every
 * other seeded value stays as it was.
 */
function insertStandingOrder(db: Database, purchasable: readonly { id: number; sellMultiple: number; listPrice: number }[]): void {
  const customer = PERSONA_CUSTOMERS.find((c) => c.customerNumber === '100234');
  if (customer === undefined) return;
  const ordered = new Set(
    db.prepare('SELECT DISTINCT ol.item_id FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE o.customer_number = ?').pluck().all(customer.customerNumber) as number[],
  );
  const missing = BUYER_RECENT_ITEMS_MIN + 4 - ordered.size;
  if (missing <= 0) return;
  const step = Math.max(1, Math.floor(purchasable.length / (missing + 1)));
  const chosen = purchasable.filter((_, i) => i % step === step - 1).filter((item) => !ordered.has(item.id)).slice(0, missing);
  const priceOf = db.prepare('SELECT price FROM item_prices WHERE price_level_id = ? AND item_id = ?').pluck();
  const priced = chosen.map((item) => ({ item, price: (priceOf.get(customer.priceLevelId, item.id) as number | undefined) ?? item.listPrice, quantity: item.sellMultiple * 2 }));
  const subtotal = roundToCents(priced.reduce((sum, p) => sum + p.price * p.quantity, 0));
  const userId = PERSONA_COMPANY_USERS.find((u) => u.customerNumber === customer.customerNumber && u.role === 'buyer')?.id ?? 0;
  const created = RECEIPT_BASE_DATE - 150 * DAY;
  const result = db
    .prepare(
      `INSERT INTO orders (order_number, customer_number, company_user_id, created_at, settings, subtotal, tax, fees, shipping, total)
       VALUES (?, ?, ?, ?, '{}', ?, 0, 0, 0, ?)`,
    )
    .run('SO-479001', customer.customerNumber, userId, new Date(created).toISOString(), subtotal, subtotal);
  const orderId = Number(result.lastInsertRowid);
  const line = db.prepare('INSERT INTO order_lines (order_id, item_id, quantity, price) VALUES (?, ?, ?, ?)');
  for (const p of priced) line.run(orderId, p.item.id, p.quantity, p.price);
}
