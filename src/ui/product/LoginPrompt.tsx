/**
 * SPEC section 6's prompt for anonymous visitors, in place of prices, stock and ordering:
 * a link to the login page. One component for the search cards, the configurators and the
 * product page.
 */
import { LOGIN_URL, loginUrl } from '../../domain/urls';
import { cx, theme } from '../../theme/theme';

export const LOGIN_PROMPT_TEXT = 'Click here for pricing and availability';

/** Nested under an ancestor's one style (a product card, the product page). */
export const loginPromptStyles = {
  '.sf-login-prompt': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    color: theme.color.primary,
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    '&:focus-visible': theme.focusRing,
  },
} as const;

export type LoginPromptProps = {
  /** An extra class for the ancestor's layout (the card puts it at the bottom). */
  className?: string;
  /** The page's path and query: signing in comes back here (`loginUrl`). */
  returnTo?: string | undefined;
};

/**
 * The link alone; style it by nesting `loginPromptStyles`, or use `LoginPromptLine`. Its
 * address is SPEC's plain `/login`; following it adds this page as `returnTo` (the address
 * changes as the click starts, so the browser goes to `/login?returnTo=…`), so a host or a
 * crawler reading the markup sees the SPEC address and the buyer still comes back here.
 */
export function LoginPrompt({ className, returnTo }: LoginPromptProps) {
  return (
    <a
      className={className ? `${cx('login-prompt')} ${className}` : cx('login-prompt')}
      href={LOGIN_URL}
      onClick={(event) => event.currentTarget.setAttribute('href', loginUrl(returnTo))}
    >
      {LOGIN_PROMPT_TEXT}
    </a>
  );
}

const lineStyle = { margin: 0, ...loginPromptStyles };

/** The prompt as a paragraph with its own style, for screens without a nesting ancestor. */
export function LoginPromptLine({ returnTo }: { returnTo?: string | undefined }) {
  return (
    <p css={lineStyle}>
      <LoginPrompt returnTo={returnTo} />
    </p>
  );
}
