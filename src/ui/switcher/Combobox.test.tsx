import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const options: ComboboxOption[] = [
  { key: '100512', label: 'Sunshine Garden Center (100512)', description: 'Garden Center' },
  { key: '100388', label: 'Riverside Landscape Co. (100388)' },
  { key: '100234', label: 'Maple Hollow Greenhouses (100234)' },
];

function Harness(props: Partial<ComboboxProps>) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Customer"
      value={value}
      onValueChange={setValue}
      options={options}
      loading={false}
      emptyText="No results found."
      onChoose={() => {}}
      {...props}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Customer' });
const key = (name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(input(), { key: name, ...init });

describe('Combobox (APG list autocomplete)', () => {
  it('is a combobox named by its label, controlling a listbox that is closed at first', () => {
    render(<Harness />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.getByRole('listbox', { hidden: true }).id).toBe(input().getAttribute('aria-controls'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on ArrowDown at the first option and moves with the arrows, wrapping', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    key('ArrowDown');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const [first, second, third] = screen.getAllByRole('option');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(second!.id);
    key('ArrowUp');
    key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(third!.id);
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
  });

  it('opens on ArrowUp at the last option', () => {
    render(<Harness />);
    key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
  });

  it('chooses the active option with Enter and closes the list, focus staying in the field', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    input().focus();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith(options[1]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('lets Enter through when no option is active (nothing is chosen)', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    fireEvent.change(input(), { target: { value: 'sun' } });
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closes on Escape, and clears the text on a second Escape', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'sun' } });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('sun');
    key('Escape');
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('leaves the list on Home and End so the caret moves in the text', () => {
    render(<Harness />);
    key('ArrowDown');
    const home = fireEvent.keyDown(input(), { key: 'Home' });
    expect(home).toBe(true);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    expect(fireEvent.keyDown(input(), { key: 'End' })).toBe(true);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it("says 'No results found.' in the list when the answer is empty, as an option nobody can choose", () => {
    const onChoose = vi.fn();
    render(<Harness options={[]} onChoose={onChoose} />);
    fireEvent.change(input(), { target: { value: 'zzz' } });
    const empty = screen.getByRole('option', { name: 'No results found.' });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
    key('ArrowDown');
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('chooses an option with a click', () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    key('ArrowDown');
    fireEvent.click(screen.getByRole('option', { name: /Maple Hollow/ }));
    expect(onChoose).toHaveBeenCalledWith(options[2]);
  });

  it('closes when the field loses focus', () => {
    render(<Harness />);
    key('ArrowDown');
    fireEvent.blur(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});
