/**
 * Wires the customer switcher: hands the state of its store (built React-free in
 * ./customerSwitcherStore.ts, started by the entry before React loads, or here while mounted)
 * to the view and the view's callbacks to the store. Anonymous visitors get nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAuthenticated } from '../../src/contract/pageData';
import type { CustomerSummary } from '../../src/contract/responses';
import { customerLabel, customerResultCountText, shipToLabel } from '../../src/domain/customers';
import { pageShipToChoice } from '../../src/runtime/shipToChoice';
import { usePageContext } from '../../src/runtime/usePageContext';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import type { CustomerSwitcher } from '../../src/state/customerSwitcher';
import { useStoreSelector } from '../../src/state/store';
import { LiveRegion } from '../../src/ui/primitives';
import type { ComboboxOption } from '../../src/ui/switcher/Combobox';
import { CustomerSwitcherView } from '../../src/ui/switcher/CustomerSwitcher';
import { createPageCustomerSwitcher } from './start';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export { createPageCustomerSwitcher };

const selectState = <S,>(state: S) => state;

export type CustomerSwitcherWidgetProps = {
  /**
   * The store, built and started before React rendered (the entry does this, so the
   * ship-tos are on their way during React's first render; the runtime stops it); built
   * and started here, while mounted, when absent.
   */
  switcher?: CustomerSwitcher | null | undefined;
};

export function CustomerSwitcherWidget({ switcher }: CustomerSwitcherWidgetProps) {
  const context = usePageContext();
  if (!isAuthenticated(context) || !context.customer) return null;
  return switcher ? <SignedInSwitcher switcher={switcher} /> : <OwnSwitcher />;
}

/** A switcher whose store this component builds and starts itself. */
function OwnSwitcher() {
  const env = useWidgetEnv();
  const [switcher] = useState(() => createPageCustomerSwitcher(env));
  useEffect(() => switcher.start(), [switcher]);
  return <SignedInSwitcher switcher={switcher} />;
}

function SignedInSwitcher({ switcher }: { switcher: CustomerSwitcher }) {
  const context = usePageContext();
  const state = useStoreSelector(switcher, selectState);
  const [announcement, setAnnouncement] = useState({ message: '', repeat: 0 });
  const announce = useCallback((message: string) => setAnnouncement((previous) => ({ message, repeat: previous.repeat + 1 })), []);

  // The number of results, once an answer for the text in the field is in.
  const announcedResults = useRef<unknown>(null);
  useEffect(() => {
    if (state.results === null || state.searching || announcedResults.current === state.results) return;
    announcedResults.current = state.results;
    announce(customerResultCountText(state.results.length));
  }, [state.results, state.searching, announce]);

  const byNumber = useMemo(() => new Map((state.results ?? []).map((customer) => [customer.customerNumber, customer])), [state.results]);
  const options = useMemo<ComboboxOption[] | null>(
    () =>
      state.results?.map((customer) => ({
        key: customer.customerNumber,
        label: customerLabel(customer),
        description: customer.customerType,
      })) ?? null,
    [state.results],
  );

  const customer = context.customer!;
  const named = state.current?.customerNumber === customer.customerNumber ? state.current : null;
  // While the name is on its way the view holds its place; the number alone only when the
  // service could not name the customer (never codes that names replace a moment later).
  const customerText = named || state.nameUnavailable ? customerLabel({ customerNumber: customer.customerNumber, name: named?.name ?? null }) : null;
  const currentShipTo = state.shipTos?.find((shipTo) => shipTo.shipTo === context.shipTo);
  const shipToText = context.shipTo === null ? null : currentShipTo ? shipToLabel(currentShipTo) : `Ship-to ${context.shipTo}`;
  const shipToPending = state.shipTos === null && state.shipTosError === null;
  const shipToOptions = useMemo(
    () => (state.shipTos ?? []).map((shipTo) => ({ value: shipTo.shipTo, label: shipToLabel(shipTo) })),
    [state.shipTos],
  );

  // While the switcher offers the page's ship-to, the checkout shows its order's as text: one
  // `Ship-to` control per page (src/runtime/shipToChoice.ts).
  const env = useWidgetEnv();
  const offersShipTo = shipToOptions.length > 1;
  useEffect(() => (offersShipTo ? pageShipToChoice(env.window).claim() : undefined), [offersShipTo, env.window]);

  // A failed switch is said by the view's alert; the live region says only a switch made.
  const announceSwitch = useCallback(() => {
    const { switchError, current } = switcher.getState();
    if (!switchError && current) announce(`Now ordering for ${customerLabel(current)}.`);
  }, [switcher, announce]);

  const choose = useCallback(
    (option: ComboboxOption) => {
      const chosen: CustomerSummary | undefined = byNumber.get(option.key);
      if (!chosen) return;
      switcher.setQuery(option.label, { search: false });
      void switcher.chooseCustomer(chosen).then(announceSwitch);
    },
    [byNumber, switcher, announceSwitch],
  );

  return (
    <CustomerSwitcherView
      customerText={customerText}
      shipToText={shipToText}
      shipToPending={shipToPending}
      salesRep={context.salesRep}
      query={state.query}
      onQueryChange={(text) => switcher.setQuery(text)}
      onOpenList={switcher.searchNow}
      customerOptions={options}
      searching={state.searching}
      searchError={state.searchError}
      onRetrySearch={switcher.retrySearch}
      onChooseCustomer={choose}
      switching={state.switching}
      switchError={state.switchError}
      onRetrySwitch={() => void switcher.retrySwitch().then(announceSwitch)}
      shipTosError={state.shipTosError}
      onRetryShipTos={switcher.retryShipTos}
      shipToOptions={shipToOptions}
      shipToValue={context.shipTo ?? ''}
      onShipToChange={(shipTo) => {
        switcher.chooseShipTo(shipTo);
        const chosen = state.shipTos?.find((candidate) => candidate.shipTo === shipTo);
        if (chosen) announce(`Now shipping to ${shipToLabel(chosen)}.`);
      }}
      announcer={<LiveRegion message={announcement.message} repeat={announcement.repeat} />}
    />
  );
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (_env: WidgetEnv, _data: undefined, switcher: CustomerSwitcher | null) => <CustomerSwitcherWidget switcher={switcher} />;
