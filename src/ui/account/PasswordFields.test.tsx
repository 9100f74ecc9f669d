import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkPassword } from '../../domain/password';
import { renderWithEnv } from '../../testing';
import { NewPasswordField, PasswordFields, type PasswordFieldsProps } from './PasswordFields';

const props = (overrides: Partial<PasswordFieldsProps> = {}): PasswordFieldsProps => ({
  ids: { password: 'pw', confirmation: 'pw-again' },
  labels: { password: 'New password', confirmation: 'Confirm new password' },
  password: '',
  confirmation: '',
  verdict: null,
  estimatorReady: true,
  errors: {},
  onPasswordChange: vi.fn(),
  onConfirmationChange: vi.fn(),
  ...overrides,
});

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '');

describe('PasswordFields: the new password and its confirmation are one field component used twice', () => {
  it('gives both fields the same new-password attributes', () => {
    renderWithEnv(<PasswordFields {...props()} />);
    for (const name of ['New password', 'Confirm new password']) {
      const field = screen.getByLabelText(name);
      expect(field.getAttribute('type')).toBe('password');
      expect(field.getAttribute('autocomplete')).toBe('new-password');
      expect(field.getAttribute('spellcheck')).toBe('false');
      expect(field.getAttribute('autocapitalize')).toBe('off');
    }
  });

  it('Show passwords shows both as text, and hides both again', () => {
    renderWithEnv(<PasswordFields {...props()} />);
    const box = screen.getByRole('checkbox', { name: 'Show passwords' });
    fireEvent.click(box);
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm new password').getAttribute('type')).toBe('text');
    fireEvent.click(box);
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Confirm new password').getAttribute('type')).toBe('password');
  });

  it('the meter describes the password only; each field has its own error and its own change callback', () => {
    const onPasswordChange = vi.fn();
    const onConfirmationChange = vi.fn();
    const password = 'short';
    renderWithEnv(
      <PasswordFields
        {...props({ password, verdict: checkPassword(password, null), errors: { confirmation: 'The two passwords are not the same.' }, onPasswordChange, onConfirmationChange })}
      />,
    );
    const first = screen.getByLabelText('New password');
    const second = screen.getByLabelText('Confirm new password');
    expect(describedBy(first).join(' ')).toContain('Too short: 7 more characters needed.');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(second).join(' ')).toContain('The two passwords are not the same.');
    expect(describedBy(second).join(' ')).not.toContain('Too short');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(first, { target: { value: 'short and longer' } });
    fireEvent.change(second, { target: { value: 'again' } });
    expect(onPasswordChange).toHaveBeenCalledWith('short and longer');
    expect(onConfirmationChange).toHaveBeenCalledWith('again');
  });

  it('disables both fields while sending', () => {
    renderWithEnv(<PasswordFields {...props({ disabled: true })} />);
    expect((screen.getByLabelText('New password') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Confirm new password') as HTMLInputElement).disabled).toBe(true);
  });

  it('NewPasswordField alone: a password field, text when shown', () => {
    const { rerender } = renderWithEnv(<NewPasswordField id="p" label="Password" value="x" shown={false} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    rerender(<NewPasswordField id="p" label="Password" value="x" shown onChange={vi.fn()} />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});
