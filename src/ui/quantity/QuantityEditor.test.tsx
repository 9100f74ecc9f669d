import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityEditor, quantityEditorStyle, SETTLE_AFTER_STEP_MS, SPIN_INITIAL_DELAY_MS, SPIN_INTERVAL_MS } from './QuantityEditor';
import type { QuantityEditorProps } from './QuantityEditor';
import { QUANTITY_CHANGED_MESSAGE } from './QuantityChangedAlert';
import { CHARACTER_REFUSED_MESSAGE, DECIMAL_REFUSED_MESSAGE, EXPONENT_REFUSED_MESSAGE } from '../../domain/numeric';

type Harness = Partial<QuantityEditorProps> & { initial?: number | null; spy?: (v: number | null) => void };

function Editor({ initial = 12, spy, ...rest }: Harness) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <QuantityEditor
        packageQuantity={12}
        {...rest}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          spy?.(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });

afterEach(() => {
  vi.useRealTimers();
});

describe('QuantityEditor', () => {
  it("names its field 'Quantity'", () => {
    render(<Editor />);
    expect(quantity()).toHaveProperty('value', '12');
  });

  it('rounds 7 up to 10 when the package quantity is 5 and opens the Quantity Changed alert', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={5} initial={5} spy={spy} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '7');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(10);
    const alert = screen.getByRole('alertdialog', { name: 'Quantity Changed' });
    expect(alert.textContent).toContain(QUANTITY_CHANGED_MESSAGE);
    expect(alert.textContent).toContain('Rounded up to 10: 2 packs of 5');
    expect(quantity()).toHaveProperty('value', '10');
  });

  it('describes the alert with the message and the rounding so both are announced', async () => {
    render(<Editor packageQuantity={12} initial={12} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '13');
    await userEvent.tab();
    const alert = screen.getByRole('alertdialog', { name: 'Quantity Changed' });
    const description = (alert.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe(`${QUANTITY_CHANGED_MESSAGE} Rounded up to 24: 2 packs of 12`);
  });

  it('moves focus to OK, stays open until OK, then returns focus to the field', async () => {
    const onRounded = vi.fn();
    render(<Editor packageQuantity={5} initial={5} onRounded={onRounded} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '6');
    await userEvent.tab();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(quantity());
    expect(onRounded).toHaveBeenCalledWith(10);
  });

  it('keeps Tab on OK while the alert is open', async () => {
    render(<Editor packageQuantity={5} initial={5} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '6');
    await userEvent.tab();
    const ok = screen.getByRole('button', { name: 'OK' });
    await userEvent.tab();
    expect(document.activeElement).toBe(ok);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
  });

  it('leaves a multiple of the package quantity as it is without an alert', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={5} initial={5} spy={spy} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '15');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(15);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('submits a whole number of packs on Enter, after the field settled', async () => {
    const onEnter = vi.fn();
    render(<Editor packageQuantity={5} initial={5} onEnter={onEnter} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '15{Enter}');
    expect(onEnter).toHaveBeenCalledWith(15);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rounds 7 up to 10 on Enter with packs of 5 and opens the alert instead of submitting', async () => {
    const onEnter = vi.fn();
    const spy = vi.fn();
    render(<Editor packageQuantity={5} initial={5} onEnter={onEnter} spy={spy} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '7{Enter}');
    expect(spy).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('alertdialog', { name: 'Quantity Changed' })).toBeTruthy();
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('leaves an empty field and zero as they are without an alert', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={5} initial={5} spy={spy} />);
    await userEvent.clear(quantity());
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.type(quantity(), '0');
    await userEvent.tab();
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('never cuts a quantity above the most one line holds: 99,999,999 with packs of 10 stays as typed, is said, and settles nothing', async () => {
    const spy = vi.fn();
    const onSettle = vi.fn();
    const onEnter = vi.fn();
    render(<Editor packageQuantity={10} initial={10} spy={spy} onSettle={onSettle} onEnter={onEnter} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '99,999,999');
    await userEvent.tab();
    expect(quantity()).toHaveProperty('value', '99,999,999');
    expect(spy).not.toHaveBeenCalledWith(999_990);
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(onSettle).not.toHaveBeenCalled();
    const status = screen.getAllByRole('status').find((node) => node.textContent === '99,999,999 is more than one line holds: at most 999,990 (99,999 cases of 10)');
    expect(status).toBeTruthy();
    expect(quantity().getAttribute('aria-describedby')).toContain(status!.id);
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(quantity().getAttribute('aria-valuemax')).toBe('999990');
    await userEvent.type(quantity(), '{Enter}');
    expect(onEnter).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes the largest whole number of packs one line holds, and settles once corrected', async () => {
    const onSettle = vi.fn();
    render(<Editor packageQuantity={50} initial={50} onSettle={onSettle} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '999999');
    await userEvent.tab();
    expect(screen.getByText('999,999 is more than one line holds: at most 999,950 (19,999 cases of 50)')).toBeTruthy();
    expect(onSettle).not.toHaveBeenCalled();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '999950');
    await userEvent.tab();
    expect(onSettle).toHaveBeenLastCalledWith(999_950);
    expect(quantity().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/more than one line holds/)).toBeNull();
    expect(increase()).toHaveProperty('disabled', true);
  });

  it('consumes the Enter that settles it, so a question opened by the settling is not answered by the same key', async () => {
    render(<Editor packageQuantity={6} initial={6} onSettle={() => {}} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '18');
    expect(fireEvent.keyDown(quantity(), { key: 'Enter' })).toBe(false);
  });

  it('steps by the package quantity with the buttons and never below 0', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={12} initial={12} spy={spy} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    fireEvent.pointerUp(increase());
    expect(spy).toHaveBeenLastCalledWith(24);
    fireEvent.pointerDown(decrease(), { button: 0 });
    fireEvent.pointerUp(decrease());
    fireEvent.pointerDown(decrease(), { button: 0 });
    fireEvent.pointerUp(decrease());
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(decrease()).toHaveProperty('disabled', true);
  });

  it('steps a non-multiple to the neighbouring multiples', () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={5} initial={7} spy={spy} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    fireEvent.pointerUp(increase());
    expect(spy).toHaveBeenLastCalledWith(10);
    fireEvent.pointerDown(decrease(), { button: 0 });
    fireEvent.pointerUp(decrease());
    expect(spy).toHaveBeenLastCalledWith(5);
  });

  it('repeats while held: first repeat after 500 ms, then every 50 ms, and stops on release', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    render(<Editor packageQuantity={1} initial={0} spy={spy} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    expect(spy).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SPIN_INITIAL_DELAY_MS - 1));
    expect(spy).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1 + SPIN_INTERVAL_MS));
    expect(spy).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 3));
    expect(spy).toHaveBeenCalledTimes(5);
    expect(spy).toHaveBeenLastCalledWith(5);
    fireEvent.pointerUp(increase());
    act(() => vi.advanceTimersByTime(1000));
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('stops repeating when the pointer leaves the button', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    render(<Editor packageQuantity={1} initial={0} spy={spy} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    fireEvent.pointerLeave(increase());
    act(() => vi.advanceTimersByTime(2000));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('settles on leaving the field, not while typing', async () => {
    const onSettle = vi.fn();
    render(<Editor packageQuantity={5} initial={5} onSettle={onSettle} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '15');
    expect(onSettle).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenLastCalledWith(15);
  });

  it('settles a rounded quantity once its Quantity Changed alert is confirmed, so nothing opens over the alert', async () => {
    const onSettle = vi.fn();
    render(<Editor packageQuantity={5} initial={5} onSettle={onSettle} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '7');
    await userEvent.tab();
    expect(screen.getByRole('alertdialog', { name: 'Quantity Changed' })).toBeTruthy();
    expect(onSettle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenLastCalledWith(10);
  });

  it('settles on Enter', async () => {
    const onSettle = vi.fn();
    render(<Editor packageQuantity={6} initial={6} onSettle={onSettle} />);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '18{Enter}');
    expect(onSettle).toHaveBeenCalledWith(18);
  });

  it('settles once the spinner comes to rest, with the last step', () => {
    vi.useFakeTimers();
    const onSettle = vi.fn();
    render(<Editor packageQuantity={6} initial={6} onSettle={onSettle} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    fireEvent.pointerUp(increase());
    fireEvent.pointerDown(increase(), { button: 0 });
    fireEvent.pointerUp(increase());
    act(() => vi.advanceTimersByTime(SETTLE_AFTER_STEP_MS - 1));
    expect(onSettle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenLastCalledWith(18);
  });

  it('steps once per keyboard press of a spinner button', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={6} initial={6} spy={spy} />);
    increase().focus();
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(12);
  });

  it('steps by the package quantity with the arrow keys', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={6} initial={6} spy={spy} />);
    await userEvent.click(quantity());
    await userEvent.keyboard('{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(spy).toHaveBeenLastCalledWith(0);
  });

  it('disables the field and both buttons while loading', () => {
    render(<Editor disabled />);
    expect(quantity()).toHaveProperty('disabled', true);
    expect(increase()).toHaveProperty('disabled', true);
    expect(decrease()).toHaveProperty('disabled', true);
  });

  it('shows the quantity as plain text when not editable', () => {
    render(<Editor editable={false} initial={24} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('Quantity: 24')).toBeTruthy();
  });

  it('names its buttons after the label, keeping a product name as written', () => {
    render(<Editor label="Quantity of PVC Tray Insert" />);
    expect(screen.getByRole('button', { name: 'Increase quantity of PVC Tray Insert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease quantity of PVC Tray Insert' })).toBeTruthy();
  });

  it('can show its label', () => {
    render(<Editor showLabel label="Qty per bench" />);
    expect(screen.getByRole('spinbutton', { name: 'Qty per bench' })).toBeTruthy();
  });

  it('carries its own style, or none when an ancestor styles it (unstyled)', () => {
    const { container, rerender } = render(<QuantityEditor value={12} packageQuantity={12} onValueChange={() => {}} />);
    const root = () => container.querySelector('.sf-quantity')!;
    expect(root().classList.length).toBe(2);
    rerender(<QuantityEditor value={12} packageQuantity={12} onValueChange={() => {}} unstyled />);
    expect([...root().classList]).toEqual(['sf-quantity']);
    expect(container.querySelector('.sf-numeric-input')!.classList.length).toBe(1);
  });

  it('draws its minus and plus as lines of the text colour, with no image to paint', () => {
    const styles = quantityEditorStyle.styles;
    expect(styles).toMatch(/\.sf-quantity__decrement::before\{background:linear-gradient\(currentColor, currentColor\) center \/ 14px 2px no-repeat;\}/);
    expect(styles).toContain('center / 2px 14px no-repeat');
    expect(styles).not.toContain('url(');
  });
});

describe('QuantityEditor: keys it refuses', () => {
  // Issue 30: a refused key dropped the selection, so the digits typed next were appended.
  const selectAll = () => {
    const input = quantity() as HTMLInputElement;
    input.focus();
    input.setSelectionRange(0, input.value.length);
  };

  it('replaces a selected 5 with 5 when "-5" is typed over it (not 55)', async () => {
    render(<Editor packageQuantity={1} initial={5} />);
    selectAll();
    await userEvent.keyboard('-5');
    expect(quantity()).toHaveProperty('value', '5');
  });

  it('replaces a selected 110 with 5 when "-5" is typed over it (not 1,110)', async () => {
    render(<Editor packageQuantity={1} initial={110} />);
    selectAll();
    await userEvent.keyboard('-5');
    expect(quantity()).toHaveProperty('value', '5');
  });

  it('never shifts the digits of "2.5" into 25: the decimal point and its fraction are refused', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={1} initial={null} spy={spy} />);
    await userEvent.type(quantity(), '2.5');
    expect(quantity()).toHaveProperty('value', '2');
    expect(spy).not.toHaveBeenCalledWith(25);
  });

  it('says why a decimal point is refused, in a status the screen reader announces', async () => {
    render(<Editor packageQuantity={1} initial={null} />);
    await userEvent.type(quantity(), '2.');
    const status = screen.getAllByRole('status').find((node) => node.textContent === DECIMAL_REFUSED_MESSAGE);
    expect(status).toBeTruthy();
    expect(quantity().getAttribute('aria-describedby')).toContain(status!.id);
  });

  it('keeps the selection when a letter is refused, so the next digit replaces it', async () => {
    render(<Editor packageQuantity={1} initial={42} />);
    selectAll();
    await userEvent.keyboard('x7');
    expect(quantity()).toHaveProperty('value', '7');
  });

  it('clears the decimal message on the next accepted edit', async () => {
    render(<Editor packageQuantity={1} initial={null} />);
    await userEvent.type(quantity(), '2.');
    await userEvent.keyboard('{Backspace}3');
    expect(screen.queryByText(DECIMAL_REFUSED_MESSAGE)).toBeNull();
    expect(quantity()).toHaveProperty('value', '3');
  });
});

describe('QuantityEditor: the reason of a refused key (issue 41)', () => {
  it('refuses the e of "1e3" and its exponent, with the reason: the field keeps 1, never 13', async () => {
    const spy = vi.fn();
    render(<Editor packageQuantity={1} initial={null} spy={spy} />);
    await userEvent.type(quantity(), '1e3');
    expect(quantity()).toHaveProperty('value', '1');
    expect(spy).not.toHaveBeenCalledWith(13);
    expect(screen.getByText(EXPONENT_REFUSED_MESSAGE)).toBeTruthy();
  });

  it('says why a letter is refused, and takes the digits after it', async () => {
    render(<Editor packageQuantity={1} initial={null} />);
    await userEvent.type(quantity(), '1x');
    expect(screen.getByText(CHARACTER_REFUSED_MESSAGE)).toBeTruthy();
    await userEvent.type(quantity(), '2');
    expect(quantity()).toHaveProperty('value', '12');
    expect(screen.queryByText(CHARACTER_REFUSED_MESSAGE)).toBeNull();
  });

  it('says why pasted text is refused instead of dropping it without a word', async () => {
    render(<Editor packageQuantity={1} initial={4} />);
    await userEvent.click(quantity());
    await userEvent.paste('1e3');
    expect(quantity()).toHaveProperty('value', '4');
    expect(screen.getByText(EXPONENT_REFUSED_MESSAGE)).toBeTruthy();
  });

  it('announces the message once: one status holds it, the field is described by it, and it is outside the row of buttons', async () => {
    render(<Editor packageQuantity={1} initial={null} />);
    await userEvent.type(quantity(), '2.');
    const holding = screen.getAllByRole('status').filter((node) => node.textContent === DECIMAL_REFUSED_MESSAGE);
    expect(holding).toHaveLength(1);
    const status = holding[0]!;
    expect(quantity().getAttribute('aria-describedby')?.split(' ')).toContain(status.id);
    // Under the stepper, not between its buttons: the row holding − and + does not hold the message.
    const row = decrease().parentElement!;
    expect(row.contains(increase())).toBe(true);
    expect(row.contains(status)).toBe(false);
  });
});
