/**
 * The quick order pad's store (HOST-CONTRACT section 10, docs/quick-order.md): rows read from
 * pasted text, a file or the item number box, each looked up (`Product/GetItem`) and priced
 * (the item answer's own price when it carries one, `pricingLoaded`, as search results do;
 * `Product/GetProductCustomerPrice` otherwise), then sent together with one `Cart/AddItemsToCart`.
 *
 * - At most LOOKUPS_IN_FLIGHT lookups at a time; a removed row cancels its lookup; an
 *   answer for an older lookup of a row (a corrected item number, a switch) is dropped.
 * - One call per row where the service prices its item answers (the reference service does):
 *   each call costs the page's main thread a few milliseconds however small its answer, so a
 *   100-line paste made 200 calls' worth of work for 100 rows. Once an item answer comes
 *   without its price, the pad asks the price with each item, at once, as before.
 * - The same item number (case and spaces aside) is one row: a second line adds to it, and
 *   the row says so (`lines`, `describeLines`) with an Undo of that merge (`undo`); a problem
 *   row corrected to an item already on the pad leaves a `merged` row in its place ("Added to
 *   the row above") until the merge is undone or its row leaves.
 * - What changed on the pad is said once to screen readers by the summary's status line
 *   (`status`: what happened, then the counts), which changes only when something happened:
 *   lines added once their lookups have settled ("9 lines added: 7 ready, 1 not found, 1 not
 *   orderable, 0 unreadable"), a correction's or a retry's outcome, a removal and its Undo, a
 *   merge and its Undo; a count that changes by itself (a quantity emptied) redraws it
 *   without a lead. Notices, the added-to-cart message and errors have their own regions.
 * - The pad (rows as typed and the paste box) is kept in sessionStorage per customer and
 *   cleared after a successful add; a customer or ship-to switch looks every row up again.
 *
 * The service calls come in as `services` (widgets/quickOrder/start.ts binds them), so
 * this file knows nothing of the client.
 */
import type { CartInfo, ProductDetail } from '../../contract/responses';
import { describeRounding, minimumQuantityShown, QUANTITY_MAX, roundUpToPackage } from '../../domain/quantity';
import { askedQuantity, itemNumberKey, parseLine, parseQuickOrder, type ParsedItem, type ParsedLine } from '../../domain/quickOrderParse';
import { createStore, type Store } from '../store/createStore';
import { roundToCents } from '../../domain/money';
import { formatNumber } from '../../domain/format';

/** Lookups (GetItem, with GetProductCustomerPrice where the item answer has no price) running at once. */
export const LOOKUPS_IN_FLIGHT = 6;
/**
 * Answers one scheduled flush applies at most; the rest wait for the next. Each answered row
 * costs its render, its layout and, in Chrome, its share of the autofill agent's next look at
 * the page's fields (a forced style and layout of every row changed since, content-visibility
 * or not): with one call per row, 500 rows answered faster than the pad could draw them in
 * tasks under 50 ms (issue 44). 10 every ANSWER_BATCH_MS is 200 rows a second.
 */
export const ANSWERS_PER_FLUSH = 10;
/** How long `Undo` is offered after a row was removed. */
export const UNDO_MS = 8000;
/** Rows the pad holds at most; lines beyond it are refused with a message. */
export const ROWS_MAX = 1000;

export type QuickOrderPrice = { customerPrice: number | null; msrp: number | null; pricingLoaded: boolean };

/**
 * How a failed call reads to the store: the connect layer classifies the client's errors.
 * `message` is a sentence for the action named to `describeFailure`; `sessionEnded`: the
 * page's session ended (401), so asking again cannot help until the buyer signs in.
 */
export type CallFailure = { aborted: boolean; refused: boolean; sessionEnded: boolean; message: string };

export type QuickOrderServices = {
  getItem(itemNumber: string, signal: AbortSignal): Promise<ProductDetail>;
  /** Null when the page shows no prices (anonymous, `withCustomer`): nothing is asked. */
  getPrice(itemNumber: string, signal: AbortSignal): Promise<QuickOrderPrice | null>;
  /** Adds the lines and publishes `update cart` (src/state/addToCart.ts). */
  addItems(lines: { itemId: number; qty: number }[]): Promise<CartInfo>;
  /** `action` completes "the store could not …": 'look up TL06135', 'add these lines to your cart'. */
  describeFailure(error: unknown, action: string): CallFailure;
};

/** `merged`: the place of a problem row corrected to an item already on the pad (no order line of its own). */
export type RowStatus = 'looking' | 'ready' | 'notFound' | 'notOrderable' | 'failed' | 'unreadable' | 'merged';

/** What a merge changed on a row, to undo it: the row's quantity before, and the row it took in. */
export type MergeUndo = {
  before: Pick<QuickOrderRow, 'asked' | 'lines' | 'quantity' | 'rounded'>;
  /** A corrected row added to this one: it comes back in place of its `merged` row. */
  restore: { row: QuickOrderRow; mergedId: number } | null;
};

export type QuickOrderRow = {
  id: number;
  itemNumber: string;
  status: RowStatus;
  /** What the lines asked for (kept to re-read the quantity once the package is known). */
  asked: { quantity: number | null; packages: number };
  /** The package quantity (the editor's step), once the item is known. */
  pack: number | null;
  /** The quantity to order, in units; null until the item is known or while the field is empty. */
  quantity: number | null;
  /** "Rounded up to 24: 2 packs of 12" when the asked quantity was not whole packages. */
  rounded: string | null;
  item: ProductDetail | null;
  price: QuickOrderPrice | null;
  /** Why the row is not ready: an unreadable line, not orderable, a failed lookup ("Added to the row above" on a `merged` row). */
  reason: string | null;
  /**
   * The quantities of the lines that made the row, in order (null: a line without one, one
   * package), for the row's note (`describeLines`); empty once the buyer set the quantity.
   */
  lines: (number | null)[];
  /** The sheet's description of the line (the text between item number and quantity), or null. */
  description: string | null;
  /** The latest merge into this row, while it can be undone. */
  undo: MergeUndo | null;
  /** A `merged` row: the row it was added to. */
  mergedInto: number | null;
};

export type AddProblem = { message: string; canRetry: boolean };

export type QuickOrderState = {
  rows: QuickOrderRow[];
  pasteText: string;
  /** What is typed in the `Item number` box, not added yet (kept with the pad). */
  itemNumberText: string;
  adding: boolean;
  addProblem: AddProblem | null;
  /** A message about the lines just read ("500 rows is the most the pad holds…"). */
  notice: string | null;
  /** The row just removed, for Undo. */
  removed: { row: QuickOrderRow; index: number } | null;
  /**
   * The summary's status line (a polite live region): `lead` says what just happened ("9 lines
   * added:"), `counts` are the rows' counts then. Held while lookups of an action are out, so
   * it changes, and is said, once. `id` changes with each lead (the same words said again).
   * After an add the lead is "3 lines were added to your cart." and `viewCart` offers the cart.
   */
  status: { id: number; lead: string | null; counts: QuickOrderCounts; viewCart: boolean };
};

export type QuickOrderOptions = {
  services: QuickOrderServices;
  /** The page's sessionStorage (null: nothing kept). */
  storage: Storage | null;
  /** The key the pad is kept under for the customer now; null: nothing kept (anonymous). */
  storageKey: () => string | null;
  /** Whether the customer is an e-commerce customer (package of 1 on fulfillment items). */
  ecomCustomer: () => boolean;
  /** Whether the page shows prices (a row without a price is then not orderable). */
  showsPrices: () => boolean;
  /**
   * When lookup answers are applied: `flush` at once by default; the widget passes a short
   * timer, so 500 answers arriving one by one cost a few dozen renders, not 500, each of at
   * most ANSWERS_PER_FLUSH rows (a user's own change always applies at once, after all the
   * answers waiting).
   */
  scheduleAnswers?: (flush: () => void) => void;
  /**
   * Runs what an action leaves for later: starting its lookups and writing the kept pad. By
   * default lookups start at once and the pad is written in a microtask; the widget passes a
   * 0 ms timer, so the task of a 500-line paste parses it and draws its first rows without also
   * starting six calls (each a few milliseconds of the page's main thread) and writing the pad.
   */
  afterAction?: (work: () => void) => void;
};

export type QuickOrderStore = Store<QuickOrderState> & {
  setPasteText(text: string): void;
  setItemNumberText(text: string): void;
  /** Adds what the `Item number` box holds (and empties it). */
  addItemNumber(): void;
  /** Reads the paste box into rows (and empties it). */
  addPastedLines(): void;
  /** Reads text (an uploaded file, the item number box) into rows. */
  addText(text: string): void;
  setQuantity(id: number, quantity: number | null): void;
  /**
   * A problem row (not found, unreadable, failed) corrected in place: the text is read as one
   * line (an item number, and a quantity when it names one), then looked up; an item already
   * on the pad takes it in (`undoMerge` brings it back).
   */
  correctItemNumber(id: number, text: string): void;
  /** Undoes the latest merge into row `id`: its quantity as before, a corrected row back in its place. */
  undoMerge(id: number): void;
  remove(id: number): void;
  undoRemove(): void;
  retryLookup(id: number): void;
  addToCart(): Promise<void>;
  /** Customer or ship-to switch: every row is looked up and priced again, in place. */
  refresh(): void;
  /** Restores the kept pad and starts its lookups; returns the stop. */
  start(): () => void;
};

type KeptRow = { itemNumber: string; quantity: number | null; packages: number; reason?: string; lines?: (number | null)[]; description?: string };
type KeptPad = { pasteText: string; itemNumberText?: string; rows: KeptRow[] };

const lineWord = (n: number) => (n === 1 ? '1 line was' : `${n} lines were`);

export function notFoundText(itemNumber: string): string {
  return `Item ${itemNumber} was not found.`;
}

/** Why an item cannot be ordered here, or null when it can. */
function notOrderableReason(item: ProductDetail, price: QuickOrderPrice | null, showsPrices: boolean): string | null {
  if (item.stockResult?.disablePurchasing) {
    const why = item.stockResult.stockMessage.trim();
    return `Cannot be ordered online${why === '' ? '' : `: ${why.replace(/\.$/, '')}`}.`;
  }
  if (showsPrices && price !== null && price.pricingLoaded && (price.customerPrice === null || !Number.isFinite(price.customerPrice))) {
    return 'No price online: call for price to order it.';
  }
  return null;
}

export type QuickOrderCounts = { ready: number; notFound: number; notOrderable: number; unreadable: number; failed: number; total: number | null };

/** The rows `Add to cart` sends: ready, with an item and a quantity (asked about before sending, `overStock`). */
export function rowsToAdd(state: Pick<QuickOrderState, 'rows'>): (QuickOrderRow & { item: ProductDetail; quantity: number })[] {
  return state.rows.filter((r): r is QuickOrderRow & { item: ProductDetail; quantity: number } => r.status === 'ready' && r.item !== null && r.quantity !== null && r.quantity > 0);
}

/** How many rows are ready, not found, not orderable, unreadable and failed, and the total of the ready rows. */
export function countRows(rows: readonly QuickOrderRow[]): QuickOrderCounts {
  let ready = 0;
  let notFound = 0;
  let notOrderable = 0;
  let unreadable = 0;
  let failed = 0;
  let total: number | null = 0;
  for (const row of rows) {
    if (row.status === 'notFound') notFound++;
    else if (row.status === 'notOrderable') notOrderable++;
    else if (row.status === 'unreadable') unreadable++;
    else if (row.status === 'failed') failed++;
    else if (row.status === 'ready' && row.quantity !== null && row.quantity > 0) {
      ready++;
      const price = row.price?.customerPrice ?? null;
      total = total === null || price === null ? null : total + price * row.quantity;
    }
  }
  return { ready, notFound, notOrderable, unreadable, failed, total: total === null ? null : roundToCents(total) };
}

// ---- selectors: each row of the view reads its own row, so an answer redraws that row only ----

const rowIndexes = new WeakMap<readonly QuickOrderRow[], Map<number, QuickOrderRow>>();

/** The row `id` of `state` (built once per rows array, then a map look-up); undefined once removed. */
export function selectRow(state: QuickOrderState, id: number): QuickOrderRow | undefined {
  let index = rowIndexes.get(state.rows);
  if (index === undefined) {
    index = new Map(state.rows.map((row) => [row.id, row]));
    rowIndexes.set(state.rows, index);
  }
  return index.get(id);
}

/**
 * A selector of the rows' ids that keeps returning the same array while no row was added,
 * removed or moved (an answer patching a row leaves the list as it is).
 */
export function createRowIdsSelector(): (state: QuickOrderState) => readonly number[] {
  let rows: readonly QuickOrderRow[] | null = null;
  let ids: readonly number[] = [];
  return (state) => {
    if (state.rows === rows) return ids;
    rows = state.rows;
    if (rows.length !== ids.length || rows.some((row, i) => row.id !== ids[i])) ids = rows.map((row) => row.id);
    return ids;
  };
}

/**
 * The status line's lead once a batch of rows has settled: "9 lines added:" (the counts follow
 * it), "9 rows looked up again:", or for one row looked up again its outcome ("HB01001: ready.").
 */
export function batchLead(kind: 'added' | 'lookedUp', lines: number, rows: readonly QuickOrderRow[]): string {
  if (kind === 'lookedUp' && rows.length === 1) {
    const [row] = rows as [QuickOrderRow];
    return `${rowLabel(row)}: ${STATUS_WORDS[row.status]}.`;
  }
  return kind === 'added' ? `${formatNumber(lines)} ${lines === 1 ? 'line' : 'lines'} added:` : `${formatNumber(rows.length)} ${rows.length === 1 ? 'row' : 'rows'} looked up again:`;
}

const STATUS_WORDS: Record<RowStatus, string> = {
  looking: 'looking up',
  ready: 'ready',
  notFound: 'not found',
  notOrderable: 'not orderable',
  failed: 'the lookup failed',
  unreadable: 'still unreadable',
  merged: 'merged',
};

/** The summary's counts as said and shown: "7 ready", "1 not found", "1 not orderable", "0 unreadable" (and "1 not looked up" when one failed). */
export function countParts(counts: QuickOrderCounts): string[] {
  const parts = [`${formatNumber(counts.ready)} ready`, `${formatNumber(counts.notFound)} not found`, `${formatNumber(counts.notOrderable)} not orderable`, `${formatNumber(counts.unreadable)} unreadable`];
  return counts.failed > 0 ? [...parts, `${formatNumber(counts.failed)} not looked up`] : parts;
}

const sameCounts = (a: QuickOrderCounts, b: QuickOrderCounts) =>
  a.ready === b.ready && a.notFound === b.notFound && a.notOrderable === b.notOrderable && a.unreadable === b.unreadable && a.failed === b.failed;

/** A row that stands for an item (not an unreadable line, not the place of a merged row). */
const isItemRow = (row: QuickOrderRow) => row.status !== 'unreadable' && row.status !== 'merged';

/** "HB01001", or "Line 7" for an unreadable line: how buttons and messages name the row. */
export const rowLabel = (row: Pick<QuickOrderRow, 'status' | 'reason' | 'itemNumber'>): string =>
  row.status === 'unreadable' ? ((row.reason ?? '').split(':')[0] ?? 'line') : row.itemNumber;

export function createQuickOrderStore({ services, storage, storageKey, ecomCustomer, showsPrices, scheduleAnswers = (flush) => flush(), afterAction }: QuickOrderOptions): QuickOrderStore {
  const store = createStore<QuickOrderState>({ rows: [], pasteText: '', itemNumberText: '', adding: false, addProblem: null, notice: null, removed: null,
    status: { id: 0, lead: null, counts: countRows([]), viewCart: false },
  });
  let nextId = 1;
  /** The lookup each row waits for: its token (newest wins) and its cancel. */
  const running = new Map<number, { token: number; controller: AbortController }>();
  const tokens = new Map<number, number>();
  /** Rows waiting for a lookup, in order (a Set: a 1,000-row paste queues in linear time). */
  const queue = new Set<number>();
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // ---- saying what changed, once ----
  /** The status line says `lead` with the counts now. */
  const announce = (lead: string, viewCart = false) => store.setState((s) => ({ status: { id: s.status.id + 1, lead, counts: countRows(s.rows), viewCart } }));
  /** Rows whose lookups one action started: said together once none is still looking. */
  let batch: { kind: 'added' | 'lookedUp'; lines: number; rowIds: Set<number> } | null = null;
  /**
   * Opens (or joins) the batch of an action, before the action changes the rows, so the line
   * waits from the start; `settleBatch` after it. An action while another's lookups are out:
   * one line for both, once all settle.
   */
  function openBatch(kind: 'added' | 'lookedUp', lines: number, rowIds: Iterable<number>) {
    if (batch === null) batch = { kind, lines: 0, rowIds: new Set() };
    else if (kind === 'added') batch.kind = 'added';
    batch.lines += lines;
    for (const id of rowIds) batch.rowIds.add(id);
  }
  function settleBatch() {
    if (batch === null) return;
    const rows = [...batch.rowIds].map((id) => selectRow(store.getState(), id)).filter((row): row is QuickOrderRow => row !== undefined);
    if (rows.some((row) => row.status === 'looking')) return;
    const { kind, lines } = batch;
    batch = null;
    if (rows.length > 0 || lines > 0) announce(batchLead(kind, lines, rows));
  }
  // A count that changed by itself (a quantity emptied, a row added to the cart) redraws the
  // line without a lead; while an action's lookups are out the line waits for them.
  store.subscribe(() => {
    if (batch !== null) return;
    const { rows, status } = store.getState();
    const counts = countRows(rows);
    if (!sameCounts(counts, status.counts)) store.setState({ status: { id: status.id, lead: null, counts, viewCart: false } });
  });

  /** Lookup answers not yet applied, per row. */
  const answers = new Map<number, Partial<QuickOrderRow>>();
  let answersScheduled = false;
  /** Applies the waiting answers, at most `limit` of them (a scheduled flush); a user's action applies all first. */
  function flushAnswers(limit = Number.POSITIVE_INFINITY) {
    answersScheduled = false;
    if (answers.size === 0) return;
    const patches = new Map<number, Partial<QuickOrderRow>>();
    for (const [id, patch] of answers) {
      if (patches.size >= limit) break;
      patches.set(id, patch);
    }
    for (const id of patches.keys()) answers.delete(id);
    if (answers.size > 0) scheduleFlush();
    let renamed = false;
    store.setState((s) => ({
      rows: s.rows.map((r) => {
        const patch = patches.get(r.id);
        if (patch === undefined) return r;
        if (patch.itemNumber !== undefined && patch.itemNumber !== r.itemNumber) renamed = true;
        return { ...r, ...patch };
      }),
    }));
    // The kept copy follows a row found under the catalogue's spelling (only then: a 500-row
    // paste's answers would otherwise write the whole pad at every batch of answers).
    if (renamed) save();
    settleBatch();
  }
  function scheduleFlush() {
    if (answersScheduled) return;
    answersScheduled = true;
    scheduleAnswers(() => flushAnswers(ANSWERS_PER_FLUSH));
  }
  function patchFromAnswer(id: number, patch: Partial<QuickOrderRow>) {
    answers.set(id, { ...answers.get(id), ...patch });
    scheduleFlush();
  }

  const rowOf = (id: number): QuickOrderRow | undefined => {
    const row = selectRow(store.getState(), id);
    const waiting = answers.get(id);
    return row === undefined || waiting === undefined ? row : { ...row, ...waiting };
  };
  const patchRow = (id: number, patch: Partial<QuickOrderRow>) => {
    flushAnswers();
    store.setState((s) => ({ rows: s.rows.map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  };

  const packOf = (item: ProductDetail) => minimumQuantityShown(item, { ecomCustomer: ecomCustomer() });

  function settleQuantity(row: Pick<QuickOrderRow, 'asked'>, item: ProductDetail): { quantity: number; rounded: string | null } {
    const pack = packOf(item);
    const asked = Math.min(askedQuantity(row.asked, pack), QUANTITY_MAX);
    const quantity = Math.min(roundUpToPackage(asked, pack), Math.floor(QUANTITY_MAX / pack) * pack);
    return { quantity, rounded: quantity !== asked ? describeRounding(quantity, pack, asked) : null };
  }

  // ---- lookups ----
  function cancel(id: number) {
    running.get(id)?.controller.abort();
    running.delete(id);
    queue.delete(id);
  }

  function enqueue(id: number) {
    cancel(id);
    tokens.set(id, (tokens.get(id) ?? 0) + 1);
    queue.add(id);
    pumpAfterAction();
  }

  let pumpQueued = false;
  /** Starts the queued lookups after the action (`afterAction`), once for all rows it queued. */
  function pumpAfterAction() {
    if (afterAction === undefined) return pump();
    if (pumpQueued) return;
    pumpQueued = true;
    afterAction(() => {
      pumpQueued = false;
      pump();
    });
  }

  function pump() {
    for (const id of queue) {
      if (stopped || running.size >= LOOKUPS_IN_FLIGHT) return;
      queue.delete(id);
      const row = rowOf(id);
      if (row === undefined) continue;
      void lookUp(id, row.itemNumber);
    }
  }

  /**
   * Whether the service's item answers carry their customer price (`pricingLoaded`): assumed
   * until one comes without it; from then on the price is asked with each item, at once.
   */
  let itemAnswersPriced = true;

  /** The row's price: none on a page without prices, the item answer's own, or asked (`asked`: already on its way). */
  async function priceOf(itemNumber: string, item: ProductDetail, asked: Promise<QuickOrderPrice | null> | null, signal: AbortSignal): Promise<QuickOrderPrice | null> {
    if (!showsPrices()) return null;
    itemAnswersPriced = item.pricingLoaded;
    if (item.pricingLoaded) return { customerPrice: item.customerPrice, msrp: item.msrp, pricingLoaded: true };
    return asked ?? services.getPrice(itemNumber, signal);
  }

  async function lookUp(id: number, itemNumber: string) {
    const token = tokens.get(id) ?? 0;
    const controller = new AbortController();
    running.set(id, { token, controller });
    const current = () => running.get(id)?.token === token && tokens.get(id) === token;
    let settled = false;
    let priceCall: Promise<QuickOrderPrice | null> | null = null;
    try {
      const itemCall = services.getItem(itemNumber, controller.signal);
      if (showsPrices() && !itemAnswersPriced) priceCall = services.getPrice(itemNumber, controller.signal);
      // Its failure is read where it is awaited; a failed item call leaves it unread.
      priceCall?.catch(() => {});
      const item = await itemCall;
      const price = await priceOf(itemNumber, item, priceCall, controller.signal);
      settled = true;
      if (!current()) return;
      const row = rowOf(id);
      if (row === undefined) return;
      const reason = notOrderableReason(item, price, showsPrices());
      // A quantity the buyer already set on this row is kept (a switch re-prices in place).
      const quantity = row.item !== null && row.quantity !== null ? { quantity: row.quantity, rounded: row.rounded } : settleQuantity(row, item);
      // Found: the row shows and is named by the catalogue's number (sw1003 finds SW1003).
      const catalogueNumber = item.itemNumber.trim() === '' ? row.itemNumber : item.itemNumber;
      patchFromAnswer(id, { itemNumber: catalogueNumber, status: reason === null ? 'ready' : 'notOrderable', item, price, reason, pack: packOf(item), ...quantity });
    } catch (error) {
      if (!current()) return;
      const failure = services.describeFailure(error, `look up ${itemNumber}`);
      if (failure.aborted) return;
      if (failure.sessionEnded) patchFromAnswer(id, { status: 'failed', reason: failure.message });
      else if (failure.refused) patchFromAnswer(id, { status: 'notFound', item: null, price: null, reason: notFoundText(itemNumber) });
      else patchFromAnswer(id, { status: 'failed', reason: `The lookup of ${itemNumber} failed: ${services.describeFailure(error, 'look it up').message}` });
    } finally {
      // A price call still out (the item call failed, or its answer carried the price) is no
      // longer wanted; a lookup of one settled call has nothing out, and aborting would only
      // cost the page time.
      if (!settled || priceCall !== null) controller.abort();
      if (running.get(id)?.token === token) running.delete(id);
      pump();
    }
  }

  // ---- keeping the pad ----
  let saveQueued = false;
  function save() {
    if (storage === null || saveQueued) return;
    saveQueued = true;
    (afterAction ?? queueMicrotask)(() => {
      saveQueued = false;
      const key = storageKey();
      if (key === null) return;
      const { pasteText, itemNumberText } = store.getState();
      const rows = store.getState().rows.map((r) => rowOf(r.id) ?? r);
      try {
        if (rows.every((r) => r.status === 'merged') && pasteText === '' && itemNumberText === '') {
          storage.removeItem(key);
          return;
        }
        const kept: KeptPad = {
          pasteText,
          itemNumberText,
          rows: rows
            .filter((r) => r.status !== 'merged')
            .map((r) => ({
              itemNumber: r.itemNumber,
              quantity: r.item !== null ? r.quantity : r.asked.quantity,
              packages: r.item !== null ? 0 : r.asked.packages,
              ...(r.status === 'unreadable' && r.reason !== null ? { reason: r.reason } : {}),
              ...(r.lines.length > 0 ? { lines: r.lines } : {}),
              ...(r.description !== null ? { description: r.description } : {}),
            })),
        };
        storage.setItem(key, JSON.stringify(kept));
      } catch {
        // A full or blocked storage only loses the copy, never the pad on screen.
      }
    });
  }

  function restore(): KeptPad | null {
    const key = storageKey();
    if (storage === null || key === null) return null;
    try {
      const text = storage.getItem(key);
      if (text === null) return null;
      const kept = JSON.parse(text) as KeptPad;
      if (typeof kept !== 'object' || kept === null || !Array.isArray(kept.rows) || typeof kept.pasteText !== 'string') return null;
      return kept;
    } catch {
      return null;
    }
  }

  /** A kept row as the pad holds it again (what storage gives back may be old or tampered with). */
  function restoredRow(kept: KeptRow): QuickOrderRow {
    const quantity = typeof kept.quantity === 'number' ? kept.quantity : null;
    const packages = typeof kept.packages === 'number' ? kept.packages : 0;
    const keptLines = Array.isArray(kept.lines) && kept.lines.every((q) => q === null || typeof q === 'number') ? kept.lines : null;
    const more: Partial<QuickOrderRow> = {
      lines: keptLines ?? (quantity === null && packages === 1 ? [null] : []),
      description: typeof kept.description === 'string' ? kept.description : null,
    };
    if (typeof kept.reason === 'string') Object.assign(more, { status: 'unreadable', reason: kept.reason });
    return newRow(kept.itemNumber, { quantity, packages }, more);
  }

  // ---- adding lines ----
  function newRow(itemNumber: string, asked: QuickOrderRow['asked'], more: Partial<QuickOrderRow> = {}): QuickOrderRow {
    return {
      id: nextId++, itemNumber, status: 'looking', asked, pack: null, quantity: null, rounded: null, item: null, price: null, reason: null,
      lines: [], description: null, undo: null, mergedInto: null, ...more,
    };
  }

  /** A row for an item of the lines read; a merge within them can be undone down to the first line. */
  function itemRow(line: ParsedItem, fromBox: boolean): QuickOrderRow {
    const [first = null, ...others] = line.parts;
    const lines = fromBox && line.parts.every((q) => q === null) && line.parts.length === 1 ? [] : line.parts;
    const undo: MergeUndo | null =
      others.length === 0 ? null : { before: { asked: { quantity: first, packages: first === null ? 1 : 0 }, lines: [first], quantity: null, rounded: null }, restore: null };
    return newRow(line.itemNumber, { quantity: line.quantity, packages: line.packages }, { lines, description: line.description, undo });
  }

  /** The lines a row's quantity stands for before more is added to it. */
  const baseLines = (row: QuickOrderRow): (number | null)[] => (row.lines.length > 0 ? row.lines : [row.item !== null ? row.quantity : row.asked.quantity]);

  type More = { quantity: number | null; packages: number; parts: (number | null)[] };

  /** `row` with `more` added to it, saying so, and the merge kept for Undo. */
  function grow(row: QuickOrderRow, more: More, restore: MergeUndo['restore'] = null): QuickOrderRow {
    const undo: MergeUndo = { before: { asked: row.asked, lines: row.lines, quantity: row.quantity, rounded: row.rounded }, restore };
    const lines = [...baseLines(row), ...more.parts];
    if (row.item === null) {
      const quantity = more.quantity === null ? row.asked.quantity : (row.asked.quantity ?? 0) + more.quantity;
      return { ...row, asked: { quantity, packages: row.asked.packages + more.packages }, lines, undo };
    }
    const settled = settleQuantity({ asked: { quantity: (row.quantity ?? 0) + (more.quantity ?? 0), packages: more.packages } }, row.item);
    return { ...row, ...settled, lines, undo };
  }

  function addParsed(lines: readonly ParsedLine[], fromBox = false) {
    flushAnswers();
    const { rows } = store.getState();
    const byKey = new Map(rows.filter(isItemRow).map((r) => [itemNumberKey(r.itemNumber), r.id]));
    const added: QuickOrderRow[] = [];
    const grown = new Map<number, More>();
    let refused = 0;
    /** Lines that made a row or went into one (the announcement's count). */
    let linesTaken = 0;
    for (const line of lines) {
      if (line.kind === 'unreadable') {
        if (rows.length + added.length >= ROWS_MAX) refused++;
        else {
          linesTaken++;
          added.push(newRow(line.text, { quantity: null, packages: 0 }, { status: 'unreadable', reason: line.reason, description: line.description }));
        }
        continue;
      }
      const existing = byKey.get(itemNumberKey(line.itemNumber));
      if (existing !== undefined) {
        linesTaken += line.parts.length;
        const before = grown.get(existing) ?? { quantity: null, packages: 0, parts: [] };
        grown.set(existing, {
          quantity: line.quantity === null ? before.quantity : (before.quantity ?? 0) + line.quantity,
          packages: before.packages + line.packages,
          parts: [...before.parts, ...line.parts],
        });
        continue;
      }
      if (rows.length + added.length >= ROWS_MAX) {
        refused++;
        continue;
      }
      linesTaken += line.parts.length;
      const row = itemRow(line, fromBox);
      byKey.set(itemNumberKey(line.itemNumber), row.id);
      added.push(row);
    }
    const nextRows = rows.map((row) => {
      const more = grown.get(row.id);
      return more === undefined ? row : grow(row, more);
    });
    openBatch('added', linesTaken, [...added.map((row) => row.id), ...grown.keys()]);
    const notice = refused > 0 ? `${refused === 1 ? '1 line was' : `${formatNumber(refused)} lines were`} not added: the pad holds at most ${formatNumber(ROWS_MAX)} rows. Add these rows to your cart first.` : null;
    store.setState({ rows: [...nextRows, ...added], notice, addProblem: null });
    for (const row of added) if (row.status === 'looking') enqueue(row.id);
    settleBatch();
    save();
  }

  return {
    ...store,
    setPasteText(text) {
      store.setState({ pasteText: text });
      save();
    },
    setItemNumberText(text) {
      store.setState({ itemNumberText: text });
      save();
    },
    addItemNumber() {
      const text = store.getState().itemNumberText;
      if (text.trim() === '') return;
      store.setState({ itemNumberText: '' });
      addParsed(parseQuickOrder(text), true);
    },
    addPastedLines() {
      const text = store.getState().pasteText;
      const lines = parseQuickOrder(text);
      if (lines.length === 0) {
        store.setState({ notice: 'No lines to add: paste item numbers, one per line, with a quantity after each.' });
        return;
      }
      store.setState({ pasteText: '' });
      addParsed(lines);
    },
    addText(text) {
      const lines = parseQuickOrder(text);
      if (lines.length === 0) {
        store.setState({ notice: 'No item numbers were found in it.' });
        return;
      }
      addParsed(lines);
    },
    setQuantity(id, quantity) {
      // The buyer set it: nothing left to say about the lines, nothing to undo.
      patchRow(id, { quantity, rounded: null, lines: [], undo: null });
      save();
    },
    correctItemNumber(id, text) {
      const row = rowOf(id);
      const read = parseLine(text);
      if (row === undefined || row.status === 'merged' || read === null || text.trim() === row.itemNumber) return;
      if (read.kind === 'unreadable') {
        // Still not readable: the row says why, under the name it had.
        const reason = `${rowLabel(row)}: ${read.reason.replace(/^Line 1: /, '')}`;
        patchRow(id, { status: 'unreadable', itemNumber: read.text, reason, description: row.description ?? read.description });
        announce(`${rowLabel(row)}: ${STATUS_WORDS.unreadable}.`);
        save();
        return;
      }
      // A quantity typed with the number replaces the row's; a number alone keeps what the row asked.
      const keepsQuantity = read.quantity === null && row.status !== 'unreadable';
      const asked = keepsQuantity ? row.asked : { quantity: read.quantity, packages: read.packages };
      const lines = keepsQuantity ? row.lines : read.parts;
      const description = row.description ?? read.description;
      const { rows } = store.getState();
      const target = rows.find((r) => r.id !== id && isItemRow(r) && itemNumberKey(r.itemNumber) === itemNumberKey(read.itemNumber));
      if (target !== undefined) {
        // The corrected number is already a row: the quantities go together there, saying so;
        // this row's place says where it went, and Undo brings it back as it was.
        flushAnswers();
        cancel(id);
        const merged = newRow(row.itemNumber, row.asked, {
          status: 'merged',
          mergedInto: target.id,
          reason: rows.indexOf(target) < rows.findIndex((r) => r.id === id) ? 'Added to the row above' : 'Added to the row below',
        });
        const more: More = { quantity: asked.quantity, packages: asked.packages, parts: lines.length > 0 ? lines : [asked.quantity] };
        const grownTarget = grow(target, more, { row, mergedId: merged.id });
        store.setState((s) => ({ rows: s.rows.map((r) => (r.id === id ? merged : r.id === target.id ? grownTarget : r)) }));
        announce(`${row.itemNumber} corrected to ${target.itemNumber} and merged into its row.`);
        save();
        return;
      }
      flushAnswers();
      openBatch('lookedUp', 0, [id]);
      patchRow(id, { itemNumber: read.itemNumber, status: 'looking', asked, lines, description, item: null, price: null, reason: null, pack: null, quantity: null, rounded: null, undo: null });
      enqueue(id);
      save();
    },
    undoMerge(id) {
      flushAnswers();
      const row = rowOf(id);
      if (row === undefined || row.undo === null) return;
      const { before, restore } = row.undo;
      // A merge made before the package was known is undone to what its first lines asked.
      const quantity = row.item !== null && before.quantity === null ? settleQuantity(before, row.item) : { quantity: before.quantity, rounded: before.rounded };
      const undone: QuickOrderRow = { ...row, asked: before.asked, lines: before.lines, ...quantity, undo: null };
      store.setState((s) => ({ rows: s.rows.map((r) => (r.id === id ? undone : restore !== null && r.id === restore.mergedId ? restore.row : r)) }));
      const back = undone.quantity ?? undone.asked.quantity;
      announce(`Undone: ${undone.itemNumber}${back === null ? '' : ` is back to ${formatNumber(back)}`}${restore === null ? '' : `, ${rowLabel(restore.row)} is its own row again`}.`);
      save();
    },
    remove(id) {
      flushAnswers();
      const { rows } = store.getState();
      const index = rows.findIndex((r) => r.id === id);
      const row = rows[index];
      if (row === undefined) return;
      cancel(id);
      clearTimeout(undoTimer);
      store.setState({ rows: rows.filter((r) => r.id !== id && r.mergedInto !== id), removed: { row, index } });
      undoTimer = setTimeout(() => store.setState({ removed: null }), UNDO_MS);
      announce(`Removed ${rowLabel(row)}.`);
      settleBatch();
      save();
    },
    undoRemove() {
      flushAnswers();
      const { removed, rows } = store.getState();
      if (removed === null) return;
      clearTimeout(undoTimer);
      const next = [...rows];
      next.splice(Math.min(removed.index, next.length), 0, removed.row);
      store.setState({ rows: next, removed: null });
      if (removed.row.status === 'looking') enqueue(removed.row.id);
      announce(`${rowLabel(removed.row)} is back on the pad.`);
      save();
    },
    retryLookup(id) {
      const row = rowOf(id);
      if (row === undefined || !isItemRow(row)) return;
      flushAnswers();
      openBatch('lookedUp', 0, [id]);
      patchRow(id, { status: 'looking', reason: null });
      enqueue(id);
    },
    async addToCart() {
      flushAnswers();
      const state = store.getState();
      if (state.adding) return;
      const sent = rowsToAdd(state);
      if (sent.length === 0) return;
      store.setState({ adding: true, addProblem: null });
      try {
        await services.addItems(sent.map((r) => ({ itemId: (r.item as ProductDetail).itemId, qty: r.quantity as number })));
        const sentIds = new Set(sent.map((r) => r.id));
        store.setState((s) => {
          const rows = s.rows.filter((r) => !sentIds.has(r.id) && !sentIds.has(r.mergedInto ?? 0));
          return { adding: false, rows, status: { id: s.status.id + 1, lead: `${lineWord(sent.length)} added to your cart.`, counts: countRows(rows), viewCart: true } };
        });
        save();
      } catch (error) {
        const failure = services.describeFailure(error, 'add these lines to your cart');
        store.setState({ adding: false, addProblem: { message: failure.message, canRetry: !failure.refused } });
      }
    },
    refresh() {
      flushAnswers();
      const { rows } = store.getState();
      openBatch('lookedUp', 0, rows.filter(isItemRow).map((row) => row.id));
      for (const row of rows) {
        if (!isItemRow(row)) continue;
        if (row.status === 'notFound' || row.status === 'failed') patchRow(row.id, { status: 'looking', reason: null });
        else if (row.status === 'ready' || row.status === 'notOrderable') patchRow(row.id, { status: 'looking' });
        enqueue(row.id);
      }
      settleBatch();
      save();
    },
    start() {
      stopped = false;
      const kept = restore();
      if (kept !== null && store.getState().rows.length === 0) {
        const rows = kept.rows
          .filter((r) => typeof r.itemNumber === 'string')
          .slice(0, ROWS_MAX)
          .map((r) => restoredRow(r));
        store.setState({ rows, pasteText: kept.pasteText, itemNumberText: typeof kept.itemNumberText === 'string' ? kept.itemNumberText : '' });
        for (const row of rows) if (row.status === 'looking') enqueue(row.id);
      }
      return () => {
        stopped = true;
        clearTimeout(undoTimer);
        for (const id of [...running.keys()]) cancel(id);
        queue.clear();
      };
    },
  };
}
