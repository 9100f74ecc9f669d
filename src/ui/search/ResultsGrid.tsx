/**
 * The results grid: skeleton cards on the first load, the previous results dimmed (and
 * inert) while the next ones load, so the page never blanks and never jumps.
 */
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { cx, mobileMedia, theme } from '../theme';

export type ResultsGridProps = {
  /** The cards; null shows skeletons (nothing has arrived yet). */
  children: ReactNode | null;
  /** A newer request is on its way: dim the cards shown. */
  loading: boolean;
  /** How many skeleton cards to show on the first load. @default 18 */
  skeletonCount?: number;
};

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(196px, 1fr))',
  gap: theme.space.lg,
  [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm },
  '&[aria-busy="true"]': { opacity: 0.5, pointerEvents: 'none' },
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
    <div css={grid} className={cx('results')} aria-busy={loading || undefined} inert={loading || undefined}>
      {children}
    </div>
  );
}
