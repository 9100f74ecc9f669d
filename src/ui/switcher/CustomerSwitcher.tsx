/**
 * The customer switcher's view (HOST-CONTRACT sections 6 and 9): the customer and ship-to
 * the page acts for, as text; for a sales rep the `Customer` combobox; the `Ship-to` select
 * when the customer has more than one. Props and callbacks only.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { SelectField, type SelectOption } from '../form/SelectField';
import { Notice } from '../primitives';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { Combobox, type ComboboxOption } from './Combobox';

export type CustomerSwitcherViewProps = {
  /**
   * "Riverside Landscape Co. (100388)"; null while the name is on its way: a placeholder of
   * the same height stands in (never the bare number, which would be replaced a moment later).
   */
  customerText: string | null;
  /** The ship-to named by name, city and state (or its code); null when there is none. */
  shipToText: string | null;
  /**
   * The ship-tos are on their way: a placeholder stands in for the ship-to's name, and a
   * skeleton of the `Ship-to` field holds its place.
   */
  shipToPending?: boolean;
  /** Offer the Customer combobox (page context `salesRep`). */
  salesRep: boolean;
  query: string;
  onQueryChange: (text: string) => void;
  onOpenList: () => void;
  customerOptions: readonly ComboboxOption[] | null;
  searching: boolean;
  searchError: string | null;
  /** Searches the text in the field again (the search failed). */
  onRetrySearch: () => void;
  onChooseCustomer: (option: ComboboxOption) => void;
  switching: boolean;
  switchError: string | null;
  /** Sends the failed switch again. */
  onRetrySwitch: () => void;
  /** Why the customer's ship-tos could not be loaded; null otherwise. */
  shipTosError: string | null;
  onRetryShipTos: () => void;
  /** Offered when there is more than one. */
  shipToOptions: readonly SelectOption[];
  shipToValue: string;
  onShipToChange: (shipTo: string) => void;
  /** The live region (result counts, "Now ordering for …"). */
  announcer: ReactNode;
};

/**
 * The height of a labelled field (label line, gap, 44 px control): SWITCHER_MIN_HEIGHT below.
 * Kept in step with src/ui/form/fieldStyles.ts.
 */
const FIELD_HEIGHT = `(${theme.font.size.md} * ${theme.font.lineHeight.tight} + ${theme.space.xs} + 44px)`;
/** Two term/value pairs of the current customer and ship-to. */
const CURRENT_HEIGHT = `(4 * ${theme.font.size.sm} * ${theme.font.lineHeight.tight} + ${theme.space.xxs})`;

/**
 * What the switcher reserves from its first paint (docs/switching.md "Reserving space"): on
 * a wide screen one row (the customer and ship-to as text beside the fields, as tall as a
 * field); on a narrow one the text above one field. The host gives the mount element the same
 * min-height, so nothing under the strip moves when the widget or its data arrives.
 */
export const SWITCHER_MIN_HEIGHT = { wide: `calc${FIELD_HEIGHT}`, narrow: `calc(${CURRENT_HEIGHT} + ${theme.space.sm} + ${FIELD_HEIGHT})` } as const;

const root = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  color: theme.color.text,
  minHeight: SWITCHER_MIN_HEIGHT.wide,
  [mobileMedia]: { flexDirection: 'column', alignItems: 'stretch', minHeight: SWITCHER_MIN_HEIGHT.narrow },
});

// One width on a wide screen, whatever the name: the name arriving moves no field beside it
// (a name longer than the width wraps).
const current = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  flex: '0 0 300px',
  maxWidth: '100%',
  minWidth: 0,
  [mobileMedia]: { flex: 'none' },
  margin: 0,
  fontSize: theme.font.size.sm,
  lineHeight: theme.font.lineHeight.tight,
  dd: { margin: 0 },
  '.sf-customer-switcher__value': { fontWeight: theme.font.weight.bold, overflowWrap: 'anywhere' },
  '.sf-customer-switcher__term': { color: theme.color.textMuted },
  // One line of text, as tall as the name it stands for.
  '.sf-customer-switcher__placeholder': {
    display: 'inline-block',
    width: '16em',
    maxWidth: '100%',
    borderRadius: theme.radius.sm,
    background: theme.color.surface,
  },
});

const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  alignItems: 'flex-end',
  '.sf-customer-switcher__field-skeleton': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.xs,
    '> span': { display: 'block', borderRadius: theme.radius.sm, background: theme.color.surface },
    '> span:first-of-type': { width: '4em', height: `calc(${theme.font.size.md} * ${theme.font.lineHeight.tight})` },
    '> span:last-of-type': { height: '44px' },
  },
  '.sf-customer-switcher__customer': { width: '300px' },
  // Ship-to names are long ("Maple Hollow - Retail Yard, Chardon, OH"): room for them.
  '.sf-customer-switcher__ship-to': { width: '380px', maxWidth: '100%' },
  [mobileMedia]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    '.sf-customer-switcher__customer, .sf-customer-switcher__ship-to': { width: '100%' },
  },
});

const status = css({ margin: 0, fontSize: theme.font.size.sm, flexBasis: '100%' });
const problem = css({ flexBasis: '100%' });

/** Stands in for a name while it loads: the same line height, no text a person could misread. */
function Placeholder() {
  return (
    <span className={cx('customer-switcher', 'placeholder')} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

export function CustomerSwitcherView(props: CustomerSwitcherViewProps) {
  const { customerText, shipToText, salesRep, shipToOptions } = props;
  const shipToPending = props.shipToPending === true && shipToText !== null;
  const loading = customerText === null || shipToPending;
  const rootRef = useRef<HTMLDivElement>(null);
  /** A Retry was pressed: its message goes, so focus goes to the field it was about. */
  const focusAfterRetry = useRef<'customer' | 'ship-to' | null>(null);
  const retry = (target: 'customer' | 'ship-to', run: () => void) => {
    focusAfterRetry.current = target;
    if (target === 'customer') rootRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    run();
  };
  const hasShipToChoice = shipToOptions.length > 1;
  useEffect(() => {
    if (focusAfterRetry.current !== 'ship-to' || !hasShipToChoice) return;
    focusAfterRetry.current = null;
    rootRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [hasShipToChoice]);
  const problems = [
    props.searchError && salesRep ? { key: 'search', message: props.searchError, onRetry: () => retry('customer', props.onRetrySearch) } : null,
    props.switchError ? { key: 'switch', message: props.switchError, onRetry: () => retry('customer', props.onRetrySwitch) } : null,
    props.shipTosError ? { key: 'ship-tos', message: props.shipTosError, onRetry: () => retry('ship-to', props.onRetryShipTos) } : null,
  ].filter((entry) => entry !== null);
  return (
    <div ref={rootRef} css={root} className={cx('customer-switcher')} aria-busy={loading || undefined}>
      <dl css={current} className={cx('customer-switcher', 'current')}>
        <div>
          <dt className={cx('customer-switcher', 'term')}>Ordering for</dt>
          <dd className={cx('customer-switcher', 'value')}>
            {customerText ?? <Placeholder />}
          </dd>
        </div>
        {shipToText !== null ? (
          <div>
            <dt className={cx('customer-switcher', 'term')}>Shipping to</dt>
            <dd className={cx('customer-switcher', 'value')}>
              {shipToPending ? <Placeholder /> : shipToText}
            </dd>
          </div>
        ) : null}
      </dl>
      {salesRep || shipToOptions.length > 1 || shipToPending ? (
        <div css={controls} className={cx('customer-switcher', 'controls')}>
          {/* Never disabled while a switch is on its way: a disabled field drops focus. The store
              ignores a second choice until the first has settled. */}
          {salesRep ? (
            <Combobox
              className={cx('customer-switcher', 'customer')}
              label="Customer"
              placeholder="Name or number"
              value={props.query}
              onValueChange={props.onQueryChange}
              onOpen={props.onOpenList}
              options={props.customerOptions}
              loading={props.searching}
              error={props.searchError}
              emptyText="No results found."
              onChoose={props.onChooseCustomer}
            />
          ) : null}
          {shipToPending ? (
            <div className={`${cx('customer-switcher', 'ship-to')} ${cx('customer-switcher', 'field-skeleton')}`} aria-hidden="true">
              <span />
              <span />
            </div>
          ) : shipToOptions.length > 1 ? (
            <SelectField
              className={cx('customer-switcher', 'ship-to')}
              label="Ship-to"
              options={shipToOptions}
              value={props.shipToValue}
              onChange={(event) => props.onShipToChange(event.target.value)}
            />
          ) : null}
        </div>
      ) : null}
      {props.switching ? (
        <p css={status} className={cx('customer-switcher', 'status')}>
          Switching…
        </p>
      ) : null}
      {problems.map((entry) => (
        <div key={entry.key} css={problem} className={cx('customer-switcher', 'problem')}>
          <Notice tone="error" compact onRetry={entry.onRetry}>
            {entry.message}
          </Notice>
        </div>
      ))}
      {props.announcer}
    </div>
  );
}
