/** Styles shared by the configurator screens: sections, headings, actions, messages. */
import { mobileMedia, theme } from '../../theme/theme';

export const screenStyle = {
  display: 'grid',
  gap: theme.space.xl,
  color: theme.color.text,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  minWidth: 0,
} as const;

export const sectionStyle = {
  display: 'grid',
  gap: theme.space.lg,
  minWidth: 0,
  padding: theme.space.xl,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.background,
  boxShadow: theme.shadow.card,
  [mobileMedia]: { padding: theme.space.lg },
} as const;

// Doubled class (0,2,0): a host rule such as `.page h2` (0,1,1) must not move our headings.
export const headingStyle = {
  '&&': {
    margin: 0,
    fontSize: theme.font.size.xl,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
  },
} as const;

export const checkRowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  '& input': { width: '20px', height: '20px', margin: 0, accentColor: theme.color.primary },
  '& input:focus-visible': theme.focusRing,
} as const;

export const actionsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  // Full width on a phone, and a long label ("Add item and 3 add-ons to cart") wraps inside
  // the button instead of pushing past a 320 px screen (WCAG 1.4.10).
  [mobileMedia]: { '& > button': { width: '100%', whiteSpace: 'normal' } },
} as const;

export const linkStyle = {
  color: theme.color.primary,
  fontWeight: theme.font.weight.medium,
  '&:focus-visible': theme.focusRing,
} as const;

export const mutedStyle = { margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;
