import { searchResultsUrl } from '../../domain/urls';
import { Notice } from '../primitives';
import { cx } from '../../theme/theme';
import { linkStyle, screenStyle } from './styles';

export type ConfiguratorProblemProps = {
  /** What is wrong, for the customer. */
  message: string;
  /** Searched for by the way back; an empty search page when null. */
  searchTerm: string | null;
  /** Offered when trying again can help (a failed load). */
  onRetry?: () => void;
};

/** What a configurator shows instead of a blank page: the problem and a way back to search. */
export function ConfiguratorProblem({ message, searchTerm, onRetry }: ConfiguratorProblemProps) {
  return (
    <div css={screenStyle} className={cx('configurator', 'problem')}>
      <Notice tone="error" onRetry={onRetry}>
        {message}
      </Notice>
      <p css={{ margin: 0 }}>
        <a href={searchResultsUrl(searchTerm ?? '')} css={linkStyle}>
          {searchTerm ? `Search for ${searchTerm}` : 'Back to search'}
        </a>
      </p>
    </div>
  );
}
