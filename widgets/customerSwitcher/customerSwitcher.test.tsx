import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widgetCore';
import { anonymousPageContext, writePageContext } from '../../src/testing/pageData';
import { CUSTOMER_SWITCHER_WIDGET } from './widget';

let paths: string[];

beforeEach(() => {
  delete window.StorefrontWidgets;
  document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="customer-switcher"></div>');
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const path = url.slice(url.indexOf('/api/') + 5);
      paths.push(path);
      const shipTo = (code: string, name: string) => ({ shipTo: code, name, address: '1 Main St', city: 'Burton', state: 'OH', zipCode: '44021' });
      const answers: Record<string, unknown> = {
        'Customer/ShipToLookups': { shipTos: [shipTo('001', 'Main Range'), shipTo('002', 'Retail Yard')] },
        'Customer/CompanyUsers': {
          companyUsers: [],
          customer: { customerNumber: '100234', name: 'Maple Hollow Greenhouses', customerType: 'Grower', ecomCustomer: false, warehouseCode: '1001' },
        },
      };
      return new Response(JSON.stringify(answers[path] ?? {}), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mountPoint = () => document.querySelector<HTMLElement>('[data-sf-widget="customer-switcher"]')!;

describe('customerSwitcher entry', () => {
  it("asks for the current customer's ship-tos and name before React renders, then draws them", async () => {
    writePageContext();
    const unmount = mountWidget(CUSTOMER_SWITCHER_WIDGET, mountPoint(), window);
    expect(mountPoint().childElementCount).toBe(0);
    await waitFor(() => expect(paths).toEqual(expect.arrayContaining(['Customer/ShipToLookups', 'Customer/CompanyUsers'])));
    expect(await screen.findByText('Maple Hollow Greenhouses (100234)')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Ship-to' }) as HTMLSelectElement).value).toBe('001');
    expect(paths.filter((path) => path === 'Customer/ShipToLookups')).toHaveLength(1);
    unmount();
  });

  it('draws nothing and asks the service nothing for an anonymous visitor', async () => {
    writePageContext(anonymousPageContext());
    const unmount = mountWidget(CUSTOMER_SWITCHER_WIDGET, mountPoint(), window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(paths).toEqual([]);
    unmount();
  });
});
