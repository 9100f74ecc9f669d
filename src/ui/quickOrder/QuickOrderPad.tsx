/**
 * The quick order pad (HOST-CONTRACT section 10): `Paste items` + `Add lines`, `Item number`
 * + `Add line`, `Upload a CSV file`; one row per item with `Quantity of {itemNumber}` and
 * `Remove {itemNumber}`; a summary with `Add to cart`. Props and callbacks only: the connect
 * layer draws each row and the summary from their own slices of the store, so a lookup answer
 * redraws its row and the summary, not the pad.
 */
import { Fragment, memo, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { productImageUrl } from '../../domain/images';
import { formatPrice, unitOfMeasure } from '../../domain/price';
import { hostPageUrl, loginUrl } from '../../domain/urls';
import { describeLines } from '../../domain/quickOrderParse';
import { countParts, rowLabel, type QuickOrderRow, type QuickOrderState } from '../../state/quickOrder/quickOrderStore';
import { TextAreaField } from '../form/TextAreaField';
import { TextField } from '../form/TextField';
import { Button, Notice, SpinnerIcon } from '../primitives';
import { Availability } from '../product/Availability';
import { Price, PriceHidden } from '../product/Price';
import { ProductImage } from '../product/ProductImage';
import { QuantityEditor } from '../quantity/QuantityEditor';
import { cx } from '../../theme/theme';
import { quickOrderStyle } from './styles';

export type QuickOrderActions = {
  onPasteTextChange(text: string): void;
  onAddPastedLines(): void;
  onItemNumberTextChange(text: string): void;
  onAddItemNumber(): void;
  onAddText(text: string): void;
  onQuantityChange(id: number, quantity: number | null): void;
  onCorrect(id: number, text: string): void;
  /** Undoes the latest merge into row `id` (the `merged` row's Undo passes the row it went to). */
  onUndoMerge(id: number): void;
  onRemove(id: number): void;
  onUndo(): void;
  onRetryLookup(id: number): void;
  onAddToCart(): void;
};

/** What the pad's frame shows; the rows and the summary come drawn (each follows its own slice). */
export type QuickOrderPadState = Pick<QuickOrderState, 'pasteText' | 'itemNumberText' | 'notice' | 'removed' | 'addProblem'>;

export type QuickOrderPadProps = {
  state: QuickOrderPadState;
  /** The rows' ids in order; the same array while no row was added, removed or moved. */
  rowIds: readonly number[];
  /** Draws the row `id` (a `QuickOrderRowView` reading its own row); stable between renders. */
  renderRow: (id: number) => ReactNode;
  /** The `QuickOrderSummary` under the rows. */
  summary: ReactNode;
  actions: QuickOrderActions;
  signedIn: boolean;
  /** Where the sign-in link comes back to. */
  returnTo?: string;
};

/** Files larger than this are refused with a message (a CSV of 10,000 lines is about 200 KB). */
export const FILE_MAX_BYTES = 2_000_000;

const READ_ONLY_TEXT = 'This login is read-only: check prices and stock here; ordering needs a login with ordering rights.';

export { rowLabel };

/** The box that corrects a problem row in place: an item number, or a whole line for an unreadable one. */
function CorrectNumber({ row, onCorrect }: { row: QuickOrderRow; onCorrect: (id: number, n: string) => void }) {
  const [text, setText] = useState(row.itemNumber);
  const id = useId();
  return (
    <form
      className={cx('quick', 'correct')}
      onSubmit={(event) => {
        event.preventDefault();
        // This box leaves with the correction: focus stays on its row (not lost to the page).
        event.currentTarget.closest('li')?.focus();
        onCorrect(row.id, text);
      }}
    >
      <span>
        <label htmlFor={id}>{`Correct ${rowLabel(row)}`}</label>
        <br />
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" spellCheck={false} />
      </span>
      <Button type="submit" size="sm">Look up</Button>
    </form>
  );
}

export type QuickOrderRowViewProps = {
  row: QuickOrderRow;
  imageBase: string;
  showPrices: boolean;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentence never names a receipt date before it. */
  today: string;
  actions: QuickOrderActions;
  /** A `merged` row: whether its merge can still be undone (the row it went to keeps the Undo). */
  canUndoMerged?: boolean;
};

/** The place of a row corrected to an item already on the pad: where it went, and Undo. */
function MergedRowView({ row, actions, canUndo }: { row: QuickOrderRow; actions: QuickOrderActions; canUndo: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // It replaced the row whose correction box had focus: focus stays here, by its Undo.
    const li = ref.current;
    const active = li?.ownerDocument.activeElement;
    if (li && (active == null || active === li.ownerDocument.body)) li.focus();
  }, []);
  return (
    <li ref={ref} className={`${cx('quick', 'row')} sf-quick__row--merged`} tabIndex={-1}>
      <span className={cx('quick', 'thumb')} aria-hidden="true" />
      <div className={cx('quick', 'main')}>
        <p className={cx('quick', 'name')}>{row.itemNumber}</p>
        <p className={cx('quick', 'note')}>{row.reason}</p>
      </div>
      {canUndo && row.mergedInto !== null ? (
        <Button size="sm" className={cx('quick', 'end')} aria-label={`Undo correcting ${row.itemNumber}`} onClick={() => actions.onUndoMerge(row.mergedInto as number)}>
          Undo
        </Button>
      ) : null}
    </li>
  );
}

/** One row; memoised, so a row whose data did not change is not drawn again. */
export const QuickOrderRowView = memo(function QuickOrderRowView({ row, imageBase, showPrices, today, actions, canUndoMerged = false }: QuickOrderRowViewProps) {
  if (row.status === 'merged') return <MergedRowView row={row} actions={actions} canUndo={canUndoMerged} />;
  const item = row.item;
  const problem = row.status !== 'ready' && row.status !== 'looking';
  const label = rowLabel(row);
  const pack = row.pack ?? 1;
  const unitPrice = row.price?.customerPrice ?? null;
  const lineTotal = showPrices && row.status === 'ready' && unitPrice !== null && row.quantity !== null ? unitPrice * row.quantity : null;
  // Said next to the quantity, so only where there is one (not on a row not found).
  const linesNote = item !== null ? describeLines(row.lines, row.pack) : null;
  const fromSheet = row.description !== null && row.status !== 'ready' && row.status !== 'unreadable' ? row.description : null;
  return (
    <li className={`${cx('quick', 'row')}${problem ? ' sf-quick__row--problem' : ''}`} aria-busy={row.status === 'looking' || undefined} tabIndex={-1}>
      {item ? (
        <ProductImage className={cx('quick', 'thumb')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={64} height={64} />
      ) : (
        <span className={cx('quick', 'thumb')} aria-hidden="true" />
      )}
      <div>
        <p className={cx('quick', 'name')}>{item ? item.itemName : row.status === 'unreadable' ? row.itemNumber : row.itemNumber}</p>
        {row.status !== 'unreadable' ? <p className={cx('quick', 'number')}>Item #{row.itemNumber}</p> : null}
        {row.status === 'looking' ? (
          <p className={cx('quick', 'number')}>
            <SpinnerIcon size={14} /> Looking up…
          </p>
        ) : null}
        {fromSheet !== null ? <p className={cx('quick', 'number')}>{`From your sheet: ${fromSheet}`}</p> : null}
        {row.status === 'notFound' || row.status === 'notOrderable' || row.status === 'unreadable' ? <p className={cx('quick', 'reason')}>{row.reason}</p> : null}
        {row.status === 'notFound' || row.status === 'unreadable' ? <CorrectNumber row={row} onCorrect={actions.onCorrect} /> : null}
        {row.status === 'failed' ? (
          // Not an alert: the pad's one announcement counts it ("1 not looked up"), once.
          <div className={cx('quick', 'failed')}>
            <p className={cx('quick', 'reason')}>{row.reason}</p>
            <Button size="sm" onClick={() => actions.onRetryLookup(row.id)}>
              Retry
            </Button>
          </div>
        ) : null}
        {/* The stock for this row's quantity, by the cart lines' rule (stockStatus). */}
        {item && showPrices ? <Availability availability={item.availability} quantity={row.quantity} stockMessage={item.stockResult?.stockMessage ?? null} today={today} /> : null}
      </div>
      <div>
        {item && showPrices ? (
          <Price
            pricingLoaded={row.price?.pricingLoaded ?? false}
            price={row.price?.customerPrice ?? null}
            msrp={row.price?.msrp ?? null}
            disablePurchasing={item.stockResult?.disablePurchasing ?? false}
            unitOfMeasure={unitOfMeasure(item)}
            packageQuantity={pack}
          />
        ) : item ? (
          <PriceHidden />
        ) : null}
      </div>
      <div>
        {item && row.status !== 'notFound' ? (
          <QuantityEditor
            value={row.quantity}
            packageQuantity={pack}
            label={`Quantity of ${row.itemNumber}`}
            unit={unitOfMeasure(item)}
            unstyled
            onValueChange={(value) => actions.onQuantityChange(row.id, value)}
          />
        ) : null}
        {linesNote !== null ? (
          <p className={cx('quick', 'note')}>
            {linesNote}
            {row.undo !== null && row.undo.restore === null ? (
              <>
                {' '}
                <Button size="sm" variant="ghost" aria-label={`Undo adding together ${row.itemNumber}`} onClick={() => actions.onUndoMerge(row.id)}>
                  Undo
                </Button>
              </>
            ) : null}
          </p>
        ) : null}
        {row.rounded ? <p className={cx('quick', 'rounded')}>{row.rounded}</p> : null}
      </div>
      <div className={cx('quick', 'total')}>{lineTotal === null ? null : formatPrice(lineTotal)}</div>
      <Button size="sm" variant="ghost" className={cx('quick', 'end')} onClick={() => actions.onRemove(row.id)}>
        {`Remove ${label}`}
      </Button>
    </li>
  );
});

/** Rows drawn per task: a paste of 500 rows is drawn in steps, never in one long task. */
export const DRAW_STEP = 20;

/** How many of `total` rows to draw now: DRAW_STEP more after each task until all are drawn. */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(Math.min(total, DRAW_STEP));
  useEffect(() => {
    if (drawn >= total) return undefined;
    const timer = setTimeout(() => setDrawn((d) => Math.min(total, Math.max(d, 0) + DRAW_STEP)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/** The rows; drawn again only when a row is added, removed or moved (not on an answer). */
const RowList = memo(function RowList({ rowIds, renderRow }: { rowIds: readonly number[]; renderRow: (id: number) => ReactNode }) {
  const drawn = useDrawnCount(rowIds.length);
  if (rowIds.length === 0) return null;
  return (
    <ul className={cx('quick', 'rows')} aria-label="Quick order lines">
      {(drawn < rowIds.length ? rowIds.slice(0, drawn) : rowIds).map(renderRow)}
    </ul>
  );
});

export type QuickOrderSummaryProps = {
  /** The status line: what just happened and the counts then (said once, see the store). */
  status: QuickOrderState['status'];
  /** The ready rows now (the status line may still wait for lookups) and their total; null when a price is missing. */
  ready: number;
  total: number | null;
  /** Rows still being looked up: the status line is busy meanwhile (it says the outcome once). */
  looking: number;
  adding: boolean;
  readOnly: boolean;
  showPrices: boolean;
  onAddToCart(): void;
};

/**
 * Under the rows: the status line (a polite live region: what just happened, then how many
 * rows are ready, not found, not orderable and unreadable), the total, and `Add to cart`.
 */
export function QuickOrderSummary({ status, ready, total, looking, adding, readOnly, showPrices, onAddToCart }: QuickOrderSummaryProps) {
  const summaryId = useId();
  const parts = countParts(status.counts);
  return (
    <div className={cx('quick', 'summary')}>
      <p className={cx('quick', 'counts')} id={summaryId} role="status" aria-live="polite" aria-atomic="true" aria-busy={looking > 0 || undefined}>
        {status.lead !== null ? (
          <span key={status.id} className={cx('quick', 'lead')}>
            {/* Its own element: the sentence is found as written ("1 line was added to your cart."). */}
            <span>{status.lead}</span>
            {status.viewCart ? (
              <>
                {' '}
                <a href={hostPageUrl('cart')}>View cart</a>
              </>
            ) : null}
          </span>
        ) : null}
        {parts.map((part, i) => (
          <Fragment key={i}>
            {i === 0 ? (status.lead !== null ? ' ' : null) : ', '}
            <span>{part}</span>
          </Fragment>
        ))}
      </p>
      {/* Always there (empty without a total), so nothing in the sticky bar moves when it comes. */}
      <p className={cx('quick', 'total')}>{showPrices && total !== null && ready > 0 ? `Total ${formatPrice(total)}` : null}</p>
      {readOnly ? (
        <p className={cx('quick', 'hint')}>{READ_ONLY_TEXT}</p>
      ) : (
        <Button variant="primary" busy={adding} disabled={ready === 0} aria-describedby={summaryId} onClick={onAddToCart}>
          Add to cart
        </Button>
      )}
    </div>
  );
}

async function readFile(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function QuickOrderPad({ state, rowIds, renderRow, summary, actions, signedIn, returnTo }: QuickOrderPadProps) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <div css={quickOrderStyle} className={cx('quick')}>
        <p>
          <a href={loginUrl(returnTo)}>Sign in to order by item number</a>
        </p>
      </div>
    );
  }

  const addOne = (event: FormEvent) => {
    event.preventDefault();
    actions.onAddItemNumber();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFileProblem(null);
    if (file.size > FILE_MAX_BYTES) {
      setFileProblem(`${file.name} is larger than 2 MB: split it, or paste its lines.`);
      input.value = '';
      return;
    }
    try {
      actions.onAddText(await readFile(file));
    } catch {
      setFileProblem(`${file.name} could not be read. Choose it again, or paste its lines.`);
    }
    input.value = '';
  };

  return (
    <div css={quickOrderStyle} className={cx('quick')}>
      <div className={cx('quick', 'inputs')}>
        <form
          className={cx('quick', 'box')}
          onSubmit={(event) => {
            event.preventDefault();
            actions.onAddPastedLines();
          }}
        >
          <TextAreaField
            label="Paste items"
            hint="One item per line: item number, then quantity (tab, comma, semicolon or space between). A copy from a spreadsheet works."
            value={state.pasteText}
            onChange={(event) => actions.onPasteTextChange(event.target.value)}
            spellCheck={false}
            rows={6}
          />
          <div>
            <Button type="submit" variant="secondary">Add lines</Button>
          </div>
        </form>
        <div className={cx('quick', 'box')}>
          <form className={cx('quick', 'box')} onSubmit={addOne}>
            <TextField label="Item number" value={state.itemNumberText} onChange={(event) => actions.onItemNumberTextChange(event.target.value)} autoComplete="off" spellCheck={false} />
            <div>
              <Button type="submit">Add line</Button>
            </div>
          </form>
          <label className={cx('quick', 'file')}>
            Upload a CSV file
            <input type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" onChange={(event) => void upload(event)} />
          </label>
          {fileProblem ? <Notice tone="error" compact>{fileProblem}</Notice> : null}
        </div>
      </div>
      {/* Always in the page, so a notice is said once when it comes. */}
      <p className={cx('quick', 'notice')} role="status">
        {state.notice}
      </p>
      <RowList rowIds={rowIds} renderRow={renderRow} />
      {/* Sticky at the bottom: on a long pad the counts and Add to cart stay in reach. */}
      <div className={cx('quick', 'footer')}>
        {state.addProblem ? (
          <Notice tone="error" {...(state.addProblem.canRetry ? { onRetry: actions.onAddToCart } : {})}>
            {state.addProblem.message}
          </Notice>
        ) : null}
        {state.removed ? (
          // The status line says "Removed …" (once); here only its Undo.
          <div className={cx('quick', 'undo')}>
            <Button size="sm" onClick={actions.onUndo}>Undo</Button>
          </div>
        ) : null}
        {summary}
      </div>
    </div>
  );
}
