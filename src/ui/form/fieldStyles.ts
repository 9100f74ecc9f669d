/** Styles every form control shares: one look for label, hint, error and the control itself. */
import { theme } from '../../theme/theme';

export const fieldBox = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  minWidth: 0,
} as const;

export const labelText = {
  fontSize: theme.font.size.md,
  fontWeight: theme.font.weight.medium,
  color: theme.color.text,
  lineHeight: theme.font.lineHeight.tight,
} as const;

export const hintText = {
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  lineHeight: theme.font.lineHeight.normal,
} as const;

export const errorText = {
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
  color: theme.color.danger,
  lineHeight: theme.font.lineHeight.normal,
} as const;

export const control = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.sm,
  background: theme.color.background,
  color: theme.color.text,
  fontFamily: 'inherit',
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  '&:focus-visible': theme.focusRing,
  '&:disabled': { background: theme.color.surface, cursor: 'not-allowed' },
  '&[readonly]': { background: theme.color.surface },
  '&[aria-invalid="true"]': { borderColor: theme.color.danger, borderWidth: '2px' },
} as const;

/** A checkbox or radio with its label beside it: the row, the native control and the label. */
export const choiceRow = { display: 'flex', alignItems: 'flex-start', gap: theme.space.sm, minHeight: '32px' } as const;
export const choiceControl = {
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  flex: 'none',
  accentColor: theme.color.primary,
  '&:focus-visible': theme.focusRing,
} as const;
export const choiceLabel = { fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, cursor: 'pointer' } as const;
