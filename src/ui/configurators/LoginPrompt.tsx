import { LOGIN_URL } from '../../domain/urls';
import { cx } from '../theme';
import { linkStyle } from './styles';

/** SPEC section 6's prompt for anonymous visitors, in place of prices and stock. */
export const LOGIN_PROMPT_TEXT = 'Click here for pricing and availability';

export function LoginPrompt() {
  return (
    <p className={cx('configurator', 'login')} css={{ margin: 0 }}>
      <a href={LOGIN_URL} css={linkStyle}>
        {LOGIN_PROMPT_TEXT}
      </a>
    </p>
  );
}
