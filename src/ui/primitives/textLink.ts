import { theme } from '../../theme/theme';

/** A link inside running text (statements, checkout, sign-in prompts): underlined, brand colour. */
export const textLink = {
  color: theme.color.primary,
  fontWeight: theme.font.weight.medium,
  textDecoration: 'underline',
  '&:focus-visible': theme.focusRing,
} as const;
