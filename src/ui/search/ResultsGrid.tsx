/**
 * The results grid: skeleton cards on the first load, the previous results busy (and, if the
 * answer takes a moment, dimmed, inert and disabled) while the next ones load, so the page never
 * blanks and never jumps.
 */
import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type ResultsGridProps = {
  /** The cards; null shows skeletons (nothing has arrived yet). */
  children: ReactNode | null;
  /** A newer request is on its way: dim the cards shown. */
  loading: boolean;
  /** How many skeleton cards to show on the first load. @default 18 */
  skeletonCount?: number;
};

/**
 * While the next results load, the cards shown are marked busy at once but dimmed and made
 * inert only after this long: most answers come sooner, and then the grid goes straight from
 * the old cards to the new ones without a dimmed frame in between.
 */
export const DIM_DELAY_MS = 120;

/** True once `on` has stayed true for `delayMs`; false again as soon as it turns false. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, delayMs]);
  return on && late;
}

// The grid sits in a fieldset so that, while the next results take a moment, one attribute
// disables every quantity field and button in it (SPEC section 5: the quantity editor is
// disabled while loading) without re-rendering a card.
const frame = css({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  // Dimmed together with inert and disabled, once the answer takes a moment (DIM_DELAY_MS):
  // a fast answer costs no repaint of the whole grid, and never flashes it.
  transition: 'opacity 150ms ease',
  '&[inert]': { opacity: 0.5 },
});

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(196px, 1fr))',
  gap: theme.space.lg,
  [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm },
  // Cards past the first screenfuls skip layout and paint until scrolled near: a page of
  // 1000 lays out like a page of 24. The first 24 are always laid out (they are on screen,
  // and content-visibility would cost them a second layout pass when they first appear).
  '& > :nth-of-type(n + 25)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 460px' },
});

// Skeletons hold the grid's space at once (nothing below it jumps when the cards come) but
// only become visible if the answer takes a moment: a fast answer never flashes them, and
// a still skeleton costs no repaint per frame while the page is busy starting.
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const skeleton = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  minHeight: '420px',
  '.sf-skeleton__block': { background: theme.color.surface, borderRadius: theme.radius.sm },
  '.sf-skeleton__image': { aspectRatio: '4 / 3' },
  '.sf-skeleton__line': { height: '14px' },
  opacity: 0,
  animation: `${appear} 200ms ease 400ms forwards`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 },
});

function SkeletonCard() {
  return (
    <div css={skeleton} className={cx('skeleton')} aria-hidden="true">
      <div className={`${cx('skeleton', 'block')} ${cx('skeleton', 'image')}`} />
      <div className={`${cx('skeleton', 'block')} ${cx('skeleton', 'line')}`} style={{ width: '90%' }} />
      <div className={`${cx('skeleton', 'block')} ${cx('skeleton', 'line')}`} style={{ width: '60%' }} />
      <div className={`${cx('skeleton', 'block')} ${cx('skeleton', 'line')}`} style={{ width: '40%' }} />
    </div>
  );
}

export function ResultsGrid({ children, loading, skeletonCount = 18 }: ResultsGridProps) {
  const inert = useDelayedFlag(loading && children !== null, DIM_DELAY_MS);
  if (children === null) {
    return (
      <div css={grid} className={cx('results', undefined, 'skeleton')} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  return (
    // The fieldset is there for `disabled` alone: presentational, so a screen reader meets the
    // cards without an unnamed group around them. aria-busy sits on the grid for that reason
    // (a global ARIA attribute on the fieldset would bring its group role back).
    <fieldset role="presentation" css={frame} className={cx('results')} inert={inert || undefined} disabled={inert || undefined}>
      <div css={grid} className={cx('results', 'grid')} aria-busy={loading || undefined}>
        {children}
      </div>
    </fieldset>
  );
}
