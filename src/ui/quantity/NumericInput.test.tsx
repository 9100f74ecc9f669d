import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from './NumericInput';
import type { NumericInputProps } from './NumericInput';

function Controlled(props: Partial<NumericInputProps> & { initial?: number | null; spy?: (v: number | null) => void }) {
  const { initial = null, spy, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumericInput
      aria-label="Amount"
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Amount' });

describe('NumericInput', () => {
  it('reports each typed number and null when emptied', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    await userEvent.type(field(), '42');
    expect(spy).toHaveBeenLastCalledWith(42);
    await userEvent.clear(field());
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('ignores letters', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '1a2');
    expect(field()).toHaveProperty('value', '12');
  });

  it("says 'This value is too long' when more is typed than it accepts and keeps the accepted part", async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} maxLength={3} />);
    await userEvent.type(field(), '1234');
    expect(screen.getByText('This value is too long')).toBeTruthy();
    expect(field()).toHaveProperty('value', '123');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(spy).toHaveBeenLastCalledWith(123);
  });

  it('derives the accepted length from max when no maxLength is given', async () => {
    render(<Controlled min={0} max={999} />);
    await userEvent.type(field(), '1000');
    expect(screen.getByText('This value is too long')).toBeTruthy();
  });

  it('clears the too-long message after an accepted edit', async () => {
    render(<Controlled maxLength={2} />);
    await userEvent.type(field(), '123');
    await userEvent.type(field(), '{Backspace}');
    expect(screen.queryByText('This value is too long')).toBeNull();
  });

  it('clears the too-long message when the field is left: what was kept is the value', async () => {
    render(<Controlled maxLength={2} />);
    await userEvent.type(field(), '123');
    await userEvent.tab();
    expect(screen.queryByText('This value is too long')).toBeNull();
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('clamps to min and rounds to precision on leaving the field in strict mode', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} min={5} max={50} precision={1} maxLength={6} />);
    await userEvent.type(field(), '2');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(field()).toHaveProperty('value', '5');
    await userEvent.clear(field());
    await userEvent.type(field(), '7.25');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(7.3);
  });

  it('never cuts a number above max in strict mode: keeps it as typed, says "80 is more than the most, 50", gives no value and settles nothing', async () => {
    const spy = vi.fn();
    const onCommit = vi.fn();
    render(<Controlled spy={spy} min={5} max={50} maxLength={6} onCommit={onCommit} />);
    await userEvent.type(field(), '80');
    await userEvent.tab();
    expect(field()).toHaveProperty('value', '80');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(spy).not.toHaveBeenCalledWith(50);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('80 is more than the most, 50')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('says the limit its owner gives as the reason', async () => {
    render(<Controlled min={0} max={50} aboveMaxMessage={(typed) => `${typed}: one tray holds at most 50`} />);
    await userEvent.type(field(), '51');
    expect(screen.getByText('51: one tray holds at most 50')).toBeTruthy();
  });

  it('settles on Enter as on leaving the field, and keeps the focus', async () => {
    const spy = vi.fn();
    const onCommit = vi.fn();
    render(<Controlled spy={spy} min={5} max={50} maxLength={4} onCommit={onCommit} />);
    await userEvent.type(field(), '2{Enter}');
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(field()).toHaveProperty('value', '5');
    expect(onCommit).toHaveBeenCalledWith(5, expect.objectContaining({ type: 'keydown' }));
    expect(document.activeElement).toBe(field());
  });

  it('draws what it is given before and after the field in one row, with its message under the row', async () => {
    render(<Controlled maxLength={2} start={<button type="button">less</button>} end={<button type="button">more</button>} />);
    await userEvent.type(field(), '123');
    const row = field().parentElement!;
    expect(row.contains(screen.getByRole('button', { name: 'less' }))).toBe(true);
    expect(row.contains(screen.getByRole('button', { name: 'more' }))).toBe(true);
    expect(row.contains(screen.getByText('This value is too long'))).toBe(false);
  });

  it('keeps an out-of-range value when not strict', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} max={10} maxLength={4} strict={false} />);
    await userEvent.type(field(), '80');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(80);
    expect(field()).toHaveProperty('value', '80');
  });

  it('steps with the arrow keys within the bounds', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} initial={8} step={2} max={10} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveProperty('value', '10');
    await userEvent.keyboard('{ArrowDown}');
    expect(spy).toHaveBeenLastCalledWith(8);
  });

  it('shows a new value given from outside', () => {
    const { rerender } = render(<NumericInput aria-label="Amount" value={3} onValueChange={() => {}} />);
    expect(field()).toHaveProperty('value', '3');
    rerender(<NumericInput aria-label="Amount" value={12} onValueChange={() => {}} />);
    expect(field()).toHaveProperty('value', '12');
  });

  it('is named by its visible label', () => {
    render(<NumericInput label="Width" value={1} onValueChange={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toBeTruthy();
  });

  it('can be disabled', () => {
    render(<NumericInput aria-label="Amount" value={1} onValueChange={() => {}} disabled />);
    expect(field()).toHaveProperty('disabled', true);
  });
});
