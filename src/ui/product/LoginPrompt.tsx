/**
 * SPEC section 6's prompt for anonymous visitors, in place of prices, stock and ordering:
 * a link to the login page. One component for the search cards, the configurators and the
 * product page.
 */
import { loginUrl } from '../../domain/urls';
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
 * The link alone; style it by nesting `loginPromptStyles`, or use `LoginPromptLine`. It links
 * to SPEC's `/login` with this page as `returnTo` in the href itself (`loginUrl`), so a click,
 * a new tab or a copied link all sign in and come back here; the connector passes the address
 * as it is now (`useHereAddress`), filters, sort and paging chosen after the page loaded
 * included.
 */
export function LoginPrompt({ className, returnTo }: LoginPromptProps) {
  return (
    <a className={className ? `${cx('login-prompt')} ${className}` : cx('login-prompt')} href={loginUrl(returnTo)}>
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
