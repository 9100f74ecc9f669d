import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../../contract/responses';
import { initialCardState } from '../../state/search/cardStore';
import { makeItem } from '../../state/search/testing';
import { renderWithEnv } from '../../testing';
import { expectPricingAgrees, readPricing, readQuantity } from '../../testing/pricing';
import { STOCK_CASES, STOCK_TODAY } from '../../testing/stockCases';
import { LOGIN_PROMPT_TEXT as LOGIN_PROMPT } from '../product/LoginPrompt';
import { ProductCard } from './ProductCard';
import type { ProductCardProps } from './ProductCard';

function props(overrides: Omit<Partial<ProductCardProps>, 'item'> & { item?: Partial<SearchItem> } = {}): ProductCardProps {
  const { item, ...rest } = overrides;
  const fullItem = makeItem({ itemId: 7, itemName: '6 in. Terra Cotta Round Pot, Natural', sellMultiple: 12, ...item });
  return {
    item: fullItem,
    imageBase: 'https://cdn.example/products/',
    authenticated: true,
    withCustomer: false,
    readOnly: false,
    ecomCustomer: false,
    card: initialCardState(fullItem.sellMultiple),
    onQuantityChange: vi.fn(),
    onAddToCart: vi.fn(),
    today: STOCK_TODAY,
    ...rest,
  };
}

const show = (p: ProductCardProps) => renderWithEnv(<ProductCard {...p} />);
const card = () => screen.getByRole('article');
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

describe('ProductCard', () => {
  it('is an article named by the full product title', () => {
    show(props());
    expect(screen.getByRole('article', { name: '6 in. Terra Cotta Round Pot, Natural' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '6 in. Terra Cotta Round Pot, Natural' }).getAttribute('href')).toBe(
      '/order-now/product/7/12/terra-cotta-pot',
    );
  });

  it('shows a product name holding HTML as text, never as markup', () => {
    show(props({ item: { itemName: '<b>Bold</b> Tray <img src=x onerror=alert(1)>', catalogSubHeader: '<i>Case</i> of 10' } }));
    expect(screen.getByRole('article', { name: '<b>Bold</b> Tray <img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(card().querySelector('b, i, img[src="x"]')).toBeNull();
    expect(card().textContent).toContain('<i>Case</i> of 10');
  });

  it('cuts a title above 60 characters and keeps the whole one in the tooltip and the name', () => {
    const long = 'Extra Heavy Duty Professional Grade Terra Cotta Round Pot With Drainage Saucer';
    show(props({ item: { itemName: long } }));
    const link = screen.getByRole('link', { name: /^Extra Heavy/ });
    expect(link.textContent).toBe(`${long.slice(0, 60).trimEnd()}…`);
    expect(link.getAttribute('title')).toBe(long);
    expect(screen.getByRole('article', { name: long })).toBeTruthy();
  });

  it('cuts the subtitle above 25 characters', () => {
    show(props({ item: { catalogSubHeader: 'Natural clay, hand finished, frost proof' } }));
    expect(screen.getByText('Natural clay, hand finish…')).toBeTruthy();
  });

  it('shows the first image in the thumb size and swaps in the inline not-available picture when it fails, asking the image server for nothing more', () => {
    show(props({ item: { imageNames: ['pot 7.jpg'] } }));
    const image = card().querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example/products/thumb/pot%207.jpg');
    fireEvent.error(image);
    expect(card().querySelector('img')).toBeNull();
    const picture = card().querySelector('svg.sf-not-available')!;
    expect(picture.textContent).toBe('Image not available');
    // Decorative on a card: the linked title names the product.
    expect(picture.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the na.svg placeholder for an item without images', () => {
    show(props({ item: { imageNames: [] } }));
    expect(card().querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/products/thumb/na.svg');
  });

  describe('anonymous visitor', () => {
    it('gets no price, availability, quantity, add to cart or favorites, and a login link', () => {
      show(props({ authenticated: false, favorites: <button type="button">Add to favorites</button> }));
      expect(screen.queryByText('$1.75')).toBeNull();
      expect(screen.queryByRole('list', { name: 'Availability' })).toBeNull();
      expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
      expect(screen.getByRole('link', { name: LOGIN_PROMPT }).getAttribute('href')).toBe('/login');
    });

    it("keeps the SPEC text word for word and links to /login with the page as returnTo in its href (a new tab comes back too)", () => {
      const { rerender } = show(props({ authenticated: false, loginReturnTo: '/search-results?term=pot' }));
      const link = screen.getByRole('link', { name: 'Click here for pricing and availability' });
      expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fsearch-results%3Fterm%3Dpot');
      rerender(<ProductCard {...props({ authenticated: false, loginReturnTo: '/search-results?term=pot&sort=itemNumberExact' })} />);
      expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fsearch-results%3Fterm%3Dpot%26sort%3DitemNumberExact');
    });
  });

  describe('price', () => {
    it('shows the price with 2 decimals per unit of measure', () => {
      show(props({ item: { customerPrice: 1234.5, unitOfMeasure: { value: 'CS' } } }));
      expect(screen.getByText('$1,234.50')).toBeTruthy();
      expect(screen.getByText('/ CS')).toBeTruthy();
    });

    it('says the price per unit, a case of 10 at ten times it, and counts the quantity in that unit: 10 x $3.25 = $32.50', () => {
      show(props({ item: { customerPrice: 3.25, msrp: null, sellMultiple: 10, unitOfMeasure: { value: 'EA' } } }));
      const read = readPricing(card());
      expect(read).toEqual({ unitPrice: 3.25, priceUnit: 'EA', packPrice: 32.5, packSize: 10, packNoun: 'case' });
      // The accessible name stays `Quantity`; the unit beside it describes it.
      const quantity = readQuantity(screen.getByRole('spinbutton', { name: 'Quantity' }));
      expect(quantity).toEqual({ quantity: 10, unit: 'EA' });
      // One case in the box costs the case price.
      expectPricingAgrees(read, quantity, read.packPrice);
    });

    it('prices a case of 100 at $15.00 when one unit is $0.15', () => {
      show(props({ item: { customerPrice: 0.15, msrp: null, sellMultiple: 100 } }));
      expect(screen.getByText('$15.00 a case of 100')).toBeTruthy();
      expectPricingAgrees(readPricing(card()), readQuantity(screen.getByRole('spinbutton', { name: 'Quantity' })), 15);
    });

    it('shows no pack price for an item sold singly, nor for an e-commerce customer ordering a fulfillment item in ones', () => {
      show(props({ item: { customerPrice: 89, sellMultiple: 1 } }));
      expect(readPricing(card()).packPrice).toBeNull();
      show(props({ ecomCustomer: true, item: { customerPrice: 2, sellMultiple: 10, fulfillmentItem: true } }));
      expect(readPricing(screen.getAllByRole('article')[1]!).packPrice).toBeNull();
    });

    it('defaults the unit of measure to EA', () => {
      show(props({ item: { unitOfMeasure: null } }));
      expect(screen.getByText('/ EA')).toBeTruthy();
    });

    it('shows a placeholder until pricing has loaded', () => {
      show(props({ item: { pricingLoaded: false } }));
      expect(screen.queryByText('$1.75')).toBeNull();
      expect(screen.getByText('Loading price')).toBeTruthy();
    });

    it("says 'Call for price' when the price is missing", () => {
      show(props({ item: { customerPrice: null } }));
      expect(screen.getByText('Call for price')).toBeTruthy();
    });

    it("says 'Call for price' when purchasing is disabled", () => {
      show(props({ item: { stockResult: { stockMessage: 'Discontinued', disablePurchasing: true } } }));
      expect(screen.getByText('Call for price')).toBeTruthy();
      expect(screen.getByText('Discontinued')).toBeTruthy();
    });

    it('is hidden with a customer (withCustomer), and says why in its place', () => {
      show(props({ withCustomer: true }));
      expect(screen.getByText('Price hidden while acting for a customer')).toBeTruthy();
      expect(screen.queryByText('$1.75')).toBeNull();
      expect(screen.queryByText('Call for price')).toBeNull();
      expect(screen.queryByText('Loading price')).toBeNull();
    });
  });

  describe('availability', () => {
    it.each(STOCK_CASES)('says the one stock sentence for the card quantity: $name', (stockCase) => {
      show(props({ item: { availability: stockCase.availability }, card: initialCardState(stockCase.quantity) }));
      const [status, ...rest] = within(screen.getByRole('list', { name: 'Availability' })).getAllByRole('listitem');
      expect(status!.textContent).toBe(stockCase.sentence);
      expect(status!.className).toContain(`sf-availability__status--${stockCase.tone}`);
      expect(rest).toEqual([]);
    });

    it("adds the designation's message as a note, a warning only when it stops purchasing", () => {
      show(props({ item: { stockResult: { stockMessage: 'Special order - ships in 2-3 weeks', disablePurchasing: false } } }));
      expect(screen.getByText('Special order - ships in 2-3 weeks').className).not.toContain('blocking');
    });
  });

  describe('minimum quantity', () => {
    it('is the sell multiple', () => {
      show(props({ item: { sellMultiple: 12, fulfillmentItem: true } }));
      expect(screen.getByText('Minimum quantity: 12')).toBeTruthy();
    });

    it('is 1 for an e-commerce customer on a fulfillment item', () => {
      show(props({ ecomCustomer: true, item: { sellMultiple: 12, fulfillmentItem: true } }));
      expect(screen.getByText('Minimum quantity: 1')).toBeTruthy();
    });

    it('lets an e-commerce customer step a fulfillment item one at a time, as the service accepts it', () => {
      const p = props({ ecomCustomer: true, item: { sellMultiple: 12, fulfillmentItem: true } });
      show(p);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Increase quantity' }), { button: 0 });
      fireEvent.pointerUp(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(p.onQuantityChange).toHaveBeenLastCalledWith(7, 13);
    });

    it('steps by the sell multiple for everyone else', () => {
      const p = props({ item: { sellMultiple: 12, fulfillmentItem: true } });
      show(p);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Increase quantity' }), { button: 0 });
      fireEvent.pointerUp(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(p.onQuantityChange).toHaveBeenLastCalledWith(7, 24);
    });
  });

  describe('quantity and add to cart', () => {
    it("starts the 'Quantity' field at the card's quantity and reports changes with the item id", async () => {
      const p = props();
      show(p);
      const field = screen.getByRole('spinbutton', { name: 'Quantity' });
      expect(field).toHaveProperty('value', '12');
      await userEvent.clear(field);
      await userEvent.type(field, '24');
      expect(p.onQuantityChange).toHaveBeenLastCalledWith(7, 24);
    });

    it('shows the quantity as plain text in a read-only context', () => {
      show(props({ readOnly: true }));
      expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
      expect(screen.getByText('Quantity: 12 EA')).toBeTruthy();
    });

    it('disables the quantity editor while loading', () => {
      show(props({ loading: true }));
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('disabled', true);
    });

    it('adds the item on click', async () => {
      const p = props();
      show(p);
      await userEvent.click(addButton());
      expect(p.onAddToCart).toHaveBeenCalledWith(p.item);
    });

    it('adds the item on Enter in the quantity field', async () => {
      const p = props();
      show(p);
      const field = screen.getByRole('spinbutton', { name: 'Quantity' });
      await userEvent.clear(field);
      await userEvent.type(field, '24{Enter}');
      expect(p.onAddToCart).toHaveBeenCalledTimes(1);
      expect(p.onAddToCart).toHaveBeenCalledWith(p.item);
    });

    it('adds nothing on Enter with quantity 0, with disabled purchasing, or while adding', async () => {
      const zero = props();
      const first = show(zero);
      await userEvent.clear(screen.getByRole('spinbutton', { name: 'Quantity' }));
      await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '0{Enter}');
      first.unmount();
      const blocked = props({ item: { stockResult: { stockMessage: '', disablePurchasing: true } } });
      const second = show(blocked);
      await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{Enter}');
      second.unmount();
      const busy = props({ card: { ...initialCardState(12), adding: true } });
      show(busy);
      // The field is disabled while adding: nothing can be typed or submitted.
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('disabled', true);
      expect(zero.onAddToCart).not.toHaveBeenCalled();
      expect(blocked.onAddToCart).not.toHaveBeenCalled();
    });

    it('disables Add to cart for quantity 0, disabled purchasing and a read-only context', () => {
      const { unmount } = show(props({ card: { ...initialCardState(12), quantity: 0 } }));
      expect(addButton()).toHaveProperty('disabled', true);
      unmount();
      const second = show(props({ item: { stockResult: { stockMessage: '', disablePurchasing: true } } }));
      expect(addButton()).toHaveProperty('disabled', true);
      second.unmount();
      show(props({ readOnly: true }));
      expect(addButton()).toHaveProperty('disabled', true);
    });

    it('marks the button busy while adding and ignores clicks', async () => {
      const p = props({ card: { ...initialCardState(12), adding: true } });
      show(p);
      expect(addButton().getAttribute('aria-busy')).toBe('true');
      expect(addButton().getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(addButton());
      expect(p.onAddToCart).not.toHaveBeenCalled();
    });

    it('shows the failure on the card and keeps the quantity', () => {
      show(props({ card: { quantity: 36, adding: false, error: 'Item 7 is discontinued.', added: null } }));
      expect(screen.getByRole('alert').textContent).toContain('Item 7 is discontinued.');
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '36');
    });

    it('confirms a successful add on the card', () => {
      show(props({ card: { quantity: 24, adding: false, error: null, added: 24 } }));
      expect(screen.getByText(/Added 24 to cart/)).toBeTruthy();
    });
  });

  describe('Configure', () => {
    const configurator = { addons: true, trackbench: true, slidebench: false, benchconversion: false };

    it('is a Configure button per configurator flag, linking to its route, the add-ons one with item and quantity', () => {
      show(props({ item: { itemNumber: 'BN-44', configurator }, card: { ...initialCardState(12), quantity: 24 } }));
      const buttons = screen.getAllByRole('button', { name: 'Configure' });
      expect(buttons.map((button) => button.getAttribute('href'))).toEqual([
        '/addons-configurator?item=BN-44&qty=24',
        '/track-bench-configurator',
      ]);
    });

    it('is pressed by Space, as a button is', () => {
      show(props({ item: { configurator } }));
      const [addons] = screen.getAllByRole('button', { name: 'Configure' });
      const clicked = vi.fn((event: Event) => event.preventDefault());
      addons!.addEventListener('click', clicked);
      fireEvent.keyDown(addons!, { key: ' ' });
      expect(clicked).toHaveBeenCalledTimes(1);
    });

    it('is a disabled button in a read-only context', () => {
      show(props({ readOnly: true, item: { configurator } }));
      expect(screen.getAllByRole('button', { name: 'Configure' }).every((button) => !button.hasAttribute('href'))).toBe(true);
      const buttons = screen.getAllByRole('button', { name: 'Configure' });
      expect(buttons).toHaveLength(2);
      for (const button of buttons) expect(button).toHaveProperty('disabled', true);
    });

    it('is absent without configurator flags', () => {
      show(props());
      expect(screen.queryByRole('button', { name: 'Configure' })).toBeNull();
    });
  });

  it('shows the favorites slot for a signed-in user', () => {
    show(props({ favorites: <button type="button">Add to favorites</button> }));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
  });
});

describe('search answer fields on the card', () => {
  it("shows catalogHeader as the card's small heading line, bfgShortSku beside the item number", () => {
    show(props({ item: { catalogHeader: 'Nursery Containers', bfgShortSku: 'PT-104', itemNumber: 'P-1040' } }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Nursery Containers')).toBeTruthy();
    expect(within(card).getByText('Item #P-1040')).toBeTruthy();
    expect(within(card).getByText('SKU PT-104')).toBeTruthy();
  });

  it('leaves both out when the answer has them empty', () => {
    show(props({ item: { catalogHeader: '', bfgShortSku: '' } }));
    expect(within(screen.getByRole('article')).queryByText(/^SKU /)).toBeNull();
  });

  it('adds "Regional warehouse: 120" as a third availability line for a signed-in user', () => {
    show(props({ item: { regionalWarehouseQty: 120 } }));
    const lines = within(screen.getByRole('list', { name: 'Availability' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toContain('Regional warehouse: 120');
  });
});
