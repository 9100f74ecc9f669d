/**
 * The reference storefront service: every path of SPEC section 7 over an embedded SQLite
 * database with a generated wholesale catalogue. The demo server mounts `handle`; tests
 * start it on an ephemeral port. See docs/service.md.
 */
import type { Database } from 'better-sqlite3';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Category } from '../../src/contract/responses';
import { createAuth, type Auth, type TokenClaims } from './auth';
import { createCore, warmUp } from './core';
import { createCardGateway, type CardGateway } from './gateway/cardGateway';
import { openDatabase } from './db/open';
import { parseFaultSpec, type FaultOptions } from './http/faults';
import type { AttemptLimits } from './limits';
import { createLogins, type Logins } from './logins';
import { punchoutPage, type PunchoutPage } from './punchout/pages';
import { API_KEY, createRouter } from './http/router';
import { DEMO_USERS, type ActingFor, type DemoUser } from './personas';
import type { CatalogIndex } from './search/catalogIndex';
import { UNSAFE_DESCRIPTION_CATEGORY_ID } from './seed/generate';

export type ServiceOptions = {
  /** Folder of storefront.sqlite and the generated images; created when missing. */
  dataDir: string;
  /** Delete the database and images and seed again (server main: REBUILD_DB=1 or --rebuild). */
  rebuild?: boolean;
  /** Catalogue seed, used only when the database is created. @default DEFAULT_SEED */
  seed?: number;
  /** Fault injection (server main: SF_FAULTS); null or absent = off. */
  faults?: FaultOptions | null;
  /** Contract-only mode (server main: SF_CONTRACT_ONLY=1, docs/service.md). @default false */
  contractOnly?: boolean;
  /**
   * In contract-only mode, answer HOST-CONTRACT section 12's invoice payment calls too (server
   * main: SF_PAY_INVOICES=1): a host whose service has them. Outside contract-only mode they
   * are always answered. @default false
   */
  invoicePayments?: boolean;
  /** Honor the X-Sf-Fault header without `faults`. @default true under vitest */
  faultHeader?: boolean;
  /**
   * Address of the hosted card form (served on its own origin by the demo server), asked
   * when a checkout opens it. @default DEFAULT_CARD_FORM_URL
   */
  cardFormUrl?: () => string;
  /** The service's clock (order dates, attempt limits, the next receipt dates it answers); tests pin it. @default the system clock */
  now?: () => Date;
  /** The storefront's origin in punchout start URLs (docs/punchout.md). @default the request's Host, over http */
  punchoutOrigin?: string;
};

/** Catalogue reads the demo pages need to render category and product pages. */
export type CatalogReader = {
  /** A category with its sub-categories (two levels down), or null. */
  category(categoryId: number): Category | null;
  topCategories(): Category[];
  superSaverCategory(): Category | null;
  /** The category id whose description carries unsafe HTML (sanitizer tests). */
  unsafeDescriptionCategoryId: number;
};

export type Service = {
  /** Serves POST /api/<path> and GET /images/...; resolves false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  db: Database;
  /** issueToken(companyUserId) for page contexts; verify(token) -> claims or null. */
  auth: Auth;
  users: readonly DemoUser[];
  /** Sign-in with a password, approvals and the outbox, for the demo pages (logins.ts). */
  logins: Logins;
  /** The attempt limits (limits.ts); tests reset them. */
  limits: AttemptLimits;
  /**
   * The customer a company user acts for now (a sales rep's Customer/CompanyUsers switch is
   * stored), with its home warehouse and ship-to codes; null for an unknown user.
   */
  actingFor(companyUserId: number): ActingFor | null;
  catalog: CatalogReader;
  /** The hosted card form's server side: tokenizes a card for a payment session. */
  cardGateway: CardGateway;
  /** Punchout sessions for the demo pages (docs/punchout.md). */
  punchout: {
    /** The page of a live session, by the key in the storefront's address; null when unknown or ended. */
    page(key: string): PunchoutPage | null;
  };
  /** The X-Api-Key value the service requires. */
  apiKey: string;
  /** How the database was opened: seeded now (with timing) or reused. */
  seeded: { itemCount: number; categoryCount: number; ms: number } | null;
  close(): void;
};

export type { Auth, DemoUser, FaultOptions, PunchoutPage, TokenClaims };
export { API_KEY, DEMO_USERS, parseFaultSpec };

function toCategory(index: CatalogIndex, id: number, depth: number): Category | null {
  const node = index.categories.get(id);
  if (node === undefined) return null;
  return {
    categoryId: node.id,
    displayName: node.displayName,
    superSaver: node.superSaver,
    mainImageUrl: node.mainImageUrl,
    secondaryImageUrl: node.secondaryImageUrl,
    description: node.description,
    subCategories: depth <= 0 ? [] : node.children.map((child) => toCategory(index, child, depth - 1)).filter((c): c is Category => c !== null),
    resourceSections: node.resourceSections,
  };
}

export function createService(options: ServiceOptions): Service {
  const { db, seeded } = openDatabase(options);
  const core = createCore(db, options.now, options.cardFormUrl);
  warmUp(core);
  const auth = createAuth(db);
  // Load the password rule's lists now, so the first Create login does not wait for them.
  core.passwords.ready().catch((error: unknown) => console.error('[service] the password rule could not load its lists:', error));
  const handle = createRouter({
    core,
    auth,
    dataDir: options.dataDir,
    faults: options.faults ?? null,
    contractOnly: options.contractOnly ?? false,
    invoicePayments: options.invoicePayments ?? false,
    faultHeader: options.faultHeader ?? process.env.VITEST !== undefined,
    ...(options.punchoutOrigin === undefined ? {} : { punchoutOrigin: options.punchoutOrigin }),
  });
  const roots = [...core.index.categories.values()].filter((c) => c.parentId === null);
  return {
    handle,
    db,
    auth,
    users: DEMO_USERS,
    logins: createLogins(db, core, auth),
    limits: core.limits,
    cardGateway: createCardGateway(core),
    actingFor(companyUserId) {
      const user = core.access.userById(companyUserId);
      const customer = user ? core.access.customer(user.customerNumber) : null;
      if (!user || !customer) return null;
      const shipTos = db.prepare('SELECT ship_to FROM ship_tos WHERE customer_number = ? ORDER BY ship_to').pluck().all(customer.customerNumber) as string[];
      return {
        user: { name: user.name, email: user.email },
        customer: { customerNumber: customer.customerNumber, customerType: customer.customerType, ecomCustomer: customer.ecomCustomer },
        warehouseCode: customer.homeWarehouse,
        shipTos,
      };
    },
    punchout: { page: (key) => punchoutPage(core, auth, key) },
    apiKey: API_KEY,
    seeded,
    catalog: {
      category: (categoryId) => toCategory(core.index, categoryId, 2),
      topCategories: () => roots.filter((c) => !c.superSaver).map((c) => toCategory(core.index, c.id, 2)).filter((c): c is Category => c !== null),
      superSaverCategory: () => {
        const node = roots.find((c) => c.superSaver);
        return node === undefined ? null : toCategory(core.index, node.id, 0);
      },
      unsafeDescriptionCategoryId: UNSAFE_DESCRIPTION_CATEGORY_ID,
    },
    close: () => {
      if (db.open) db.close();
    },
  };
}
