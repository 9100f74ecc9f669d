import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/api/errors';
import type { CustomerSummary, ShipTo } from '../../src/contract/responses';
import type { RequestOf } from '../../src/contract/paths';
import { anonymousPageContext, createFakeServiceClient, renderWithEnv, testPageContext, type FakeRoutes } from '../../src/testing';
import { pageShipToChoice } from '../../src/runtime/shipToChoice';
import { deferred } from '../../src/testing/deferred';
import { CustomerSwitcherWidget } from './CustomerSwitcherWidget';

const sunshine: CustomerSummary = { customerNumber: '100512', name: 'Sunshine Garden Center', customerType: 'Garden Center', ecomCustomer: true, warehouseCode: '1002' };
const maple: CustomerSummary = { customerNumber: '100234', name: 'Maple Hollow Greenhouses', customerType: 'Grower', ecomCustomer: false, warehouseCode: '1001' };
const shipTo = (code: string, name: string, city: string): ShipTo => ({ shipTo: code, name, address: '1 Main St', city, state: 'OH', zipCode: '44021' });
const mapleShipTos = [shipTo('001', 'Main Range', 'Burton'), shipTo('002', 'Retail Yard', 'Chardon')];

function routes(customers: CustomerSummary[]) {
  return {
    'Customer/ShipToLookups': (body: RequestOf<'Customer/ShipToLookups'>) => ({ shipTos: body.customerNumber === '100234' ? mapleShipTos : [shipTo('001', 'Sunshine Garden Center', 'Apopka')] }),
    'Customer/CompanyUsers': (body: RequestOf<'Customer/CompanyUsers'>) => ({ companyUsers: [], customer: (body.newCustomerNumber ?? body.customerNumber) === '100512' ? sunshine : maple }),
    'Customer/Search': (body: RequestOf<'Customer/Search'>) => ({ customers: customers.filter((c) => c.name.toLowerCase().includes(body.searchTerm.toLowerCase())) }),
  } satisfies FakeRoutes;
}

function client(customers: CustomerSummary[] = [sunshine]) {
  return createFakeServiceClient(routes(customers));
}

describe('CustomerSwitcherWidget', () => {
  it('shows nothing to an anonymous visitor and asks the service nothing', () => {
    const fake = client();
    renderWithEnv(<CustomerSwitcherWidget />, { context: anonymousPageContext(), client: fake });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('shows a buyer their customer and ship-to as text and offers Ship-to, not Customer', async () => {
    renderWithEnv(<CustomerSwitcherWidget />, { client: client() });
    expect(await screen.findByText('Maple Hollow Greenhouses (100234)')).toBeTruthy();
    expect(screen.getByText('Main Range, Burton, OH', { selector: 'dd' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Ship-to' }) as HTMLSelectElement;
    expect(select.value).toBe('001');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it("claims the page's ship-to choice while it offers Ship-to, and releases it when unmounted", async () => {
    const { env, unmount } = renderWithEnv(<CustomerSwitcherWidget />, { client: client() });
    await screen.findByRole('combobox', { name: 'Ship-to' });
    expect(pageShipToChoice(env.window).claimed()).toBe(true);
    unmount();
    expect(pageShipToChoice(env.window).claimed()).toBe(false);
  });

  it('switches the ship-to in place from the Ship-to select', async () => {
    const { env } = renderWithEnv(<CustomerSwitcherWidget />, { client: client() });
    const select = await screen.findByRole('combobox', { name: 'Ship-to' });
    fireEvent.change(select, { target: { value: '002' } });
    expect(env.contextStore.get().shipTo).toBe('002');
    expect(await screen.findByText('Retail Yard, Chardon, OH', { selector: 'dd' })).toBeTruthy();
  });

  it('lets a sales rep find a customer, announces the count, and switches the page to the chosen one', async () => {
    const fake = client([sunshine, maple]);
    const { env } = renderWithEnv(<CustomerSwitcherWidget />, { client: fake, context: testPageContext({ salesRep: true }) });
    const input = screen.getByRole('combobox', { name: 'Customer' });
    fireEvent.change(input, { target: { value: 'sun' } });
    const option = await screen.findByRole('option', { name: /Sunshine Garden Center \(100512\)/ });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 customer found.'));
    fireEvent.click(option);
    await waitFor(() => expect(env.contextStore.get().customer?.customerNumber).toBe('100512'));
    expect(fake.bodiesOf('Customer/CompanyUsers')).toContainEqual({ customerNumber: '100234', companyUserId: 42, newCustomerNumber: '100512' });
    expect(env.contextStore.get()).toMatchObject({ warehouseCode: '1002', shipTo: '001' });
    expect(await screen.findByText('Sunshine Garden Center (100512)', { selector: 'dd' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Now ordering for Sunshine Garden Center (100512).'));
  });

  it("says 'No results found.' when no customer matches", async () => {
    renderWithEnv(<CustomerSwitcherWidget />, { client: client([sunshine]), context: testPageContext({ salesRep: true }) });
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('option', { name: 'No results found.' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No customers found.'));
    // The list's text is on the page once (HOST-CONTRACT section 9).
    expect(screen.getAllByText('No results found.')).toHaveLength(1);
  });

  it('holds the names\' place while they load and never shows the bare customer number or ship-to code there', async () => {
    const names = deferred<{ companyUsers: []; customer: CustomerSummary }>();
    const shipTos = deferred<{ shipTos: ShipTo[] }>();
    const fake = createFakeServiceClient({ 'Customer/CompanyUsers': () => names.promise, 'Customer/ShipToLookups': () => shipTos.promise });
    const { container } = renderWithEnv(<CustomerSwitcherWidget />, { client: fake });
    await waitFor(() => expect(fake.calls.length).toBe(2));
    const values = () => [...container.querySelectorAll('dd')].map((dd) => dd.textContent?.trim());
    expect(values()).toEqual(['', '']);
    expect(container.textContent).not.toMatch(/100234|Ship-to 001/);
    // The Ship-to field's place is held too.
    expect(container.querySelector('.sf-customer-switcher__field-skeleton')).not.toBeNull();
    await act(async () => names.resolve({ companyUsers: [], customer: maple }));
    expect(values()).toEqual(['Maple Hollow Greenhouses (100234)', '']);
    await act(async () => shipTos.resolve({ shipTos: mapleShipTos }));
    expect(values()).toEqual(['Maple Hollow Greenhouses (100234)', 'Main Range, Burton, OH']);
    expect(container.querySelector('.sf-customer-switcher__field-skeleton')).toBeNull();
  });

  it('names the customer by number, and the ship-to by code, when the service cannot name them', async () => {
    const refuse = (path: 'Customer/CompanyUsers' | 'Customer/ShipToLookups') => () => {
      throw new ServiceError({ kind: 'http', path, status: 500, message: `${path} failed.`, error: null });
    };
    renderWithEnv(<CustomerSwitcherWidget />, { client: createFakeServiceClient({ 'Customer/CompanyUsers': refuse('Customer/CompanyUsers'), 'Customer/ShipToLookups': refuse('Customer/ShipToLookups') }) });
    expect(await screen.findByText('Customer 100234', { selector: 'dd' })).toBeTruthy();
    expect(await screen.findByText('Ship-to 001', { selector: 'dd' })).toBeTruthy();
  });

  it('follows a switch made elsewhere on the page (a host script)', async () => {
    const { env } = renderWithEnv(<CustomerSwitcherWidget />, { client: client(), context: testPageContext({ salesRep: true }) });
    await screen.findByText('Maple Hollow Greenhouses (100234)');
    act(() => env.bus.emit('customer change', { customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: '001' }));
    expect(await screen.findByText('Sunshine Garden Center (100512)')).toBeTruthy();
  });
  it('shows a failed search, switch and ship-to lookup each as an alert with Retry, and each Retry recovers with focus in the field', async () => {
    const failing = new Set(['Customer/Search', 'Customer/CompanyUsers', 'Customer/ShipToLookups']);
    const ok = routes([sunshine, maple]);
    const fail = (path: 'Customer/Search' | 'Customer/CompanyUsers' | 'Customer/ShipToLookups') => {
      if (failing.has(path)) throw new ServiceError({ kind: 'http', path, status: 500, message: `${path} failed.`, error: null });
    };
    const fake = createFakeServiceClient({
      'Customer/Search': (body) => (fail('Customer/Search'), ok['Customer/Search'](body)),
      // CompanyUsers without newCustomerNumber only names the current customer: that one works.
      'Customer/CompanyUsers': (body) => (body.newCustomerNumber !== null && fail('Customer/CompanyUsers'), ok['Customer/CompanyUsers'](body)),
      'Customer/ShipToLookups': (body) => (fail('Customer/ShipToLookups'), ok['Customer/ShipToLookups'](body)),
    });
    const { env } = renderWithEnv(<CustomerSwitcherWidget />, { client: fake, context: testPageContext({ salesRep: true }) });
    const alertWith = async (text: string) => {
      let found: HTMLElement | undefined;
      await waitFor(() => {
        found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
        expect(found).toBeTruthy();
      });
      return found!;
    };
    const input = screen.getByRole('combobox', { name: 'Customer' });

    const shipTosAlert = await alertWith('Customer/ShipToLookups failed.');
    failing.delete('Customer/ShipToLookups');
    fireEvent.click(within(shipTosAlert).getByRole('button', { name: 'Retry' }));
    const select = await screen.findByRole('combobox', { name: 'Ship-to' });
    await waitFor(() => expect(document.activeElement).toBe(select));

    fireEvent.change(input, { target: { value: 'sun' } });
    const searchAlert = await alertWith('Customer/Search failed.');
    expect((input as HTMLInputElement).value).toBe('sun');
    failing.delete('Customer/Search');
    fireEvent.click(within(searchAlert).getByRole('button', { name: 'Retry' }));
    expect(document.activeElement).toBe(input);
    const option = await screen.findByRole('option', { name: /Sunshine Garden Center \(100512\)/ });

    fireEvent.click(option);
    const switchAlert = await alertWith('Customer/CompanyUsers failed.');
    expect(env.contextStore.get().customer?.customerNumber).toBe('100234');
    expect(screen.getByRole('status').textContent).not.toContain('Now ordering for');
    failing.delete('Customer/CompanyUsers');
    fireEvent.click(within(switchAlert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(env.contextStore.get().customer?.customerNumber).toBe('100512'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Now ordering for Sunshine Garden Center (100512).'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
