/**
 * The cart page (HOST-CONTRACT sections 6, 7 and 9), props in and markup out: a login prompt
 * for an anonymous visitor, a skeleton while the first answer is on its way, a message with
 * Retry when it failed, an empty cart with a way back to shopping, else the lines (kits
 * grouped under their name), Clear cart and Clear backorders (each confirmed), and the
 * summary beside them. Read-only: quantities as text, no Remove, Clear cart or Check out. In
 * punchout, `Transfer cart` (`Return to purchasing system` in inspect) instead of Check out.
 * A line's quantity over the over-stock rule is asked about before it is sent (the store's
 * `stockQuestion`, shown by the one OverStockDialog).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { groupCartLines, hasBackorders } from '../../domain/cartLines';
import { hostPageUrl, loginUrl } from '../../domain/urls';
import type { CartAction, CartPageState } from '../../state/cartPage/cartPageStore';
import type { EstimateState } from '../../state/cartPage/estimateStore';
import { Button, LiveRegion, Notice, SkipLink, TrashIcon, VisuallyHidden } from '../primitives';
import { onDemand } from '../primitives/onDemand';
import { cx } from '../../theme/theme';
import { OverStockDialog } from '../quantity/OverStockDialog';
import { CartLineItem } from './CartLineItem';
import { CartSummary, type EstimateActions } from './CartSummary';
import { RemovedLineUndo } from './RemovedLineUndo';
import { cartPageStyle } from './styles';
import { TransferCart, type TransferCartProps } from './TransferCart';

// The confirmations' code (the shared dialog) loads when one is first asked (issue 34); a
// dialog is mounted only while it is open.
const ConfirmDialog = onDemand(() => import('../dialog').then((module) => module.ConfirmDialog));

export const CART_TEXT = {
  loginPrompt: 'Log in to see your cart and check out.',
  login: 'Log in',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  loading: 'Loading your cart',
  clearCartTitle: 'Clear cart',
  clearCartMessage: 'Remove every line from your cart? This cannot be undone.',
  clearBackordersTitle: 'Clear backorders',
  clearBackordersMessage: 'Cut every line to what the warehouse has in stock now? Lines with nothing in stock are removed.',
  skipToSummary: 'Skip to order summary',
} as const;

export type CartPageActions = {
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onQuantitySettle: (itemId: number, quantity: number | null) => void;
  onRemove: (itemId: number) => void;
  onRetryLine: (itemId: number) => void;
  onClearCart: () => void;
  onClearBackorders: () => void;
  onRetryAction: () => void;
  onRetryLoad: () => void;
  /** Undo of 'Removed {itemName}. Undo': the line comes back with its quantity. */
  onUndoRemove: () => void;
  /** The Undo offer's time is up. */
  onDismissRemoved: () => void;
  /** Continue of the over-stock question: the line's quantity is sent. */
  onConfirmQuantity: () => void;
  /** Cancel of the over-stock question: the line keeps its previous quantity; nothing is sent. */
  onCancelQuantity: () => void;
};

export type CartPageProps = {
  state: CartPageState;
  estimate: EstimateState;
  actions: CartPageActions;
  estimateActions: EstimateActions;
  /** The page context's `productImageUrl`. */
  imageBase: string;
  readOnly: boolean;
  /** The customer orders fulfillment items in ones. @default false */
  ecomCustomer?: boolean;
  /** False hides every price (src/domain/price.ts showsPrices: not withCustomer). */
  showPrices: boolean;
  /** Where dialogs go (WidgetEnv.portalContainer). */
  portalContainer?: HTMLElement | null;
  /** Skeleton lines shown while loading (the badge's count, when known). @default 3 */
  skeletonLines?: number;
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  /** The viewer's calendar day, yyyy-mm-dd: the lines' stock sentences never name a receipt date before it. */
  today: string;
  /**
   * In punchout (HOST-CONTRACT section 13): `Transfer cart` in place of `Check out`, and under
   * an empty cart too, so the buyer can always go back to the purchasing system. @default null
   */
  transfer?: TransferCartProps | null;
};

function Skeleton({ lines }: { lines: number }) {
  return (
    <div className={cx('cart', 'layout')} aria-busy="true">
      <div className={cx('cart-skeleton')} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={cx('cart-skeleton', 'line')}>
            <div className={`${cx('cart-skeleton', 'block')} ${cx('cart-skeleton', 'image')}`} />
            <div className={cx('cart-skeleton', 'text')}>
              <div className={`${cx('cart-skeleton', 'block')} ${cx('cart-skeleton', 'bar')}`} style={{ width: '70%' }} />
              <div className={`${cx('cart-skeleton', 'block')} ${cx('cart-skeleton', 'bar')}`} style={{ width: '40%' }} />
            </div>
          </div>
        ))}
      </div>
      <div className={`${cx('cart-skeleton')} ${cx('cart-skeleton', 'block')} ${cx('cart-skeleton', 'summary')}`} aria-hidden="true" />
      <VisuallyHidden>{CART_TEXT.loading}</VisuallyHidden>
    </div>
  );
}

export function CartPage({
  state,
  estimate,
  actions,
  estimateActions,
  imageBase,
  readOnly,
  ecomCustomer = false,
  showPrices,
  portalContainer,
  skeletonLines = 3,
  loginReturnTo,
  today,
  transfer = null,
}: CartPageProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  // The confirmations' code follows the first paint, so a click on Clear cart rarely waits.
  useEffect(() => {
    ConfirmDialog.preload().catch(() => {
      // Tried again when a confirmation opens.
    });
  }, []);
  const lineCount = state.cart?.lines.length ?? null;
  const previousLineCount = useRef(lineCount);
  useEffect(() => {
    const before = previousLineCount.current;
    previousLineCount.current = lineCount;
    // The last line went (Remove, Clear cart): the control that had focus went with it, so
    // focus goes to the words that say the cart is empty, not to the top of the page.
    if (lineCount !== 0 || !before) return;
    const active = rootRef.current?.ownerDocument.activeElement;
    if (!active || active === rootRef.current?.ownerDocument.body || rootRef.current?.contains(active)) emptyRef.current?.focus();
  }, [lineCount]);
  const [confirming, setConfirming] = useState<CartAction | null>(null);
  const { cart, status } = state;
  const { onRemove: remove } = actions;
  const onRemove = useCallback(
    (itemId: number) => {
      // The Remove button goes with its line: focus waits on the list's heading.
      headingRef.current?.focus();
      remove(itemId);
    },
    [remove],
  );
  const announcement = state.announcement;
  // The one load-error notice: in place of the cart when the first load failed, above the
  // cart shown (empty or not) when a reload failed.
  const loadNotice = state.loadError ? (
    <div className={cx('cart', 'notice')}>
      <Notice tone="error" onRetry={actions.onRetryLoad}>
        {state.loadError}
      </Notice>
    </div>
  ) : null;

  let content;
  if (status === 'anonymous') {
    content = (
      <div className={cx('cart', 'login')}>
        <p>{CART_TEXT.loginPrompt}</p>
        <a className={cx('cart', 'link')} href={loginUrl(loginReturnTo)}>
          {CART_TEXT.login}
        </a>
      </div>
    );
  } else if (!cart) {
    content =
      status === 'failed' ? (
        loadNotice
      ) : (
        <Skeleton lines={Math.max(1, Math.min(skeletonLines, 6))} />
      );
  } else if (cart.lines.length === 0) {
    content = (
      <div className={cx('cart', 'empty')}>
        {loadNotice}
        <p ref={emptyRef} tabIndex={-1}>
          {CART_TEXT.empty}
        </p>
        <a className={cx('cart', 'link')} href={hostPageUrl('home')}>
          {CART_TEXT.continueShopping}
        </a>
        {transfer ? <TransferCart {...transfer} /> : null}
      </div>
    );
  } else {
    const groups = groupCartLines(cart.lines);
    const line = (item: (typeof cart.lines)[number]) => (
      <CartLineItem
        line={item}
        imageBase={imageBase}
        quantity={state.quantities.get(item.itemId)}
        pending={state.pendingLines.has(item.itemId)}
        problem={state.lineProblems.get(item.itemId)}
        readOnly={readOnly}
        ecomCustomer={ecomCustomer}
        showPrices={showPrices}
        today={today}
        onQuantityChange={actions.onQuantityChange}
        onQuantitySettle={actions.onQuantitySettle}
        onRemove={onRemove}
        onRetry={actions.onRetryLine}
      />
    );
    content = (
      <div className={cx('cart', 'layout')}>
        {/* Past every line's controls to the totals and Check out (docs/accessibility.md). */}
        <SkipLink onSkip={() => summaryHeadingRef.current?.focus()}>{CART_TEXT.skipToSummary}</SkipLink>
        <section className={cx('cart', 'lines')} aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cx('cart', 'heading')}>
            Items in your cart
          </h2>
          {loadNotice}
          <ul className={cx('cart', 'list')}>
            {groups.map((group) =>
              group.kind === 'line' ? (
                <li key={group.line.itemId}>{line(group.line)}</li>
              ) : (
                <li key={`kit:${group.kitName}`} className={cx('cart', 'kit')}>
                  <h3 className={cx('cart', 'kit-name')}>{group.kitName}</h3>
                  <ul className={cx('cart', 'kit-list')} aria-label={group.kitName}>
                    {group.lines.map((kitLine) => (
                      <li key={kitLine.itemId}>{line(kitLine)}</li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
          {state.actionProblem ? (
            <div className={cx('cart', 'notice')}>
              <Notice tone="error" {...(state.actionProblem.retry ? { onRetry: actions.onRetryAction } : {})}>
                {state.actionProblem.message}
              </Notice>
            </div>
          ) : null}
          {readOnly ? null : (
            <div className={cx('cart', 'actions')}>
              <Button variant="secondary" busy={state.action === 'clearCart'} onClick={() => setConfirming('clearCart')}>
                <TrashIcon size={18} />
                Clear cart
              </Button>
              {hasBackorders(cart.lines) ? (
                <Button variant="secondary" busy={state.action === 'clearBackorders'} onClick={() => setConfirming('clearBackorders')}>
                  Clear backorders
                </Button>
              ) : null}
            </div>
          )}
        </section>
        <CartSummary
          cart={cart}
          updating={state.updating}
          estimate={estimate}
          estimateActions={estimateActions}
          readOnly={readOnly}
          showPrices={showPrices}
          headingRef={summaryHeadingRef}
          transfer={transfer}
        />
      </div>
    );
  }

  return (
    <div ref={rootRef} css={cartPageStyle} className={cx('cart')}>
      <LiveRegion message={announcement?.text ?? ''} repeat={announcement?.id ?? 0} />
      {state.removed && !readOnly ? (
        <RemovedLineUndo key={state.removed.id} removed={state.removed} onUndo={actions.onUndoRemove} onDismiss={actions.onDismissRemoved} />
      ) : null}
      {/* While a confirmation is open the cart behind it is inert (showModal) and also hidden
          from the accessibility tree, so its Clear cart is the page's only one (HOST-CONTRACT 9). */}
      <div className={cx('cart', 'content')} aria-hidden={confirming || state.stockQuestion ? true : undefined}>
        {content}
      </div>
      {state.stockQuestion ? (
        <OverStockDialog
          items={state.stockQuestion.items}
          portalContainer={portalContainer}
          onConfirm={actions.onConfirmQuantity}
          onCancel={actions.onCancelQuantity}
        />
      ) : null}
      {confirming === 'clearCart' ? (
        <ConfirmDialog
          open
          title={CART_TEXT.clearCartTitle}
          message={CART_TEXT.clearCartMessage}
          icon={<TrashIcon size={22} />}
          confirmLabel="Clear cart"
          cancelLabel="Cancel"
          portalContainer={portalContainer}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            actions.onClearCart();
          }}
        />
      ) : null}
      {confirming === 'clearBackorders' ? (
        <ConfirmDialog
          open
          title={CART_TEXT.clearBackordersTitle}
          message={CART_TEXT.clearBackordersMessage}
          confirmLabel="Clear backorders"
          cancelLabel="Cancel"
          portalContainer={portalContainer}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            actions.onClearBackorders();
          }}
        />
      ) : null}
    </div>
  );
}
