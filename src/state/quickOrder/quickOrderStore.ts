/**
 * The quick order pad's store (HOST-CONTRACT section 10, docs/quick-order.md): rows read from
 * pasted text, a file or the item number box, each looked up (`Product/GetItem`) and priced
 * (`Product/GetProductCustomerPrice`), then sent together with one `Cart/AddItemsToCart`.
 *
 * - At most LOOKUPS_IN_FLIGHT lookups at a time; a removed row cancels its lookup; an
 *   answer for an older lookup of a row (a corrected item number, a switch) is dropped.
 * - The same item number (case and spaces aside) is one row: a second line adds to it.
 * - The pad (rows as typed and the paste box) is kept in sessionStorage per customer and
 *   cleared after a successful add; a customer or ship-to switch looks every row up again.
 *
 * The service calls come in as `services` (src/connect/quickOrder/start.ts binds them), so
 * this file knows nothing of the client.
 */
import type { CartInfo, ProductDetail } from '../../contract/responses';
import { describeRounding, minimumQuantityShown, QUANTITY_MAX, roundUpToPackage } from '../../domain/quantity';
import { askedQuantity, itemNumberKey, parseQuickOrder, type ParsedLine } from '../../domain/quickOrderParse';
import { createStore, type Store } from '../store/createStore';
import { roundToCents } from '../../domain/money';

/** Lookups (GetItem with its price) running at once. */
export const LOOKUPS_IN_FLIGHT = 6;
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

export type RowStatus = 'looking' | 'ready' | 'notFound' | 'notOrderable' | 'failed' | 'unreadable';

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
  /** Why the row is not ready: an unreadable line, not orderable, a failed lookup. */
  reason: string | null;
};

export type AddProblem = { message: string; canRetry: boolean };

export type QuickOrderState = {
  rows: QuickOrderRow[];
  pasteText: string;
  /** What is typed in the `Item number` box, not added yet (kept with the pad). */
  itemNumberText: string;
  adding: boolean;
  addProblem: AddProblem | null;
  /** "3 lines were added to your cart." after an add. */
  addedMessage: string | null;
  /** A message about the lines just read ("500 rows is the most the pad holds…"). */
  notice: string | null;
  /** The row just removed, for Undo. */
  removed: { row: QuickOrderRow; index: number } | null;
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
   * timer, so 500 answers arriving one by one cost a few dozen renders, not 500 (a user's
   * own change always applies at once, after the answers waiting).
   */
  scheduleAnswers?: (flush: () => void) => void;
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
  /** A not-found row's item number corrected in place: looked up again. */
  correctItemNumber(id: number, itemNumber: string): void;
  remove(id: number): void;
  undoRemove(): void;
  retryLookup(id: number): void;
  addToCart(): Promise<void>;
  /** Customer or ship-to switch: every row is looked up and priced again, in place. */
  refresh(): void;
  /** Restores the kept pad and starts its lookups; returns the stop. */
  start(): () => void;
};

type KeptPad = { pasteText: string; itemNumberText?: string; rows: { itemNumber: string; quantity: number | null; packages: number; reason?: string }[] };

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

export type QuickOrderCounts = { ready: number; notFound: number; notOrderable: number; total: number | null };

/** How many rows are ready, not found and not orderable, and the total of the ready rows. */
export function countRows(rows: readonly QuickOrderRow[]): QuickOrderCounts {
  let ready = 0;
  let notFound = 0;
  let notOrderable = 0;
  let total: number | null = 0;
  for (const row of rows) {
    if (row.status === 'notFound') notFound++;
    else if (row.status === 'notOrderable') notOrderable++;
    else if (row.status === 'ready' && row.quantity !== null && row.quantity > 0) {
      ready++;
      const price = row.price?.customerPrice ?? null;
      total = total === null || price === null ? null : total + price * row.quantity;
    }
  }
  return { ready, notFound, notOrderable, total: total === null ? null : roundToCents(total) };
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

export function createQuickOrderStore({ services, storage, storageKey, ecomCustomer, showsPrices, scheduleAnswers = (flush) => flush() }: QuickOrderOptions): QuickOrderStore {
  const store = createStore<QuickOrderState>({ rows: [], pasteText: '', itemNumberText: '', adding: false, addProblem: null, addedMessage: null, notice: null, removed: null });
  let nextId = 1;
  /** The lookup each row waits for: its token (newest wins) and its cancel. */
  const running = new Map<number, { token: number; controller: AbortController }>();
  const tokens = new Map<number, number>();
  /** Rows waiting for a lookup, in order (a Set: a 1,000-row paste queues in linear time). */
  const queue = new Set<number>();
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Lookup answers not yet applied, per row. */
  const answers = new Map<number, Partial<QuickOrderRow>>();
  let answersScheduled = false;
  function flushAnswers() {
    answersScheduled = false;
    if (answers.size === 0) return;
    const patches = new Map(answers);
    answers.clear();
    store.setState((s) => ({ rows: s.rows.map((r) => (patches.has(r.id) ? { ...r, ...patches.get(r.id) } : r)) }));
    // The kept copy follows: a found row is kept under the catalogue's number.
    save();
  }
  function patchFromAnswer(id: number, patch: Partial<QuickOrderRow>) {
    answers.set(id, { ...answers.get(id), ...patch });
    if (answersScheduled) return;
    answersScheduled = true;
    scheduleAnswers(flushAnswers);
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
    pump();
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

  async function lookUp(id: number, itemNumber: string) {
    const token = tokens.get(id) ?? 0;
    const controller = new AbortController();
    running.set(id, { token, controller });
    const current = () => running.get(id)?.token === token && tokens.get(id) === token;
    try {
      const [item, price] = await Promise.all([services.getItem(itemNumber, controller.signal), services.getPrice(itemNumber, controller.signal)]);
      if (!current()) return;
      const row = rowOf(id);
      if (row === undefined) return;
      const reason = notOrderableReason(item, price, showsPrices());
      // A quantity the buyer already set on this row is kept (a switch re-prices in place).
      const settled = row.item !== null && row.quantity !== null ? { quantity: row.quantity, rounded: row.rounded } : settleQuantity(row, item);
      // Found: the row shows and is named by the catalogue's number (sw1003 finds SW1003).
      const catalogueNumber = item.itemNumber.trim() === '' ? row.itemNumber : item.itemNumber;
      patchFromAnswer(id, { itemNumber: catalogueNumber, status: reason === null ? 'ready' : 'notOrderable', item, price, reason, pack: packOf(item), ...settled });
    } catch (error) {
      if (!current()) return;
      const failure = services.describeFailure(error, `look up ${itemNumber}`);
      if (failure.aborted) return;
      if (failure.sessionEnded) patchFromAnswer(id, { status: 'failed', reason: failure.message });
      else if (failure.refused) patchFromAnswer(id, { status: 'notFound', item: null, price: null, reason: notFoundText(itemNumber) });
      else patchFromAnswer(id, { status: 'failed', reason: `The lookup of ${itemNumber} failed: ${services.describeFailure(error, 'look it up').message}` });
    } finally {
      // The other half of the lookup (item or price), if still out, is no longer wanted.
      controller.abort();
      if (running.get(id)?.token === token) running.delete(id);
      pump();
    }
  }

  // ---- keeping the pad ----
  let saveQueued = false;
  function save() {
    if (storage === null || saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      const key = storageKey();
      if (key === null) return;
      const { pasteText, itemNumberText } = store.getState();
      const rows = store.getState().rows.map((r) => rowOf(r.id) ?? r);
      try {
        if (rows.length === 0 && pasteText === '' && itemNumberText === '') {
          storage.removeItem(key);
          return;
        }
        const kept: KeptPad = {
          pasteText,
          itemNumberText,
          rows: rows.map((r) => ({
            itemNumber: r.itemNumber,
            quantity: r.item !== null ? r.quantity : r.asked.quantity,
            packages: r.item !== null ? 0 : r.asked.packages,
            ...(r.status === 'unreadable' && r.reason !== null ? { reason: r.reason } : {}),
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

  // ---- adding lines ----
  function newRow(itemNumber: string, asked: QuickOrderRow['asked'], reason: string | null = null): QuickOrderRow {
    return { id: nextId++, itemNumber, status: reason === null ? 'looking' : 'unreadable', asked, pack: null, quantity: null, rounded: null, item: null, price: null, reason };
  }

  function addParsed(lines: readonly ParsedLine[]) {
    flushAnswers();
    const { rows } = store.getState();
    const byKey = new Map(rows.filter((r) => r.status !== 'unreadable').map((r) => [itemNumberKey(r.itemNumber), r.id]));
    const added: QuickOrderRow[] = [];
    const grown = new Map<number, { quantity: number | null; packages: number }>();
    let refused = 0;
    for (const line of lines) {
      if (line.kind === 'unreadable') {
        if (rows.length + added.length >= ROWS_MAX) refused++;
        else added.push(newRow(line.text === '' ? '' : line.text, { quantity: null, packages: 0 }, line.reason));
        continue;
      }
      const existing = byKey.get(itemNumberKey(line.itemNumber));
      if (existing !== undefined) {
        const before = grown.get(existing) ?? { quantity: null, packages: 0 };
        grown.set(existing, {
          quantity: line.quantity === null ? before.quantity : (before.quantity ?? 0) + line.quantity,
          packages: before.packages + line.packages,
        });
        continue;
      }
      if (rows.length + added.length >= ROWS_MAX) {
        refused++;
        continue;
      }
      const row = newRow(line.itemNumber, { quantity: line.quantity, packages: line.packages });
      byKey.set(itemNumberKey(line.itemNumber), row.id);
      added.push(row);
    }
    const nextRows = rows.map((row) => {
      const more = grown.get(row.id);
      if (more === undefined) return row;
      if (row.item === null) {
        const quantity = more.quantity === null ? row.asked.quantity : (row.asked.quantity ?? 0) + more.quantity;
        return { ...row, asked: { quantity, packages: row.asked.packages + more.packages } };
      }
      const settled = settleQuantity({ asked: { quantity: (row.quantity ?? 0) + (more.quantity ?? 0), packages: more.packages } }, row.item);
      return { ...row, ...settled };
    });
    store.setState({
      rows: [...nextRows, ...added],
      notice: refused > 0 ? `${refused === 1 ? '1 line was' : `${refused} lines were`} not added: the pad holds at most ${ROWS_MAX} rows. Add these rows to your cart first.` : null,
      addedMessage: null,
      addProblem: null,
    });
    for (const row of added) if (row.status === 'looking') enqueue(row.id);
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
      addParsed(parseQuickOrder(text));
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
      patchRow(id, { quantity, rounded: null });
      save();
    },
    correctItemNumber(id, itemNumber) {
      const trimmed = itemNumber.trim();
      const row = rowOf(id);
      if (row === undefined || trimmed === '' || trimmed === row.itemNumber) return;
      const duplicate = store.getState().rows.find((r) => r.id !== id && r.status !== 'unreadable' && itemNumberKey(r.itemNumber) === itemNumberKey(trimmed));
      if (duplicate !== undefined) {
        // The corrected number is already a row: the quantities go together there.
        store.setState((s) => ({ rows: s.rows.filter((r) => r.id !== id) }));
        cancel(id);
        addParsed([{ kind: 'item', itemNumber: trimmed, quantity: row.asked.quantity, packages: row.asked.packages, line: 0 }]);
        return;
      }
      patchRow(id, { itemNumber: trimmed, status: 'looking', item: null, price: null, reason: null, pack: null, quantity: null, rounded: null });
      enqueue(id);
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
      store.setState({ rows: rows.filter((r) => r.id !== id), removed: { row, index } });
      undoTimer = setTimeout(() => store.setState({ removed: null }), UNDO_MS);
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
      save();
    },
    retryLookup(id) {
      const row = rowOf(id);
      if (row === undefined || row.status === 'unreadable') return;
      patchRow(id, { status: 'looking', reason: null });
      enqueue(id);
    },
    async addToCart() {
      flushAnswers();
      const state = store.getState();
      if (state.adding) return;
      const sent = state.rows.filter((r) => r.status === 'ready' && r.item !== null && r.quantity !== null && r.quantity > 0);
      if (sent.length === 0) return;
      store.setState({ adding: true, addProblem: null, addedMessage: null });
      try {
        await services.addItems(sent.map((r) => ({ itemId: (r.item as ProductDetail).itemId, qty: r.quantity as number })));
        const sentIds = new Set(sent.map((r) => r.id));
        store.setState((s) => ({ adding: false, rows: s.rows.filter((r) => !sentIds.has(r.id)), addedMessage: `${lineWord(sent.length)} added to your cart.` }));
        save();
      } catch (error) {
        const failure = services.describeFailure(error, 'add these lines to your cart');
        store.setState({ adding: false, addProblem: { message: failure.message, canRetry: !failure.refused } });
      }
    },
    refresh() {
      flushAnswers();
      const { rows } = store.getState();
      for (const row of rows) {
        if (row.status === 'unreadable') continue;
        if (row.status === 'notFound' || row.status === 'failed') patchRow(row.id, { status: 'looking', reason: null });
        else if (row.status === 'ready' || row.status === 'notOrderable') patchRow(row.id, { status: 'looking' });
        enqueue(row.id);
      }
      save();
    },
    start() {
      stopped = false;
      const kept = restore();
      if (kept !== null && store.getState().rows.length === 0) {
        const rows = kept.rows
          .filter((r) => typeof r.itemNumber === 'string')
          .slice(0, ROWS_MAX)
          .map((r) =>
            newRow(r.itemNumber, { quantity: typeof r.quantity === 'number' ? r.quantity : null, packages: typeof r.packages === 'number' ? r.packages : 0 }, typeof r.reason === 'string' ? r.reason : null),
          );
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
