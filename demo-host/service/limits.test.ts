import { describe, expect, it } from 'vitest';
import { ServiceHttpError } from './http/errors';
import { createAttemptLimits, LIMITS } from './limits';

function refusal(run: () => void): ServiceHttpError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ServiceHttpError) return error;
    throw error;
  }
}

describe('attempt limits', () => {
  const rule = LIMITS.recoverPerEmail;

  it(`allows ${rule.max} attempts per window, then answers 429 with Retry-After until the oldest leaves the window`, () => {
    let now = 1_000_000;
    const limits = createAttemptLimits(() => new Date(now));
    const attempt = () => limits.attempt([['recoverPerEmail', 'a@b.example']], 'reset a password');
    for (let i = 0; i < rule.max; i++) {
      expect(refusal(attempt)).toBeNull();
      now += 1000;
    }
    const refused = refusal(attempt);
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('TooManyRequests');
    const retryAfter = Number(refused?.headers['Retry-After']);
    expect(retryAfter).toBe(rule.windowMs / 1000 - rule.max);
    expect(refused?.message).toBe(`Too many attempts to reset a password. Wait ${Math.ceil(retryAfter / 60)} minutes and try again.`);
    now += retryAfter * 1000;
    expect(refusal(attempt)).toBeNull();
  });

  it('counts keys independently and ignores the case of an email address', () => {
    const limits = createAttemptLimits(() => new Date(0));
    for (let i = 0; i < rule.max; i++) limits.attempt([['recoverPerEmail', 'Dana@Example.com']], 'x');
    expect(refusal(() => limits.attempt([['recoverPerEmail', 'dana@example.com']], 'x'))?.status).toBe(429);
    expect(refusal(() => limits.attempt([['recoverPerEmail', 'sam@example.com']], 'x'))).toBeNull();
  });

  it('does not count a refused attempt against the other keys', () => {
    const limits = createAttemptLimits(() => new Date(0));
    for (let i = 0; i < rule.max; i++) limits.attempt([['recoverPerEmail', 'full@example.com']], 'x');
    for (let i = 0; i < 3; i++) refusal(() => limits.attempt([['recoverPerEmail', 'full@example.com'], ['recoverPerClient', '10.0.0.1']], 'x'));
    for (let i = 0; i < LIMITS.recoverPerClient.max; i++) {
      expect(refusal(() => limits.attempt([['recoverPerClient', '10.0.0.1']], 'x'))).toBeNull();
    }
  });

  it('check refuses without counting, record counts without refusing, forget clears only its keys', () => {
    const limits = createAttemptLimits(() => new Date(0));
    const email = [['signInPerEmail', 'dana@example.com']] as const;
    const client = [['signInPerClient', '10.0.0.9']] as const;
    for (let i = 0; i < 10; i++) expect(refusal(() => limits.check(email, 'sign in'))).toBeNull();
    for (let i = 0; i < LIMITS.signInPerEmail.max; i++) limits.record([...email, ...client]);
    expect(refusal(() => limits.check(email, 'sign in'))?.status).toBe(429);
    limits.record(email); // recording past the limit refuses nothing
    limits.forget(email);
    expect(refusal(() => limits.check(email, 'sign in'))).toBeNull();
    for (let i = LIMITS.signInPerEmail.max; i < LIMITS.signInPerClient.max; i++) limits.record(client);
    expect(refusal(() => limits.check(client, 'sign in'))?.message).toBe('Too many attempts to sign in. Wait 15 minutes and try again.');
  });
});
