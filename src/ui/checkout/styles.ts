/** Styles the checkout's views share. */
import { theme } from '../../theme/theme';

export const section = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  padding: theme.space.lg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.background,
  minWidth: 0,
} as const;

// Doubled class (0,2,0): a host rule such as `.page h2` (0,1,1) must not move our headings.
export const sectionHeading = {
  '&&': {
    margin: 0,
    fontSize: theme.font.size.lg,
    lineHeight: theme.font.lineHeight.tight,
    fontWeight: theme.font.weight.bold,
    color: theme.color.text,
  },
} as const;

export { textLink as link } from '../primitives/textLink';

export const paragraph = { margin: 0, fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, color: theme.color.text } as const;
