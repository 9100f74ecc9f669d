/** Layout shared by the account forms: a single column of fields, 40 em wide at most. */
import { mobileMedia, theme } from '../../theme/theme';

export const formColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  maxWidth: '40em',
  fontFamily: theme.font.family,
  color: theme.color.text,
} as const;

export const fieldPair = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  // Inputs line up even when only one of the pair shows a hint or an error above it.
  alignItems: 'end',
  gap: theme.space.lg,
  [mobileMedia]: { gridTemplateColumns: '1fr' },
} as const;

export const actions = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md } as const;

export const answer = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  maxWidth: '40em',
  fontFamily: theme.font.family,
  color: theme.color.text,
  '&:focus': { outline: 'none' },
  '&:focus-visible': theme.focusRing,
} as const;

export const link = {
  color: theme.color.primary,
  fontWeight: theme.font.weight.medium,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  '&:focus-visible': theme.focusRing,
} as const;
