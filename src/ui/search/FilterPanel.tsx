/**
 * The filter panel (SPEC section 2): on the left on a wide screen; on mobile (body under
 * 576 px) a panel that slides in from the left, named 'Filters', closed by 'Close', by a
 * click outside it or by Escape, with page scrolling locked while it is open (and restored
 * exactly after). The opener lives in the toolbar; the container returns focus to it.
 *
 * On mobile a sticky footer holds 'Show N results' (the current count, as it changes), which
 * closes the panel; while the panel is open the filters and options keep the order (and the
 * top options) they had when it opened, so nothing moves under a finger when a filter
 * changes the counts; the next opening shows the service's order again.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../domain/format';
import { freezeFilterOrder, inFrozenOrder, type FilterRange, type FrozenFilterOrder } from '../../domain/filters';
import type { SelectedFilter } from '../../contract/responses';
import type { LoadStatus, RankedFilter } from '../../state/search/searchStore';
import { focusableElements } from '../dialog/focusables';
import { Button, CloseIcon, Notice, VisuallyHidden } from '../primitives';
import { onDemand } from '../primitives/onDemand';
import { cx, theme } from '../../theme/theme';
import { useScrollLock } from './useScrollLock';

export type FilterPanelProps = {
  /** Facets; null before the first answer. */
  filters: readonly RankedFilter[] | null;
  status: LoadStatus;
  /** Sentence shown with Retry when the facets failed. */
  error: string | null;
  onRetry: () => void;
  /**
   * The search itself failed: facets are only asked for after the products arrive, so
   * without them yet the panel says so instead of loading for ever.
   */
  resultsFailed?: boolean;
  /** The filters selected in the request. */
  selected: readonly SelectedFilter[];
  onToggle: (filter: { filterId: number; filterName: string }, value: string) => void;
  /** A range filter's boxes applied (null or both ends open: no range). Without it range filters show their options. */
  onRangeChange?: (filter: { filterId: number; filterName: string }, range: FilterRange | null) => void;
  onClearAll: () => void;
  isMobile: boolean;
  /** Mobile only: the panel is slid in. */
  open: boolean;
  /** Mobile only: Close, a click outside, Escape, or 'Show N results'. */
  onClose: () => void;
  /** Mobile only: the result count for 'Show N results'; null while unknown ('Show results'). */
  resultCount?: number | null | undefined;
};

/** The mobile footer button's text: 'Show 1 result', 'Show 1,204 results', 'Show results'. */
export function showResultsText(resultCount: number | null | undefined): string {
  if (resultCount === null || resultCount === undefined) return 'Show results';
  return `Show ${formatNumber(resultCount)} ${resultCount === 1 ? 'result' : 'results'}`;
}

const panel = css({
  fontFamily: theme.font.family,
  color: theme.color.text,
  '.sf-filters__head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.sm, marginBottom: theme.space.sm },
  '.sf-filters__title': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold },
  '.sf-filters__clear': {
    border: 0,
    background: 'none',
    padding: `${theme.space.xs} 0`,
    color: theme.color.primary,
    fontFamily: 'inherit',
    fontSize: theme.font.size.sm,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
  '.sf-filters__clear:focus-visible': theme.focusRing,
  '.sf-filters__waiting': { margin: `${theme.space.sm} 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm },
  '.sf-filters__placeholder': { height: '14px', margin: `${theme.space.md} 0`, borderRadius: theme.radius.sm, background: theme.color.surface },
});

const mobilePanel = css({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: theme.z.panel,
  width: 'min(340px, 88vw)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${theme.space.lg} ${theme.space.lg} 0`,
  background: theme.color.background,
  boxShadow: theme.shadow.raised,
  transform: 'translateX(-105%)',
  visibility: 'hidden',
  transition: 'transform 200ms ease, visibility 0s linear 200ms',
  '&.sf-filters--open': { transform: 'none', visibility: 'visible', transition: 'transform 200ms ease' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&.sf-filters--open': { transition: 'none' } },
  '.sf-filters__footer': {
    position: 'sticky',
    bottom: 0,
    margin: `${theme.space.lg} -${theme.space.lg} 0`,
    padding: theme.space.md,
    background: theme.color.background,
    borderTop: `1px solid ${theme.color.border}`,
    display: 'flex',
  },
  '.sf-filters__footer > button': { flex: 1, minHeight: '44px' },
});

const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: theme.z.panel - 1,
  background: theme.color.overlay,
});

// The filters themselves load on demand, starting with this view (issue 34); until they
// are in, the panel keeps the skeleton it draws while the facets load.
const FilterList = onDemand(() => import('./FilterList').then((module) => module.FilterList));
void FilterList.preload().catch(() => {
  // Tried again when the facets are in; a failure then reaches the widget's boundary.
});

const loading = (
  <div role="status" aria-busy="true">
    <VisuallyHidden>Loading filters</VisuallyHidden>
    {[70, 50, 85, 60, 75, 40].map((width, i) => (
      <div key={i} className={cx('filters', 'placeholder')} style={{ width: `${width}%` }} />
    ))}
  </div>
);

function PanelBody({ filters, status, error, onRetry, resultsFailed = false, selected, onToggle, onRangeChange }: FilterPanelProps) {
  if (status === 'error' && error) {
    return (
      <Notice tone="error" onRetry={onRetry} compact>
        {error}
      </Notice>
    );
  }
  if (filters === null && resultsFailed && status !== 'loading') {
    return <p className={cx('filters', 'waiting')}>Filters appear with the products.</p>;
  }
  if (filters === null) return loading;
  // A heading over nothing reads as broken (a search without results has no facets).
  if (filters.length === 0) return <p className={cx('filters', 'waiting')}>No filters for these results.</p>;
  return <FilterList filters={filters} selected={selected} onToggle={onToggle} onRangeChange={onRangeChange} fallback={loading} />;
}

export function FilterPanel(props: FilterPanelProps) {
  const { isMobile, open, onClose, selected, onClearAll } = props;
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const slidIn = isMobile && open;
  useScrollLock(slidIn, panelRef);
  // The order when the panel opened (taken from the first filters shown); dropped on closing.
  const [frozen, setFrozen] = useState<FrozenFilterOrder | null>(null);
  if (slidIn && frozen === null && props.filters !== null && props.filters.length > 0) setFrozen(freezeFilterOrder(props.filters));
  if (!slidIn && frozen !== null) setFrozen(null);
  const shownFilters = slidIn && frozen !== null && props.filters !== null ? inFrozenOrder(props.filters, frozen) : props.filters;

  useEffect(() => {
    if (!slidIn) return;
    closeRef.current?.focus();
    const doc = panelRef.current?.ownerDocument;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      // A modal panel: Tab and Shift+Tab go round its own controls.
      const panelElement = panelRef.current;
      if (event.key !== 'Tab' || !panelElement) return;
      const focusables = focusableElements(panelElement);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = doc?.activeElement;
      if (event.shiftKey && (active === first || !panelElement.contains(active ?? null))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelElement.contains(active ?? null))) {
        event.preventDefault();
        first.focus();
      }
    };
    doc?.addEventListener('keydown', onKey);
    return () => doc?.removeEventListener('keydown', onKey);
  }, [slidIn, onClose]);

  const head = (
    <div className={cx('filters', 'head')}>
      <h2 id={titleId} className={cx('filters', 'title')}>
        Filters
      </h2>
      {selected.length > 0 ? (
        <button type="button" className={cx('filters', 'clear')} onClick={onClearAll}>
          Clear all
        </button>
      ) : null}
      {isMobile ? (
        <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );

  if (!isMobile) {
    return (
      <section ref={panelRef} css={panel} className={cx('filters')} aria-labelledby={titleId}>
        {head}
        <PanelBody {...props} />
      </section>
    );
  }

  return (
    <>
      {slidIn ? <div css={backdrop} className={cx('filters', 'backdrop')} onClick={onClose} aria-hidden="true" /> : null}
      <section
        ref={panelRef}
        css={[panel, mobilePanel]}
        className={cx('filters', undefined, slidIn ? 'open' : undefined)}
        role="dialog"
        aria-modal={slidIn || undefined}
        aria-labelledby={titleId}
        aria-hidden={slidIn ? undefined : true}
      >
        {head}
        <PanelBody {...props} filters={shownFilters} />
        <div className={cx('filters', 'footer')}>
          <Button variant="primary" onClick={onClose}>
            {showResultsText(props.resultCount)}
          </Button>
        </div>
      </section>
    </>
  );
}
