import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../src/api/client';
import { createBus } from '../../src/bus/bus';
import type { PageContext } from '../../src/contract/pageData';
import type { FavoriteList, SearchItem } from '../../src/contract/responses';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { favoritesServices } from '../../src/connect/favorites/start';
import { favoritesPageServices } from './start';
import { createFavoritesPageStore } from '../../src/state/favoritesPageStore';
import { createFavoritesStore } from '../../src/state/favoritesStore';
import { createFakeFavoritesService } from '../../src/state/favoritesTesting';
import { makeItem } from '../../src/state/search/testing';
import { anonymousPageContext, renderWithEnv, testPageContext } from '../../src/testing';
import { expectPricingAgrees, readPricing, readQuantity } from '../../src/testing/pricing';
import { deleteListQuestion } from '../../src/ui/favorites/favoritesTexts';
import { FavoritesPageWidget } from './FavoritesPageWidget';

const spring: FavoriteList = { favoriteListId: 1, name: 'Spring Order', itemIds: [7, 8] };
const bench: FavoriteList = { favoriteListId: 2, name: 'Bench', itemIds: [8] };

const items: Record<number, SearchItem> = {
  7: makeItem({ itemId: 7, itemName: 'Terra Cotta Pot', itemNumber: 'TCP-7', sellMultiple: 12, customerPrice: 1.5 }),
  8: makeItem({ itemId: 8, itemName: 'Seed Tray', itemNumber: 'ST-8', sellMultiple: 1, customerPrice: 4 }),
};

beforeEach(() => {
  delete window.StorefrontWidgets;
});

async function setup(options: { lists?: FavoriteList[]; context?: PageContext; allowDelete?: boolean } = {}) {
  const service = createFakeFavoritesService(options.lists ?? [spring, bench]);
  const cartBodies: unknown[] = [];
  const squareCalls: number[] = [];
  const client: ServiceClient = {
    async call(path, body, schema, callOptions) {
      if (path === 'Product/GetProductSquare') {
        const { itemId } = body as { itemId: number };
        squareCalls.push(itemId);
        return items[itemId] as never;
      }
      if (path === 'Cart/AddItemsToCart') {
        cartBodies.push(body);
        return { lineCount: 3, totalQuantity: 14, subtotal: 22 } as never;
      }
      return service.client.call(path, body, schema, callOptions);
    },
    beacon: () => false,
  };
  const context = options.context ?? testPageContext();
  const bus = createBus();
  const published: unknown[] = [];
  bus.on('update cart', 'test', (payload) => published.push(payload));
  const favorites = createFavoritesStore({ services: favoritesServices(client, context.companyUserId) });
  const env = { client, context, bus };
  const page = createFavoritesPageStore({ services: favoritesPageServices(env), getContext: () => context, favorites, addToCart: addToCartFor(env) });
  const stores = context.companyUserId > 0 ? { favorites, page } : null;
  if (stores) void favorites.ensureLoaded();
  const result = renderWithEnv(<FavoritesPageWidget stores={stores} allowDelete={options.allowDelete ?? false} />, { client, context, bus });
  return { service, cartBodies, squareCalls, published, ...result };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('favorites page', () => {
  it('shows every list with its items: name, number, price, availability and a quantity at the minimum', async () => {
    await setup();
    await screen.findByRole('region', { name: 'Spring Order' });
    const spring = section('Spring Order');
    await within(spring).findByRole('link', { name: 'Terra Cotta Pot' });
    expect(spring.textContent).toContain('Item #TCP-7');
    expect(spring.textContent).toContain('$1.50');
    expect(within(spring).getAllByRole('list', { name: 'Availability' })).toHaveLength(2);
    expect((within(spring).getByRole('spinbutton', { name: 'Quantity of Terra Cotta Pot' }) as HTMLInputElement).value).toBe('12');
    expect(within(section('Bench')).getByRole('link', { name: 'Seed Tray' })).toBeTruthy();
  });

  it('says an item\'s price per unit, a case of 12 at twelve times it, and its quantity in that unit: 12 x $1.50 = $18.00', async () => {
    await setup();
    const link = await within(await screen.findByRole('region', { name: 'Spring Order' })).findByRole('link', { name: 'Terra Cotta Pot' });
    const row = link.closest('li')!;
    const read = readPricing(row);
    expect(read).toEqual({ unitPrice: 1.5, priceUnit: 'EA', packPrice: 18, packSize: 12, packNoun: 'case' });
    const quantity = readQuantity(within(row).getByRole('spinbutton', { name: 'Quantity of Terra Cotta Pot' }));
    expect(quantity).toEqual({ quantity: 12, unit: 'EA' });
    expectPricingAgrees(read, quantity, read.packPrice);
    // Sold singly: the unit price alone.
    const single = (await within(section('Bench')).findByRole('link', { name: 'Seed Tray' })).closest('li')!;
    expect(readPricing(single)).toMatchObject({ unitPrice: 4, priceUnit: 'EA', packPrice: null });
  });

  it('looks each item up once although it is in two lists', async () => {
    const { squareCalls } = await setup();
    await screen.findAllByRole('link', { name: 'Seed Tray' });
    expect([...squareCalls].sort()).toEqual([7, 8]);
  });

  it('removes an item from a list', async () => {
    const { service } = await setup();
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Terra Cotta Pot from Spring Order' }));
    await waitFor(() => expect(within(section('Spring Order')).queryByRole('link', { name: 'Terra Cotta Pot' })).toBeNull());
    expect(service.calls.find((c) => c.path === 'Customer/RemoveFromFavoriteLists')?.body).toMatchObject({ itemId: 7, favoriteListIds: [1] });
    // The focused Remove button left with its row: focus is on the list's heading, not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Spring Order' })));
  });

  it('takes no focus when it first shows the lists', async () => {
    await setup();
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    expect(document.activeElement).toBe(document.body);
  });

  it("adds a whole list to the cart in one request and publishes 'update cart'", async () => {
    const { cartBodies, published } = await setup();
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart from Spring Order' }));
    await within(section('Spring Order')).findByText('Added 2 items to your cart.');
    expect(cartBodies).toHaveLength(1);
    expect(cartBodies[0]).toMatchObject({ items: [{ itemId: 7, qty: 12 }, { itemId: 8, qty: 1 }] });
    expect(published).toEqual([{ cart: { lineCount: 3, totalQuantity: 14, subtotal: 22 } }]);
  });

  it('rounds a typed quantity up to whole packs, and adds what the editor shows', async () => {
    const { cartBodies } = await setup();
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    const quantity = within(section('Spring Order')).getByRole('spinbutton', { name: 'Quantity of Terra Cotta Pot' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '13');
    await userEvent.tab();
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(quantity.value).toBe('24');
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart from Spring Order' }));
    await waitFor(() => expect(cartBodies).toHaveLength(1));
    expect(cartBodies[0]).toMatchObject({ items: [{ itemId: 7, qty: 24 }, { itemId: 8, qty: 1 }] });
  });

  it('adds only the checked lines, and offers it only once something is checked', async () => {
    const { cartBodies } = await setup();
    await screen.findAllByRole('link', { name: 'Seed Tray' });
    const addSelected = within(section('Spring Order')).getByRole('button', { name: /^Add selected \(0\) to cart/ });
    expect(addSelected.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(addSelected);
    expect(cartBodies).toEqual([]);
    await userEvent.click(within(section('Spring Order')).getByRole('checkbox', { name: 'Select Seed Tray' }));
    await userEvent.click(within(section('Spring Order')).getByRole('button', { name: 'Add selected (1) to cart from Spring Order' }));
    await waitFor(() => expect(cartBodies).toHaveLength(1));
    expect(cartBodies[0]).toMatchObject({ items: [{ itemId: 8, qty: 1 }] });
  });

  it("'Select all' checks every line of its list only", async () => {
    await setup();
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all in Spring Order' }));
    expect((within(section('Spring Order')).getByRole('checkbox', { name: 'Select Seed Tray' }) as HTMLInputElement).checked).toBe(true);
    expect((within(section('Bench')).getByRole('checkbox', { name: 'Select Seed Tray' }) as HTMLInputElement).checked).toBe(false);
  });

  it('creates a list', async () => {
    const { service } = await setup();
    await screen.findByRole('region', { name: 'Spring Order' });
    await userEvent.type(screen.getByRole('textbox', { name: 'New list name' }), 'Autumn');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('region', { name: 'Autumn' })).toBeTruthy();
    expect(service.calls.find((c) => c.path === 'Customer/AddFavoriteList')?.body).toMatchObject({ newFavoriteListName: 'Autumn' });
  });

  it('offers no list removal unless the page allows it', async () => {
    await setup();
    await screen.findByRole('region', { name: 'Spring Order' });
    expect(screen.queryByRole('button', { name: 'Remove list Spring Order' })).toBeNull();
  });

  it('removes a list only after the SPEC confirmation', async () => {
    const { service } = await setup({ allowDelete: true });
    await screen.findByRole('region', { name: 'Spring Order' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove list Spring Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove favorite list' });
    expect(dialog.textContent).toContain("Are you sure you want to remove your favorite list 'Spring Order?'");
    expect(deleteListQuestion('Spring Order')).toBe("Are you sure you want to remove your favorite list 'Spring Order?'");
    expect(service.calls.some((c) => c.path === 'Customer/deleteFavoriteList')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Spring Order' })).toBeNull());
    expect(service.calls.find((c) => c.path === 'Customer/deleteFavoriteList')?.body).toMatchObject({ favoriteListIds: [1] });
  });

  it('keeps the list when the confirmation is dismissed', async () => {
    const { service } = await setup({ allowDelete: true });
    await screen.findByRole('region', { name: 'Spring Order' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove list Spring Order' }));
    await screen.findByRole('alertdialog', { name: 'Remove favorite list' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(service.calls.some((c) => c.path === 'Customer/deleteFavoriteList')).toBe(false);
    expect(screen.getByRole('region', { name: 'Spring Order' })).toBeTruthy();
  });

  it("says 'You do not have any favorite lists yet.' when there are none", async () => {
    await setup({ lists: [] });
    expect(await screen.findByText('You do not have any favorite lists yet.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New list name' })).toBeTruthy();
  });

  it('asks an anonymous visitor to log in and calls nothing', async () => {
    const { service, squareCalls } = await setup({ context: anonymousPageContext() });
    expect(screen.getByText(/to see your favorite lists/)).toBeTruthy();
    expect(service.calls).toEqual([]);
    expect(squareCalls).toEqual([]);
  });

  it('shows no prices to a sales rep acting for the customer, and says why in their place', async () => {
    await setup({ context: testPageContext({ withCustomer: true }) });
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    expect(section('Spring Order').textContent).not.toContain('$1.50');
    expect(section('Spring Order').textContent).toContain('Price hidden while acting for a customer');
  });

  it('shows quantities as text and offers no add to cart when read-only', async () => {
    await setup({ context: testPageContext({ readOnly: true }) });
    await screen.findByRole('link', { name: 'Terra Cotta Pot' });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add all to cart/ })).toBeNull();
  });
});
