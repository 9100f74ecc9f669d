/**
 * A category's hero (SPEC section 2): image, name and the CMS description. The description
 * is HTML written in the CMS, so it is sanitized before it is shown (never injected raw).
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { Category } from '../../contract/responses';
import { categoryUrl, safeLinkUrl } from '../../domain/urls';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { useSanitizedHtml } from './useSanitizedHtml';

export type CategoryHeroProps = {
  category: Category;
  /** The category's Super Saver twin: linked from the hero when present. */
  superSaverCategory?: Category | null;
};

const hero = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 200px) minmax(0, 1fr)',
  gap: theme.space.xl,
  alignItems: 'center',
  padding: theme.space.xl,
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  [mobileMedia]: { gridTemplateColumns: '72px minmax(0, 1fr)', alignItems: 'start', padding: theme.space.lg, gap: theme.space.md },
  '&.sf-hero--no-image': { gridTemplateColumns: '1fr' },
  '.sf-hero__image': {
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: theme.radius.sm,
    background: theme.color.background,
    [mobileMedia]: { aspectRatio: '1 / 1' },
  },
  '.sf-hero__name': {
    margin: 0,
    fontSize: theme.font.size.display,
    lineHeight: theme.font.lineHeight.tight,
    fontWeight: theme.font.weight.bold,
    color: theme.color.text,
    [mobileMedia]: { fontSize: theme.font.size.xxl },
  },
  '.sf-hero__description': {
    marginTop: theme.space.sm,
    fontSize: theme.font.size.md,
    lineHeight: theme.font.lineHeight.normal,
    color: theme.color.textMuted,
    maxWidth: '72ch',
    minHeight: '1.5em',
  },
  '.sf-hero__description p': { margin: `0 0 ${theme.space.sm}` },
  '.sf-hero__description a, .sf-hero__deals': { color: theme.color.primary },
  '.sf-hero__resources': { display: 'flex', flexWrap: 'wrap', gap: `${theme.space.sm} ${theme.space.xl}`, marginTop: theme.space.md },
  '.sf-hero__resource-title': { margin: `0 0 ${theme.space.xs}`, fontSize: theme.font.size.sm, fontWeight: theme.font.weight.bold, color: theme.color.text },
  '.sf-hero__resource-section ul': { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `${theme.space.xs} ${theme.space.lg}`, fontSize: theme.font.size.sm },
  '.sf-hero__resource-section a': { color: theme.color.primary },
  '.sf-hero__deals': { display: 'inline-block', marginTop: theme.space.sm, fontWeight: theme.font.weight.medium },
  'a:focus-visible': theme.focusRing,
});

/** The category's resource links from the CMS (buying guides, spec sheets), under a heading each. */
function ResourceSections({ sections }: { sections: Category['resourceSections'] }) {
  const shown = sections.filter((section) => section.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={cx('hero', 'resources')}>
      {shown.map((section, index) => (
        <section key={index} className={cx('hero', 'resource-section')}>
          <h2 className={cx('hero', 'resource-title')}>{section.title}</h2>
          <ul>
            {section.links.map((link, linkIndex) => {
              const href = safeLinkUrl(link.url);
              return <li key={linkIndex}>{href === null ? link.text : <a href={href}>{link.text}</a>}</li>;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function CategoryHero({ category, superSaverCategory }: CategoryHeroProps) {
  const description = useSanitizedHtml(category.description);
  const nameId = useId();
  const image = category.mainImageUrl ?? category.secondaryImageUrl;
  return (
    <section css={hero} className={cx('hero', undefined, image ? undefined : 'no-image')} aria-labelledby={nameId}>
      {image ? <img className={cx('hero', 'image')} src={image} alt="" width={200} height={150} /> : null}
      <div>
        <h1 id={nameId} className={cx('hero', 'name')}>
          {category.displayName}
        </h1>
        {category.description ? (
          // Sanitized by DOMPurify just above; empty until it has loaded.
          <div className={cx('hero', 'description')} dangerouslySetInnerHTML={{ __html: description ?? '' }} />
        ) : null}
        <ResourceSections sections={category.resourceSections} />
        {/* Not on the Super Saver category's own page, where it would link to itself. */}
        {superSaverCategory && superSaverCategory.categoryId !== category.categoryId ? (
          <a className={cx('hero', 'deals')} href={categoryUrl(superSaverCategory, { superSaver: true })}>
            See {superSaverCategory.displayName} deals
          </a>
        ) : null}
      </div>
    </section>
  );
}
