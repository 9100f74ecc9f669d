// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageSession } from '../runtime/sessionEnded';
import { testPageContext } from '../testing/pageData';
import { keepFormDraft, type TextFormStore } from './formDraft';

type Values = { message: string; website: string };

function fakeForm(initial: Values): TextFormStore<Values> & { values: Values } {
  const form = {
    values: initial,
    getState: () => ({ values: form.values }),
    replaceValues: (partial: Partial<Values>) => {
      form.values = { ...form.values, ...partial };
    },
  };
  return form;
}

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  delete window.StorefrontWidgets;
});

describe('keepFormDraft', () => {
  it('keeps the chosen fields when the session ends and restores them once on the next start of the form, for the same customer', () => {
    const context = testPageContext();
    const before = fakeForm({ message: '', website: '' });
    keepFormDraft(before, window, () => context, 'contact-form', ['message']);
    before.values = { message: 'Please call about the bench order.', website: 'spam' };
    pageSession(window).report(null);
    delete window.StorefrontWidgets; // the page after signing in

    const after = fakeForm({ message: '', website: '' });
    keepFormDraft(after, window, () => context, 'contact-form', ['message']);
    expect(after.values).toEqual({ message: 'Please call about the bench order.', website: '' });

    const again = fakeForm({ message: '', website: '' });
    keepFormDraft(again, window, () => context, 'contact-form', ['message']);
    expect(again.values.message).toBe('');
  });

  it('another customer gets nothing back', () => {
    const before = fakeForm({ message: 'Mine', website: '' });
    keepFormDraft(before, window, () => testPageContext(), 'contact-form', ['message']);
    pageSession(window).report(null);
    delete window.StorefrontWidgets;
    const other = fakeForm({ message: '', website: '' });
    keepFormDraft(other, window, () => testPageContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false } }), 'contact-form', ['message']);
    expect(other.values.message).toBe('');
  });
});
