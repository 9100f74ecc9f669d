import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '../../contract/responses';
import { initialCardState, type CardState } from '../../state/search/cardStore';
import { makeItem } from '../../state/search/testing';
import { OrderControls } from './OrderControls';

const burton = { warehouseCode: '1001', warehouseName: 'Burton, OH' };
const mentor = { warehouseCode: '1002', warehouseName: 'Mentor, OH' };

/** An item with 1,000 at its own warehouse and 175 at the backup: 1,175 in stock. */
function stockedItem(overrides: Partial<SearchItem> = {}): SearchItem {
  return makeItem({
    sellMultiple: 25,
    availability: [
      { warehouse: burton, quantityAvailable: 1000, nextReceiptQty: null, nextReceiptDate: null },
      { warehouse: mentor, quantityAvailable: 175, nextReceiptQty: null, nextReceiptDate: null },
    ],
    ...overrides,
  });
}

function Harness({ item, onAdd, initial }: { item: SearchItem; onAdd: () => void; initial?: Partial<CardState> }) {
  const [card, setCard] = useState<CardState>({ ...initialCardState(item.sellMultiple), ...initial });
  return (
    <OrderControls
      item={item}
      card={card}
      readOnly={false}
      ecomCustomer={false}
      onQuantityChange={(_, quantity) => setCard((current) => ({ ...current, quantity }))}
      onAdd={onAdd}
    />
  );
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

async function typeQuantity(text: string) {
  await userEvent.clear(quantity());
  await userEvent.type(quantity(), text);
}

describe('OrderControls: adding far more than is in stock', () => {
  it('asks the one over-stock question, "You asked for 999,975 of PVC Tray; 1,175 are in stock.", before adding', async () => {
    const onAdd = vi.fn();
    render(<Harness item={stockedItem({ itemName: 'PVC Tray' })} onAdd={onAdd} />);
    await typeQuantity('999975');
    await userEvent.click(addButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(dialog.textContent).toContain('You asked for 999,975 of PVC Tray; 1,175 are in stock.');
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the quantity and adds nothing on Cancel', async () => {
    const onAdd = vi.fn();
    render(<Harness item={stockedItem()} onAdd={onAdd} />);
    await typeQuantity('999975');
    await userEvent.click(addButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(quantity().value).toBe('999975');
  });

  it('asks on Enter in the field too', async () => {
    const onAdd = vi.fn();
    render(<Harness item={stockedItem()} onAdd={onAdd} />);
    await typeQuantity('999975{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'More than is in stock?' })).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds without asking within ten times the stock', async () => {
    const onAdd = vi.fn();
    render(<Harness item={stockedItem()} onAdd={onAdd} />);
    await typeQuantity('11750');
    await userEvent.click(addButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('OrderControls: after an add', () => {
  it("offers 'View cart', a link to /cart, beside 'Added … to cart'", () => {
    render(<Harness item={stockedItem()} onAdd={vi.fn()} initial={{ added: 25 }} />);
    expect(screen.getByText(/Added 25 to cart/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
  });
});
