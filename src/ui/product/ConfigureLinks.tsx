/**
 * Configure buttons for a configurator item (SPEC sections 2 and 5): one per configurator
 * the item has (add-ons, track bench, slide bench, bench conversion), each opening that
 * configurator for the item and the quantity chosen. Disabled in a read-only context.
 * Used by the search cards and the product page.
 */
import type { KeyboardEvent } from 'react';
import type { SearchItem } from '../../contract/responses';
import { CONFIGURATOR_KINDS, configuratorUrl } from '../../domain/urls';
import type { ConfiguratorKind } from '../../domain/urls';
import { cx, theme } from '../../theme/theme';

export const CONFIGURATOR_NAMES: Readonly<Record<ConfiguratorKind, string>> = {
  addons: 'Add-ons',
  trackbench: 'Track bench',
  slidebench: 'Slide bench',
  benchconversion: 'Bench conversion',
};

/** Nested under an ancestor's one style (see ProductCard). */
export const configureLinksStyles = {
  '.sf-configure': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm },
  '.sf-configure__link': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.color.primary}`,
    borderRadius: theme.radius.sm,
    color: theme.color.primary,
    background: theme.color.background,
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    fontFamily: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:focus-visible': theme.focusRing,
  },
  '.sf-configure__link:disabled': { opacity: 0.5, cursor: 'not-allowed', borderColor: theme.color.borderStrong, color: theme.color.textMuted },
  '.sf-configure__kind': { fontSize: theme.font.size.xs, color: theme.color.textMuted, alignSelf: 'center' },
} as const;

export type ConfigureLinksProps = {
  item: Pick<SearchItem, 'itemId' | 'itemNumber' | 'sellMultiple' | 'configurator'>;
  /** The quantity chosen; the sell multiple is sent when it is 0 or empty. */
  quantity: number;
  readOnly: boolean;
  /** Prefix of the ids that tie each button to its configurator's name, unique on the page. */
  idPrefix: string;
};

function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export function ConfigureLinks({ item, quantity, readOnly, idPrefix }: ConfigureLinksProps) {
  const flags = item.configurator;
  if (!flags) return null;
  const kinds = CONFIGURATOR_KINDS.filter((kind) => flags[kind]);
  if (kinds.length === 0) return null;
  return (
    <div className={cx('configure')}>
      {kinds.map((kind) => {
        const describedBy = `${idPrefix}-cfg-${kind}`;
        return (
          <span key={kind} className={cx('configure', 'item')}>
            {readOnly ? (
              <button type="button" disabled className={cx('configure', 'link')} aria-describedby={describedBy}>
                Configure
              </button>
            ) : (
              // SPEC calls these Configure buttons (disabled when read-only, a real button
              // then); enabled, a link that says it is a button keeps open-in-new-tab, and
              // Space presses it as it would a button.
              <a
                className={cx('configure', 'link')}
                role="button"
                href={configuratorUrl(kind, { itemNumber: item.itemNumber, quantity: quantity > 0 ? quantity : item.sellMultiple })}
                aria-describedby={describedBy}
                onKeyDown={pressOnSpace}
              >
                Configure
              </a>
            )}{' '}
            <span id={describedBy} className={cx('configure', 'kind')}>
              {CONFIGURATOR_NAMES[kind]}
            </span>
          </span>
        );
      })}
    </div>
  );
}
