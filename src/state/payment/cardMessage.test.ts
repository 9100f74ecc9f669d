import { describe, expect, it } from 'vitest';
import { cardFormFrameUrl, parseCardMessage, readCardMessage } from './cardMessage';

const TOKEN = { type: 'sf-card-token', token: '9418594164541111', last4: '1111', expiry: '1239' };
const GATEWAY = 'https://gateway.test/card-form';

describe('the card form messages', () => {
  it('accepts exactly the two shapes of HOST-CONTRACT section 8', () => {
    expect(parseCardMessage(TOKEN)).toEqual(TOKEN);
    expect(parseCardMessage({ type: 'sf-card-error', message: 'Declined.' })).toEqual({ type: 'sf-card-error', message: 'Declined.' });
  });

  it('ignores an extra field (a card number, say), a missing one, a wrong expiry or last4, and text', () => {
    expect(parseCardMessage({ ...TOKEN, cardNumber: '4111111111111111' })).toBeNull();
    const { expiry: _expiry, ...withoutExpiry } = TOKEN;
    expect(parseCardMessage(withoutExpiry)).toBeNull();
    expect(parseCardMessage({ ...TOKEN, expiry: '12/39' })).toBeNull();
    expect(parseCardMessage({ ...TOKEN, expiry: '1339' })).toBeNull();
    expect(parseCardMessage({ ...TOKEN, last4: '111' })).toBeNull();
    expect(parseCardMessage({ ...TOKEN, token: '' })).toBeNull();
    expect(parseCardMessage(JSON.stringify(TOKEN))).toBeNull();
    expect(parseCardMessage({ type: 'sf-card-error', message: '' })).toBeNull();
  });

  it("counts a message only from the gateway's own origin", () => {
    expect(readCardMessage('https://gateway.test', TOKEN, GATEWAY)).toEqual(TOKEN);
    expect(readCardMessage('https://shop.test', TOKEN, GATEWAY)).toBeNull();
    expect(readCardMessage('https://gateway.test:8443', TOKEN, GATEWAY)).toBeNull();
    expect(readCardMessage('null', TOKEN, 'not a url')).toBeNull();
  });

  it('opens the form with the session, the amount and this page as the target origin', () => {
    const url = new URL(cardFormFrameUrl({ gatewayUrl: GATEWAY, merchantId: 'm', sessionToken: 's-1', amount: 12.5, currency: 'USD' }, 'https://shop.test'));
    expect(url.origin + url.pathname).toBe(GATEWAY);
    expect(Object.fromEntries(url.searchParams)).toEqual({ merchantId: 'm', sessionToken: 's-1', amount: '12.50', currency: 'USD', parentOrigin: 'https://shop.test' });
  });
});
