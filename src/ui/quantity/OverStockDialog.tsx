/**
 * The over-stock question (issues 30 and 41): one alertdialog, the same title, words and
 * buttons wherever a quantity is set (cards, the product page, cart lines, configurators,
 * quick order, buy again). The rule is `overStock` and the words `overStockQuestion`
 * (src/domain/stock.ts); this shows them. Focus starts on Cancel (the safe answer to a likely
 * typo), Tab stays inside, Escape and Close cancel, and focus goes back to where it was; the
 * dialog is announced by its title and described by the words.
 *
 * A view asks with `useOverStockQuestion`: `ask(items, proceed, cancel)` proceeds at once when
 * no item is over the rule, else shows the question and proceeds on Continue or cancels.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { overStockQuestion, type OverStock } from '../../domain/stock';
import { AlertIcon } from '../primitives';
import { onDemand } from '../primitives/onDemand';

export const OVER_STOCK_TITLE = 'More than is in stock?';
export const OVER_STOCK_CONFIRM = 'Continue';
export const OVER_STOCK_CANCEL = 'Cancel';

// The dialog's code loads the first time the question is asked (issue 34).
const ConfirmDialog = onDemand(() => import('../dialog').then((module) => module.ConfirmDialog));

export type OverStockDialogProps = {
  /** The items over the rule (`overStock`), at least one. */
  items: readonly OverStock[];
  /** Continue: the quantity is meant. */
  onConfirm: () => void;
  /** Cancel, Close or Escape: nothing is added or sent. */
  onCancel: () => void;
  /** Where the dialog goes (WidgetEnv.portalContainer). @default in place */
  portalContainer?: HTMLElement | null | undefined;
};

export function OverStockDialog({ items, onConfirm, onCancel, portalContainer }: OverStockDialogProps) {
  return (
    <ConfirmDialog
      open
      title={OVER_STOCK_TITLE}
      message={overStockQuestion(items)}
      icon={<AlertIcon size={22} />}
      confirmLabel={OVER_STOCK_CONFIRM}
      cancelLabel={OVER_STOCK_CANCEL}
      onConfirm={onConfirm}
      onCancel={onCancel}
      portalContainer={portalContainer}
    />
  );
}

export type OverStockQuestion = {
  /**
   * Asks about the items over the rule (`overStock` results; nulls are the items within it):
   * none, and `proceed` runs at once; else the question shows and Continue runs `proceed`,
   * Cancel runs `cancel`.
   */
  ask(items: readonly (OverStock | null)[], proceed: () => void, cancel?: () => void): void;
  /** The question while it is asked, to render; null otherwise. */
  question: ReactNode;
  /** The question is open (a view may hide what it covers from assistive technology). */
  asking: boolean;
};

type Asked = { items: OverStock[]; proceed: () => void; cancel: (() => void) | undefined };

/** Holds one open question for a view; see OverStockQuestion. */
export function useOverStockQuestion(portalContainer?: HTMLElement | null): OverStockQuestion {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback((items: readonly (OverStock | null)[], proceed: () => void, cancel?: () => void) => {
    const over = items.filter((item): item is OverStock => item !== null);
    if (over.length === 0) proceed();
    else setAsked({ items: over, proceed, cancel });
  }, []);
  const question =
    asked === null ? null : (
      <OverStockDialog
        items={asked.items}
        portalContainer={portalContainer}
        onConfirm={() => {
          setAsked(null);
          asked.proceed();
        }}
        onCancel={() => {
          setAsked(null);
          asked.cancel?.();
        }}
      />
    );
  return { ask, question, asking: asked !== null };
}
