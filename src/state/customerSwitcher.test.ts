import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../api/errors';
import { createBus } from '../bus/bus';
import type { CustomerSearchRequest } from '../contract/requests';
import type { CustomerSearchResults, CustomerSummary, ShipTo } from '../contract/responses';
import { createContextStore } from '../runtime/contextStore';
import { testPageContext } from '../testing/pageData';
import { createCustomerSwitcher, SEARCH_DEBOUNCE_MS, type CustomerSwitcherServices } from './customerSwitcher';
import { deferred, type Deferred } from '../testing';

const sunshine: CustomerSummary = { customerNumber: '100512', name: 'Sunshine Garden Center', customerType: 'Garden Center', ecomCustomer: true, warehouseCode: '1002' };
const riverside: CustomerSummary = { customerNumber: '100388', name: 'Riverside Landscape Co.', customerType: 'Landscaper', ecomCustomer: false, warehouseCode: '1001' };
const shipTo = (code: string, name: string): ShipTo => ({ shipTo: code, name, address: '1 Main St', city: 'Apopka', state: 'FL', zipCode: '32703' });

const dropped = (path: 'Customer/Search' | 'Customer/CompanyUsers' | 'Customer/ShipToLookups') => new ServiceError({ kind: 'network', path, message: 'Failed to fetch', error: null });

function setup(services: Partial<CustomerSwitcherServices> = {}) {
  const searches: { body: CustomerSearchRequest; signal: AbortSignal; answer: Deferred<CustomerSearchResults> }[] = [];
  const calls = {
    companyUsers: vi.fn<CustomerSwitcherServices['companyUsers']>(async (body) => ({
      companyUsers: [],
      customer: body.newCustomerNumber === '100512' ? sunshine : riverside,
    })),
    shipToLookups: vi.fn<CustomerSwitcherServices['shipToLookups']>(async (body) => ({
      shipTos: body.customerNumber === '100512' ? [shipTo('001', 'Sunshine Garden Center'), shipTo('002', 'Sunshine Annex')] : [shipTo('001', 'Riverside Yard')],
    })),
  };
  const bus = createBus();
  const contextStore = createContextStore(
    testPageContext({ companyUserId: 61, salesRep: true, customer: { customerNumber: '100388', customerType: 'Landscaper', ecomCustomer: false } }),
    { bus },
  );
  const switcher = createCustomerSwitcher({
    contextStore,
    services: {
      searchCustomers: (body, { signal }) => {
        const answer = deferred<CustomerSearchResults>();
        searches.push({ body, signal, answer });
        return answer.promise;
      },
      companyUsers: calls.companyUsers,
      shipToLookups: calls.shipToLookups,
      ...services,
    },
  });
  return { switcher, contextStore, bus, searches, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('customer switcher store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches Customer/Search after a pause in typing, once, with the last text', async () => {
    const { switcher, searches } = setup();
    switcher.setQuery('s');
    switcher.setQuery('su');
    switcher.setQuery('sun ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches.map((search) => search.body)).toEqual([{ customerNumber: '100388', companyUserId: 61, searchTerm: 'sun', shipTo: null }]);
  });

  it('never lets an older answer replace a newer one', async () => {
    const { switcher, searches } = setup();
    switcher.setQuery('sun');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    switcher.setQuery('riv');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(searches[0]!.signal.aborted).toBe(true);
    searches[1]!.answer.resolve({ customers: [riverside] });
    await flush();
    searches[0]!.answer.resolve({ customers: [sunshine] });
    await flush();
    expect(switcher.getState()).toMatchObject({ results: [riverside], resultsTerm: 'riv', searching: false });
  });

  it('switches with Customer/CompanyUsers and newCustomerNumber, then moves the page to its warehouse and first ship-to', async () => {
    const { switcher, contextStore, bus, calls } = setup();
    const events: unknown[] = [];
    bus.on('customer change', 'test', (payload) => events.push(payload));
    await switcher.chooseCustomer(sunshine);
    expect(calls.companyUsers).toHaveBeenCalledWith({ customerNumber: '100388', companyUserId: 61, newCustomerNumber: '100512' });
    expect(contextStore.get()).toMatchObject({
      customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true },
      warehouseCode: '1002',
      shipTo: '001',
    });
    expect(events).toHaveLength(1);
    expect(switcher.getState()).toMatchObject({ current: sunshine, switching: false, switchError: null });
    expect(switcher.getState().shipTos?.map((s) => s.shipTo)).toEqual(['001', '002']);
  });

  it('keeps the customer and says why when the switch fails', async () => {
    const refused = new ServiceError({ kind: 'http', status: 403, path: 'Customer/CompanyUsers', message: 'Customer 100512 is not one this user may act for.', error: null });
    const { switcher, contextStore } = setup({ companyUsers: () => Promise.reject(refused) });
    await switcher.chooseCustomer(sunshine);
    expect(contextStore.get().customer?.customerNumber).toBe('100388');
    expect(switcher.getState().switchError).toContain('100512');
  });

  it('lists no customers of the earlier text after a failed search, keeps the text, and Retry searches it again', async () => {
    const { switcher, searches } = setup();
    switcher.setQuery('riv');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searches[0]!.answer.resolve({ customers: [riverside] });
    await flush();
    switcher.setQuery('sun');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searches[1]!.answer.reject(dropped('Customer/Search'));
    await flush();
    expect(switcher.getState()).toMatchObject({ query: 'sun', results: null, resultsTerm: null, searching: false });
    expect(switcher.getState().searchError).toContain('Could not reach the store to search the customers.');
    switcher.retrySearch();
    expect(searches[2]!.body.searchTerm).toBe('sun');
    expect(switcher.getState()).toMatchObject({ searching: true, searchError: null });
    searches[2]!.answer.resolve({ customers: [sunshine] });
    await flush();
    expect(switcher.getState()).toMatchObject({ results: [sunshine], resultsTerm: 'sun', searching: false, searchError: null });
  });

  it('sends the failed switch again on Retry, and switches when it is answered', async () => {
    let fail = true;
    const { switcher, contextStore, calls } = setup();
    const companyUsers = calls.companyUsers.getMockImplementation()!;
    calls.companyUsers.mockImplementation((body, options) => {
      if (fail) return Promise.reject(dropped('Customer/CompanyUsers'));
      return companyUsers(body, options);
    });
    await switcher.chooseCustomer(sunshine);
    expect(contextStore.get().customer?.customerNumber).toBe('100388');
    expect(switcher.getState().switchError).toContain('switch to customer 100512');
    fail = false;
    await switcher.retrySwitch();
    expect(calls.companyUsers).toHaveBeenLastCalledWith({ customerNumber: '100388', companyUserId: 61, newCustomerNumber: '100512' });
    expect(contextStore.get().customer?.customerNumber).toBe('100512');
    expect(switcher.getState()).toMatchObject({ switching: false, switchError: null, current: sunshine });
    // Nothing failed since: Retry sends nothing.
    const sent = calls.companyUsers.mock.calls.length;
    await switcher.retrySwitch();
    expect(calls.companyUsers.mock.calls.length).toBe(sent);
  });

  it('drops the messages of a failed search and a failed switch when the page switches elsewhere', async () => {
    const { switcher, contextStore, searches, calls } = setup();
    calls.companyUsers.mockImplementation(() => Promise.reject(dropped('Customer/CompanyUsers')));
    const stop = switcher.start();
    await flush();
    switcher.setQuery('sun');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    searches[0]!.answer.reject(dropped('Customer/Search'));
    await switcher.chooseCustomer(sunshine);
    expect(switcher.getState().searchError).not.toBeNull();
    expect(switcher.getState().switchError).not.toBeNull();
    contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '001' });
    expect(switcher.getState()).toMatchObject({ searchError: null, switchError: null, query: 'sun' });
    const sent = calls.companyUsers.mock.calls.length;
    await switcher.retrySwitch();
    expect(calls.companyUsers.mock.calls.length).toBe(sent);
    stop();
  });

  it('says when the ship-tos could not be loaded, and Retry loads them', async () => {
    let fail = true;
    const { switcher, calls } = setup();
    const shipToLookups = calls.shipToLookups.getMockImplementation()!;
    calls.shipToLookups.mockImplementation((body, options) => (fail ? Promise.reject(dropped('Customer/ShipToLookups')) : shipToLookups(body, options)));
    const stop = switcher.start();
    await flush();
    expect(switcher.getState()).toMatchObject({ shipTos: null, current: riverside });
    expect(switcher.getState().shipTosError).toContain('Could not reach the store to load the ship-tos.');
    fail = false;
    switcher.retryShipTos();
    expect(switcher.getState().shipTosError).toBeNull();
    await flush();
    expect(switcher.getState()).toMatchObject({ shipTos: [shipTo('001', 'Riverside Yard')], shipTosError: null, current: riverside });
    stop();
  });

  it('switches the ship-to in place, keeping the customer and warehouse', () => {
    const { switcher, contextStore } = setup();
    switcher.chooseShipTo('003');
    expect(contextStore.get()).toMatchObject({ customer: { customerNumber: '100388' }, warehouseCode: '1001', shipTo: '003' });
  });

  it("loads the current customer's name and ship-tos on start, and again after a switch from elsewhere", async () => {
    const { switcher, contextStore, calls } = setup();
    const stop = switcher.start();
    await flush();
    expect(switcher.getState().current).toEqual(riverside);
    expect(calls.shipToLookups).toHaveBeenLastCalledWith({ customerNumber: '100388' }, expect.anything());
    contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '001' });
    await flush();
    expect(calls.shipToLookups).toHaveBeenLastCalledWith({ customerNumber: '100512' }, expect.anything());
    expect(switcher.getState().shipTos).toHaveLength(2);
    stop();
  });
});
