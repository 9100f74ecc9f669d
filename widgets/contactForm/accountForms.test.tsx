import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousPageContext, writePageContext } from '../../src/testing/pageData';
import { readSettings } from '../../src/runtime/settings';
import { attributeValues } from '../../src/runtime/widgetSettings';
import { ResetPasswordSettings } from '../resetPassword/widget';
import { startEntryNamed } from '../testing';

beforeEach(() => {
  delete window.StorefrontWidgets;
  vi.resetModules();
});
afterEach(() => {
  window.StorefrontWidgets?.unmountAll?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubService(message: string) {
  const fetch = vi.fn(async (_request: Request) => new Response(JSON.stringify({ ok: true, message }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('account.js forms', () => {
  it('mounts contact, create login, recover and reset into their mount points', async () => {
    writePageContext(anonymousPageContext());
    stubService('ok');
    for (const name of ['contact-form', 'create-login', 'recover-password', 'reset-password']) {
      document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="${name}" id="${name}"></div>`);
    }
    await startEntryNamed('account');
    // Each form is a lazily imported chunk: allow for the first import.
    const wait = { timeout: 10_000 };
    expect(await screen.findByRole('button', { name: 'Send message' }, wait)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create login' }, wait)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send reset link' }, wait)).toBeTruthy();
    // The test page's address has no ?token=: the reset widget offers a new link instead.
    expect(await screen.findByRole('link', { name: 'Ask for a new reset link' }, wait)).toBeTruthy();
  });

  it('recover sends Customer/RecoverPassword once and shows the service\'s sentence', async () => {
    writePageContext(anonymousPageContext());
    const fetch = stubService('If a login exists for this address, we sent it a link to reset the password.');
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="recover-password"></div>');
    await startEntryNamed('account');
    const email = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 });
    fireEvent.change(email, { target: { value: 'dana@maplehollow.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('If a login exists for this address, we sent it a link to reset the password.');
    expect(fetch).toHaveBeenCalledOnce();
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('https://shop.test/api/Customer/RecoverPassword');
  });
});

describe('reset token', () => {
  const tokenOf = (search: string) => {
    const result = readSettings(ResetPasswordSettings, attributeValues(ResetPasswordSettings, document.createElement('div'), search));
    return result.ok ? result.value.token : null;
  };
  it('comes from the address parameter token, trimmed; empty when absent', () => {
    expect(tokenOf('?token=abc-123')).toBe('abc-123');
    expect(tokenOf('?token=%20abc%20')).toBe('abc');
    expect(tokenOf('?x=1')).toBe('');
    expect(tokenOf('')).toBe('');
  });
});
