/** Styles the account views share: tables of money, links, the sign-in prompt, status lines. */
import { mobileMedia, theme } from '../../theme/theme';

export const stack = { display: 'flex', flexDirection: 'column', gap: theme.space.lg } as const;

export const muted = { margin: 0, color: theme.color.textMuted } as const;

export { textLink as link } from '../primitives/textLink';

// Doubled class (0,2,0): a host's `.page h2 { margin: 28px 0 }` (0,1,1) must not move our headings.
export const heading = {
  '&&': {
    margin: 0,
    fontSize: theme.font.size.xl,
    lineHeight: theme.font.lineHeight.tight,
    fontWeight: theme.font.weight.bold,
  },
} as const;

export const subheading = { '&&': { ...heading['&&'], fontSize: theme.font.size.lg } } as const;

/** A data table: row lines, figures right-aligned in tabular digits, a bold footer. */
export const dataTable = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.md,
  caption: { textAlign: 'left', fontWeight: theme.font.weight.bold, padding: `0 0 ${theme.space.sm}` },
  'th, td': {
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderBottom: `1px solid ${theme.color.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  'thead th': {
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.bold,
    color: theme.color.textMuted,
    borderBottom: `2px solid ${theme.color.borderStrong}`,
    whiteSpace: 'nowrap',
  },
  'tfoot th, tfoot td': { fontWeight: theme.font.weight.bold, borderBottom: 'none', borderTop: `2px solid ${theme.color.borderStrong}` },
  '.sf-num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  [mobileMedia]: {
    fontSize: theme.font.size.sm,
    'th, td': { padding: `${theme.space.sm} ${theme.space.xs}` },
    'thead th': { whiteSpace: 'normal' },
  },
  '@media print': {
    fontSize: '11pt',
    'th, td': { borderColor: '#000' },
    'thead th': { color: '#000', borderColor: '#000' },
  },
} as const;

/** A tag that says a state in words (never colour alone): "Overdue". */
export const statusTag = {
  display: 'inline-block',
  marginTop: theme.space.xxs,
  padding: `0 ${theme.space.xs}`,
  border: '1px solid currentColor',
  borderRadius: theme.radius.sm,
  color: theme.color.danger,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  '@media print': { color: '#000' },
} as const;

export const loadingRow = { ...muted, display: 'flex', alignItems: 'center', gap: theme.space.sm } as const;
