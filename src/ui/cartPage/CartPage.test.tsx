import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../contract/responses';
import type { CartPageState } from '../../state/cartPage/cartPageStore';
import { initialState } from '../../state/cartPage/cartPageState';
import { testPageContext } from '../../testing/pageData';
import type { EstimateState } from '../../state/cartPage/estimateStore';
import { cartLine, cartOf, testCartSettings } from '../../state/cartPage/testing';
import { expectPricingAgrees, readPricing, readQuantity } from '../../testing/pricing';
import { backorderOf, STOCK_CASES, STOCK_TODAY } from '../../testing/stockCases';
import { CartPage, CART_TEXT, type CartPageProps } from './CartPage';
import { UNDO_OFFER_MS } from './RemovedLineUndo';

const IMAGES = 'https://cdn.test/products/';

/** The store's own first state for a signed-in buyer, with `cart` shown. */
function cartState(cart: Cart | null, overrides: Partial<CartPageState> = {}): CartPageState {
  return { ...initialState(testPageContext()), status: cart ? 'ready' : 'loading', cart, ...overrides };
}

function estimateState(overrides: Partial<EstimateState> = {}): EstimateState {
  return {
    zipText: '',
    zip: null,
    zipStatus: 'idle',
    zipProblem: null,
    shipViaOptions: testCartSettings.shipViaOptions,
    shipVia: 'GROUND',
    settingsStatus: 'ready',
    settingsProblem: null,
    shipping: null,
    shippingStatus: 'idle',
    shippingProblem: null,
    ...overrides,
  };
}

function props(overrides: Partial<CartPageProps> = {}): CartPageProps {
  return {
    state: cartState(cartOf([cartLine(1), cartLine(2, { quantity: 24, price: 10.5 })])),
    estimate: estimateState(),
    actions: {
      onQuantityChange: vi.fn(),
      onQuantitySettle: vi.fn(),
      onRemove: vi.fn(),
      onRetryLine: vi.fn(),
      onClearCart: vi.fn(),
      onClearBackorders: vi.fn(),
      onRetryAction: vi.fn(),
      onRetryLoad: vi.fn(),
      onUndoRemove: vi.fn(),
      onDismissRemoved: vi.fn(),
      onConfirmQuantity: vi.fn(),
      onCancelQuantity: vi.fn(),
    },
    estimateActions: { onZipTextChange: vi.fn(), onZipSettle: vi.fn(), onShipViaChange: vi.fn(), onRetry: vi.fn() },
    imageBase: IMAGES,
    readOnly: false,
    showPrices: true,
    today: STOCK_TODAY,
    ...overrides,
  };
}

const lineOf = (name: string) => screen.getByRole('article', { name });

describe('CartPage lines', () => {
  it("links a line's name to its product page when the service sends productUrl", () => {
    const state = cartState(cartOf([cartLine(1, { productUrl: '/order-now/product/1/3/azalea-pot-1' }), cartLine(2)]));
    render(<CartPage {...props({ state })} />);
    expect(within(lineOf('Azalea Pot 1')).getByRole('link', { name: 'Azalea Pot 1' }).getAttribute('href')).toBe('/order-now/product/1/3/azalea-pot-1');
    expect(within(lineOf('Azalea Pot 2')).queryByRole('link')).toBeNull();
  });

  it("says 'Removed {itemName}.' with an Undo button after a removal; Undo asks for the line back", async () => {
    const p = props({ state: cartState(cartOf([cartLine(1)]), { removed: { id: 1, itemId: 2, itemName: 'Azalea Pot 2', quantity: 24 } }) });
    render(<CartPage {...p} />);
    expect(screen.getByText('Removed Azalea Pot 2.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(p.actions.onUndoRemove).toHaveBeenCalledTimes(1);
  });

  it('takes the Undo offer away after UNDO_OFFER_MS, unless Undo has focus', () => {
    vi.useFakeTimers();
    try {
      const p = props({ state: cartState(cartOf([cartLine(1)]), { removed: { id: 1, itemId: 2, itemName: 'Azalea Pot 2', quantity: 24 } }) });
      render(<CartPage {...p} />);
      screen.getByRole('button', { name: 'Undo' }).focus();
      vi.advanceTimersByTime(UNDO_OFFER_MS);
      expect(p.actions.onDismissRemoved).not.toHaveBeenCalled();
      fireEvent.blur(screen.getByRole('button', { name: 'Undo' }));
      expect(p.actions.onDismissRemoved).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dismisses the Undo offer after UNDO_OFFER_MS', () => {
    vi.useFakeTimers();
    try {
      const p = props({ state: cartState(cartOf([cartLine(1)]), { removed: { id: 1, itemId: 2, itemName: 'Azalea Pot 2', quantity: 24 } }) });
      render(<CartPage {...p} />);
      vi.advanceTimersByTime(UNDO_OFFER_MS - 1);
      expect(p.actions.onDismissRemoved).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(p.actions.onDismissRemoved).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows each line: name as text, item number, package quantity, unit price with 2 decimals and unit, line total', () => {
    render(<CartPage {...props()} />);
    const line = lineOf('Azalea Pot 2');
    expect(within(line).queryByRole('link')).toBeNull();
    expect(line.textContent).toContain('Azalea Pot 2');
    expect(line.textContent).toContain('Item #GS-1002');
    expect(line.textContent).toContain('Package quantity: 6');
    expect(line.textContent).toContain('$10.50 / EA');
    expect(line.textContent).toContain('$252.00');
  });

  it('says the price per unit, a case of 10 at ten times it, the quantity in that unit and a total that agrees: 20 x $3.25 = $65.00', () => {
    const cart = cartOf([cartLine(1, { quantity: 20, sellMultiple: 10, price: 3.25, unitOfMeasure: 'EA' })]);
    render(<CartPage {...props({ state: cartState(cart) })} />);
    const line = lineOf('Azalea Pot 1');
    const read = readPricing(line);
    expect(read).toEqual({ unitPrice: 3.25, priceUnit: 'EA', packPrice: 32.5, packSize: 10, packNoun: 'case' });
    expect(line.textContent).toContain(`Package quantity: ${read.packSize}`);
    // The editor keeps its name; the unit beside it describes it.
    const quantity = readQuantity(within(line).getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' }));
    expect(quantity).toEqual({ quantity: 20, unit: 'EA' });
    const total = within(line).getByText('Total').nextElementSibling?.textContent ?? '';
    expect(total).toBe('$65.00');
    expectPricingAgrees(read, quantity, Number(total.replace(/[$,]/g, '')));
  });

  it('shows the thumbnail, na.svg for a line without images and the inline not-available picture when the image fails', () => {
    const cart = cartOf([cartLine(1), cartLine(2, { imageNames: [] })]);
    const { container } = render(<CartPage {...props({ state: cartState(cart) })} />);
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('src')).toBe(`${IMAGES}thumb/1.jpg`);
    expect(second?.getAttribute('src')).toBe(`${IMAGES}thumb/na.svg`);
    fireEvent.error(first as HTMLImageElement);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('svg.sf-not-available')?.textContent).toBe('Image not available');
  });

  it('names each quantity field `Quantity of {itemName}` and each Remove button `Remove {itemName}`', async () => {
    const p = props();
    render(<CartPage {...p} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' })).toHaveProperty('value', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Azalea Pot 2' }));
    expect(p.actions.onRemove).toHaveBeenCalledWith(2);
  });

  it('settles a typed quantity on leaving the field, rounded up to the package with the Quantity Changed alert, once OK is pressed', async () => {
    const p = props();
    render(<CartPage {...p} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' });
    await userEvent.clear(field);
    await userEvent.type(field, '13');
    expect(p.actions.onQuantitySettle).not.toHaveBeenCalled();
    await userEvent.tab();
    const alert = screen.getByRole('alertdialog', { name: 'Quantity Changed' });
    // Sent once the buyer saw the new quantity: a question the store may ask never opens over the alert.
    expect(p.actions.onQuantitySettle).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(p.actions.onQuantitySettle).toHaveBeenCalledWith(1, 18);
  });

  it("asks the one over-stock question about a line's quantity: Continue and Cancel go to the store, the cart behind is hidden", async () => {
    const question = { itemId: 1, quantity: 500, items: [{ quantity: 500, inStock: 17, itemName: 'Azalea Pot 1' }] };
    const p = props({ state: cartState(cartOf([cartLine(1)]), { quantities: new Map([[1, 500]]), stockQuestion: question }) });
    const { rerender } = render(<CartPage {...p} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(dialog.textContent).toContain('You asked for 500 of Azalea Pot 1; 17 are in stock.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The cart behind is inert and hidden from assistive technology while the question is open.
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(p.actions.onCancelQuantity).toHaveBeenCalledTimes(1);
    rerender(<CartPage {...p} state={{ ...p.state }} />);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(p.actions.onConfirmQuantity).toHaveBeenCalledTimes(1);
    expect(p.actions.onQuantitySettle).not.toHaveBeenCalled();
  });

  it('shows the quantity the field holds while a change is on its way, and says it is updating', () => {
    const state = cartState(cartOf([cartLine(1)]), { quantities: new Map([[1, 30]]), pendingLines: new Set([1]), updating: true });
    render(<CartPage {...props({ state })} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' })).toHaveProperty('value', '30');
    expect(lineOf('Azalea Pot 1').getAttribute('aria-busy')).toBe('true');
    expect(lineOf('Azalea Pot 1').textContent).toContain('Updating…');
  });

  it("rounds an e-commerce customer's fulfillment item in ones, as the service checks it", async () => {
    const p = props({ state: cartState(cartOf([cartLine(1, { fulfillmentItem: true })])), ecomCustomer: true });
    render(<CartPage {...p} />);
    expect(lineOf('Azalea Pot 1').textContent).toContain('Package quantity: 1');
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' });
    await userEvent.clear(field);
    await userEvent.type(field, '13');
    await userEvent.tab();
    expect(p.actions.onQuantitySettle).toHaveBeenCalledWith(1, 13);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('groups kit lines under their kitName', () => {
    const cart = cartOf([cartLine(1), cartLine(2, { kitName: 'Bench configurator kit' }), cartLine(3, { kitName: 'Bench configurator kit' })]);
    render(<CartPage {...props({ state: cartState(cart) })} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Bench configurator kit' })).toBeTruthy();
    const kit = screen.getByRole('list', { name: 'Bench configurator kit' });
    expect(within(kit).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Azalea Pot 2', 'Azalea Pot 3']);
  });

  it.each(STOCK_CASES)("says the item card's stock sentence for the line's quantity: $name", (stockCase) => {
    const cart = cartOf([cartLine(1, { quantity: stockCase.quantity, backorderQuantity: backorderOf(stockCase), availability: stockCase.availability })]);
    render(<CartPage {...props({ state: cartState(cart) })} />);
    const status = within(within(lineOf('Azalea Pot 1')).getByRole('list', { name: 'Availability' })).getByRole('listitem');
    expect(status.textContent).toBe(stockCase.sentence);
    expect(status.className).toContain(`sf-availability__status--${stockCase.tone}`);
  });

  it("notes a backorder from the service's count alone when the line carries no availability", () => {
    const cart = cartOf([cartLine(1, { quantity: 24, backorderQuantity: 6 })]);
    render(<CartPage {...props({ state: cartState(cart) })} />);
    expect(lineOf('Azalea Pot 1').textContent).toContain('18 in stock, 6 on backorder: ships when received');
  });

  it("shows a refused change's message at its line, with Retry only when sending again can help", async () => {
    const refused = cartState(cartOf([cartLine(1), cartLine(2)]), {
      lineProblems: new Map([
        [1, { message: 'Quantity 13 of item GS-1001 is not a multiple of its package quantity 6; order 18 instead.', retry: false }],
        [2, { message: 'Could not reach the store.', retry: true }],
      ]),
    });
    const p = props({ state: refused });
    render(<CartPage {...p} />);
    const first = lineOf('Azalea Pot 1');
    expect(within(first).getByRole('alert').textContent).toContain('order 18 instead.');
    expect(within(first).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(lineOf('Azalea Pot 2')).getByRole('button', { name: 'Retry' }));
    expect(p.actions.onRetryLine).toHaveBeenCalledWith(2);
  });
});

describe('CartPage states', () => {
  it('prompts an anonymous visitor to log in', () => {
    render(<CartPage {...props({ state: cartState(null, { status: 'anonymous' }) })} />);
    expect(screen.getByText(CART_TEXT.loginPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('its sign-in link comes back to the cart (returnTo)', () => {
    render(<CartPage {...props({ state: cartState(null, { status: 'anonymous' }), loginReturnTo: '/cart' })} />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?returnTo=%2Fcart');
  });

  it('shows a skeleton while loading, hidden from assistive technology, and says it is loading', () => {
    const { container } = render(<CartPage {...props({ state: cartState(null), skeletonLines: 4 })} />);
    expect(container.querySelectorAll('.sf-cart-skeleton__line')).toHaveLength(4);
    expect(screen.getByText(CART_TEXT.loading)).toBeTruthy();
  });

  it('a failed load says why, with Retry', async () => {
    const p = props({ state: cartState(null, { status: 'failed', loadError: 'Could not reach the store to load your cart.' }) });
    render(<CartPage {...p} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the store to load your cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(p.actions.onRetryLoad).toHaveBeenCalled();
  });

  it('a failed reload shows one notice with Retry above the cart shown, empty or not', async () => {
    const loadError = 'Could not reach the store to load your cart.';
    for (const lines of [[cartLine(1)], []]) {
      const p = props({ state: cartState(cartOf(lines), { loadError }) });
      const { unmount } = render(<CartPage {...p} />);
      const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes(loadError));
      expect(alerts).toHaveLength(1);
      await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
      expect(p.actions.onRetryLoad).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('an empty cart says so and links back to shopping', () => {
    render(<CartPage {...props({ state: cartState(cartOf([])) })} />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('read-only: quantities as text, no editor, Remove, Clear cart, Clear backorders or Check out', () => {
    const withBackorder = cartState(cartOf([cartLine(1), cartLine(2, { backorderQuantity: 6 })]));
    render(<CartPage {...props({ readOnly: true, state: withBackorder })} />);
    expect(screen.queryByRole('button', { name: 'Clear backorders' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
    expect(lineOf('Azalea Pot 1').textContent).toContain('Quantity: 12 EA');
  });

  it('withCustomer hides every price and says why in the place of each line price and of the subtotal', () => {
    render(<CartPage {...props({ showPrices: false })} />);
    expect(document.body.textContent).not.toMatch(/\$\d/);
    const lines = screen.getAllByRole('article');
    for (const line of lines) expect(within(line).getByText('Price hidden while acting for a customer')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('SubtotalPrice hidden while acting for a customer');
    expect(screen.getByRole('link', { name: 'Check out' })).toBeTruthy();
  });
});

describe('CartPage summary and actions', () => {
  it('shows the subtotal of the answer and links Check out to /checkout', () => {
    render(<CartPage {...props()} />);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Subtotal$282.00');
    expect(within(summary).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe('/checkout');
  });

  it('marks the totals as updating while changes are on their way', () => {
    render(<CartPage {...props({ state: cartState(cartOf([cartLine(1)]), { updating: true }) })} />);
    expect(screen.getByText('Updating your cart…')).toBeTruthy();
  });

  it('Clear cart asks first, with Clear cart and Cancel; Cancel clears nothing', async () => {
    const p = props();
    render(<CartPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(p.actions.onClearCart).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Clear cart' })).getByRole('button', { name: 'Clear cart' }));
    expect(p.actions.onClearCart).toHaveBeenCalledOnce();
  });

  it("while the confirmation is open, its Clear cart and Cancel are the only buttons of those names (HOST-CONTRACT section 9)", async () => {
    render(<CartPage {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear cart' });
    expect(screen.getAllByRole('button', { name: 'Clear cart' })).toHaveLength(1);
    expect(dialog.contains(screen.getByRole('button', { name: 'Clear cart' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Closed: the cart is in the accessibility tree again.
    expect(screen.getAllByRole('button', { name: 'Clear cart' })).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers Clear backorders, confirmed, only when a line has a backorder', async () => {
    const { unmount } = render(<CartPage {...props()} />);
    expect(screen.queryByRole('button', { name: 'Clear backorders' })).toBeNull();
    unmount();
    const p = props({ state: cartState(cartOf([cartLine(1, { backorderQuantity: 6 })])) });
    render(<CartPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear backorders' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Clear backorders' })).getByRole('button', { name: 'Clear backorders' }));
    expect(p.actions.onClearBackorders).toHaveBeenCalledOnce();
  });

  it("shows the zip code service's message in place, and city and state when known", () => {
    const refused = estimateState({
      zipText: 'ABCDE',
      zip: { zipCode: 'ABCDE', result: { valid: false, message: '"ABCDE" is not a US zip code: use 5 digits (44021) or ZIP+4 (44021-1234).', city: null, state: null } },
      zipStatus: 'ready',
    });
    const { unmount } = render(<CartPage {...props({ estimate: refused })} />);
    const field = screen.getByRole('textbox', { name: 'Zip code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('"ABCDE" is not a US zip code: use 5 digits (44021) or ZIP+4 (44021-1234).');
    unmount();
    const known = estimateState({
      zipText: '44101',
      zip: { zipCode: '44101', result: { valid: true, message: null, city: 'Cleveland', state: 'OH' } },
      zipStatus: 'ready',
      shipping: { shipVia: 'GROUND', shippingCost: 42.5 },
      shippingStatus: 'ready',
    });
    render(<CartPage {...props({ estimate: known })} />);
    expect(screen.getByText('Cleveland, OH')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Order summary' }).textContent).toContain('Shipping estimate$42.50');
  });

  it('sends the zip code on leaving the field and a new ship method at once', async () => {
    const p = props();
    render(<CartPage {...p} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip code' }), '4');
    expect(p.estimateActions.onZipTextChange).toHaveBeenCalledWith('4');
    await userEvent.tab();
    expect(p.estimateActions.onZipSettle).toHaveBeenCalled();
    const shipVia = screen.getByRole('combobox', { name: 'Ship via' });
    expect([...(shipVia as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Ground freight', 'LTL truck', 'Customer pickup']);
    await userEvent.selectOptions(shipVia, 'LTL');
    expect(p.estimateActions.onShipViaChange).toHaveBeenCalledWith('LTL');
  });
});
