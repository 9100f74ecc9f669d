import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus';
import type { PageContext } from '../../contract/pageData';
import type { SubmittedOrder } from '../../contract/responses';
import { localIsoDate } from '../../domain/checkout';
import { createCheckoutStore } from '../../state/checkout/checkoutStore';
import {
  APPROVED_CARD,
  checkoutContext,
  createFakeCheckoutService,
  lostConnection,
  postFromGateway,
  refusal,
  settle,
} from '../../state/checkout/checkoutTesting';
import type { FakeRoutes } from '../../testing/fakeServiceClient';
import { anonymousPageContext } from '../../testing/pageData';
import { renderWithEnv } from '../../testing/widgetEnv';
import { CheckoutWidget } from './CheckoutWidget';
import { READ_ONLY_REASON } from './CheckoutView';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
});

async function renderCheckout(routes: FakeRoutes = {}, context: PageContext = checkoutContext()) {
  const client = createFakeCheckoutService(routes);
  const bus = createBus();
  const carts: unknown[] = [];
  bus.on('update cart', 'test', (payload) => carts.push(payload));
  const store = createCheckoutStore({ client, bus, window, getContext: () => context, today: () => '2030-05-10' });
  stops.push(store.start());
  const result = renderWithEnv(<CheckoutWidget store={store} hidePrices={context.withCustomer} />, { client, bus, context });
  await act(settle);
  return { ...result, client, store, carts, user: userEvent.setup() };
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

describe('the checkout form', () => {
  it('names every control as HOST-CONTRACT section 9 does and shows the notes limit', async () => {
    await renderCheckout();
    expect(screen.getByRole('combobox', { name: 'Ship-to' })).toHaveProperty('value', '002');
    expect(screen.getByRole('combobox', { name: 'Ship via' })).toHaveProperty('value', 'GROUND');
    expect(screen.getByRole('textbox', { name: 'PO number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Order notes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Pay on account' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Pay by card' })).toHaveProperty('checked', false);
    expect(screen.getByText('500 characters left of 500')).toBeTruthy();
    // The date picker offers no day in the past.
    expect(screen.getByLabelText('Requested ship date').getAttribute('min')).toBe(localIsoDate(new Date()));
  });

  it('the zip follows the ship-to: its address is shown and the totals are asked for it', async () => {
    const { user, client } = await renderCheckout();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ship-to' }), '003');
    await act(settle);
    expect(screen.getByText('Ships to 9 Orchard Ln, Kingston, NY 12401')).toBeTruthy();
    expect(client.bodiesOf('Cart/GetShippingCost').at(-1)?.zipCode).toBe('12401');
    // The new total is announced without moving focus.
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Order total $249.60')).toBe(true);
  });

  it('the summary shows lines and every amount with 2 decimals', async () => {
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('3 lines')).toBeTruthy();
    for (const amount of ['$200.00', '$40.00', '$13.80', '$0.00', '$253.80']) expect(within(summary).getByText(amount)).toBeTruthy();
  });
});

describe('checking before submitting', () => {
  it('an error summary at the top links to each field, with the message beside the field too; focus moves to it', async () => {
    const { user, client } = await renderCheckout();
    const notes = screen.getByRole('textbox', { name: 'Order notes' });
    await user.click(notes);
    await user.paste('x'.repeat(501));
    await user.click(placeOrder());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole('link', { name: 'Order notes must be 500 characters or fewer' });
    await user.click(link);
    expect(document.activeElement).toBe(notes);
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(notes.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toContain('Order notes must be 500 characters or fewer');
    expect(client.bodiesOf('Cart/SubmitOrder')).toEqual([]);
  });

  it('paying by card without a card links the problem to the card form', async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    await user.click(placeOrder());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await user.click(within(summary).getByRole('link', { name: 'Enter your card details and choose Use this card' }));
    expect(document.activeElement?.tagName).toBe('IFRAME');
  });
});

describe('card payment', () => {
  it('frames the gateway form and, after its token, shows the card as "Visa ending 1111"', async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    const frame = screen.getByTitle('Card details (secure form of the payment gateway)');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/gateway\.test\/card-form\?/);
    // Focus was in the card form's frame, which goes away with the token.
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => postFromGateway(APPROVED_CARD));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Paying with Visa ending 1111')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Visa ending 1111, expires 12/39');
    expect(screen.queryByTitle('Card details (secure form of the payment gateway)')).toBeNull();
  });

  it('a declined card shows the service message as written, clears the card form and keeps the typed fields', async () => {
    const declined = 'The card was declined by the card issuer. Use another card or choose Pay on account.';
    const { user } = await renderCheckout({ 'Cart/SubmitOrder': () => Promise.reject(refusal('Cart/SubmitOrder', declined)) });
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-42');
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    act(() => postFromGateway(APPROVED_CARD));
    await user.click(placeOrder());
    await act(settle);
    expect(screen.getByText(declined)).toBeTruthy();
    expect(screen.getByTitle('Card details (secure form of the payment gateway)')).toBeTruthy();
    expect(screen.queryByText(/Visa ending 1111/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'PO number' })).toHaveProperty('value', 'PO-42');
  });
});

describe('placing the order', () => {
  it('disables Place order while it runs, then confirms in place and empties the cart on the bus', async () => {
    let answer!: (order: SubmittedOrder) => void;
    const { user, carts } = await renderCheckout({ 'Cart/SubmitOrder': () => new Promise<SubmittedOrder>((resolve) => (answer = resolve)) });
    await user.click(placeOrder());
    expect(placeOrder()).toHaveProperty('disabled', true);
    await act(async () => {
      answer({ orderNumber: 'SO-500123', total: 253.8, lineCount: 3 });
      await settle();
    });
    const heading = screen.getByRole('heading', { name: 'Order placed' });
    expect(document.activeElement).toBe(heading);
    // The order number as text, once (HOST-CONTRACT section 9: a test finds it by its text).
    expect(screen.getAllByText(/SO-\d+/).map((el) => el.textContent)).toEqual(['SO-500123']);
    expect(screen.getByText('$253.80')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(carts).toEqual([{ cart: { lineCount: 0, totalQuantity: 0, subtotal: 0 } }]);
  });

  it('a lost connection says "We could not confirm your order" and Check again asks with the same submissionId', async () => {
    let first = true;
    const { user, client } = await renderCheckout({
      'Cart/SubmitOrder': () => {
        if (first) {
          first = false;
          return Promise.reject(lostConnection('Cart/SubmitOrder'));
        }
        return { orderNumber: 'SO-500009', total: 253.8, lineCount: 3 };
      },
    });
    await user.click(placeOrder());
    await act(settle);
    expect(screen.getByText('We could not confirm your order')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order placed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    // What Check again sends is what was placed: the form cannot change meanwhile.
    expect(screen.getByRole('textbox', { name: 'PO number' }).closest('fieldset')?.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await act(settle);
    const [a, b] = client.bodiesOf('Cart/SubmitOrder').map((body) => body.cartSettings.submissionId);
    expect(a).toBe(b);
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
  });
});

describe('who may check out', () => {
  it('read-only: no Place order, and the reason', async () => {
    await renderCheckout({}, checkoutContext({ readOnly: true }));
    expect(screen.getByText(READ_ONLY_REASON)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('anonymous: a sign-in prompt and no service call', async () => {
    const { client } = await renderCheckout({}, anonymousPageContext());
    expect(screen.getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe('/login');
    expect(client.calls).toEqual([]);
  });

  it('an empty cart says so and links back to shopping', async () => {
    await renderCheckout({ 'Cart/GetCart': () => ({ lineCount: 0, totalQuantity: 0, subtotal: 0, lines: [], warehouseCode: '1001', shipTo: '001', zipCode: null }) });
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });
});
