import { css, type SerializedStyles } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx, theme } from '../../theme/theme';
import { SpinnerIcon } from './icons';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Shows a spinner and marks the button busy; the button stays focusable but ignores clicks. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The one button of the widgets: 44 px touch target at md, visible focus, themable colours. */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[cx('button', undefined, variant), className].filter(Boolean).join(' ')}
      css={styleOf(size, variant)}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <SpinnerIcon size={size === 'sm' ? 14 : 16} />}
      {children}
    </button>
  );
}

/**
 * Each size and variant's style serialized once, on first use: a style array in the `css`
 * prop would be serialized and hashed again at every render of every button.
 */
const serialized = new Map<string, SerializedStyles>();
function styleOf(size: 'sm' | 'md', variant: keyof typeof variants): SerializedStyles {
  const key = `${size} ${variant}`;
  let style = serialized.get(key);
  if (!style) serialized.set(key, (style = css(base, sizes[size], variants[variant])));
  return style;
}

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  border: '1px solid transparent',
  borderRadius: theme.radius.sm,
  fontFamily: 'inherit',
  fontWeight: theme.font.weight.medium,
  lineHeight: theme.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  '&:focus-visible': theme.focusRing,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  '&[aria-busy="true"]': { cursor: 'progress' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const sizes = {
  sm: { minHeight: '32px', padding: `${theme.space.xs} ${theme.space.md}`, fontSize: theme.font.size.sm },
  md: { minHeight: '44px', padding: `${theme.space.sm} ${theme.space.lg}`, fontSize: theme.font.size.md },
} as const;

const variants = {
  primary: {
    background: theme.color.primary,
    color: theme.color.onPrimary,
    '&:hover:not(:disabled)': { background: theme.color.primaryHover },
  },
  secondary: {
    background: theme.color.background,
    color: theme.color.text,
    borderColor: theme.color.borderStrong,
    '&:hover:not(:disabled)': { background: theme.color.surface },
  },
  ghost: {
    background: 'transparent',
    color: theme.color.text,
    '&:hover:not(:disabled)': { background: theme.color.surface },
  },
  danger: {
    background: theme.color.background,
    color: theme.color.danger,
    borderColor: theme.color.danger,
    '&:hover:not(:disabled)': { background: theme.color.surface },
  },
} as const;
