import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widgetCore';
import { NOTICE_TEXT } from '../../src/runtime/WidgetNotice';
import { productDetailFixture } from '../../src/state/configuratorFixtures';
import { anonymousPageContext, writeJsonScript, writePageContext } from '../../src/testing/pageData';
import { PRODUCT_PAGE_WIDGET } from './widget';

let paths: string[];
/** Whether the item was on screen when each call left. */
let drawnWhenAsked: Map<string, boolean>;
let item: ReturnType<typeof productDetailFixture>;

beforeEach(() => {
  delete window.StorefrontWidgets;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  writePageContext();
  document.body.insertAdjacentHTML('beforeend', '<div id="productPage"></div>');
  paths = [];
  drawnWhenAsked = new Map();
  item = productDetailFixture();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const path = url.slice(url.indexOf('/api/') + 5);
      paths.push(path);
      drawnWhenAsked.set(path, document.querySelector('#productPage h1') !== null);
      const answers: Record<string, unknown> = {
        'Product/GetItem': item,
        'Product/GetProductCustomerPrice': { prices: [{ itemNumber: 'HB-1020', customerPrice: 1.95, msrp: 2.5, pricingLoaded: true }] },
        'Product/GetStockDesignationResult': { stockMessage: 'In stock', disablePurchasing: false },
        'Customer/GetRecentlyOrderedItems': { items: [] },
      };
      return new Response(JSON.stringify(answers[path] ?? {}), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mountPoint = () => document.getElementById('productPage') as HTMLElement;

describe('productPage entry', () => {
  it('asks for the item and its price before React renders, then draws the item', async () => {
    writeJsonScript('productPage-data', { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 });
    const unmount = mountWidget(PRODUCT_PAGE_WIDGET, mountPoint(), window);
    expect(mountPoint().childElementCount).toBe(0);
    await waitFor(() => expect(paths).toEqual(expect.arrayContaining(['Product/GetItem', 'Product/GetProductCustomerPrice'])));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Heavy-Duty 1020 Flat Tray, No Holes' })).toBeTruthy());
    unmount();
  });

  it('asks for the recently ordered items only once the item is on screen (the second pass draws them)', async () => {
    writeJsonScript('productPage-data', { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 });
    const unmount = mountWidget(PRODUCT_PAGE_WIDGET, mountPoint(), window);
    await screen.findByRole('heading', { level: 1, name: 'Heavy-Duty 1020 Flat Tray, No Holes' });
    await waitFor(() => expect(paths).toContain('Customer/GetRecentlyOrderedItems'));
    expect(drawnWhenAsked.get('Product/GetItem')).toBe(false);
    expect(drawnWhenAsked.get('Customer/GetRecentlyOrderedItems')).toBe(true);
    unmount();
  });

  it('asks before adding an add-on far over its stock with Add selected to cart: Cancel adds nothing, Continue adds', async () => {
    const [dome, insert] = item.addOns;
    item = { ...item, addOns: [{ ...dome!, item: { ...dome!.item, availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 3, nextReceiptQty: null, nextReceiptDate: null }] } }, insert!] };
    writeJsonScript('productPage-data', { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 });
    const unmount = mountWidget(PRODUCT_PAGE_WIDGET, mountPoint(), window);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Humidity Dome, 7 in' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' });
    fireEvent.change(quantity, { target: { value: '500' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    const question = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(question.textContent).toContain('You asked for 500 of Humidity Dome, 7 in; 3 are in stock.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(paths.filter((path) => path.startsWith('Cart/'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'More than is in stock?' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(paths).toContain('Cart/AddItemsToCart'));
    unmount();
  });

  it('shows the notice and logs one console error naming the element and the field for bad page data', async () => {
    writeJsonScript('productPage-data', { itemNumber: 'HB-1020', itemId: 'abc', categoryId: null });
    mountWidget(PRODUCT_PAGE_WIDGET, mountPoint(), window);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.pageData));
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]![0])).toMatch(/#productPage-data.*itemId/);
    expect(paths).toEqual([]);
  });
});

describe('productPage entry: the sign-in link (page context `routes`)', () => {
  const here = '/order-now/product/501/12/heavy-duty-1020-flat-tray-no-holes';
  const signIn = async (context: Record<string, unknown>) => {
    window.history.replaceState(null, '', `${here}?ss=1`);
    document.getElementById('sf-context')?.remove();
    writePageContext(context);
    writeJsonScript('productPage-data', { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 });
    const unmount = mountWidget(PRODUCT_PAGE_WIDGET, mountPoint(), window);
    const link = await screen.findByRole('link', { name: 'Click here for pricing and availability' }, { timeout: 10_000 });
    const href = link.getAttribute('href');
    unmount();
    window.history.replaceState(null, '', '/');
    return href;
  };

  it('links an anonymous visitor to /login, coming back to the product, when the page context has no routes', async () => {
    expect(await signIn(anonymousPageContext())).toBe('/login?returnTo=%2Forder-now%2Fproduct%2F501%2F12%2Fheavy-duty-1020-flat-tray-no-holes%3Fss%3D1');
  });

  it('links an anonymous visitor to the login page the routes name, an SSO address with a query, coming back to the product', async () => {
    expect(await signIn({ ...anonymousPageContext(), routes: { login: 'https://login.example.com/sso?app=shop' } })).toBe(
      'https://login.example.com/sso?app=shop&returnTo=%2Forder-now%2Fproduct%2F501%2F12%2Fheavy-duty-1020-flat-tray-no-holes%3Fss%3D1',
    );
  });
});
