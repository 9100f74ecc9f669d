/**
 * The search answer's `recommendedItems` (SPEC section 3) as a row of cards named
 * 'Recommended', above the results; drawn only when the answer has any (the reference service
 * recommends popular items when a search finds nothing).
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type RecommendedRowProps = {
  /** The recommended items' cards. */
  children: ReactNode;
};

const row = css({
  display: 'grid',
  gap: theme.space.md,
  '.sf-recommended__title': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold },
  '.sf-recommended__cards': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(196px, 1fr))',
    gap: theme.space.lg,
    [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.sm },
  },
});

export function RecommendedRow({ children }: RecommendedRowProps) {
  const headingId = useId();
  return (
    <section css={row} className={cx('recommended')} aria-labelledby={headingId}>
      <h2 id={headingId} className={cx('recommended', 'title')}>
        Recommended
      </h2>
      <div className={cx('recommended', 'cards')}>{children}</div>
    </section>
  );
}
