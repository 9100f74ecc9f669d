/** The sub-categories block (SPEC section 2): one square per sub-category, linked by the route rules. */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { Category } from '../../contract/responses';
import { categoryUrl } from '../../domain/urls';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type SubCategoriesProps = {
  subCategories: readonly Category[];
  /** The page lists Super Saver items: the squares link to the Super Saver pages too. */
  superSaver?: boolean;
};

const block = css({
  '.sf-subcategories__title': { margin: `0 0 ${theme.space.md}`, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold },
  ul: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: theme.space.md,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mobileMedia]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space.sm },
  },
  a: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.sm,
    height: '100%',
    padding: theme.space.sm,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.background,
    color: theme.color.text,
    textDecoration: 'none',
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    textAlign: 'center',
    [mobileMedia]: { padding: theme.space.xs, fontSize: theme.font.size.xs, gap: theme.space.xs },
  },
  'a:hover': { borderColor: theme.color.primary, color: theme.color.primary },
  'a:focus-visible': theme.focusRing,
  img: { width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: theme.radius.sm, background: theme.color.surface },
});

export function SubCategories({ subCategories, superSaver = false }: SubCategoriesProps) {
  const titleId = useId();
  if (subCategories.length === 0) return null;
  return (
    <section css={block} className={cx('subcategories')} aria-labelledby={titleId}>
      <h2 id={titleId} className={cx('subcategories', 'title')}>
        Shop by category
      </h2>
      <ul>
        {subCategories.map((sub) => (
          <li key={sub.categoryId}>
            <a href={categoryUrl(sub, { superSaver: superSaver || sub.superSaver })}>
              {sub.mainImageUrl ? <img src={sub.mainImageUrl} alt="" width={140} height={140} loading="lazy" /> : null}
              <span>{sub.displayName}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
