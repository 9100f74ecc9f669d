// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ServiceError } from '../api/errors';
import { createFakeServiceClient } from '../testing/fakeServiceClient';
import { testPageContext, anonymousPageContext } from '../testing/pageData';
import { pageSession, reportingSessionEnd, SESSION_ENDED_MESSAGE } from './sessionEnded';

const expired = () => {
  throw new ServiceError({ kind: 'http', path: 'Cart/GetCartInfo', status: 401, message: 'The sign-in token was not accepted.', error: 'Unauthorized' });
};
const anyAnswer = v.unknown() as never;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.StorefrontWidgets;
});

function widgetElement(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('an ended session (401)', () => {
  it('shows one notice, in the widget whose call was answered 401, with a Sign in link back to this page', async () => {
    window.history.replaceState(null, '', '/checkout?step=review');
    const element = widgetElement('checkout');
    const client = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': expired }), window, element, testPageContext());
    await expect(client.call('Cart/GetCartInfo', {} as never, anyAnswer)).rejects.toBeInstanceOf(ServiceError);
    const notices = document.querySelectorAll('[role="alert"]');
    expect(notices).toHaveLength(1);
    expect(element.firstElementChild).toBe(notices[0]);
    expect(notices[0]!.textContent).toBe(`${SESSION_ENDED_MESSAGE} Sign in`);
    const link = notices[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent('/checkout?step=review')}`);
    expect(pageSession(window).ended).toBe(true);
  });

  it('other widgets meeting a 401 later add no second notice', async () => {
    const first = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': expired }), window, widgetElement('a'), testPageContext());
    const second = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': expired }), window, widgetElement('b'), testPageContext());
    await first.call('Cart/GetCartInfo', {} as never, anyAnswer).catch(() => undefined);
    await second.call('Cart/GetCartInfo', {} as never, anyAnswer).catch(() => undefined);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('runs every saver when the session ends and again when the page is left', async () => {
    const save = vi.fn();
    pageSession(window).onEnd(save);
    const client = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': expired }), window, widgetElement('a'), testPageContext());
    await client.call('Cart/GetCartInfo', {} as never, anyAnswer).catch(() => undefined);
    expect(save).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('other failures and anonymous pages end nothing', async () => {
    const failing = () => {
      throw new ServiceError({ kind: 'http', path: 'Cart/GetCartInfo', status: 403, message: 'No.', error: 'Forbidden' });
    };
    const signedIn = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': failing }), window, widgetElement('a'), testPageContext());
    await signedIn.call('Cart/GetCartInfo', {} as never, anyAnswer).catch(() => undefined);
    const anonymous = reportingSessionEnd(createFakeServiceClient({ 'Cart/GetCartInfo': expired }), window, widgetElement('b'), anonymousPageContext());
    await anonymous.call('Cart/GetCartInfo', {} as never, anyAnswer).catch(() => undefined);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    expect(pageSession(window).ended).toBe(false);
  });
});
