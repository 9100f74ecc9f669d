// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createShipToChoice, pageShipToChoice } from './shipToChoice';

describe('the page ship-to choice', () => {
  it('is claimed while any widget holds a claim, and tells listeners only when that changes', () => {
    const choice = createShipToChoice();
    const listener = vi.fn();
    choice.subscribe(listener);
    expect(choice.claimed()).toBe(false);
    const releaseA = choice.claim();
    const releaseB = choice.claim();
    expect(choice.claimed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    releaseA();
    releaseA();
    expect(choice.claimed()).toBe(true);
    releaseB();
    expect(choice.claimed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is one per page', () => {
    expect(pageShipToChoice(window)).toBe(pageShipToChoice(window));
  });
});
