import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageBus } from '../../src/bus/bus';
import { mountWidget } from '../../src/runtime/widgetCore';
import { cartLine } from '../../src/state/cartPage/testing';
import { detail } from '../../src/state/quickOrder/testing';
import { anonymousPageContext, testPageContext, writePageContext } from '../../src/testing/pageData';
import { PRICE_HIDDEN_TEXT } from '../../src/domain/price';
import { FILE_MAX_BYTES } from '../../src/ui/quickOrder/QuickOrderPad';
import { QUICK_ORDER_WIDGET } from './widget';

const CATALOGUE: Record<string, ReturnType<typeof detail>> = {
  HB01001: detail('HB01001', { itemName: 'Azalea Pot', sellMultiple: 12, customerPrice: 2 }),
  HB01002: detail('HB01002', { itemName: 'Tray', sellMultiple: 1, customerPrice: 10 }),
  HB01003: detail('HB01003', {
    itemName: 'Bench Clip',
    sellMultiple: 1,
    customerPrice: 1,
    availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 17, nextReceiptQty: null, nextReceiptDate: null }],
  }),
};

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let addAnswer: () => Response;

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (message: string) => json({ message: JSON.stringify({ Message: message, Error: 'BadRequest' }) }, 400);

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  addAnswer = () => json({ lineCount: 2, totalQuantity: 14, subtotal: 44 });
  document.body.insertAdjacentHTML('beforeend', '<div id="quickOrder"></div>');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const path = new URL(String(request ? request.url : input)).pathname.replace(/^.*\/api\//, '').replace(/^\/?/, '');
      const body = JSON.parse(request ? await request.text() : String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const asked = String(body.itemNumber ?? '').trim().toUpperCase();
      if (asked.startsWith('FAIL')) return json({ message: JSON.stringify({ Message: 'The catalogue is down.', Error: 'ServerError' }) }, 500);
      if (asked.startsWith('HOLD')) return new Promise<Response>(() => {});
      const found = CATALOGUE[asked];
      if (path.endsWith('Product/GetItem')) return found ? json(found) : refusal(`itemNumber: there is no item "${String(body.itemNumber)}".`);
      if (path.endsWith('Product/GetProductCustomerPrice')) {
        return found ? json({ prices: [{ itemNumber: found.itemNumber, customerPrice: found.customerPrice, msrp: null, pricingLoaded: true }] }) : refusal('no item');
      }
      if (path.endsWith('Cart/AddItemsToCart')) return addAnswer();
      if (path.endsWith('Cart/GetCart')) return json({ lineCount: 1, totalQuantity: 24, subtotal: 48, lines: [cartLine(CATALOGUE.HB01001!.itemId)], warehouseCode: '1001', shipTo: null });
      return json({});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mount = () => mountWidget(QUICK_ORDER_WIDGET, document.getElementById('quickOrder') as HTMLElement, window);

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: /^Paste items/ }, { timeout: 10_000 });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
}

describe('quickOrder entry: the pad', () => {
  it('pastes lines, prices them, rounds to the package, and adds the ready rows with one call, update cart and update cart items', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const badges: unknown[] = [];
    const cartLines: unknown[] = [];
    getPageBus(window).on('update cart', 'test', (payload) => badges.push(payload));
    getPageBus(window).on('update cart items', 'test', (payload) => cartLines.push(payload));
    const unmount = mount();
    await paste('Item\tQty\nHB01001\t20\nhb01002\t2\nNOPE 3');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01001' });
    expect(await screen.findByText('Rounded up to 24: 2 packs of 12')).toBeTruthy();
    expect(await screen.findByText('Item NOPE was not found.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('2 ready')).toBeTruthy());
    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    fireEvent.click(add);
    await screen.findByText('2 lines were added to your cart.');
    const adds = calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'));
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body.items).toEqual([{ itemId: CATALOGUE.HB01001!.itemId, qty: 24 }, { itemId: CATALOGUE.HB01002!.itemId, qty: 2 }]);
    expect(badges).toHaveLength(1);
    // An open cart page reloads its lines on update cart items: the cart's lines, from Cart/GetCart.
    await waitFor(() => expect(cartLines).toEqual([{ lines: [expect.objectContaining({ itemId: CATALOGUE.HB01001!.itemId })] }]));
    expect(calls.filter((c) => c.path.endsWith('Cart/GetCart'))).toHaveLength(1);
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of HB01001' })).toBeNull();
    expect(screen.getByText('Item NOPE was not found.')).toBeTruthy();
    getPageBus(window).off('update cart', 'test');
    getPageBus(window).off('update cart items', 'test');
    unmount();
  });

  it('asks before adding far more than is in stock (500 against 17), as everywhere a quantity is set: Cancel adds nothing, Continue adds once', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01003 500\nHB01002 2');
    await waitFor(() => expect(screen.getByText('2 ready')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const question = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(question.textContent).toContain('You asked for 500 of Bench Clip; 17 are in stock.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'))).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of HB01003' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'More than is in stock?' })).getByRole('button', { name: 'Continue' }));
    await screen.findByText('2 lines were added to your cart.');
    const adds = calls.filter((c) => c.path.endsWith('Cart/AddItemsToCart'));
    expect(adds).toHaveLength(1);
    expect(adds[0]!.body.items).toEqual([{ itemId: 1003, qty: 500 }, { itemId: 1002, qty: 2 }]);
    unmount();
  });

  it('a not-found number is corrected in place and looked up again', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Item number' }, { timeout: 10_000 }), 'HB0100l{Enter}');
    const fix = await screen.findByRole('textbox', { name: 'Correct HB0100l' });
    await user.clear(fix);
    await user.type(fix, 'HB01001{Enter}');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of HB01001' });
    expect(screen.queryByText(/was not found/)).toBeNull();
    // The box is gone: focus stays on the row it corrected, not lost to the page.
    expect(document.activeElement).toBe(quantity.closest('li'));
    unmount();
  });

  it('a number typed in another case is shown and named by the catalogue number once found; one not found keeps what was typed', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Item number' }, { timeout: 10_000 });
    await user.type(box, 'hb01002{Enter}');
    await user.type(box, 'nope-7{Enter}');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    expect(screen.getByRole('button', { name: 'Remove HB01002' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of hb01002' })).toBeNull();
    expect(await screen.findByText('Item nope-7 was not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove nope-7' })).toBeTruthy();
    unmount();
  });

  it('says on the row when it changed the buyer\'s numbers (lines added together, no quantity in the sheet); Undo takes a merge back', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01002,50\nhb01002,100\nHB01001\t');
    const quantity = (await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' })) as HTMLInputElement;
    expect(quantity.value).toBe('150');
    expect(screen.getByText('2 lines added together: 50 + 100')).toBeTruthy();
    expect(await screen.findByText('No quantity in the sheet: one package of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo adding together HB01002' }));
    await waitFor(() => expect(quantity.value).toBe('50'));
    expect(screen.queryByText('2 lines added together: 50 + 100')).toBeNull();
    unmount();
  });

  it('a not-found row corrected to an item on the pad says "Added to the row above"; Undo brings it back as it was', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    await paste('HB01002,5\nNOPE,3');
    const fix = await screen.findByRole('textbox', { name: 'Correct NOPE' });
    await user.clear(fix);
    await user.type(fix, 'hb01002{Enter}');
    const note = await screen.findByText('Added to the row above');
    expect(document.activeElement).toBe(note.closest('li'));
    expect(((await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' })) as HTMLInputElement).value).toBe('8');
    expect(screen.getByText('2 lines added together: 5 + 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo correcting NOPE' }));
    expect(await screen.findByText('Item NOPE was not found.')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Quantity of HB01002' }) as HTMLInputElement).value).toBe('5');
    expect(screen.queryByText('Added to the row above')).toBeNull();
    unmount();
  });

  it("an unreadable line gets the correction box of a not-found row; problem rows keep the sheet's description; the summary counts unreadable rows", { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    await paste('HB01002\tTray, blue\t2.5\nNOPE\tRed pot\t3');
    expect(await screen.findByText('From your sheet: Red pot')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 unreadable')).toBeTruthy());
    const fix = screen.getByRole('textbox', { name: 'Correct Line 1' });
    await user.clear(fix);
    await user.type(fix, 'HB01002 3{Enter}');
    expect(((await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' })) as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(screen.getByText('0 unreadable')).toBeTruthy());
    unmount();
  });

  it("a row's quantity shows its unit, and its stock sentence follows the quantity as the cart's does", { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01002,500');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    expect(document.getElementById(quantity.getAttribute('aria-describedby') ?? '')?.textContent).toBe('EA');
    // 340 at Burton, OH (the fake item's stock): 500 is part in stock, part on backorder.
    expect(await screen.findByText('340 in stock at Burton, OH, 160 on backorder: ships when received')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '20' } });
    expect(await screen.findByText('In stock: 340 at Burton, OH')).toBeTruthy();
    unmount();
  });

  it('after adding, offers View cart (a link to /cart) with the added message', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01002,2');
    await waitFor(() => expect(screen.getByText('1 ready')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const status = (await screen.findByText('1 line was added to your cart.')).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    unmount();
  });

  /** The text of every live region of the page that says something (status, alert, aria-live). */
  const liveTexts = () =>
    [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')]
      .filter((el) => !el.parentElement?.closest('[role="status"], [role="alert"], [aria-live]'))
      .map((el) => (el.textContent ?? '').trim())
      .filter((text) => text !== '');

  it('announces the lines added once, when their lookups have settled, and no row problem as a second alert', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('Item\tQty\nHB01001\t20\nhb01002\t2\nNOPE 3\n,4\nFAIL1,2');
    await screen.findByText('Item NOPE was not found.');
    await waitFor(() => expect(liveTexts()).toEqual(['5 lines added: 2 ready, 1 not found, 0 not orderable, 1 unreadable, 1 not looked up']));
    expect(screen.getByText(/The lookup of FAIL1 failed/)).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    unmount();
  });

  it('the status line waits while lookups of the lines added are out (no count said piece by piece)', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await screen.findByRole('textbox', { name: /^Paste items/ }, { timeout: 10_000 });
    const before = liveTexts();
    await paste('HB01002,2\nHOLD1,1');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    expect(liveTexts()).toEqual(before);
    expect(screen.getByText('0 ready').closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    unmount();
  });

  it('a removed row, its Undo, and the added-to-cart message are each announced once', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01001\t24\nHB01002\t2');
    await waitFor(() => expect(liveTexts()).toEqual(['2 lines added: 2 ready, 0 not found, 0 not orderable, 0 unreadable']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove HB01002' }));
    await waitFor(() => expect(liveTexts()).toEqual(['Removed HB01002. 1 ready, 0 not found, 0 not orderable, 0 unreadable']));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(liveTexts()).toEqual(['HB01002 is back on the pad. 2 ready, 0 not found, 0 not orderable, 0 unreadable']));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(liveTexts()).toEqual(['2 lines were added to your cart. View cart 0 ready, 0 not found, 0 not orderable, 0 unreadable']));
    unmount();
  });

  it('reads an uploaded CSV file into rows (semicolons, BOM, CRLF)', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Upload a CSV file', {}, { timeout: 10_000 })) as HTMLInputElement;
    await user.upload(input, new File(['\uFEFFArtikel;Menge\r\nHB01002;3\r\n'], 'order.csv', { type: 'text/csv' }));
    expect(((await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' }, { timeout: 5000 })) as HTMLInputElement).value).toBe('3');
    unmount();
  });

  it('a customer switch re-prices every row in place, for the new customer, rows kept', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    await paste('HB01002,3');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' }, { timeout: 5000 });
    // The item answer carries the customer's price (pricingLoaded): asked again, it prices the row.
    const lookups = () => calls.filter((c) => c.path.endsWith('Product/GetItem'));
    const before = lookups().length;
    getPageBus(window).emit('customer change', { customer: { customerNumber: '100512', customerType: 'Retail', ecomCustomer: false }, warehouseCode: '1001', shipTo: null });
    await waitFor(() => expect(lookups().length).toBe(before + 1));
    expect(lookups().at(-1)?.body.customerNumber).toBe('100512');
    expect(((await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' })) as HTMLInputElement).value).toBe('3');
    unmount();
  });

  it('a refused add shows the service message as written and keeps every row', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    addAnswer = () => refusal('Line 1 (item HB01002): this account is on credit hold.');
    const unmount = mount();
    await paste('HB01002,2');
    await waitFor(() => expect(screen.getByText('1 ready')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Line 1 (item HB01002): this account is on credit hold.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of HB01002' })).toBeTruthy();
    unmount();
  });

  it('keeps the pad over a reload for the same customer', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const first = mount();
    await paste('HB01002,3');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Paste items/ }), { target: { value: 'HB01001\t12' } });
    await waitFor(() => expect(sessionStorage.getItem(`sf-quick-order:${testPageContext().companyUserId}:${testPageContext().customer?.customerNumber}`)).toContain('HB01001\\t12'));
    first();
    const again = mount();
    expect(((await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' })) as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('textbox', { name: /^Paste items/ }) as HTMLTextAreaElement).value).toBe('HB01001\t12');
    again();
  });

  it('read-only: the pad checks prices, with no Add to cart and the reason', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext({ readOnly: true }));
    const unmount = mount();
    await paste('HB01002,3');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText(/read-only/)).toBeTruthy();
    unmount();
  });

  it('withCustomer: no price call and no price, the row says why and stays orderable', { timeout: 20_000 }, async () => {
    writePageContext({ ...testPageContext(), withCustomer: true });
    const unmount = mount();
    await paste('HB01002,3');
    await screen.findByRole('spinbutton', { name: 'Quantity of HB01002' });
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 ready')).toBeTruthy());
    expect(calls.filter((c) => c.path.endsWith('Product/GetProductCustomerPrice'))).toEqual([]);
    expect(screen.queryByText(/\$10\.00/)).toBeNull();
    unmount();
  });

  it('a file over 2 MB is refused with a message naming it; nothing is read', { timeout: 20_000 }, async () => {
    writePageContext(testPageContext());
    const unmount = mount();
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Upload a CSV file', {}, { timeout: 10_000 })) as HTMLInputElement;
    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: FILE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toContain('huge.csv is larger than 2 MB');
    expect(screen.queryByRole('list', { name: 'Quick order lines' })).toBeNull();
    unmount();
  });

  it('anonymous: a sign-in link to /login, no pad and no calls', { timeout: 20_000 }, async () => {
    writePageContext(anonymousPageContext());
    const unmount = mount();
    const link = await screen.findByRole('link', { name: 'Sign in to order by item number' });
    expect(link.getAttribute('href')).toMatch(/^\/login/);
    expect(screen.queryByRole('textbox', { name: /Paste items/ })).toBeNull();
    expect(calls).toEqual([]);
    unmount();
  });
});
