/**
 * `one time` notices (src/contract/events.ts) as small toasts at the bottom of the screen.
 * The cart badge entry, which every page loads, mounts them once per page. The region is
 * always present and polite, so each notice is read out once without interrupting.
 */
import { useEffect, useState } from 'react';
import type { OneTimePayload } from '../../contract/events';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import { CloseIcon } from '../primitives/icons';
import { cx, theme } from '../theme';

/** How long a notice stays, in ms; Dismiss removes it sooner. */
export const TOAST_DURATION_MS = 8000;
/** The page's one subscriber to `one time` for toasts. */
export const ONE_TIME_TOASTS_BUS_KEY = 'oneTimeToasts';

export type OneTimeToastsViewProps = {
  notices: readonly OneTimePayload[];
  onDismiss: (id: string) => void;
};

export function OneTimeToastsView({ notices, onDismiss }: OneTimeToastsViewProps) {
  return (
    <div role="status" aria-live="polite" className={cx('toasts')} css={region}>
      {notices.map((notice) => (
        <div key={notice.id} className={cx('toasts', 'toast', notice.tone ?? 'info')} css={[toast, tones[notice.tone ?? 'info']]}>
          <span css={text}>{notice.message}</span>
          <button type="button" aria-label="Dismiss" css={dismiss} onClick={() => onDismiss(notice.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

/** Shows every `one time` notice published on the page's bus while it is mounted. */
export function OneTimeToasts() {
  const { bus, window: win } = useWidgetEnv();
  const [notices, setNotices] = useState<readonly OneTimePayload[]>([]);

  useEffect(() => {
    const timers = new Set<number>();
    const dismiss = (id: string) => setNotices((list) => list.filter((notice) => notice.id !== id));
    const off = bus.on('one time', ONE_TIME_TOASTS_BUS_KEY, (notice) => {
      setNotices((list) => [...list.filter((shown) => shown.id !== notice.id), notice]);
      const timer = win.setTimeout(() => {
        timers.delete(timer);
        dismiss(notice.id);
      }, TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      off();
      for (const timer of timers) win.clearTimeout(timer);
    };
  }, [bus, win]);

  return (
    <OneTimeToastsView
      notices={notices}
      onDismiss={(id) => setNotices((list) => list.filter((notice) => notice.id !== id))}
    />
  );
}

const region = {
  position: 'fixed',
  insetInline: theme.space.lg,
  bottom: theme.space.lg,
  zIndex: theme.z.panel,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.sm,
  pointerEvents: 'none',
} as const;
const toast = {
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  maxWidth: '420px',
  padding: `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radius.md,
  borderInlineStart: '4px solid',
  background: theme.color.text,
  color: theme.color.background,
  boxShadow: theme.shadow.raised,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.sm,
} as const;
const tones = {
  info: { borderColor: theme.color.focus },
  success: { borderColor: theme.color.success },
  warning: { borderColor: theme.color.warning },
} as const;
const text = { flex: '1 1 auto' } as const;
const dismiss = {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': theme.focusRing,
} as const;
