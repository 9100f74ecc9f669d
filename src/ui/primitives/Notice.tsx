import type { ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';
import { Button } from './Button';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export type NoticeProps = {
  tone: 'error' | 'info' | 'warning' | 'success';
  children: ReactNode;
  /** When given, a Retry button follows the message. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
  /** Compact spacing for use inside a card. @default false */
  compact?: boolean;
};

/** A message in place: errors are alerts (announced at once), everything else a status. */
export function Notice({ tone, children, onRetry, retryLabel = 'Retry', compact = false }: NoticeProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div
      className={cx('notice', undefined, tone)}
      role={tone === 'error' ? 'alert' : 'status'}
      css={[box, tones[tone], compact && compactBox]}
    >
      <Icon size={compact ? 16 : 20} css={iconStyle} />
      <div css={text}>{children}</div>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

const box = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.md} ${theme.space.lg}`,
  borderRadius: theme.radius.sm,
  border: '1px solid',
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  background: theme.color.background,
} as const;
const compactBox = { padding: `${theme.space.sm} ${theme.space.md}`, fontSize: theme.font.size.sm, gap: theme.space.sm };
const iconStyle = { flex: 'none' } as const;
const text = { flex: '1 1 auto', minWidth: 0 } as const;
const tones = {
  error: { borderColor: theme.color.danger, color: theme.color.danger },
  warning: { borderColor: theme.color.warning, color: theme.color.warning },
  info: { borderColor: theme.color.border, color: theme.color.text },
  success: { borderColor: theme.color.success, color: theme.color.success },
} as const;
