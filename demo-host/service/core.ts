/**
 * The parts every handler uses, built once per service: database, catalogue index, search
 * engine, item views and access checks. Handlers receive it with the caller of the call.
 */
import type { Database } from 'better-sqlite3';
import { createAccess, type Access, type Caller, type CustomerRow, type UserRow } from './access';
import { unauthorized } from './http/errors';
import { createAttemptLimits, type AttemptLimits } from './limits';
import { createPasswordRule, type PasswordRule } from './passwordRule';
import { createPunchoutSessions, type PunchoutSessions } from './punchout/sessions';
import { loadCatalogIndex, type CatalogIndex } from './search/catalogIndex';
import { createSearchEngine, type SearchEngine } from './search/engine';
import { ANONYMOUS_VIEWER, createItemViews, type ItemViews, type Viewer } from './search/itemViews';

export type Core = {
  db: Database;
  index: CatalogIndex;
  engine: SearchEngine;
  items: ItemViews;
  access: Access;
  /** Clock for order dates and token expiry; tests may pin it. */
  now(): Date;
  /** Attempt limits of the public account calls (limits.ts). */
  limits: AttemptLimits;
  /** The password rule shared with the forms (passwordRule.ts). */
  passwords: PasswordRule;
  /** Address of the card gateway's hosted form (its own origin), for Cart/GetCardPointeParameters. */
  cardFormUrl(): string;
  /** Punchout accounts and sessions (docs/punchout.md). */
  punchout: PunchoutSessions;
};

/** Where the hosted card form is when nobody says: the demo server's default second port. */
export const DEFAULT_CARD_FORM_URL = 'http://localhost:3001/card-form';

export type CallContext = { core: Core; caller: Caller };

export function createCore(db: Database, now: () => Date = () => new Date(), cardFormUrl: () => string = () => DEFAULT_CARD_FORM_URL): Core {
  const index = loadCatalogIndex(db);
  return {
    db,
    index,
    engine: createSearchEngine(db, index),
    items: createItemViews(db, index, now),
    access: createAccess(db),
    now,
    limits: createAttemptLimits(now),
    passwords: createPasswordRule(),
    cardFormUrl,
    punchout: createPunchoutSessions(db, now),
  };
}

/**
 * Runs a few searches once so the first real ones do not pay for JIT compilation and a
 * cold page cache, then forgets their cached answers.
 */
export function warmUp(core: Core): void {
  for (const searchTerm of ['', 'pot', 'tray black']) {
    const criteria = { searchTerm, filters: [], categoryId: null, isSuperSaver: false, manufacturerId: null };
    core.engine.ordered(criteria, 'score', null);
    core.engine.facets(criteria);
  }
  core.items.views(core.engine.popular(18).map((i) => core.index.itemId[i] ?? 0), ANONYMOUS_VIEWER);
  core.engine.invalidate();
}

/**
 * SPEC section 6: "Price is hidden when the context is withCustomer". The page context's
 * `withCustomer` travels in the token (auth.ts); the user's role plays no part, so a sales
 * rep acting for a customer sees that customer's prices until the page says withCustomer.
 */
export const seesPrices = (caller: Caller): boolean => caller.withCustomer !== true;

/**
 * The viewer of a catalogue read. `companyUserId` is undefined for paths whose body has
 * none (then the token alone decides); 0 means an anonymous page even if a token came
 * along. A named customer must be one the caller may act for (403 otherwise).
 */
export function catalogViewer(
  { core, caller }: CallContext,
  body: { companyUserId?: number; customerNumber: string | null; warehouseCode: string },
): Viewer {
  let user: UserRow | null;
  if (body.companyUserId !== undefined) {
    user = body.companyUserId > 0 ? core.access.requireUser(caller, body.companyUserId, 'see customer prices and stock') : null;
  } else {
    if (caller.badToken && body.customerNumber !== null) {
      throw unauthorized('The sign-in token was not accepted (expired or not issued by this service); sign in again to see prices.');
    }
    user = caller.user;
  }
  if (user === null) return { ...ANONYMOUS_VIEWER, warehouseCode: body.warehouseCode };
  const customer: CustomerRow | null =
    body.customerNumber !== null && body.customerNumber !== ''
      ? core.access.requireCustomer(user, body.customerNumber)
      : core.access.customer(user.customerNumber);
  return { user, customer, showPrices: seesPrices(caller), warehouseCode: body.warehouseCode };
}
