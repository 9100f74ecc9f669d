import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../../src/contract/responses';
import { mountWidget } from '../../src/runtime/widgetCore';
import { getPageBus } from '../../src/bus/bus';
import { cartLine } from '../../src/state/cartPage/testing';
import { makeItem } from '../../src/state/search/testing';
import { anonymousPageContext, testPageContext, writePageContext } from '../../src/testing/pageData';
import { PRICE_HIDDEN_TEXT } from '../../src/domain/price';
import { BUY_AGAIN_WIDGET } from './definition';

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let recent: SearchItem[];

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  recent = [
    makeItem({ itemId: 1, itemName: 'Azalea Pot', sellMultiple: 12 }),
    makeItem({ itemId: 2, itemName: 'Seed Tray', sellMultiple: 1 }),
    makeItem({ itemId: 3, itemName: 'Old Label', stockResult: { stockMessage: 'Discontinued', disablePurchasing: true } }),
  ];
  document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="buy-again" id="buy-again"></div>');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const path = new URL(String(request ? request.url : input)).pathname.replace(/^.*\/api\//, '').replace(/^\/?/, '');
      const body = JSON.parse(request ? await request.text() : String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      if (path.endsWith('Customer/GetRecentlyOrderedItems')) return json({ items: recent });
      if (path.endsWith('Cart/AddItemsToCart')) return json({ lineCount: 2, totalQuantity: 13, subtotal: 20 });
      if (path.endsWith('Cart/GetCart')) return json({ lineCount: 2, totalQuantity: 13, subtotal: 20, lines: [cartLine(1), cartLine(2)], warehouseCode: '1001', shipTo: null });
      return json({});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mount = () => mountWidget(BUY_AGAIN_WIDGET, document.getElementById('buy-again') as HTMLElement, window);

describe('quickOrder entry: buy again', () => {
  it('says why prices are hidden while a sales rep acts for a customer (withCustomer)', { timeout: 20_000 }, async () => {
    writePageContext({ ...testPageContext(), withCustomer: true });
    const unmount = mount();
    await screen.findByRole('table', { name: 'Buy again' }, { timeout: 10_000 });
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).toBeNull();
    unmount();
  });

  it('lists recently ordered items in table Buy again, one package each; select all and Add selected to cart sends one call, then update cart items', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const cartLines: unknown[] = [];
    getPageBus(window).on('update cart items', 'test', (payload) => cartLines.push(payload));
    const unmount = mount();
    const table = await screen.findByRole('table', { name: 'Buy again' }, { timeout: 10_000 });
    expect((within(table).getByRole('spinbutton', { name: 'Quantity of Azalea Pot' }) as HTMLInputElement).value).toBe('12');
    expect((within(table).getByRole('checkbox', { name: 'Select Old Label' }) as HTMLInputElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add selected to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(add);
    fireEvent.click(add);
    const added = await screen.findByText('2 lines were added to your cart.');
    expect(within(added.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    const adds = calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'));
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body.items).toEqual([{ itemId: 1, qty: 12 }, { itemId: 2, qty: 1 }]);
    await waitFor(() => expect(cartLines).toEqual([{ lines: [expect.objectContaining({ itemId: 1 }), expect.objectContaining({ itemId: 2 })] }]));
    getPageBus(window).off('update cart items', 'test');
    unmount();
  });

  it("a row's quantity shows its unit and its stock sentence follows the quantity, as the cart's does", { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const table = await screen.findByRole('table', { name: 'Buy again' }, { timeout: 10_000 });
    const quantity = within(table).getByRole('spinbutton', { name: 'Quantity of Seed Tray' });
    expect(document.getElementById(quantity.getAttribute('aria-describedby') ?? '')?.textContent).toBe('EA');
    fireEvent.change(quantity, { target: { value: '500' } });
    expect(await within(table).findByText('340 in stock at Burton, OH, 160 on backorder: ships when received')).toBeTruthy();
    unmount();
  });

  it('asks before adding far more than is in stock, as everywhere a quantity is set: Cancel adds nothing, Continue adds once', { timeout: 20_000 }, async () => {
    recent = [makeItem({ itemId: 5, itemName: 'Bench Clip', sellMultiple: 1, availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 17, nextReceiptQty: null, nextReceiptDate: null }] })];
    writePageContext(testPageContext());
    mount();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Bench Clip' });
    fireEvent.change(quantity, { target: { value: '500' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bench Clip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    const question = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(question.textContent).toContain('You asked for 500 of Bench Clip; 17 are in stock.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to cart' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'More than is in stock?' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'))).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('Cart/AddItemsToCart'))!.body.items).toEqual([{ itemId: 5, qty: 500 }]);
  });

  it('says so when nothing was ordered yet and links to search', { timeout: 20_000 }, async () => {
    recent = [];
    writePageContext(testPageContext());
    const unmount = mount();
    expect(await screen.findByRole('link', { name: 'Search the catalogue' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/You have not ordered anything yet/)).toBeTruthy();
    unmount();
  });

  it('anonymous: a sign-in link and no calls', { timeout: 20_000 }, async () => {
    writePageContext(anonymousPageContext());
    const unmount = mount();
    await screen.findByRole('link', { name: 'Sign in to see what you ordered before' }, { timeout: 5000 });
    expect(calls).toEqual([]);
    unmount();
  });

  it('read-only: no selection and no Add selected to cart', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext({ readOnly: true }));
    const unmount = mount();
    await screen.findByRole('table', { name: 'Buy again' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add selected to cart' })).toBeNull();
    await waitFor(() => expect(screen.getByText(/read-only/)).toBeTruthy());
    unmount();
  });
});
