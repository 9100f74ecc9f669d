import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import { newAttemptId, sendFailure } from './attempt';

const http = (status: number) => new ServiceError({ kind: 'http', path: 'Cart/SubmitOrder', status, message: 'No.', error: 'BadRequest' });

describe('sendFailure', () => {
  it('reads a 401 as an ended session, a 4xx as a refusal (not 408 or 429), and anything else as unknown', () => {
    expect(sendFailure(http(401))).toBe('sessionEnded');
    expect(sendFailure(http(400))).toBe('refused');
    expect(sendFailure(http(409))).toBe('refused');
    expect(sendFailure(http(408))).toBe('unknown');
    expect(sendFailure(http(429))).toBe('unknown');
    expect(sendFailure(http(500))).toBe('unknown');
    expect(sendFailure(new ServiceError({ kind: 'network', path: 'Cart/SubmitOrder', message: '', error: new TypeError('Failed to fetch') }))).toBe('unknown');
    expect(sendFailure(new ServiceError({ kind: 'invalid-response', path: 'Cart/SubmitOrder', message: '', error: null }))).toBe('unknown');
  });
});

describe('newAttemptId', () => {
  it("makes a new id each time, from the window's crypto when it has one", () => {
    const win = { crypto: { randomUUID: (() => { let n = 0; return () => `uuid-${(n += 1)}`; })() } } as unknown as Window;
    expect([newAttemptId(win), newAttemptId(win)]).toEqual(['uuid-1', 'uuid-2']);
    const old = {} as Window;
    expect(newAttemptId(old)).not.toBe(newAttemptId(old));
  });
});
