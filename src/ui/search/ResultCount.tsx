/**
 * The result count line (SPEC section 2), announced in a polite live region, with the
 * similar-search suggestions linking to `/search-results?term=…`. With no results it says
 * why and what to try: SPEC's sentence for a category, a helpful one for a search.
 */
import { css } from '@emotion/react';
import { formatNumber } from '../../domain/format';
import { searchResultsUrl } from '../../domain/urls';
import { cx, theme } from '../../theme/theme';

export const NO_CATEGORY_RESULTS = 'Sorry, no results are available at this time.';

export type ResultCountProps = {
  /** null while the first results are on their way. */
  resultCount: number | null;
  /** 0-based index of the first result shown. */
  skip: number;
  /** Results on this page. */
  shown: number;
  searchTerm: string;
  isCategory: boolean;
  /** Filters are narrowing the results (changes the advice when there are none). */
  hasFilters: boolean;
  suggestions: readonly string[];
};

const box = css({
  display: 'grid',
  gap: theme.space.xs,
  '.sf-result-count__line': { margin: 0, fontSize: theme.font.size.md, color: theme.color.text },
  '.sf-result-count__line strong': { fontWeight: theme.font.weight.bold },
  '.sf-result-count__empty': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.medium },
  '.sf-result-count__advice': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '.sf-result-count__suggestions': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '.sf-result-count__suggestions ul': { display: 'inline', listStyle: 'none', margin: 0, padding: 0 },
  '.sf-result-count__suggestions li': { display: 'inline' },
  '.sf-result-count__suggestions li + li::before': { content: '", "' },
  '.sf-result-count__suggestions a': { color: theme.color.primary, fontWeight: theme.font.weight.medium },
  'a:focus-visible': theme.focusRing,
});

/** The sentence of the live region. */
export function resultCountText({ resultCount, skip, shown, searchTerm, isCategory }: ResultCountProps): string {
  if (resultCount === null) return 'Loading products…';
  const term = searchTerm.trim();
  if (resultCount === 0) return isCategory && term === '' ? NO_CATEGORY_RESULTS : `No results for “${term}”.`;
  const noun = resultCount === 1 ? (term ? 'result' : 'product') : term ? 'results' : 'products';
  const range = shown > 0 && shown < resultCount ? `${formatNumber(skip + 1)}–${formatNumber(skip + shown)} of ` : '';
  return `${range}${formatNumber(resultCount)} ${noun}${term ? ` for “${term}”` : ''}`;
}

export function ResultCount(props: ResultCountProps) {
  const { resultCount, suggestions, hasFilters, isCategory, searchTerm } = props;
  const text = resultCountText(props);
  const empty = resultCount === 0;
  return (
    <div css={box} className={cx('result-count')}>
      <p
        className={cx('result-count', empty ? 'empty' : 'line')}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {text}
      </p>
      {empty && hasFilters ? (
        <p className={cx('result-count', 'advice')}>Try removing a filter to see more products.</p>
      ) : empty && !(isCategory && searchTerm.trim() === '') ? (
        <p className={cx('result-count', 'advice')}>Check the spelling, or try a shorter or more general word.</p>
      ) : null}
      {suggestions.length > 0 ? (
        <div className={cx('result-count', 'suggestions')}>
          {empty ? 'Try: ' : 'Similar searches: '}
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <a href={searchResultsUrl(suggestion)}>{suggestion}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
