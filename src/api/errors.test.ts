import { describe, expect, it } from 'vitest';
import { isAbortError, isRefusal, isUnservedPath, ServiceError, statusSentence, userMessage, type ServiceErrorInit } from './errors';

const serviceError = (init: Partial<ServiceErrorInit>) =>
  new ServiceError({ kind: 'http', path: 'Product/WebSearch', message: '', error: undefined, ...init });

describe('userMessage', () => {
  it('asks to check the connection after a network failure', () => {
    expect(userMessage(serviceError({ kind: 'network' }), 'load results')).toBe(
      'Could not reach the store to load results. Check your connection and try again.',
    );
  });

  it('asks to try again in a moment after a timeout', () => {
    expect(userMessage(serviceError({ kind: 'timeout', message: 'slow' }), 'load results')).toBe(
      'The store took too long to load results. Try again in a moment.',
    );
  });

  it("uses the service's own message, as a sentence", () => {
    const error = serviceError({ status: 400, message: 'Item 7 is not sold in New York', error: 'Restricted' });
    expect(userMessage(error, 'add this item to your cart')).toBe('Item 7 is not sold in New York.');
  });

  it('speaks of the action, not the status, when the answer carried no message of its own', () => {
    const error = serviceError({ status: 502, message: statusSentence(502, 'Bad Gateway') });
    expect(userMessage(error, 'load results')).toBe('The store could not load results right now. Try again in a moment.');
  });

  it('says the session ended after a 401, with or without a message of the service (the page shows the one sign-in notice)', () => {
    const bare = serviceError({ status: 401, message: statusSentence(401, '') });
    const worded = serviceError({ status: 401, message: 'The sign-in token was not accepted (expired or not issued by this service); sign in again to see prices.' });
    for (const error of [bare, worded]) {
      expect(userMessage(error, 'load your favorite lists')).toBe('Your session has ended, so the store could not load your favorite lists.');
    }
  });

  it('asks to sign in again after a 403 without a message', () => {
    const error = serviceError({ status: 403, message: statusSentence(403, '') });
    expect(userMessage(error, 'load your favorite lists')).toBe(
      'The store did not accept your sign-in, so it could not load your favorite lists. Sign in again and retry.',
    );
  });

  it('asks to reload after a 4xx without a message', () => {
    const error = serviceError({ status: 404, message: statusSentence(404, 'Not Found') });
    expect(userMessage(error, 'load the cart')).toBe('The store refused to load the cart. Reload the page and try again.');
  });

  it('asks to reload after an answer the page cannot read', () => {
    expect(userMessage(serviceError({ kind: 'invalid-response', message: 'x' }), 'load results')).toBe(
      'The store sent an answer this page cannot read, so it could not load results. Reload the page and try again.',
    );
  });

  it('covers errors that are not service errors', () => {
    expect(userMessage(new Error('boom'), 'load results')).toBe(
      'Something went wrong while trying to load results. Reload the page and try again.',
    );
  });

  it('falls back to a general action when none is named', () => {
    expect(userMessage(serviceError({ kind: 'network' }))).toBe(
      'Could not reach the store to finish this. Check your connection and try again.',
    );
  });
});

describe('isAbortError', () => {
  it('recognises the DOMException fetch rejects with on abort', () => {
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
  });

  it('does not take service errors or timeouts for aborts', () => {
    expect(isAbortError(serviceError({ kind: 'timeout' }))).toBe(false);
    expect(isAbortError(new DOMException('late', 'TimeoutError'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});

it('ServiceError is an Error that keeps the SPEC section 8 fields', () => {
  const error = serviceError({ status: 400, message: 'Bad zip', error: 'ZIP' });
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ name: 'ServiceError', message: 'Bad zip', error: 'ZIP', status: 400, kind: 'http' });
});

describe('isRefusal', () => {
  it('is true for a 4xx answer: the same call would be turned down again', () => {
    expect([400, 403, 404, 409].map((status) => isRefusal(serviceError({ status })))).toEqual([true, true, true, true]);
  });

  it('is false for 408, 429, a 5xx, a network failure and a timeout, which may pass on a retry', () => {
    expect(isRefusal(serviceError({ status: 408 }))).toBe(false);
    expect(isRefusal(serviceError({ status: 429 }))).toBe(false);
    expect(isRefusal(serviceError({ status: 503 }))).toBe(false);
    expect(isRefusal(serviceError({ kind: 'network' }))).toBe(false);
    expect(isRefusal(serviceError({ kind: 'timeout' }))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});

describe('isUnservedPath', () => {
  const http = (status: number, error: unknown = 'x', message = 'm') => new ServiceError({ kind: 'http', path: 'Cart/GetSubmission', status, error, message });
  it('is true for 404, 405 and 501 answers whatever their body', () => {
    expect([404, 405, 501].map((status) => isUnservedPath(http(status)))).toEqual([true, true, true]);
  });
  it('is true for a 400 whose SPEC body says the path is unknown, by its Error code or its Message', () => {
    expect(isUnservedPath(http(400, 'UnknownPath'))).toBe(true);
    expect(isUnservedPath(http(400, 'BadRequest', 'There is no service path "Cart/GetSubmission".'))).toBe(true);
  });
  it('is false for other refusals, server errors, network failures and timeouts', () => {
    expect(isUnservedPath(http(400, 'BadRequest', 'PO number is too long.'))).toBe(false);
    expect(isUnservedPath(http(403, 'Forbidden'))).toBe(false);
    expect(isUnservedPath(http(500, 'InternalError'))).toBe(false);
    expect(isUnservedPath(new ServiceError({ kind: 'network', path: 'Cart/GetSubmission', message: '', error: new TypeError('x') }))).toBe(false);
    expect(isUnservedPath(new ServiceError({ kind: 'timeout', path: 'Cart/GetSubmission', message: '', error: null }))).toBe(false);
  });
});
