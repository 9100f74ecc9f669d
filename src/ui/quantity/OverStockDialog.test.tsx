import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { overStock } from '../../domain/stock';
import { OVER_STOCK_CANCEL, OVER_STOCK_CONFIRM, OVER_STOCK_TITLE, OverStockDialog, useOverStockQuestion } from './OverStockDialog';

const tray = { quantity: 999_975, inStock: 1175, itemName: 'PVC Tray' };

describe('OverStockDialog: the one over-stock question', () => {
  it('asks "More than is in stock?" with the words of overStockQuestion, Cancel and Continue', async () => {
    render(<OverStockDialog items={[tray]} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: OVER_STOCK_TITLE });
    expect(OVER_STOCK_TITLE).toBe('More than is in stock?');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('You asked for 999,975 of PVC Tray; 1,175 are in stock.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['', OVER_STOCK_CANCEL, OVER_STOCK_CONFIRM]);
    expect([OVER_STOCK_CANCEL, OVER_STOCK_CONFIRM]).toEqual(['Cancel', 'Continue']);
  });

  it('starts with focus on Cancel, the safe answer to a likely typo', async () => {
    render(<OverStockDialog items={[tray]} onConfirm={() => {}} onCancel={() => {}} />);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
  });
});

function Asker({ quantity, proceed, cancel }: { quantity: number; proceed: () => void; cancel: () => void }) {
  const { ask, question, asking } = useOverStockQuestion();
  return (
    <>
      <button type="button" onClick={() => ask([overStock(quantity, [{ quantityAvailable: 17 }], 'Hose bib')], proceed, cancel)}>
        Set
      </button>
      <p>{asking ? 'asking' : 'not asking'}</p>
      {question}
    </>
  );
}

describe('useOverStockQuestion: ask, then proceed or cancel', () => {
  it('proceeds at once within ten times the stock', async () => {
    const proceed = vi.fn();
    render(<Asker quantity={170} proceed={proceed} cancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks about 500 against 17 in stock and proceeds only on Continue', async () => {
    const proceed = vi.fn();
    render(<Asker quantity={500} proceed={proceed} cancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(dialog.textContent).toContain('You asked for 500 of Hose bib; 17 are in stock.');
    expect(screen.getByText('asking')).toBeTruthy();
    expect(proceed).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('calls cancel and never proceeds on Cancel or Escape', async () => {
    const proceed = vi.fn();
    const cancel = vi.fn();
    render(<Asker quantity={500} proceed={proceed} cancel={cancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(proceed).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
