/**
 * The page's layout (SPEC section 2): hero and sub-categories on top; the result count
 * line and the toolbar; the filter panel on the left and the results on the right (on
 * mobile the panel slides in instead). Slots in, markup out.
 */
import { css } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { SkipLink } from '../primitives/SkipLink';

export type SearchPageProps = {
  rootRef?: Ref<HTMLDivElement>;
  hero?: ReactNode;
  subCategories?: ReactNode;
  resultCount: ReactNode;
  /** Sort, page size and (mobile) the Filters opener. */
  toolbar: ReactNode;
  chips?: ReactNode;
  filters: ReactNode;
  /** A message in place of (or above) the grid: a failed search with Retry. */
  notice?: ReactNode;
  /** The answer's recommended items, above the results (only when there are any). */
  recommended?: ReactNode;
  /** Focus target after paging: a visually hidden heading of the results. */
  resultsHeading: ReactNode;
  grid: ReactNode;
  /**
   * The page buttons. Their row (40 px after a gap) is held whenever this is given, null
   * included: null while they load or before the second pass draws them (issue 34), so
   * nothing below the grid moves when they appear. Undefined: no row (a single page).
   */
  pagination?: ReactNode;
  /** Polite announcements that belong to no single element (an item added to the cart). */
  announcer?: ReactNode;
  isMobile: boolean;
  /**
   * 'Skip to results' (before the filters, and after them on a wide screen) moves focus to
   * the results heading; without it the links are not drawn.
   */
  onSkipToResults?: () => void;
};

/** The skip links' text (docs/accessibility.md). */
export const SKIP_TO_RESULTS_TEXT = 'Skip to results';

const page = css({
  // The containing block of the first 'Skip to results', which overlays the page's top.
  position: 'relative',
  display: 'grid',
  gap: theme.space.xl,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  color: theme.color.text,
  scrollMarginTop: theme.space.lg,
  [mobileMedia]: { gap: theme.space.lg },
  '.sf-search__body': {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr)',
    gap: theme.space.xxl,
    alignItems: 'start',
  },
  '&.sf-search--mobile .sf-search__body': { gridTemplateColumns: 'minmax(0, 1fr)' },
  // The panel scrolls on its own, which also clips what sticks out of it: 6 px of padding,
  // given back by a negative margin, keeps the focus rings (3 px, 2 px out) of the checkboxes
  // whole without moving them.
  '.sf-search__aside': {
    position: 'sticky',
    top: theme.space.lg,
    maxHeight: `calc(100vh - ${theme.space.xxl})`,
    overflowY: 'auto',
    padding: `6px calc(6px + ${theme.space.xs}) 6px 6px`,
    margin: '-6px',
  },
  '&.sf-search--mobile .sf-search__aside': { display: 'contents' },
  '.sf-search__main': { display: 'grid', gap: theme.space.lg, minWidth: 0, alignContent: 'start' },
  '.sf-search__pagination': { marginTop: theme.space.xl, minHeight: '40px' },
  '.sf-search__bar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space.md,
    paddingBottom: theme.space.md,
    borderBottom: `1px solid ${theme.color.border}`,
  },
  '.sf-search__tools': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md },
  '&.sf-search--mobile .sf-search__tools': { width: '100%', flexWrap: 'nowrap', alignItems: 'flex-end', gap: theme.space.sm },
  '&.sf-search--mobile .sf-search__tools > button': { minHeight: '40px', flex: 'none' },
  // The second 'Skip to results', after the filters: at the foot of the window below the
  // filter column (fixed: the filter panel scrolls on its own and clips what sticks out of it).
  '.sf-search__aside > .sf-search__skip:focus': { position: 'fixed', top: 'auto', left: 'auto', bottom: theme.space.lg },
});

function SkipToResults({ onSkip }: { onSkip: () => void }) {
  // Focus moves to the results heading.
  return (
    <SkipLink className={cx('search', 'skip')} onSkip={onSkip}>
      {SKIP_TO_RESULTS_TEXT}
    </SkipLink>
  );
}

export function SearchPage(props: SearchPageProps) {
  return (
    <div ref={props.rootRef} css={page} className={cx('search', undefined, props.isMobile ? 'mobile' : undefined)}>
      {props.onSkipToResults ? <SkipToResults onSkip={props.onSkipToResults} /> : null}
      {props.hero}
      {props.subCategories}
      <div className={cx('search', 'body')}>
        <aside className={cx('search', 'aside')}>
          {props.filters}
          {props.onSkipToResults && !props.isMobile ? <SkipToResults onSkip={props.onSkipToResults} /> : null}
        </aside>
        <div className={cx('search', 'main')}>
          <div className={cx('search', 'bar')}>
            {props.resultCount}
            <div className={cx('search', 'tools')}>{props.toolbar}</div>
          </div>
          {props.chips}
          {props.notice}
          {props.recommended}
          {props.resultsHeading}
          {props.grid}
          {props.pagination === undefined ? null : <div className={cx('search', 'pagination')}>{props.pagination}</div>}
        </div>
      </div>
      {props.announcer}
    </div>
  );
}
