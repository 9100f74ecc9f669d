import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { shippingChoices, startingShipVia } from './shippingChoice';

const OPTIONS = [{ code: 'GROUND' }, { code: 'NEXTDAY' }];

describe('shippingChoices', () => {
  test('keeps the choice per user and customer in sessionStorage', () => {
    const win = new Window() as unknown as globalThis.Window;
    let user = '42:100234';
    const choices = shippingChoices(win, () => user);
    choices.write({ shipVia: 'NEXTDAY' });
    expect(win.sessionStorage.getItem('sf-ship-via@1:42:100234')).toBe('{"shipVia":"NEXTDAY"}');
    expect(choices.read()).toEqual({ shipVia: 'NEXTDAY' });
    user = '42:100512';
    expect(choices.read()).toBeNull();
  });

  test('a damaged entry or blocked storage reads as no choice', () => {
    const win = new Window() as unknown as globalThis.Window;
    win.sessionStorage.setItem('sf-ship-via@1:1:2', '{nope');
    expect(shippingChoices(win, () => '1:2').read()).toBeNull();
    const blocked = { get sessionStorage(): Storage { throw new Error('blocked'); } } as unknown as globalThis.Window;
    expect(() => shippingChoices(blocked, () => '1:2').write({ shipVia: 'GROUND' })).not.toThrow();
    expect(shippingChoices(blocked, () => '1:2').read()).toBeNull();
  });
});

describe('shippingChoices with a typed zip code', () => {
  test('keeps the ship method and the typed zip code side by side: each write changes only what it gives, zipCode null forgets it', () => {
    const win = new Window() as unknown as globalThis.Window;
    const choices = shippingChoices(win, () => '42:100234');
    choices.write({ shipVia: 'LTL' });
    choices.write({ zipCode: '44101' });
    expect(choices.read()).toEqual({ shipVia: 'LTL', zipCode: '44101' });
    choices.write({ shipVia: 'PICKUP' });
    expect(choices.read()).toEqual({ shipVia: 'PICKUP', zipCode: '44101' });
    choices.write({ zipCode: null });
    expect(win.sessionStorage.getItem('sf-ship-via@1:42:100234')).toBe('{"shipVia":"PICKUP"}');
  });

  test('an entry whose zip code is not one reads as no choice', () => {
    const win = new Window() as unknown as globalThis.Window;
    win.sessionStorage.setItem('sf-ship-via@1:1:2', '{"shipVia":"LTL","zipCode":"abc"}');
    expect(shippingChoices(win, () => '1:2').read()).toBeNull();
  });
});

describe('startingShipVia', () => {
  test("the kept choice wins over the settings' default when it is offered", () => {
    expect(startingShipVia(OPTIONS, 'GROUND', { shipVia: 'NEXTDAY' })).toBe('NEXTDAY');
  });
  test("a kept choice no longer offered falls back to the settings', then to the first option", () => {
    expect(startingShipVia(OPTIONS, 'GROUND', { shipVia: 'LTL' })).toBe('GROUND');
    expect(startingShipVia(OPTIONS, 'PICKUP', null)).toBe('GROUND');
    expect(startingShipVia([], 'GROUND', null)).toBe('');
  });
  test('a kept zip code without a ship method leaves the settings to decide', () => {
    expect(startingShipVia(OPTIONS, 'NEXTDAY', { zipCode: '44101' })).toBe('NEXTDAY');
  });
});
