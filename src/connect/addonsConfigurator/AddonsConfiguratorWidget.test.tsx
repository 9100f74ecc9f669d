import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRICE_HIDDEN_TEXT } from '../../domain/price';
import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { CartInfo } from '../../contract/responses';
import { productDetailFixture } from '../../state/configuratorFixtures';
import type { AddonsAddressSource } from '../../state/configuratorAddress';
import { anonymousPageContext, createFakeServiceClient, renderWithEnv, testPageContext, type FakeRoutes } from '../../testing';
import { expectPricingAgrees, readPricing, readQuantity } from '../../testing/pricing';
import { QUANTITY_CHANGED_TITLE } from '../../ui/quantity';
import { AddonsConfiguratorRoot } from './AddonsConfiguratorWidget';

const cart: CartInfo = { lineCount: 2, totalQuantity: 60, subtotal: 160.5 };

async function renderAddons(
  source: AddonsAddressSource = { item: 'HB-1020', qty: '30' },
  context: PageContext = testPageContext(),
  routes: FakeRoutes = {},
) {
  const client = createFakeServiceClient({
    'Product/GetItem': () => productDetailFixture(),
    'Cart/AddItemsToCart': () => cart,
    ...routes,
  });
  const result = renderWithEnv(<AddonsConfiguratorRoot source={source} hostElement={null} />, { client, context });
  await waitFor(() => expect(screen.queryByText(/Loading the item/)).toBeNull());
  return { ...result, client };
}

describe('add-ons configurator', () => {
  it('shows the item with its quantity and each add-on with its suggested quantity, price and stock', async () => {
    await renderAddons();
    expect(screen.getByText('Heavy-Duty 1020 Flat Tray, No Holes')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('30');
    const dome = screen.getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' }) as HTMLInputElement;
    expect(dome.value).toBe('30');
    expect((screen.getByRole('spinbutton', { name: 'Quantity of 72-Cell Insert' }) as HTMLInputElement).value).toBe('16');
    expect(screen.getByRole('checkbox', { name: 'Humidity Dome, 7 in' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '72-Cell Insert' })).toHaveProperty('checked', false);
    // 30 x 1.95 + 30 x 3.40
    expect(screen.getByText('Total $160.50', { selector: 'p' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Total $160.50');
  });

  it('says the item\'s and each add-on\'s price per unit and pack, their quantities in that unit, and a total that agrees', async () => {
    await renderAddons();
    const item = screen.getByRole('region', { name: 'Item' });
    const itemRead = readPricing(item);
    expect(itemRead).toEqual({ unitPrice: 1.95, priceUnit: 'EA', packPrice: 19.5, packSize: 10, packNoun: 'case' });
    const itemQuantity = readQuantity(within(item).getByRole('spinbutton', { name: 'Quantity' }));
    expect(itemQuantity).toEqual({ quantity: 30, unit: 'EA' });
    expectPricingAgrees(itemRead, itemQuantity);
    const dome = screen.getByRole('checkbox', { name: 'Humidity Dome, 7 in' }).closest('li')!;
    const domeRead = readPricing(dome);
    expect(domeRead).toEqual({ unitPrice: 3.4, priceUnit: 'EA', packPrice: 17, packSize: 5, packNoun: 'pack' });
    const domeQuantity = readQuantity(within(dome).getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' }));
    expectPricingAgrees(domeRead, domeQuantity);
    // 30 EA x $1.95 + 30 EA x $3.40 = $160.50
    const total = itemQuantity.quantity * itemRead.unitPrice + domeQuantity.quantity * domeRead.unitPrice;
    expect(screen.getByText(`Total $${total.toFixed(2)}`, { selector: 'p' })).toBeTruthy();
  });

  it('rounds a typed add-on quantity up to its package with the shared Quantity Changed alert', async () => {
    await renderAddons();
    const dome = screen.getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' }) as HTMLInputElement;
    fireEvent.focus(dome);
    fireEvent.change(dome, { target: { value: '7' } });
    fireEvent.blur(dome);
    const alert = await screen.findByRole('alertdialog', { name: QUANTITY_CHANGED_TITLE });
    expect(within(alert).getByText('Rounded up to 10: 2 packs of 5')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(dome.value).toBe('10');
  });

  it('follows the item quantity with the add-on suggestions', async () => {
    await renderAddons();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('40'));
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' }) as HTMLInputElement).value).toBe('40');
  });

  it('adds the item and the chosen add-ons in one call, once on a double click, and publishes update cart', async () => {
    const { client, env } = await renderAddons();
    const published = vi.fn();
    env.bus.on('update cart', 'test', published);
    const button = screen.getByRole('button', { name: 'Add item and 1 add-on to cart' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText(/added to your cart/);
    expect(client.bodiesOf('Cart/AddItemsToCart').map((body) => body.items)).toEqual([[{ itemId: 501, qty: 30 }, { itemId: 601, qty: 30 }]]);
    expect(published).toHaveBeenCalledWith({ cart, addedItem: { itemId: 501, itemNumber: 'HB-1020', quantity: 30 } });
  });

  it('asks the one over-stock question before adding a quantity more than ten times the stock, naming each item over: Cancel adds nothing', async () => {
    // 4,810 trays against 480 in stock, and as many domes (the suggestion follows) against 480.
    const { client } = await renderAddons({ item: 'HB-1020', qty: '4810' });
    fireEvent.click(screen.getByRole('button', { name: 'Add item and 1 add-on to cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(dialog.textContent).toContain(
      'You asked for 4,810 of Heavy-Duty 1020 Flat Tray, No Holes (480 in stock) and 4,810 of Humidity Dome, 7 in (480 in stock).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.bodiesOf('Cart/AddItemsToCart')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add item and 1 add-on to cart' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await screen.findByText(/added to your cart/);
    expect(client.bodiesOf('Cart/AddItemsToCart').map((body) => body.items)).toEqual([[{ itemId: 501, qty: 4810 }, { itemId: 601, qty: 4810 }]]);
  });

  it('keeps the choices and offers Retry when adding fails', async () => {
    let fail = true;
    const { client } = await renderAddons(undefined, testPageContext(), {
      'Cart/AddItemsToCart': () => {
        if (fail) throw new ServiceError({ kind: 'timeout', path: 'Cart/AddItemsToCart', message: '', error: null });
        return cart;
      },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '72-Cell Insert' }));
    fireEvent.click(screen.getByRole('button', { name: /Add item and 2 add-ons/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('The store took too long to add these items to your cart.');
    expect(screen.getByRole('checkbox', { name: '72-Cell Insert' })).toHaveProperty('checked', true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText(/added to your cart/);
    expect(client.bodiesOf('Cart/AddItemsToCart')).toHaveLength(2);
  });

  it('says when the quantity from the address was rounded up to the package', async () => {
    await renderAddons({ item: 'HB-1020', qty: '25' });
    expect(screen.getByText('You asked for 25; this item is sold in packs of 10. Rounded up to 30: 3 packs of 10.')).toBeTruthy();
  });

  it('shows anonymous visitors the item and add-ons without prices, stock or Add, and a login prompt', async () => {
    await renderAddons(undefined, anonymousPageContext());
    expect(screen.getByRole('link', { name: 'Click here for pricing and availability' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText(/In stock/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add item/ })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('hides prices for a sales rep acting with a customer and disables adding when read-only', async () => {
    await renderAddons(undefined, testPageContext({ withCustomer: true, readOnly: true }));
    expect(screen.queryByText(/\$/)).toBeNull();
    // Each price says why it is not there.
    expect(screen.getAllByText(PRICE_HIDDEN_TEXT).length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: /Add item/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Adding to the cart is turned off for this page.')).toBeTruthy();
  });

  it('shows an unknown item number with a way back to search', async () => {
    await renderAddons({ item: 'NOPE-1', qty: '2' }, testPageContext(), {
      'Product/GetItem': () => {
        throw new ServiceError({ kind: 'http', status: 404, path: 'Product/GetItem', message: 'No item NOPE-1.', error: 'NotFound' });
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('We could not find item "NOPE-1".');
    expect(screen.getByRole('link', { name: 'Search for NOPE-1' }).getAttribute('href')).toBe('/search-results?term=NOPE-1');
  });

  it('shows a bad address quantity with a way back to search, and calls nothing', async () => {
    const { client } = await renderAddons({ item: 'HB-1020', qty: '-3' });
    expect(screen.getByRole('alert').textContent).toContain('The quantity -3 is negative.');
    expect(screen.getByRole('link', { name: 'Search for HB-1020' })).toBeTruthy();
    await act(() => Promise.resolve());
    expect(client.calls).toEqual([]);
  });
});
