import { loginUrl } from '../../domain/urls';
import { cx } from '../../theme/theme';
import { link, muted } from './accountStyles';

export type AccountLoginPromptProps = {
  /** What signing in shows, e.g. "your statements". */
  what: string;
  /** The address to come back to after signing in (the demo host's `returnTo`). */
  returnTo?: string | undefined;
};

/** In place of an account widget for an anonymous visitor: no service call is made. */
export function AccountLoginPrompt({ what, returnTo }: AccountLoginPromptProps) {
  return (
    <p className={cx('account', 'login')} css={muted}>
      <a href={loginUrl(returnTo)} css={link}>
        Log in
      </a>{' '}
      to see {what}.
    </p>
  );
}
