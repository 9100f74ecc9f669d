/**
 * The storefront database schema. One file so the docs, the seeder and the queries agree
 * on names. Catalogue tables are written only by the seeder; the customer-state tables
 * (carts, favorites, orders, logins...) by the handlers, each call in one transaction.
 */
/** Bumped when the schema or the generated catalogue changes: an older database is reseeded. */
export const SCHEMA_VERSION = 9;

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE warehouses (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  display_name TEXT NOT NULL,
  path_text TEXT NOT NULL,          -- 'Containers - Pots - Azalea Pots'
  super_saver INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  main_image_url TEXT,
  secondary_image_url TEXT,
  resource_sections TEXT NOT NULL DEFAULT '[]',  -- JSON
  sort INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories(parent_id, sort);

CREATE TABLE manufacturers (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

CREATE TABLE stock_designations (
  id INTEGER PRIMARY KEY,
  stock_message TEXT NOT NULL,
  disable_purchasing INTEGER NOT NULL
);

CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  item_number TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  catalog_header TEXT NOT NULL,
  catalog_sub_header TEXT NOT NULL,
  mfg_item_number TEXT NOT NULL,
  short_sku TEXT NOT NULL,
  description TEXT NOT NULL,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  sell_multiple INTEGER NOT NULL CHECK (sell_multiple >= 1),
  list_price REAL NOT NULL,
  msrp REAL,
  unit_of_measure TEXT NOT NULL,
  image_names TEXT NOT NULL,        -- JSON array
  weight_lb REAL NOT NULL,
  fulfillment INTEGER NOT NULL DEFAULT 0,
  stock_designation_id INTEGER REFERENCES stock_designations(id),
  restricted_text TEXT,
  ny_restricted INTEGER NOT NULL DEFAULT 0,
  cfg_addons INTEGER NOT NULL DEFAULT 0,
  cfg_trackbench INTEGER NOT NULL DEFAULT 0,
  cfg_slidebench INTEGER NOT NULL DEFAULT 0,
  cfg_benchconversion INTEGER NOT NULL DEFAULT 0,
  super_saver INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL
);
CREATE INDEX items_category ON items(category_id);
CREATE INDEX items_manufacturer ON items(manufacturer_id);

-- External-content FTS5 index over the searchable text; prefix indexes make 'pot*' cheap.
CREATE VIRTUAL TABLE items_fts USING fts5(
  item_number, name, mfg_item_number, description, manufacturer,
  prefix = '2 3 4', tokenize = 'unicode61 remove_diacritics 2'
);

-- Attribute filters (Color, Material, Size...) and their options; Category and
-- Manufacturer are filters too but read from their own tables.
CREATE TABLE filters (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  attribute_name TEXT,
  field_name TEXT,
  sort INTEGER NOT NULL
);
CREATE TABLE filter_options (
  id INTEGER PRIMARY KEY,
  filter_id INTEGER NOT NULL REFERENCES filters(id),
  text TEXT NOT NULL,
  sort INTEGER NOT NULL,
  UNIQUE (filter_id, text)
);
CREATE TABLE item_attributes (
  item_id INTEGER NOT NULL REFERENCES items(id),
  filter_id INTEGER NOT NULL REFERENCES filters(id),
  option_id INTEGER NOT NULL REFERENCES filter_options(id),
  PRIMARY KEY (item_id, filter_id)
) WITHOUT ROWID;

CREATE TABLE item_addons (
  main_item_id INTEGER NOT NULL REFERENCES items(id),
  addon_item_id INTEGER NOT NULL REFERENCES items(id),
  per_main_unit REAL NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('accessory', 'replacement')),
  PRIMARY KEY (main_item_id, addon_item_id)
) WITHOUT ROWID;

CREATE TABLE stock (
  item_id INTEGER NOT NULL REFERENCES items(id),
  warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
  quantity_available INTEGER NOT NULL,
  next_receipt_qty INTEGER,
  next_receipt_date TEXT,
  PRIMARY KEY (item_id, warehouse_code)
) WITHOUT ROWID;

CREATE TABLE price_levels (id INTEGER PRIMARY KEY, name TEXT NOT NULL, multiplier REAL NOT NULL);
CREATE TABLE item_prices (
  price_level_id INTEGER NOT NULL REFERENCES price_levels(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  price REAL NOT NULL,
  PRIMARY KEY (price_level_id, item_id)
) WITHOUT ROWID;

CREATE TABLE customers (
  customer_number TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  ecom_customer INTEGER NOT NULL,
  price_level_id INTEGER NOT NULL REFERENCES price_levels(id),
  home_warehouse TEXT NOT NULL REFERENCES warehouses(code),
  backup_warehouse TEXT NOT NULL REFERENCES warehouses(code)
);
CREATE TABLE ship_tos (
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  ship_to TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  PRIMARY KEY (customer_number, ship_to)
) WITHOUT ROWID;

CREATE TABLE company_users (
  id INTEGER PRIMARY KEY,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number), -- a sales rep: the customer acted for now
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('buyer', 'salesrep')),
  read_only INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('active', 'pending')),
  password_hash TEXT,
  reset_token_hash TEXT,
  reset_expires_at INTEGER,
  -- Raised by a password reset: tokens carry the value they were issued under, older ones stop working.
  session_generation INTEGER NOT NULL DEFAULT 0
);
-- Sign-in sessions ended by signing out (the demo's Sign out): the session id a session token
-- and its pages' tokens carry; they stop verifying (auth.ts).
CREATE TABLE ended_sessions (
  session TEXT PRIMARY KEY,
  ended_at TEXT NOT NULL
);
CREATE TABLE sales_rep_customers (
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  PRIMARY KEY (company_user_id, customer_number)
) WITHOUT ROWID;

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),
  warehouse_code TEXT NOT NULL,
  ship_to TEXT,
  zip_code TEXT,
  settings TEXT,                    -- JSON {shipVia, paymentMethod} of the last order, the next cart's defaults
  -- '' for the user's own cart; 'punchout:<session id>' for the cart of one punchout session,
  -- which a procurement system fills apart from the user's own (docs/punchout.md).
  cart_key TEXT NOT NULL DEFAULT '',
  UNIQUE (customer_number, company_user_id, cart_key)
);
CREATE TABLE cart_lines (
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL REFERENCES items(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  manual_price REAL,
  kit_name TEXT,
  added_seq INTEGER NOT NULL,
  PRIMARY KEY (cart_id, item_id)
) WITHOUT ROWID;

CREATE TABLE favorite_lists (
  id INTEGER PRIMARY KEY,
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,           -- lower-cased name: unique per user regardless of case
  UNIQUE (company_user_id, name_key)
);
CREATE TABLE favorite_items (
  list_id INTEGER NOT NULL REFERENCES favorite_lists(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL REFERENCES items(id),
  PRIMARY KEY (list_id, item_id)
) WITHOUT ROWID;

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  company_user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  settings TEXT NOT NULL,
  subtotal REAL NOT NULL,
  tax REAL NOT NULL,
  fees REAL NOT NULL,
  shipping REAL NOT NULL,
  total REAL NOT NULL,
  submission_id TEXT,               -- the checkout attempt's id: one order per customer and id
  ship_to TEXT,
  card_last4 TEXT                   -- card orders: the last four digits, nothing more
);
CREATE INDEX orders_customer ON orders(customer_number, created_at);
CREATE UNIQUE INDEX orders_submission ON orders(customer_number, submission_id) WHERE submission_id IS NOT NULL;
-- Checkout attempts the buyer's checkout gave up for a newer one (cartSettings.replacesSubmissionId):
-- a late SubmitOrder of such an id is refused, so an attempt lost on the way can never land
-- after the buyer ordered again.
CREATE TABLE replaced_submissions (
  customer_number TEXT NOT NULL,
  submission_id TEXT NOT NULL,
  replaced_by TEXT NOT NULL,
  PRIMARY KEY (customer_number, submission_id)
) WITHOUT ROWID;
CREATE TABLE order_lines (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  quantity INTEGER NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (order_id, item_id)
) WITHOUT ROWID;

CREATE TABLE statements (
  number TEXT NOT NULL,
  suffix TEXT NOT NULL,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  statement_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount_due REAL NOT NULL,
  order_id INTEGER REFERENCES orders(id),
  PRIMARY KEY (number, suffix)
);
CREATE INDEX statements_customer ON statements(customer_number, statement_date);
-- The invoices a statement bills (docs/service.md "Statements"): the order's invoice
-- (INV-<number>-<suffix>) and any other (a service invoice, SVC-<number>). A statement's
-- amount_due is what its invoices have open; a payment lowers both in one transaction.
CREATE TABLE invoices (
  reference TEXT PRIMARY KEY,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  statement_number TEXT NOT NULL,
  statement_suffix TEXT NOT NULL,
  invoice_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount REAL NOT NULL,             -- billed
  open_amount REAL NOT NULL,        -- still due
  currency TEXT NOT NULL DEFAULT 'USD',
  FOREIGN KEY (statement_number, statement_suffix) REFERENCES statements(number, suffix)
);
CREATE INDEX invoices_statement ON invoices(statement_number, statement_suffix);
-- Invoices paid by card from a statement (Customer/PayInvoices, HOST-CONTRACT section 12): one
-- payment per customer and paymentId; a repeated id is answered with these rows.
CREATE TABLE invoice_payments (
  id INTEGER PRIMARY KEY,
  payment_number TEXT NOT NULL UNIQUE,
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  company_user_id INTEGER NOT NULL,
  payment_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  total REAL NOT NULL,
  currency TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  UNIQUE (customer_number, payment_id)
);
CREATE TABLE invoice_payment_lines (
  payment_row INTEGER NOT NULL REFERENCES invoice_payments(id),
  invoice_reference TEXT NOT NULL REFERENCES invoices(reference),
  paid REAL NOT NULL,
  open_after REAL NOT NULL,         -- what the invoice still had open right after: answered again for a repeated id
  PRIMARY KEY (payment_row, invoice_reference)
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
  phone TEXT NOT NULL, company TEXT NOT NULL, customer_number TEXT, message TEXT NOT NULL,
  topic TEXT NOT NULL DEFAULT 'other'
);
CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, company_user_id INTEGER NOT NULL,
  customer_number TEXT, message TEXT NOT NULL
);
-- Mail the service would send (password reset links); the demo shows it, tests read it.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, to_email TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL
);
-- A card session is for one payment: an order (Cart/GetCardPointeParameters) or open invoices
-- (Customer/GetInvoicePaymentParameters), of one amount in one currency.
CREATE TABLE payment_sessions (
  token TEXT PRIMARY KEY, created_at TEXT NOT NULL, customer_number TEXT NOT NULL,
  company_user_id INTEGER NOT NULL, amount REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD',
  purpose TEXT NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'invoices'))
);
-- Tokens of the demo card gateway's hosted form: single use, bound to one payment session
-- (and so to its customer, user and amount). The card number itself is never stored.
CREATE TABLE card_tokens (
  token TEXT PRIMARY KEY,
  session_token TEXT NOT NULL REFERENCES payment_sessions(token),
  created_at TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL,             -- MMYY
  outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'decline')),
  used_at TEXT
);

-- Procurement systems that may open the storefront in punchout (docs/punchout.md): an OCI user
-- name and password, or a cXML From credential and shared secret, buying for one customer.
CREATE TABLE punchout_accounts (
  id INTEGER PRIMARY KEY,
  protocol TEXT NOT NULL CHECK (protocol IN ('oci', 'cxml')),
  domain TEXT NOT NULL DEFAULT '' COLLATE NOCASE,  -- cXML credential domain (NetworkID, DUNS); '' for OCI
  identity TEXT NOT NULL COLLATE NOCASE,            -- OCI USERNAME, or the cXML From identity
  secret_hash TEXT NOT NULL,                        -- scrypt of the OCI password or the cXML shared secret
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),  -- who shops, unless the request names another login of the customer
  UNIQUE (protocol, domain, identity)
);
-- One visit from a procurement system: set up (OCI login or cXML PunchOutSetupRequest), opened
-- once with its start token, then carried by the session key in the storefront's addresses.
CREATE TABLE punchout_sessions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES punchout_accounts(id),
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),
  customer_number TEXT NOT NULL REFERENCES customers(customer_number),
  protocol TEXT NOT NULL CHECK (protocol IN ('oci', 'cxml')),
  operation TEXT NOT NULL CHECK (operation IN ('create', 'edit', 'inspect')),
  return_url TEXT NOT NULL,          -- OCI HOOK_URL, cXML BrowserFormPost URL
  target TEXT NOT NULL,              -- the transfer form's target: OCI ~TARGET, else _top
  echo TEXT NOT NULL DEFAULT '[]',   -- JSON [name, value][]: the OCI fields sent back as they came (~OkCode, ~TARGET, ~CALLER)
  buyer_cookie TEXT,                 -- cXML BuyerCookie
  buyer_credentials TEXT,            -- JSON: the cXML From credentials (the order message's To)
  created_at INTEGER NOT NULL,       -- ms since the epoch, as every time here
  start_hash TEXT NOT NULL UNIQUE,   -- SHA-256 of the one-time start token
  start_expires_at INTEGER NOT NULL,
  started_at INTEGER,
  session_hash TEXT UNIQUE,          -- SHA-256 of the session key, set when started
  expires_at INTEGER,
  transferred_at INTEGER
);
`;
