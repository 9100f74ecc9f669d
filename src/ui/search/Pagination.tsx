/**
 * Page buttons (SPEC sections 4 and 9): a navigation named 'Pagination', boundary range 1,
 * sibling range 1 (0 on mobile), the current page marked `aria-current="page"`.
 */
import { css } from '@emotion/react';
import { paginationItems, paginationRanges } from '../../domain/paging';
import { ChevronLeftIcon, ChevronRightIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  isMobile: boolean;
  onPageChange: (page: number) => void;
};

const nav = css({
  display: 'flex',
  justifyContent: 'center',
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' },
  button: {
    minWidth: '40px',
    minHeight: '40px',
    boxSizing: 'border-box',
    padding: `0 ${theme.space.sm}`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    background: theme.color.background,
    color: theme.color.text,
    fontFamily: 'inherit',
    fontSize: theme.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
  },
  'button:hover:not(:disabled)': { background: theme.color.surface },
  'button:focus-visible': theme.focusRing,
  'button:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  'button[aria-current="page"]': {
    background: theme.color.primary,
    borderColor: theme.color.primary,
    color: theme.color.onPrimary,
    fontWeight: theme.font.weight.bold,
    // High-contrast modes drop the fill: a thick border and an underline still mark it.
    '@media (forced-colors: active)': { borderWidth: '3px', textDecoration: 'underline' },
  },
  '.sf-pagination__ellipsis': { minWidth: '24px', textAlign: 'center', color: theme.color.textMuted },
});

export function Pagination({ page, pageCount, isMobile, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems({ page, pageCount, ...paginationRanges(isMobile) });
  return (
    <nav css={nav} className={cx('pagination')} aria-label="Pagination">
      <ul>
        <li>
          <button type="button" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={cx('pagination', 'ellipsis')} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" aria-label="Next page" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
