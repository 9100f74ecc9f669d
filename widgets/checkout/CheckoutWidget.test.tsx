import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/api/errors';
import { createBus } from '../../src/bus/bus';
import type { PageContext } from '../../src/contract/pageData';
import type { SubmittedOrder } from '../../src/contract/responses';
import { localIsoDate } from '../../src/domain/checkout';
import { createCheckoutStore } from '../../src/state/checkout/checkoutStore';
import {
  APPROVED_CARD,
  checkoutContext,
  createFakeCheckoutService,
  gatewayParams,
  lostConnection,
  postFromGateway,
  refusal,
  settle,
} from '../../src/state/checkout/checkoutTesting';
import type { FakeRoutes } from '../../src/testing/fakeServiceClient';
import { anonymousPageContext } from '../../src/testing/pageData';
import { renderWithEnv } from '../../src/testing/widgetEnv';
import { pageShipToChoice } from '../../src/runtime/shipToChoice';
import { CheckoutWidget } from './CheckoutWidget';
import { checkoutServices } from './services';
import { READ_ONLY_REASON, RECHECK_STATUS, UNCONFIRMED_EXPLANATION } from '../../src/ui/checkout/CheckoutView';
import { SUBMIT_SESSION_ENDED_MESSAGE, UNCONFIRMED_SESSION_ENDED_MESSAGE } from '../../src/state/checkout/checkoutStore';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
  window.sessionStorage.clear();
});

async function renderCheckout(routes: FakeRoutes = {}, context: PageContext = checkoutContext()) {
  const client = createFakeCheckoutService(routes);
  const bus = createBus();
  const carts: unknown[] = [];
  bus.on('update cart', 'test', (payload) => carts.push(payload));
  const store = createCheckoutStore({ services: checkoutServices({ client, context }), bus, window, getContext: () => context, today: () => '2030-05-10' });
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

  it("shows the order's ship-to as text, with no second Ship-to combobox, while the page's switcher offers the ship-to", async () => {
    await renderCheckout();
    expect(screen.getByRole('combobox', { name: 'Ship-to' })).toBeTruthy();
    let release = () => {};
    act(() => {
      release = pageShipToChoice(window).claim();
    });
    expect(screen.queryByRole('combobox', { name: 'Ship-to' })).toBeNull();
    expect(screen.getByText(/^002 · /)).toBeTruthy();
    expect(screen.getByText("To ship elsewhere, change the page's Ship-to choice.")).toBeTruthy();
    act(() => release());
    expect(screen.getByRole('combobox', { name: 'Ship-to' })).toHaveProperty('value', '002');
  });

  it('the summary shows lines and every amount with 2 decimals', async () => {
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('3 lines')).toBeTruthy();
    for (const amount of ['$200.00', '$40.00', '$13.80', '$0.00', '$253.80']) expect(within(summary).getByText(amount)).toBeTruthy();
  });
});

const LINES = [
  { itemId: 7, itemNumber: 'CT-1', itemName: 'Nursery pot 1 gal', quantity: 24, sellMultiple: 12, price: 2.5, lineTotal: 60, imageNames: [], unitOfMeasure: 'CS', backorderQuantity: 0, kitName: null },
  { itemId: 8, itemNumber: 'TR-9', itemName: 'Seed tray 72 cell', quantity: 140, sellMultiple: 10, price: 1, lineTotal: 140, imageNames: [], unitOfMeasure: 'EA', backorderQuantity: 0, kitName: null },
];
const withLines: FakeRoutes = {
  'Cart/GetCart': () => ({ lineCount: 2, totalQuantity: 164, subtotal: 200, lines: LINES, warehouseCode: '1001', shipTo: '002', zipCode: null }),
};

describe('what the buyer reviews', () => {
  it('says which ship method the shipping is for: "Shipping: LTL truck (palletized)" with its cost', async () => {
    const { user } = await renderCheckout();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ship via' }), 'LTL');
    await act(settle);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Shipping: LTL truck (palletized)$150.00');
  });

  it('names the card fee as the service does ("Card fee 3%") when paying by card', async () => {
    const { user } = await renderCheckout({
      'Cart/GetTaxAndFees': (body) => ({ subtotal: 200, tax: 13.8, shipping: 40, ...(body.cartSettings.paymentMethod === 'card' ? { fees: 7.61, feesLabel: 'Card fee 3%', total: 261.41 } : { fees: 0, feesLabel: null, total: 253.8 }) }),
    });
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Card fee 3%$7.61');
    expect(summary.textContent).not.toContain('Fees');
  });

  it('lists the lines (name, quantity with unit, line total); the disclosure "Show 2 lines" is for phones only', async () => {
    const { user } = await renderCheckout(withLines);
    const lines = screen.getByRole('list', { name: 'Lines of the order' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nursery pot 1 gal24 CS$60.00', 'Seed tray 72 cell140 EA$140.00']);
    // Wide screens show the lines and no disclosure (its style hides it above 575 px).
    expect(screen.queryByRole('button', { name: 'Show 2 lines' })).toBeNull();
    const disclosure = screen.getByText('Show 2 lines', { selector: 'button' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(disclosure.getAttribute('aria-controls')).toBe(lines.id);
    await user.click(disclosure);
    expect(screen.getByText('Hide 2 lines', { selector: 'button' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('while prices are hidden (withCustomer): says why in the summary, shows no amount, offers no card payment and says why', async () => {
    await renderCheckout(withLines, checkoutContext({ withCustomer: true }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Price hidden while acting for a customer')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.getByRole('radio', { name: 'Pay on account' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByText(/Card payment is not offered while you act for a customer/)).toBeTruthy();
  });
});

describe('the confirmation', () => {
  it('shows PO number, ship-to, ship date, payment and lines, and prints', async () => {
    const { user, store } = await renderCheckout(withLines);
    act(() => {
      store.setField('poNumber', 'PO-4471');
      store.setField('requestedShipDate', '2030-06-02');
    });
    await user.click(placeOrder());
    await act(settle);
    const confirmation = screen.getByRole('region', { name: 'Order placed' });
    const text = confirmation.textContent ?? '';
    for (const fact of ['PO numberPO-4471', 'Ship-to002 · Retail Yard, 2 Main St, Chardon, OH 44024', 'Ship dateJun 2, 2030', 'PaymentOn account', 'The invoice appears in your statements']) {
      expect(text).toContain(fact);
    }
    expect(within(confirmation).getAllByRole('listitem').map((item) => item.textContent)).toContain('Nursery pot 1 gal24 CS$60.00');
    let printed = 0;
    const print = window.print;
    window.print = () => (printed += 1);
    try {
      await user.click(within(confirmation).getByRole('button', { name: 'Print' }));
    } finally {
      window.print = print;
    }
    expect(printed).toBe(1);
  });

  it('a will call order says where and when to pick it up, as far as known, and promises no tracking or shipment', async () => {
    const withAvailability: FakeRoutes = {
      'Cart/GetCart': () => ({
        lineCount: 1, totalQuantity: 24, subtotal: 60, warehouseCode: '1001', shipTo: '002', zipCode: null,
        lines: [{ ...LINES[0]!, availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 400, nextReceiptQty: null, nextReceiptDate: null }] }],
      }),
    };
    const { user, store } = await renderCheckout(withAvailability);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ship via' }), 'PICKUP');
    act(() => store.setField('requestedShipDate', '2030-06-02'));
    await act(settle);
    await user.click(placeOrder());
    await act(settle);
    const text = screen.getByRole('region', { name: 'Order placed' }).textContent ?? '';
    expect(text).toContain('Pick up atBurton, OH warehouse (1001)');
    expect(text).toContain('Pick-up dateJun 2, 2030');
    expect(text).toContain('You asked to pick it up on Jun 2, 2030; we email you when it is ready to pick up.');
    expect(text).not.toMatch(/tracking|ships it|Ship date/i);
  });

  it('a freight (LTL) order says the carrier calls to book the delivery; a ground order promises tracking by email', async () => {
    const freight = await renderCheckout();
    await freight.user.selectOptions(screen.getByRole('combobox', { name: 'Ship via' }), 'LTL');
    await act(settle);
    await freight.user.click(placeOrder());
    await act(settle);
    const freightText = screen.getByRole('region', { name: 'Order placed' }).textContent ?? '';
    expect(freightText).toContain('the freight carrier calls you to book a delivery appointment');
    expect(freightText).not.toMatch(/tracking/i);
    freight.unmount();
    // The ship method chosen is kept for this tab's next checkout: the next one starts afresh.
    window.sessionStorage.clear();

    const ground = await renderCheckout();
    await ground.user.click(placeOrder());
    await act(settle);
    const groundText = screen.getByRole('region', { name: 'Order placed' }).textContent ?? '';
    expect(groundText).toContain('then ships it by Ground freight (3-5 days); you get the tracking details by email.');
    expect(groundText).not.toMatch(/pick up|calls you/i);
  });

  it('a card-paid order says which card paid and promises no invoice', async () => {
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    act(() => postFromGateway(APPROVED_CARD));
    await user.click(placeOrder());
    await act(settle);
    const confirmation = screen.getByRole('region', { name: 'Order placed' });
    expect(confirmation.textContent).toContain('PaymentPaid by Visa ending 1111');
    expect(confirmation.textContent).not.toMatch(/invoice/i);
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

  it('a card form that could not be opened says so once, with Retry, which opens it', async () => {
    let fail = true;
    const { user } = await renderCheckout({
      'Cart/GetCardPointeParameters': () => (fail ? Promise.reject(lostConnection('Cart/GetCardPointeParameters')) : gatewayParams()),
    });
    await user.click(screen.getByRole('radio', { name: 'Pay by card' }));
    await act(settle);
    const alerts = screen.getAllByRole('alert').filter((el) => el.textContent?.includes('open the card form'));
    expect(alerts).toHaveLength(1);
    fail = false;
    await user.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    await act(settle);
    expect(screen.getByTitle('Card details (secure form of the payment gateway)')).toBeTruthy();
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

  it('a lost connection, then no answer to the question either: "We could not confirm your order", no Place order, and Check again asks the store', async () => {
    let asked = 0;
    const { user, client } = await renderCheckout({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => {
        asked += 1;
        if (asked === 1) return Promise.reject(lostConnection('Cart/GetSubmission'));
        return { status: 'placed', order: { orderNumber: 'SO-500009', total: 253.8, lineCount: 3 } };
      },
    });
    await user.click(placeOrder());
    await act(settle);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We could not confirm your order')).toBeTruthy();
    expect(alert.parentElement).toBe(document.activeElement);
    expect(screen.queryByRole('heading', { name: 'Order placed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'PO number' }).closest('fieldset')?.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await act(settle);
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText('SO-500009', { selector: 'strong' })).toBeTruthy();
  });

  it('says what Check again does where the store can be asked (Cart/GetSubmission): it only asks; never that it re-sends', async () => {
    const { user } = await renderCheckout({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => Promise.reject(lostConnection('Cart/GetSubmission')),
    });
    await user.click(placeOrder());
    await act(settle);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain(UNCONFIRMED_EXPLANATION.ask);
    expect(text).not.toContain('sends this same order again');
  });

  it('says what Check again does on a contract-only service: it sends the same order again, placed only if the store does not have it, at most once', async () => {
    let sends = 0;
    const { user, client } = await renderCheckout({
      'Cart/GetSubmission': () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/GetSubmission', status: 404, message: 'There is no service path "Cart/GetSubmission".', error: 'NotFound' })),
      'Cart/SubmitOrder': () => {
        sends += 1;
        return sends === 1 ? Promise.reject(lostConnection('Cart/SubmitOrder')) : new Promise(() => {});
      },
    });
    await user.click(placeOrder());
    await act(settle);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain(UNCONFIRMED_EXPLANATION.resend);
    expect(text).not.toMatch(/never places|only asks/);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await act(settle);
    // While the order is re-sent the status says so, not that it is only being checked.
    expect(screen.getAllByRole('status').some((el) => el.textContent === RECHECK_STATUS.resend)).toBe(true);
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(2);
  });

  it('a submit answered 401 says the order was not placed and what happens after signing in; a re-send answered 401 keeps Check again and says the session ended', async () => {
    const expired = () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/SubmitOrder', status: 401, message: 'The sign-in token was not accepted.', error: 'Unauthorized' }));
    const first = await renderCheckout({ 'Cart/SubmitOrder': expired });
    await first.user.click(placeOrder());
    await act(settle);
    expect(screen.getByRole('alert').textContent).toContain(SUBMIT_SESSION_ENDED_MESSAGE);
    first.unmount();
    window.sessionStorage.clear();

    let sends = 0;
    const { user } = await renderCheckout({
      'Cart/GetSubmission': () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/GetSubmission', status: 404, message: 'Not found', error: 'NotFound' })),
      'Cart/SubmitOrder': () => {
        sends += 1;
        return sends === 1 ? Promise.reject(lostConnection('Cart/SubmitOrder')) : expired();
      },
    });
    await user.click(placeOrder());
    await act(settle);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await act(settle);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(UNCONFIRMED_SESSION_ENDED_MESSAGE);
    expect(alert.textContent).toContain(UNCONFIRMED_EXPLANATION.resend);
    expect(alert.textContent).not.toContain('was not placed');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it("while the store is asked: the status 'Checking your order…' and no Place order", async () => {
    const { user } = await renderCheckout({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => new Promise(() => {}),
    });
    await user.click(placeOrder());
    await act(settle);
    expect(screen.getAllByRole('status').some((el) => el.textContent === 'Checking your order…')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('the store has no order of the attempt: "Your order was not placed" (focused), the typed PO kept, Place order again', async () => {
    let first = true;
    const { user, client } = await renderCheckout({
      'Cart/SubmitOrder': () => {
        if (first) {
          first = false;
          return Promise.reject(lostConnection('Cart/SubmitOrder'));
        }
        return { orderNumber: 'SO-500010', total: 253.8, lineCount: 3 };
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-9');
    await user.click(placeOrder());
    await act(settle);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Your order was not placed')).toBeTruthy();
    expect(alert.parentElement).toBe(document.activeElement);
    expect(screen.getByRole('textbox', { name: 'PO number' })).toHaveProperty('value', 'PO-9');
    await user.click(placeOrder());
    await act(settle);
    const [a, b] = client.bodiesOf('Cart/SubmitOrder').map((body) => body.cartSettings.submissionId);
    expect(b).toBe(a);
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
  });

  it('a changed total (409) shows what changed in a focused alert near Place order, with the fresh summary', async () => {
    const fresh = { subtotal: 260, tax: 17.25, fees: 0, shipping: 40, total: 317.25 };
    const message = 'The order total changed from $253.80 to $317.25. Check the order and place it again.';
    const { user } = await renderCheckout({
      'Cart/SubmitOrder': () =>
        Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/SubmitOrder', status: 409, message, error: 'TotalChanged', body: { message: '{}', taxAndFees: fresh } })),
    });
    await user.click(placeOrder());
    await act(settle);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.parentElement).toBe(document.activeElement);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$317.25')).toBeTruthy();
    expect(placeOrder()).toHaveProperty('disabled', false);
  });

  it("a reload during submit shows 'Checking your order…' before the form, then the order", async () => {
    window.sessionStorage.setItem(
      'sf-checkout-submission@1:42:100234',
      JSON.stringify({ submissionId: 'r-1', fingerprint: 'f', draft: { poNumber: '', shipVia: 'GROUND', requestedShipDate: '', orderNotes: '', shipTo: '002', paymentMethod: 'card' }, savedAt: Date.now() }),
    );
    let answer!: (value: { status: 'placed'; order: SubmittedOrder }) => void;
    const client = createFakeCheckoutService({ 'Cart/GetSubmission': () => new Promise<{ status: 'placed'; order: SubmittedOrder }>((resolve) => (answer = resolve)), 'Cart/GetCartSettings': () => new Promise(() => {}) });
    const bus = createBus();
    const context = checkoutContext();
    const store = createCheckoutStore({ services: checkoutServices({ client, context }), bus, window, getContext: () => context, today: () => '2030-05-10' });
    stops.push(store.start());
    renderWithEnv(<CheckoutWidget store={store} hidePrices={false} />, { client, bus, context });
    await act(settle);
    expect(screen.getByRole('status').textContent).toBe('Checking your order…');
    await act(async () => {
      answer({ status: 'placed', order: { orderNumber: 'SO-500011', total: 261.41, lineCount: 3 } });
      await settle();
    });
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText('Paid by card')).toBeTruthy();
  });
});

describe('who may check out', () => {
  it('read-only: no Place order, and the reason', async () => {
    await renderCheckout({}, checkoutContext({ readOnly: true }));
    expect(screen.getByText(READ_ONLY_REASON)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('punchout: no order is placed here; it says the cart goes back from the cart page, links there, and asks the service nothing', async () => {
    for (const operation of ['create', 'edit', 'inspect'] as const) {
      const { client, unmount } = await renderCheckout({}, checkoutContext({ punchout: { protocol: 'oci', operation } }));
      expect(screen.getByText('This cart goes back to your purchasing system from the cart page.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
      expect(screen.queryByRole('radio', { name: 'Pay by card' })).toBeNull();
      expect(client.calls).toEqual([]);
      unmount();
    }
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
