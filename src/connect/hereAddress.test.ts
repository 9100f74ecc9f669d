// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAddressChange, hereAddress, onAddressChange } from './hereAddress';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the page address a sign-in prompt comes back to', () => {
  it('is the path and query, without the hash', () => {
    window.history.replaceState(null, '', '/order-now/1/containers?sort=sortOrder#top');
    expect(hereAddress(window)).toBe('/order-now/1/containers?sort=sortOrder');
  });

  it('is followed through a widget rewriting it (announced), Back / Forward and the hash, until stopped', () => {
    const listener = vi.fn();
    const stop = onAddressChange(window, listener);
    window.history.replaceState(null, '', '/order-now/1/containers?sort=itemNumberExact');
    announceAddressChange(window);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    announceAddressChange(window);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("follows a host's own history change where the browser has the Navigation API", () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      const listener = vi.fn();
      const stop = onAddressChange(window, listener);
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(listener).toHaveBeenCalledOnce();
      stop();
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(listener).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(window, 'navigation');
    }
  });
});
