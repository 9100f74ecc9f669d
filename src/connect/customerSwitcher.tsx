/**
 * Wires the customer switcher: builds its store from the widget's environment (service
 * calls, the page context store, the window's timers), starts it while mounted, and hands
 * its state to the view. Anonymous visitors get nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { companyUsers, searchCustomers, shipToLookups } from '../api/customer';
import { isAuthenticated } from '../contract/pageData';
import type { CustomerSummary } from '../contract/responses';
import { customerLabel, customerResultCountText, shipToLabel } from '../domain/customers';
import { usePageContext } from '../runtime/usePageContext';
import { useWidgetEnv, type WidgetEnv } from '../runtime/widgetEnv';
import { createCustomerSwitcher, type CustomerSwitcher } from '../state/customerSwitcher';
import { useStoreSelector } from '../state/store';
import { LiveRegion } from '../ui/primitives';
import type { ComboboxOption } from '../ui/switcher/Combobox';
import { CustomerSwitcherView } from '../ui/switcher/CustomerSwitcher';

export function createPageCustomerSwitcher(env: Pick<WidgetEnv, 'client' | 'contextStore' | 'window'>): CustomerSwitcher {
  const { client, window: win } = env;
  return createCustomerSwitcher({
    contextStore: env.contextStore,
    services: {
      searchCustomers: (body, options) => searchCustomers(client, body, options),
      companyUsers: (body, options) => companyUsers(client, body, options),
      shipToLookups: (body, options) => shipToLookups(client, body, options),
    },
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
  });
}

const selectState = <S,>(state: S) => state;

export function CustomerSwitcherWidget() {
  const context = usePageContext();
  if (!isAuthenticated(context) || !context.customer) return null;
  return <SignedInSwitcher />;
}

function SignedInSwitcher() {
  const env = useWidgetEnv();
  const context = usePageContext();
  const [switcher] = useState(() => createPageCustomerSwitcher(env));
  useEffect(() => switcher.start(), [switcher]);
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
  const currentName = state.current?.customerNumber === customer.customerNumber ? state.current.name : null;
  const customerText = customerLabel({ customerNumber: customer.customerNumber, name: currentName });
  const currentShipTo = state.shipTos?.find((shipTo) => shipTo.shipTo === context.shipTo);
  const shipToText = context.shipTo === null ? null : currentShipTo ? shipToLabel(currentShipTo) : `Ship-to ${context.shipTo}`;
  const shipToOptions = useMemo(
    () => (state.shipTos ?? []).map((shipTo) => ({ value: shipTo.shipTo, label: shipToLabel(shipTo) })),
    [state.shipTos],
  );

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
