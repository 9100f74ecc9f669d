import { PRICE_HIDDEN_TEXT } from '../../domain/price';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../contract/responses';
import { addOnFixture, productDetailFixture, searchItemFixture } from '../../state/configuratorFixtures';
import type { Part, ProductPageState } from '../../state/productPage/productPageStore';
import { initialCardState, type CardState } from '../../state/search/cardStore';
import { renderWithEnv } from '../../testing';
import { expectPricingAgrees, readPricing, readQuantity } from '../../testing/pricing';
import { STOCK_CASES, STOCK_TODAY } from '../../testing/stockCases';
import { LOGIN_PROMPT_TEXT } from '../product/LoginPrompt';
import { NY_RESTRICTION_TEXT, ProductPageView, type ProductPageViewProps } from './ProductPage';

// happy-dom gives DOMPurify no real document; the browser tests check real sanitizing.
const sanitize = vi.fn((html: string) => `<em>clean</em> ${html.replace(/<[^>]*>/g, '')}`);
vi.mock('dompurify', () => ({ default: { sanitize: (html: string) => sanitize(html), addHook: () => {} } }));

const ready = <T,>(value: T): Part<T> => ({ status: 'ready', value, error: null });

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productDetailFixture({
    itemName: 'Heavy-Duty 1020 Flat Tray, No Holes',
    catalogSubHeader: 'Case of 10',
    mfgItemNumber: 'M-1020',
    imageNames: ['tray.svg', 'tray-detail.svg'],
    availability: [
      { warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 480, nextReceiptQty: 200, nextReceiptDate: '2026-12-03' },
      { warehouse: { warehouseCode: '1002', warehouseName: 'Lancaster, PA' }, quantityAvailable: 90, nextReceiptQty: null, nextReceiptDate: null },
    ],
    ...overrides,
  });
}

function state(overrides: Partial<ProductPageState> = {}, item: ProductDetail = detail()): ProductPageState {
  return {
    item: { ...ready(item), notFound: false },
    price: ready({ itemNumber: item.itemNumber, customerPrice: 1234.5, msrp: 1500, pricingLoaded: true }),
    stock: ready({ stockMessage: 'In stock at Burton, OH', disablePurchasing: false }),
    related: ready([]),
    recent: ready([]),
    addOnChoices: {},
    addingSelected: false,
    addSelectedError: null,
    addSelectedMessage: null,
    ...overrides,
  };
}

function props(overrides: Partial<ProductPageViewProps> = {}): ProductPageViewProps {
  return {
    itemNumber: 'HB-1020',
    state: state(),
    imageBase: 'https://cdn.example/products/',
    signedIn: true,
    showPrices: true,
    readOnly: false,
    ecomCustomer: false,
    cards: new Map<number, CardState>(),
    favorites: <button type="button">Add to favorites</button>,
    announcement: { message: '', repeat: 0 },
    onQuantityChange: vi.fn(),
    onAddToCart: vi.fn(),
    onRetryItem: vi.fn(),
    onRetryPrice: vi.fn(),
    onRetryStock: vi.fn(),
    onRetryRecent: vi.fn(),
    onAddOnSelectedChange: vi.fn(),
    onAddOnQuantityChange: vi.fn(),
    onAddSelected: vi.fn(),
    today: STOCK_TODAY,
    ...overrides,
  };
}

const show = (p: ProductPageViewProps) => renderWithEnv(<ProductPageView {...p} />);
const main = () => screen.getByRole('article', { name: 'Heavy-Duty 1020 Flat Tray, No Holes' });
const fact = (term: string) => within(main()).getByText(term).nextElementSibling?.textContent;

describe('ProductPageView', () => {
  it('shows the name as the page heading and the sub-header as text, never as markup', () => {
    show(props({ state: state({}, detail({ itemName: '<b>Tray</b>', catalogSubHeader: '<i>Case</i> of 10' })) }));
    expect(screen.getByRole('heading', { level: 1, name: '<b>Tray</b>' })).toBeTruthy();
    expect(screen.getByText('<i>Case</i> of 10')).toBeTruthy();
    expect(document.querySelector('.sf-product-page b, .sf-product-page i')).toBeNull();
  });

  it('lists item number, manufacturer item number, unit of measure, package and minimum quantity', () => {
    show(props());
    expect(fact('Item number')).toBe('HB-1020');
    expect(fact('Manufacturer item number')).toBe('M-1020');
    expect(fact('Unit of measure')).toBe('EA');
    expect(fact('Package quantity')).toBe('10');
    expect(fact('Minimum quantity')).toBe('10');
  });

  it('gives EA as unit of measure when the item has none, and minimum quantity 1 for an e-commerce customer on a fulfillment item', () => {
    show(props({ ecomCustomer: true, state: state({}, detail({ unitOfMeasure: null, fulfillmentItem: true })) }));
    expect(fact('Unit of measure')).toBe('EA');
    expect(fact('Minimum quantity')).toBe('1');
  });

  it('shows the restriction texts, the New York one included', () => {
    show(props({ state: state({}, detail({ restrictedText: 'Sold to licensed growers only.', isNyRestriced: true })) }));
    expect(screen.getByText('Sold to licensed growers only.')).toBeTruthy();
    expect(screen.getByText(NY_RESTRICTION_TEXT)).toBeTruthy();
  });

  it('shows the price with 2 decimals and the list price beside it', () => {
    show(props());
    expect(within(main()).getByText('$1,234.50')).toBeTruthy();
    expect(within(main()).getByText('List price $1,500.00')).toBeTruthy();
  });

  it.each(STOCK_CASES)('says the one stock sentence for the quantity on the page, once: $name', (stockCase) => {
    const item = detail({ availability: stockCase.availability });
    const cards = new Map([[item.itemId, initialCardState(stockCase.quantity)]]);
    // The stock answer of a stocked item carries no message of its own.
    show(props({ state: state({ stock: ready({ stockMessage: '', disablePurchasing: false }) }, item), cards }));
    const list = within(main()).getByRole('list', { name: 'Availability' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([stockCase.sentence]);
    expect(items[0]!.className).toContain(`sf-availability__status--${stockCase.tone}`);
  });

  it("says 'expected soon' for a backorder whose receipt date is before the viewer's today, never the past date", () => {
    const backorder = STOCK_CASES.find((c) => c.tone === 'backorder')!;
    const item = detail({ availability: backorder.availability });
    const cards = new Map([[item.itemId, initialCardState(backorder.quantity)]]);
    show(props({ state: state({ stock: ready({ stockMessage: '', disablePurchasing: false }) }, item), cards, today: '2026-12-06' }));
    const list = within(main()).getByRole('list', { name: 'Availability' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Backorder at Burton, OH: expected soon']);
  });

  it("shows the stock designation's message under the sentence, in the warning colour only when it stops purchasing", () => {
    show(props({ state: state({ stock: ready({ stockMessage: 'Special order - ships in 2-3 weeks', disablePurchasing: false }) }) }));
    const list = within(main()).getByRole('list', { name: 'Availability' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['In stock: 480 at Burton, OH', 'Special order - ships in 2-3 weeks']);
    expect(within(list).getByText('Special order - ships in 2-3 weeks').className).not.toContain('blocking');
  });

  it('shows the description sanitized', async () => {
    show(props({ state: state({}, detail({ description: '<p>Lasts<script>alert(1)</script></p>' })) }));
    await waitFor(() => expect(screen.getByText('clean').tagName).toBe('EM'));
    expect(document.querySelector('.sf-product-page__description script')).toBeNull();
  });

  it('starts the quantity at the sell multiple, with Add to cart and Configure links for configurator items, and the favorites control from the second pass', async () => {
    show(props());
    expect((within(main()).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('10');
    const configure = within(main()).getByRole('button', { name: 'Configure' });
    expect(configure.getAttribute('href')).toBe('/addons-configurator?item=HB-1020&qty=10');
    // The first render draws the item and its price; the favorites control follows a frame later, in its held row.
    expect(within(main()).queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    expect(document.querySelector('.sf-product-page__fav')).not.toBeNull();
    expect(await within(main()).findByRole('button', { name: 'Add to favorites' })).toBeTruthy();
  });

  it('adds once for a double click, with the price of this page', () => {
    const onAddToCart = vi.fn();
    show(props({ onAddToCart }));
    const add = within(main()).getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add, { detail: 1 });
    fireEvent.click(add, { detail: 2 });
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart.mock.calls[0]![0]).toMatchObject({ itemId: 501, customerPrice: 1234.5 });
  });

  it('disables Add to cart at quantity 0, while adding, and when the stock answer disables purchasing (then Call for price)', () => {
    const { unmount } = show(props({ cards: new Map([[501, { ...initialCardState(10), quantity: 0 }]]) }));
    expect((within(main()).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const adding = show(props({ cards: new Map([[501, { ...initialCardState(10), adding: true }]]) }));
    expect(within(main()).getByRole('button', { name: 'Add to cart' }).getAttribute('aria-busy')).toBe('true');
    adding.unmount();
    show(props({ state: state({ stock: ready({ stockMessage: 'Discontinued', disablePurchasing: true }) }) }));
    expect((within(main()).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(main()).getByText('Call for price')).toBeTruthy();
  });

  it('rounds a quantity up to the package on leaving the field, with the Quantity Changed alert', async () => {
    const onQuantityChange = vi.fn();
    show(props({ onQuantityChange, cards: new Map([[501, { ...initialCardState(10), quantity: 13 }]]) }));
    fireEvent.blur(within(main()).getByRole('spinbutton', { name: 'Quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(501, 20);
    expect(await screen.findByRole('alertdialog', { name: 'Quantity Changed' })).toBeTruthy();
  });

  it('read-only: shows the quantity as text, disables Add to cart and Configure', () => {
    show(props({ readOnly: true }));
    expect(within(main()).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect((within(main()).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(main()).getByRole('button', { name: 'Configure' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('withCustomer: hides the price and keeps stock and ordering', () => {
    show(props({ showPrices: false }));
    expect(within(main()).queryByText('$1,234.50')).toBeNull();
    expect(within(main()).getAllByText('Price hidden while acting for a customer').length).toBeGreaterThan(0);
    expect(within(main()).getByRole('list', { name: 'Availability' })).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('anonymous: no price, availability, quantity, add to cart or favorites, and the login prompt to /login', () => {
    show(props({ signedIn: false, showPrices: false, favorites: null, state: state({ price: { status: 'idle', value: null, error: null }, stock: { status: 'idle', value: null, error: null } }) }));
    expect(screen.getByRole('link', { name: LOGIN_PROMPT_TEXT }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Availability' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add selected to cart' })).toBeNull();
  });

  it('anonymous: related squares carry no price and never say prices are hidden for a customer', () => {
    show(props({ signedIn: false, showPrices: false, favorites: null, state: state({ related: ready([searchItemFixture({ itemId: 701, itemName: 'Square Tray', productUrl: '/order-now/product/701/12/square-tray' })]) }) }));
    const square = screen.getByRole('link', { name: /Square Tray/ }).closest('li')!;
    expect(square.textContent).not.toContain(PRICE_HIDDEN_TEXT);
  });

  it('acting for a customer: related squares say why their prices are hidden', () => {
    show(props({ signedIn: true, showPrices: false, state: state({ related: ready([searchItemFixture({ itemId: 701, itemName: 'Square Tray', productUrl: '/order-now/product/701/12/square-tray' })]) }) }));
    const square = screen.getByRole('link', { name: /Square Tray/ }).closest('li')!;
    expect(square.textContent).toContain(PRICE_HIDDEN_TEXT);
  });

  it('shows a failed price or stock call as a message with Retry, and the rest of the page', () => {
    const onRetryPrice = vi.fn();
    const onRetryStock = vi.fn();
    show(
      props({
        onRetryPrice,
        onRetryStock,
        state: state({
          price: { status: 'error', value: null, error: 'We could not load your price.' },
          stock: { status: 'error', value: null, error: 'We could not load the stock.' },
        }),
      }),
    );
    expect(screen.getByText('We could not load your price.')).toBeTruthy();
    const retries = within(main()).getAllByRole('button', { name: /Retry/ });
    fireEvent.click(retries[0]!);
    fireEvent.click(retries[1]!);
    expect(onRetryPrice).toHaveBeenCalledTimes(1);
    expect(onRetryStock).toHaveBeenCalledTimes(1);
    expect(within(main()).getByRole('list', { name: 'Availability' })).toBeTruthy();
  });

  it('says an unknown item is not found, in place, with a search for it', () => {
    show(props({ state: state({ item: { status: 'error', value: null, error: 'We could not find item "NOPE".', notFound: true } }) }));
    expect(screen.getByText(/We could not find item "NOPE"\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for “HB-1020”' }).getAttribute('href')).toBe('/search-results?term=HB-1020');
  });

  it('offers Retry when the item could not be loaded', () => {
    const onRetryItem = vi.fn();
    show(props({ onRetryItem, state: state({ item: { status: 'error', value: null, error: 'The service is not answering.', notFound: false } }) }));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetryItem).toHaveBeenCalled();
  });

  it('keeps the item shown when loading it again fails (a switch), and says so above it with Retry', async () => {
    const onRetryItem = vi.fn();
    const error = 'Could not reach the store to load this item. Check your connection and try again.';
    show(props({ onRetryItem, state: state({ item: { status: 'error', value: detail(), error, notFound: false } }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy-Duty 1020 Flat Tray, No Holes' })).toBeTruthy();
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(error));
    expect(alert).toBeTruthy();
    await userEvent.click(within(alert!).getByRole('button', { name: 'Retry' }));
    expect(onRetryItem).toHaveBeenCalledTimes(1);
  });

  describe('images', () => {
    it('shows the large image, thumbnails when there are several, and the original size in a zoom dialog that returns focus', async () => {
      const user = userEvent.setup();
      show(props());
      const zoom = screen.getByRole('button', { name: 'Zoom image of Heavy-Duty 1020 Flat Tray, No Holes' });
      expect(within(zoom).getByRole('img').getAttribute('src')).toBe('https://cdn.example/products/large/tray.svg');
      const thumbs = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('button');
      expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['Image 1 of 2', 'Image 2 of 2']);
      await user.click(thumbs[1]!);
      expect(within(zoom).getByRole('img').getAttribute('src')).toBe('https://cdn.example/products/large/tray-detail.svg');
      await user.click(zoom);
      // The dialog's code loads on the first zoom: under load that takes more than findBy's 1 s default.
      const dialog = await screen.findByRole('dialog', { name: 'Heavy-Duty 1020 Flat Tray, No Holes' }, { timeout: 5000 });
      expect(within(dialog).getByRole('img').getAttribute('src')).toBe('https://cdn.example/products/original/tray-detail.svg');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(zoom);
    });

    it('shows na.svg with neither thumbnails nor zoom for an item without images', () => {
      show(props({ state: state({}, detail({ imageNames: [] })) }));
      expect(screen.queryByRole('button', { name: /Zoom image/ })).toBeNull();
      expect(screen.queryByRole('list', { name: 'Images' })).toBeNull();
      expect(within(main()).getByRole('img', { name: 'Heavy-Duty 1020 Flat Tray, No Holes' }).getAttribute('src')).toBe('https://cdn.example/products/large/na.svg');
    });

    it('replaces an image that fails to load by the inline not-available picture, asking the image server for no other file', () => {
      show(props({ state: state({}, detail({ imageNames: ['gone.svg'] })) }));
      fireEvent.error(within(main()).getByRole('img'));
      const picture = within(main()).getByRole('img', { name: 'Heavy-Duty 1020 Flat Tray, No Holes: image not available' });
      expect(picture.tagName.toLowerCase()).toBe('svg');
      expect(main().querySelector('img')).toBeNull();
    });
  });

  describe('add-ons', () => {
    const addOns = [addOnFixture(), addOnFixture({ perMainUnit: 0.5, kind: 'replacement', item: { itemId: 602, itemName: '72-Cell Insert', sellMultiple: 4 } })];

    it('suggests each add-on quantity for the chosen main quantity, rounded up to its package', () => {
      show(props({ cards: new Map([[501, { ...initialCardState(10), quantity: 30 }]]), state: state({}, detail({ addOns })) }));
      const section = screen.getByRole('region', { name: 'Add-ons' });
      expect((within(section).getByRole('spinbutton', { name: 'Quantity of Humidity Dome, 7 in' }) as HTMLInputElement).value).toBe('30');
      expect((within(section).getByRole('spinbutton', { name: 'Quantity of 72-Cell Insert' }) as HTMLInputElement).value).toBe('16');
    });

    it('chooses an add-on with its checkbox and adds the selection with one button', () => {
      const onAddOnSelectedChange = vi.fn();
      const onAddSelected = vi.fn();
      show(props({ onAddOnSelectedChange, onAddSelected, state: state({ addOnChoices: { 601: { selected: true, quantity: null, edited: false } } }, detail({ addOns })) }));
      const section = screen.getByRole('region', { name: 'Add-ons' });
      fireEvent.click(within(section).getByRole('checkbox', { name: '72-Cell Insert' }));
      expect(onAddOnSelectedChange).toHaveBeenCalledWith(602, true);
      expect((within(section).getByRole('spinbutton', { name: 'Quantity of 72-Cell Insert' }) as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(within(section).getByRole('button', { name: 'Add selected to cart' }), { detail: 1 });
      expect(onAddSelected).toHaveBeenCalledTimes(1);
    });

    it('disables Add selected to cart when the item cannot be added (read-only)', () => {
      show(props({ readOnly: true, state: state({}, detail({ addOns })) }));
      expect((screen.getByRole('button', { name: 'Add selected to cart' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  it('shows related items as squares linking to their product pages', () => {
    show(props({ state: state({ related: ready([searchItemFixture({ itemId: 701, itemName: 'Square Tray', productUrl: '/order-now/product/701/12/square-tray' })]) }) }));
    const section = screen.getByRole('region', { name: 'Related items' });
    expect(within(section).getByRole('link', { name: /Square Tray/ }).getAttribute('href')).toBe('/order-now/product/701/12/square-tray');
  });

  it('shows recently ordered items as compact cards that link to their product pages and add to the cart', async () => {
    const onAddToCart = vi.fn();
    const recentItem = searchItemFixture({ itemId: 801, itemName: 'Seed Flat', productUrl: '/order-now/product/801/3/seed-flat' });
    show(props({ onAddToCart, state: state({ recent: ready([recentItem]) }) }));
    const card = within(await screen.findByRole('region', { name: 'Recently ordered' })).getByRole('article', { name: 'Seed Flat' });
    expect(within(card).getByRole('link', { name: 'Seed Flat' }).getAttribute('href')).toBe('/order-now/product/801/3/seed-flat');
    fireEvent.click(within(card).getByRole('button', { name: 'Add Seed Flat to cart' }), { detail: 1 });
    expect(onAddToCart).toHaveBeenCalledWith(recentItem);
  });

  it('says the price per unit and the case of 10 its sub-header names, and counts the quantity in that unit: 10 x $3.25 = $32.50', () => {
    const item = detail({ sellMultiple: 10, unitOfMeasure: { value: 'EA' } });
    show(props({ state: state({ price: ready({ itemNumber: item.itemNumber, customerPrice: 3.25, msrp: null, pricingLoaded: true }) }, item) }));
    const read = readPricing(main());
    expect(read).toEqual({ unitPrice: 3.25, priceUnit: 'EA', packPrice: 32.5, packSize: 10, packNoun: 'case' });
    expect(within(main()).getByText('Case of 10')).toBeTruthy();
    expect(fact('Unit of measure')).toBe(read.priceUnit);
    expect(fact('Package quantity')).toBe(String(read.packSize));
    const quantity = readQuantity(within(main()).getByRole('spinbutton', { name: 'Quantity' }));
    expect(quantity).toEqual({ quantity: 10, unit: 'EA' });
    expectPricingAgrees(read, quantity, read.packPrice);
  });

  it('says a recently ordered item\'s price per unit and pack, with its quantity in that unit: 6 x $4.00 = $24.00 a pack of 6', async () => {
    const recentItem = searchItemFixture({ itemId: 801, itemName: 'Seed Flat', customerPrice: 4, msrp: null, sellMultiple: 6, unitOfMeasure: { value: 'EA' } });
    show(props({ state: state({ recent: ready([recentItem]) }) }));
    const card = within(await screen.findByRole('region', { name: 'Recently ordered' })).getByRole('article', { name: 'Seed Flat' });
    const read = readPricing(card);
    expect(read).toEqual({ unitPrice: 4, priceUnit: 'EA', packPrice: 24, packSize: 6, packNoun: 'pack' });
    const quantity = readQuantity(within(card).getByRole('spinbutton', { name: 'Order quantity for Seed Flat' }));
    expect(quantity).toEqual({ quantity: 6, unit: 'EA' });
    expectPricingAgrees(read, quantity, read.packPrice);
  });

  it("names recently ordered items' controls after the item, so the main item's Quantity and Add to cart stay the only ones (HOST-CONTRACT section 9)", async () => {
    const recentItem = searchItemFixture({ itemId: 801, itemName: 'Seed Flat', productUrl: '/order-now/product/801/3/seed-flat' });
    show(props({ state: state({ recent: ready([recentItem]) }) }));
    const card = within(await screen.findByRole('region', { name: 'Recently ordered' })).getByRole('article', { name: 'Seed Flat' });
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    expect(screen.getAllByRole('spinbutton', { name: 'Quantity' })).toHaveLength(1);
    expect(within(card).getByRole('spinbutton', { name: 'Order quantity for Seed Flat' })).toBeTruthy();
    // A cart line's name (HOST-CONTRACT section 9) is not taken: a cart page may sit beside it.
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Seed Flat' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Add Seed Flat to cart' })).toBeTruthy();
  });
});
