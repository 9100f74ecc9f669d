import { describe, expect, it } from 'vitest';
import { readErrorBody } from './errorBody';

const json = (value: unknown) => JSON.stringify(value);

describe('readErrorBody', () => {
  it('takes Message and Error from the JSON text in the message field (SPEC section 8)', () => {
    const body = json({ message: json({ Message: 'Zip code 99999 is not served.', Error: { code: 'ZIP' } }) });
    expect(readErrorBody(400, 'Bad Request', body)).toEqual({
      message: 'Zip code 99999 is not served.',
      error: { code: 'ZIP' },
    });
  });

  it('uses the message field as it is when it is not JSON text', () => {
    const body = json({ message: 'Session expired' });
    expect(readErrorBody(401, '', body)).toEqual({ message: 'Session expired', error: { message: 'Session expired' } });
  });

  it('names the status, never raw JSON, when the JSON text has an empty or no Message', () => {
    expect(readErrorBody(503, 'Service Unavailable', json({ message: json({ Message: '', Error: 'maintenance' }) }))).toEqual({
      message: 'The storefront service answered 503 Service Unavailable.',
      error: 'maintenance',
    });
    expect(readErrorBody(400, '', json({ message: json({ Error: 'x' }) }))).toEqual({
      message: 'The storefront service answered 400.',
      error: 'x',
    });
  });

  it('reads a top-level Message and Error sent without the JSON-text wrapper', () => {
    expect(readErrorBody(400, '', json({ Message: 'Unknown item', Error: 'E1' }))).toEqual({
      message: 'Unknown item',
      error: 'E1',
    });
  });

  it('names the status and its text when the JSON body has no message', () => {
    expect(readErrorBody(500, 'Internal Server Error', json({ trace: 'x' })).message).toBe(
      'The storefront service answered 500 Internal Server Error.',
    );
  });

  it('names the status alone when the answer has no status text (HTTP/2)', () => {
    expect(readErrorBody(500, '', json([1, 2])).message).toBe('The storefront service answered 500.');
  });

  it('names the status when the body is an HTML page, keeping the page as the error', () => {
    const page = '<!DOCTYPE html><html><body>Bad Gateway</body></html>';
    expect(readErrorBody(502, 'Bad Gateway', page)).toEqual({
      message: 'The storefront service answered 502 Bad Gateway.',
      error: page,
    });
  });

  it('uses a short plain-text body as the message', () => {
    expect(readErrorBody(503, 'Service Unavailable', 'Back at 6 am.\n').message).toBe('Back at 6 am.');
  });

  it('names the status when a plain-text body is too long to be a message', () => {
    expect(readErrorBody(500, '', 'at Foo.Bar()\n'.repeat(40)).message).toBe('The storefront service answered 500.');
  });

  it('names the status when the body is empty', () => {
    expect(readErrorBody(404, 'Not Found', '').message).toBe('The storefront service answered 404 Not Found.');
  });
});

describe('readErrorBody with added fields', () => {
  it('passes a SPEC body with fields beside message on whole (a 409 with the fresh totals)', () => {
    const body = { message: JSON.stringify({ Message: 'The order total changed.', Error: 'TotalChanged' }), taxAndFees: { total: 12 } };
    expect(readErrorBody(409, 'Conflict', JSON.stringify(body))).toEqual({ message: 'The order total changed.', error: 'TotalChanged', body });
  });
});
