import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormProblem } from '../../domain/accountForms';
import { checkPassword } from '../../domain/password';
import type { AccountFormState } from '../../state/accountForm';
import { renderWithEnv } from '../../testing';
import { ContactForm, type ContactFormValues } from './ContactForm';
import { CreateLoginForm } from './CreateLoginForm';
import { meterText } from './PasswordFields';
import { RecoverPasswordForm } from './RecoverPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

function stateOf<V, F extends string>(values: V, overrides: Partial<AccountFormState<V, F>> = {}): AccountFormState<V, F> {
  return { values, problems: [], attempt: 0, status: 'editing', sent: null, failure: null, password: null, estimatorReady: true, ...overrides };
}

const contactValues: ContactFormValues = {
  name: 'Robin', email: 'robin@acme.example', phone: '', company: 'Acme', customerNumber: '', topic: 'orders', message: 'Hello', website: '',
};
const loginValues = { customerNumber: '', zipCode: '', firstName: '', lastName: '', email: '', password: '', confirmation: '' };
const noop = () => undefined;

describe('ContactForm', () => {
  it('gives each field its autocomplete purpose (WCAG 1.3.5)', () => {
    renderWithEnv(<ContactForm state={stateOf(contactValues)} customerFixed={false} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('autocomplete')).toBe('name');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' }).getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByRole('textbox', { name: 'Company' }).getAttribute('autocomplete')).toBe('organization');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toBeTruthy();
  });

  it('lists problems in a summary whose links move focus to the field, and says each beside its field', () => {
    const problems: FormProblem<'name' | 'message'>[] = [
      { field: 'name', message: 'Enter your name.' },
      { field: 'message', message: 'Enter your message.' },
    ];
    renderWithEnv(<ContactForm state={stateOf(contactValues, { problems, attempt: 1 })} customerFixed={false} onChange={noop} onSubmit={noop} />);
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Enter your message.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe('Error: Enter your name.');
  });

  it('shows the message limit as a counter', () => {
    renderWithEnv(<ContactForm state={stateOf(contactValues)} customerFixed={false} onChange={noop} onSubmit={noop} />);
    expect(screen.getByText('1995 characters left of 2000')).toBeTruthy();
  });

  it('keeps the customer number fixed when signed in', () => {
    renderWithEnv(<ContactForm state={stateOf({ ...contactValues, customerNumber: '100234' })} customerFixed onChange={noop} onSubmit={noop} />);
    const number = screen.getByRole('textbox', { name: 'Customer number' }) as HTMLInputElement;
    expect(number.readOnly).toBe(true);
    expect(number.value).toBe('100234');
  });

  it('has a honeypot that people and assistive technology never meet', () => {
    const { container } = renderWithEnv(<ContactForm state={stateOf(contactValues)} customerFixed={false} onChange={noop} onSubmit={noop} />);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('submits through onSubmit and never natively (no values in the address)', () => {
    const onSubmit = vi.fn();
    const { container } = renderWithEnv(<ContactForm state={stateOf(contactValues)} customerFixed={false} onChange={noop} onSubmit={onSubmit} />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('marks the button busy while sending', () => {
    renderWithEnv(<ContactForm state={stateOf(contactValues, { status: 'sending' })} customerFixed={false} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('aria-busy')).toBe('true');
  });

  it('replaces the form with the service\'s confirmation as written, and moves focus to it', () => {
    const sent = { ok: true as const, message: 'Thank you. Customer service answers within one business day.' };
    renderWithEnv(<ContactForm state={stateOf(contactValues, { status: 'sent', sent })} customerFixed={false} onChange={noop} onSubmit={noop} />);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(sent.message);
    expect(document.activeElement?.textContent).toContain(sent.message);
  });

  it('keeps the typed values and says what to do after a failure', () => {
    const failure = { kind: 'unavailable' as const, message: 'Could not reach the store to send your message. Check your connection and try again. Nothing you typed is lost.' };
    renderWithEnv(<ContactForm state={stateOf(contactValues, { failure })} customerFixed={false} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('alert').textContent).toBe(failure.message);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('CreateLoginForm', () => {
  it('names its fields with autocomplete purposes, new-password on both passwords', () => {
    renderWithEnv(<CreateLoginForm state={stateOf(loginValues)} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Create login' })).toBeTruthy();
  });

  it('shows both passwords as text while "Show passwords" is checked', () => {
    renderWithEnv(<CreateLoginForm state={stateOf(loginValues)} onChange={noop} onSubmit={noop} />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('text');
  });

  it('describes the password with the meter, which says why a password is refused', () => {
    const password = 'password1234';
    const verdict = checkPassword(password, { score: 1, warning: 'similarToCommon' });
    renderWithEnv(<CreateLoginForm state={stateOf({ ...loginValues, password }, { password: verdict })} onChange={noop} onSubmit={noop} />);
    const field = screen.getByLabelText('Password');
    const hint = document.getElementById((field.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '');
    expect(hint?.textContent).toContain('Weak: Choose a less common password. This is too close to a commonly used password.');
  });

  it('shows a refusal in place, as the service wrote it, with a way to reset the password', () => {
    const failure = { kind: 'refused' as const, message: 'A login already exists for this email address. Use "Forgot password" to get into it.' };
    renderWithEnv(<CreateLoginForm state={stateOf(loginValues, { failure })} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('alert').textContent).toContain(failure.message);
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/account/recover-password');
  });

  it('shows "pending approval" in place of the form once sent', () => {
    const sent = { ok: true as const, message: 'Your login request was received. You will get an email when it is approved.' };
    renderWithEnv(<CreateLoginForm state={stateOf(loginValues, { status: 'sent', sent })} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('status').textContent).toBe(sent.message);
    expect(screen.queryByRole('button', { name: 'Create login' })).toBeNull();
  });
});

describe('password meter', () => {
  const at = (password: string, score: 0 | 1 | 2 | 3 | 4 | null, extra: { estimatorReady?: boolean; errorShown?: boolean } = {}) =>
    meterText({ password, verdict: checkPassword(password, score === null ? null : { score, warning: null }), estimatorReady: extra.estimatorReady ?? score !== null, errorShown: extra.errorShown ?? false });

  it('states the rule before anything is typed', () => {
    expect(meterText({ password: '', verdict: null, estimatorReady: false }).text).toBe('At least 12 characters. Any characters, spaces too; a few unrelated words work well.');
  });
  it('counts the characters still needed', () => {
    expect(at('abcdefghij', 4).text).toBe('Too short: 2 more characters needed.');
    expect(at('abcdefghijk', 4).text).toBe('Too short: 1 more character needed.');
  });
  it('says it is still checking while the lists load', () => {
    expect(at('tulip mulch trellis', null).text).toBe('Long enough. Checking it against common passwords…');
  });
  it('names the strength of an accepted password', () => {
    expect(at('tulip mulch trellis', 4)).toEqual({ level: 4, text: 'Very strong. This password meets the rules.' });
  });
  it('gives only the strength when the field\'s error already says why', () => {
    expect(at('password1234', 1, { errorShown: true }).text).toBe('Strength: Weak.');
  });
});

describe('RecoverPasswordForm', () => {
  it('asks for the sign-in address and shows the neutral answer once sent', () => {
    const { rerender } = renderWithEnv(<RecoverPasswordForm state={stateOf({ email: '' })} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    const sent = { ok: true as const, message: 'If a login exists for this address, we sent it a link to reset the password.' };
    rerender(<RecoverPasswordForm state={stateOf({ email: 'x@y.example' }, { status: 'sent', sent })} onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('status').textContent).toBe(sent.message);
  });
});

describe('ResetPasswordForm', () => {
  const values = { password: '', confirmation: '' };
  it('without a token in the address offers only a new link', () => {
    renderWithEnv(<ResetPasswordForm state={stateOf(values)} hasToken={false} onChange={noop} onSubmit={noop} />);
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe('/account/recover-password');
  });
  it('says an expired or used link is gone and links to recover again', () => {
    const failure = { kind: 'gone' as const, message: 'This reset link has expired or was already used. Ask for a new one.' };
    renderWithEnv(<ResetPasswordForm state={stateOf(values, { failure })} hasToken onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('alert').textContent).toContain(failure.message);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeTruthy();
  });
  it('links to sign in after success', () => {
    const sent = { ok: true as const, message: 'Your password was changed. Sign in with the new password.' };
    renderWithEnv(<ResetPasswordForm state={stateOf(values, { status: 'sent', sent })} hasToken onChange={noop} onSubmit={noop} />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
  it('labels the two new-password fields', () => {
    renderWithEnv(<ResetPasswordForm state={stateOf(values)} hasToken onChange={noop} onSubmit={noop} />);
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
  });
});
