import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import type { BusEvents } from '../../src/contract/events';
import { cartLine, createFakeCartServer, testCartSettings } from '../../src/state/cartPage/testing';
import { createContextStore } from '../../src/runtime/contextStore';
import { testPageContext } from '../../src/testing/pageData';
import { createTestEnv, renderWithEnv } from '../../src/testing/widgetEnv';
import { startCartPage } from './start';
import { CartPageWidget } from './CartPageWidget';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
  document.body.innerHTML = '';
});

function mount(contextOverrides: Parameters<typeof testPageContext>[0] = {}) {
  const server = createFakeCartServer([cartLine(1), cartLine(2, { quantity: 24 })], {
    'Cart/GetCartSettings': () => testCartSettings,
    'Cart/ValidateZipCode': ({ zipCode }) => ({ valid: true, message: null, city: zipCode.startsWith('441') ? 'Cleveland' : null, state: 'OH' }),
    'Cart/GetShippingCost': ({ shipVia }) => ({ shipVia, shippingCost: shipVia === 'LTL' ? 180 : 42.5 }),
  });
  const bus = createBus();
  const events: { name: keyof BusEvents; payload: unknown }[] = [];
  bus.on('update cart', 'test', (payload) => events.push({ name: 'update cart', payload }));
  bus.on('update cart items', 'test', (payload) => events.push({ name: 'update cart items', payload }));
  // The page's context store, and the stores built and started as the entry does (startCartPage).
  const contextStore = createContextStore(testPageContext(contextOverrides), { bus });
  const started = startCartPage(createTestEnv({ client: server.client, bus, contextStore }));
  stops.push(started.stop);
  const { stores } = started.value;
  const { env } = renderWithEnv(<CartPageWidget stores={stores} />, { client: server.client, bus, contextStore });
  return { server, bus, events, env, stores };
}

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

describe('CartPageWidget', () => {
  it('a quantity settled in the field goes to the service, and the line, totals and badges follow its answer', async () => {
    const { server, events } = mount();
    const field = await screen.findByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' });
    expect(summary().textContent).toContain('Subtotal$90.00');
    await userEvent.clear(field);
    await userEvent.type(field, '13');
    await userEvent.tab();
    // 13 is not a whole number of packs of 6: rounded to 18, said so, and 18 is sent.
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Quantity Changed' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(summary().textContent).toContain('Subtotal$105.00'));
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([18]);
    expect(screen.getByRole('article', { name: 'Azalea Pot 1' }).textContent).toContain('$45.00');
    expect(events.map((e) => e.name)).toEqual(['update cart', 'update cart items']);
    expect(events[0]?.payload).toEqual({ cart: { lineCount: 2, totalQuantity: 42, subtotal: 105 } });
  });

  it('Remove takes the line out with Cart/UpdateQuantity 0 and says so', async () => {
    const { server } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Azalea Pot 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Azalea Pot 1' })).toBeNull());
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toMatchObject([{ itemId: 1, qty: 0 }]);
    expect(screen.getByText('Removed Azalea Pot 1 from your cart.')).toBeTruthy();
  });

  it('Clear cart, confirmed, empties the cart', async () => {
    const { server } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Clear cart' })).getByRole('button', { name: 'Clear cart' }));
    await screen.findByRole('link', { name: 'Continue shopping' });
    expect(screen.getByText('Cart cleared: every line was removed.')).toBeTruthy();
    // The Clear cart button went with the lines: focus is on the words that say so.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your cart is empty.'));
    expect(server.client.bodiesOf('Cart/ClearCart')).toHaveLength(1);
  });

  it('a zip code and a ship method give the shipping estimate', async () => {
    const { server } = mount();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Zip code' }), '44101');
    await userEvent.tab();
    await screen.findByText('Cleveland, OH');
    await waitFor(() => expect(summary().textContent).toContain('Shipping estimate$42.50'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ship via' }), 'LTL');
    await waitFor(() => expect(summary().textContent).toContain('Shipping estimate$180.00'));
    expect(server.client.bodiesOf('Cart/GetShippingCost').map((b) => [b.zipCode, b.shipVia])).toEqual([
      ['44101', 'GROUND'],
      ['44101', 'LTL'],
    ]);
  });

  it('withCustomer: a sales rep with the customer sees no price, subtotal or estimate', async () => {
    mount({ withCustomer: true });
    await screen.findByRole('article', { name: 'Azalea Pot 1' });
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('textbox', { name: 'Zip code' })).toBeNull();
  });

  it('refreshes in place on update cart items from another widget or a host script', async () => {
    const { server, bus } = mount();
    await screen.findByRole('article', { name: 'Azalea Pot 1' });
    server.lines = [...server.lines, cartLine(3)];
    bus.emit('update cart items', { lines: server.lines });
    await screen.findByRole('article', { name: 'Azalea Pot 3' });
  });

  it('asks for the cart of the new customer after a customer switch, in place', async () => {
    const { server, env } = mount();
    await screen.findByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' });
    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: '001' });
    await waitFor(() => expect(server.client.bodiesOf('Cart/GetCart').at(-1)).toMatchObject({ customerNumber: '100512', warehouseCode: '1002', shipTo: '001' }));
  });
});
