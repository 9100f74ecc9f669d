import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../src/api/errors';
import type { PunchOutForm } from '../../src/contract/responses';
import { deferred } from '../../src/testing/deferred';
import type { FakeRoutes } from '../../src/testing/fakeServiceClient';
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
  vi.restoreAllMocks();
});

function mount(contextOverrides: Parameters<typeof testPageContext>[0] = {}, routes: FakeRoutes = {}) {
  const server = createFakeCartServer([cartLine(1), cartLine(2, { quantity: 24 })], {
    ...routes,
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

describe('CartPageWidget in punchout (HOST-CONTRACT section 13)', () => {
  const FORM: PunchOutForm = {
    url: 'https://srm.buyer.example/sap/bc/gui/sap/its/bbpsc02/hook',
    target: 'catalogue_return',
    fields: [
      { name: '~OkCode', value: 'ADDI' },
      { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Azalea Pot 1 & "Pack" <6>' },
      { name: 'NEW_ITEM-QUANTITY[1]', value: '2' },
      { name: 'NEW_ITEM-DESCRIPTION[2]', value: 'Azalea Pot 2' },
      { name: '~OkCode', value: 'ADDI' },
    ],
  };
  /** Every form submitted, as the browser would post it. */
  function captureSubmits(): HTMLFormElement[] {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    return submitted;
  }
  const punchout = (operation: 'create' | 'edit' | 'inspect') => ({ punchout: { protocol: 'oci' as const, operation } });

  it('offers Transfer cart instead of Check out, and posts the answered form from the top document: method POST, the given target, every field in order', async () => {
    const submitted = captureSubmits();
    const answer = deferred<PunchOutForm>();
    const { server } = mount(punchout('create'), { 'Cart/PunchOutTransfer': () => answer.promise });
    const button = await screen.findByRole('button', { name: 'Transfer cart' });
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
    // A double click while the service is asked: one call, one post.
    await userEvent.dblClick(button);
    answer.resolve(FORM);
    await waitFor(() => expect(submitted).toHaveLength(1));
    await userEvent.click(button);
    expect(server.client.bodiesOf('Cart/PunchOutTransfer')).toEqual([{ companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001', zipCode: null }]);
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.ownerDocument).toBe(document);
    expect(form.parentElement).toBe(document.body);
    expect([form.method, form.getAttribute('action'), form.target]).toEqual(['post', FORM.url, FORM.target]);
    expect([...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value])).toEqual(FORM.fields.map((f) => ['hidden', f.name, f.value]));
  });

  it('a failed transfer says why in place and keeps the cart; Transfer cart then asks again', async () => {
    const submitted = captureSubmits();
    let calls = 0;
    const { server } = mount(punchout('edit'), {
      'Cart/PunchOutTransfer': () => {
        calls += 1;
        if (calls === 1) throw new ServiceError({ kind: 'http', path: 'Cart/PunchOutTransfer', status: 403, message: 'This punchout session has ended.', error: 'Forbidden' });
        return FORM;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer cart' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This punchout session has ended.');
    expect(submitted).toEqual([]);
    expect(screen.getByRole('article', { name: 'Azalea Pot 1' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 2' })).toBeTruthy();
    expect(server.client.bodiesOf('Cart/ClearCart')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer cart' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('a quantity change on its way is answered before the transfer asks for the form', async () => {
    const submitted = captureSubmits();
    const { server } = mount(punchout('create'), { 'Cart/PunchOutTransfer': () => FORM });
    const field = await screen.findByRole('spinbutton', { name: 'Quantity of Azalea Pot 2' });
    server.hold('Cart/UpdateQuantity');
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer cart' }));
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([30]);
    expect(server.client.bodiesOf('Cart/PunchOutTransfer')).toEqual([]);
    server.release('Cart/UpdateQuantity');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(server.client.calls.map((c) => c.path).filter((p) => p === 'Cart/UpdateQuantity' || p === 'Cart/PunchOutTransfer')).toEqual(['Cart/UpdateQuantity', 'Cart/PunchOutTransfer']);
  });

  it('inspect: the cart is read-only and the button is Return to purchasing system (the same call and post)', async () => {
    const submitted = captureSubmits();
    const { server } = mount(punchout('inspect'), { 'Cart/PunchOutTransfer': () => FORM });
    await screen.findByRole('article', { name: 'Azalea Pot 1' });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer cart' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Return to purchasing system' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(server.client.bodiesOf('Cart/PunchOutTransfer')).toHaveLength(1);
  });

  it('outside punchout there is no transfer and no Cart/PunchOutTransfer call: a service without the path never sees one', async () => {
    const { server } = mount();
    await screen.findByRole('link', { name: 'Check out' });
    expect(screen.queryByRole('button', { name: 'Transfer cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return to purchasing system' })).toBeNull();
    expect(server.client.calls.some((c) => c.path === 'Cart/PunchOutTransfer')).toBe(false);
  });
});

