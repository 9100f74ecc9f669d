import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { ErrorSummary } from './ErrorSummary';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { charactersLeftText, TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its error, then its hint', () => {
    render(<TextField label="PO number" hint="Printed on the invoice" error="Enter a PO number" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Error: Enter a PO number', 'Printed on the invoice']);
  });

  it('shows an error message (a service text) as an element of its own, found by its whole text', () => {
    render(<TextField label="Zip code" error="00012 is not an assigned US zip code." value="" onChange={() => {}} />);
    expect(screen.getByText('00012 is not an assigned US zip code.').tagName).toBe('SPAN');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Zip code" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the id the caller gives, so an error summary can link to it', () => {
    render(<TextField id="po" label="PO number" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'PO number' }).id).toBe('po');
  });
});

describe('TextAreaField', () => {
  it('says how many characters are left of the limit', () => {
    expect(charactersLeftText(0, 500)).toBe('500 characters left of 500');
    expect(charactersLeftText(499, 500)).toBe('1 character left of 500');
    expect(charactersLeftText(502, 500)).toBe('2 characters too many (limit 500)');
  });

  it('keeps text typed past the limit and describes the box with the count', () => {
    function Notes() {
      const [value, setValue] = useState('');
      return <TextAreaField label="Order notes" maxLength={5} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Notes />);
    const box = screen.getByRole('textbox', { name: 'Order notes' });
    fireEvent.change(box, { target: { value: 'abcdefg' } });
    expect((box as HTMLTextAreaElement).value).toBe('abcdefg');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('2 characters too many (limit 5)');
  });
});

describe('TextField with a limit', () => {
  it('counts the characters left of a PO number as the order notes do, and keeps text past the limit', () => {
    function PoNumber() {
      const [value, setValue] = useState('');
      return <TextField label="PO number" hint="Optional." characterLimit={25} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<PoNumber />);
    const field = screen.getByRole('textbox', { name: 'PO number' });
    const hint = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe('Optional. 25 characters left of 25');
    fireEvent.change(field, { target: { value: 'PO-1234567890-1234567890-12' } });
    expect((field as HTMLInputElement).value).toBe('PO-1234567890-1234567890-12');
    expect(hint()).toBe('Optional. 2 characters too many (limit 25)');
  });
});

describe('SelectField', () => {
  it('is a combobox named by its label with a placeholder option first', () => {
    render(
      <SelectField label="Ship via" placeholder="Choose" options={[{ value: 'UPS', label: 'UPS Ground' }]} value="" onChange={() => {}} />,
    );
    const select = screen.getByRole('combobox', { name: 'Ship via' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose', 'UPS Ground']);
  });
});

describe('RadioGroup', () => {
  it('names each radio by its label and reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Payment"
        name="payment"
        options={[
          { value: 'account', label: 'Pay on account' },
          { value: 'card', label: 'Pay by card' },
        ]}
        value="account"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Payment' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Pay on account' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Pay by card' }));
    expect(onValueChange).toHaveBeenCalledWith('card');
    expect(screen.getByRole('radio', { name: 'Pay by card' }).id).toBe('payment-card');
  });
});

describe('RadioGroup hints', () => {
  it('names a radio by its label alone and describes it by its hint', () => {
    render(
      <RadioGroup
        legend="Payment"
        name="pay"
        options={[{ value: 'card', label: 'Pay by card', hint: 'Visa, Mastercard, Amex' }]}
        value={null}
        onValueChange={() => {}}
      />,
    );
    const radio = screen.getByRole('radio', { name: 'Pay by card' });
    expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Visa, Mastercard, Amex');
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its label', () => {
    render(<CheckboxField label="Remember me" checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<ErrorSummary problems={[]} attempt={1} />);
    expect(container.textContent).toBe('');
  });

  it('takes focus after a failed submit and links each problem to its field', () => {
    render(
      <>
        <ErrorSummary problems={[{ fieldId: 'email', message: 'Enter your email address' }]} attempt={1} />
        <TextField id="email" label="Email" value="" onChange={() => {}} />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('does not take focus before the first submit', () => {
    render(<ErrorSummary problems={[{ fieldId: 'x', message: 'Wrong' }]} attempt={0} />);
    expect(document.activeElement).not.toBe(screen.getByRole('alert'));
  });
});
