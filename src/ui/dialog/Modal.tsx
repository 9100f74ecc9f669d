/**
 * The one modal dialog of the widgets, on the native `<dialog>` element and `showModal()`:
 * the browser makes the rest of the page inert and keeps the dialog in the top layer above
 * any host stacking context. Where `showModal` is missing (old browsers, test DOMs) the
 * dialog opens with the `open` attribute and the same keyboard handling below.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../primitives';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { focusableElements } from './focusables';
import { lockPageScroll } from './lockPageScroll';

export type ModalProps = {
  /** Shown as a modal while true; nothing is rendered while false. */
  open: boolean;
  /** Called on Close, on Escape and on any other close request of the browser. */
  onClose: () => void;
  /** Heading of the dialog and its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions under the body, right-aligned (confirm buttons). */
  footer?: ReactNode;
  /**
   * Where the dialog is rendered (`WidgetEnv.portalContainer`, inside a `.sf-root`, so the
   * widgets' styles apply). @default in place
   */
  portalContainer?: HTMLElement | null | undefined;
  /**
   * Receives focus when the dialog opens.
   * @default the first focusable element of the body, else of the footer, else the dialog
   */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** `alertdialog` for confirmations and alerts that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element whose text describes the dialog (aria-describedby). */
  describedBy?: string | undefined;
  /** Block name for host theming: adds the class `sf-<name>` to the dialog. */
  name?: string | undefined;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** 'wide' for content that needs the room (a zoomed product image). @default 'md' */
  width?: 'md' | 'wide';
};

/**
 * Focus moves in on open (see `initialFocusRef`), Tab and Shift+Tab cycle inside, Escape
 * and the Close button call `onClose`, and focus returns to the element that had it before
 * the dialog opened (or, when that element is gone, to the dialog still open beneath).
 * At mobile widths the dialog is a full-width sheet at the bottom of the screen.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  const dialog = <OpenModal {...props} />;
  return props.portalContainer ? createPortal(dialog, props.portalContainer) : dialog;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  role,
  describedBy,
  name,
  closeLabel = 'Close',
  width = 'md',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Layout effect: the dialog must be modal and focused before the first paint, and the
  // opener must be read before anything moves focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const opener = focusTarget(doc.activeElement);
    mounted.current = true;
    showAsModal(dialog);
    const unlockScroll = lockPageScroll(doc);
    const first =
      initialFocusRef?.current ??
      (bodyRef.current && focusableElements(bodyRef.current)[0]) ??
      (footerRef.current && focusableElements(footerRef.current)[0]) ??
      dialog;
    first.focus();
    return () => {
      mounted.current = false;
      unlockScroll();
      if (dialog.open) dialog.close();
      returnFocus(doc, opener, dialog);
    };
    // Runs once per opening; initialFocusRef is read only at that moment.
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Handled here rather than through the native cancel event: the browser may skip
      // `cancel` after a prevented one, and the fallback has no cancel event at all.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab' && dialogRef.current) {
      // A dialog opened from this one handles its own Tab; the one beneath must not.
      event.stopPropagation();
      keepTabInside(event, dialogRef.current);
    }
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Other close requests (Android back button): stay controlled by `open`.
    event.preventDefault();
    if (event.target === event.currentTarget) onCloseRef.current();
  }

  function handleNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    // The browser closed it on its own (a form with method=dialog): tell the owner.
    if (mounted.current && event.target === event.currentTarget) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialogRef}
      className={[cx('modal'), name && cx(name)].filter(Boolean).join(' ')}
      css={width === 'wide' ? wideDialogStyle : dialogStyle}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      <div className={cx('modal', 'header')} css={headerStyle}>
        <h2 id={titleId} className={cx('modal', 'title')} css={titleStyle}>
          {title}
        </h2>
        <button
          type="button"
          className={cx('modal', 'close')}
          css={closeStyle}
          aria-label={closeLabel}
          onClick={() => onCloseRef.current()}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div ref={bodyRef} className={cx('modal', 'body')} css={bodyStyle}>
        {children}
      </div>
      {footer !== undefined && (
        <div ref={footerRef} className={cx('modal', 'footer')} css={footerStyle}>
          {footer}
        </div>
      )}
    </dialog>
  );
}

function showAsModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    try {
      dialog.showModal();
      return;
    } catch {
      // Not connected, or the browser refuses (e.g. inside a popover): open it in place.
    }
  }
  dialog.setAttribute('open', '');
}

function focusTarget(element: Element | null): HTMLElement | null {
  if (!element || element === element.ownerDocument.body) return null;
  return typeof (element as HTMLElement).focus === 'function' ? (element as HTMLElement) : null;
}

function returnFocus(doc: Document, opener: HTMLElement | null, closing: HTMLDialogElement): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  // The opener went away (a deleted list's button): keep focus in the dialog beneath, if any.
  const beneath = Array.from(doc.querySelectorAll<HTMLDialogElement>('dialog[open]')).filter((d) => d !== closing);
  beneath.at(-1)?.focus();
}

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const items = focusableElements(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  const outside = !active || !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

const dialogStyle = {
  boxSizing: 'border-box',
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  zIndex: theme.z.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(520px, calc(100vw - 32px))',
  maxWidth: '100%',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 32px)',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.md,
  background: theme.color.background,
  color: theme.color.text,
  boxShadow: theme.shadow.raised,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  overflow: 'hidden',
  '&:focus-visible': theme.focusRing,
  '&::backdrop': { background: theme.color.overlay },
  [mobileMedia]: {
    inset: 'auto 0 0 0',
    width: '100%',
    maxHeight: '90vh',
    margin: 0,
    borderRadius: `${theme.radius.md} ${theme.radius.md} 0 0`,
  },
} as const;

const wideDialogStyle = { ...dialogStyle, width: 'min(1000px, calc(100vw - 32px))' } as const;

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`,
  borderBottom: `1px solid ${theme.color.border}`,
} as const;

const titleStyle = {
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  lineHeight: theme.font.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

const closeStyle = {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.text,
  cursor: 'pointer',
  '&:hover': { background: theme.color.surface },
  '&:focus-visible': theme.focusRing,
} as const;

const bodyStyle = {
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: theme.space.lg,
} as const;

const footerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  padding: `${theme.space.md} ${theme.space.lg}`,
  borderTop: `1px solid ${theme.color.border}`,
} as const;
