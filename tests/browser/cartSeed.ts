/**
 * Carts seeded straight into a browser test's database (the harness's `dataDir`): orderable
 * items picked from the generated catalogue, and a persona's cart replaced by chosen lines.
 * Shared by the cart page's browser tests (cartPage.test.ts, faults-cart.test.ts).
 */
import path from 'node:path';
import Database from 'better-sqlite3';

export type SeedItem = { id: number; name: string; sellMultiple: number; stock: number };
export type SeedLine = { itemId: number; quantity: number; kitName?: string };
export type SeedItems = { plain: SeedItem[]; backorder: SeedItem };

const databaseOf = (dataDir: string) => path.join(dataDir, 'storefront.sqlite');

/** Items the buyer can order at warehouse 1001: priced, sold in packs, with stock. */
export function pickCartItems(dataDir: string): SeedItems {
  const db = new Database(databaseOf(dataDir), { readonly: true });
  try {
    const query = (stock: string, limit: number) =>
      db
        .prepare(
          `SELECT i.id, i.name, i.sell_multiple AS sellMultiple, s.quantity_available AS stock
           FROM items i JOIN stock s ON s.item_id = i.id AND s.warehouse_code = '1001'
           LEFT JOIN stock_designations d ON d.id = i.stock_designation_id
           WHERE COALESCE(d.disable_purchasing, 0) = 0 AND i.ny_restricted = 0 AND i.fulfillment = 0
             AND i.sell_multiple BETWEEN 3 AND 12 AND ${stock}
             AND EXISTS (SELECT 1 FROM item_prices p WHERE p.item_id = i.id)
           ORDER BY i.id LIMIT ${limit}`,
        )
        .all() as SeedItem[];
    const plain = query('s.quantity_available >= 500', 5);
    const [backorder] = query('s.quantity_available BETWEEN 1 AND 40', 1);
    if (plain.length < 5 || !backorder) throw new Error('the seeded catalogue has too few orderable items for the cart tests');
    return { plain, backorder };
  } finally {
    db.close();
  }
}

/** Replaces the own cart (not a punchout session's) of `companyUserId` (customer 100234) with `lines`. */
export function seedCart(dataDir: string, lines: SeedLine[], companyUserId = 42): void {
  const db = new Database(databaseOf(dataDir));
  try {
    db.transaction(() => {
      db.prepare(
        `INSERT INTO carts (customer_number, company_user_id, warehouse_code, ship_to) VALUES ('100234', ?, '1001', '001')
         ON CONFLICT (customer_number, company_user_id, cart_key) DO NOTHING`,
      ).run(companyUserId);
      const cartId = db.prepare(`SELECT id FROM carts WHERE customer_number = '100234' AND company_user_id = ? AND cart_key = ''`).pluck().get(companyUserId);
      db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cartId);
      const insert = db.prepare('INSERT INTO cart_lines (cart_id, item_id, quantity, kit_name, added_seq) VALUES (?, ?, ?, ?, ?)');
      lines.forEach((line, i) => insert.run(cartId, line.itemId, line.quantity, line.kitName ?? null, i + 1));
    })();
  } finally {
    db.close();
  }
}

/** Two plain lines, one with a backorder, and a two-line kit. */
export function standardCart(items: SeedItems): SeedLine[] {
  const [a, b, c, d] = items.plain as [SeedItem, SeedItem, SeedItem, SeedItem];
  const bo = items.backorder;
  return [
    { itemId: a.id, quantity: a.sellMultiple * 2 },
    { itemId: b.id, quantity: b.sellMultiple },
    { itemId: bo.id, quantity: Math.ceil((bo.stock + 1) / bo.sellMultiple) * bo.sellMultiple + bo.sellMultiple },
    { itemId: c.id, quantity: c.sellMultiple, kitName: 'Bench configurator kit' },
    { itemId: d.id, quantity: d.sellMultiple * 3, kitName: 'Bench configurator kit' },
  ];
}
