import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswordMessage, confirmationMessage, passwordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, strengthLabel } from './password';
import { loadPasswordEstimator } from './passwordEstimator';

const strong = { score: 4, warning: null } as const;

describe('password rule (NIST SP 800-63B)', () => {
  it('refuses an empty password', () => {
    expect(checkPassword('', strong)).toMatchObject({ ok: false, problem: 'empty', message: 'Enter a password.' });
  });

  it('refuses 11 characters and accepts 12', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(checkPassword('a'.repeat(11), strong)).toMatchObject({ ok: false, problem: 'short' });
    expect(checkPassword('a'.repeat(11), strong).message).toContain('at least 12 characters (now 11)');
    expect(checkPassword('b'.repeat(12), strong)).toMatchObject({ ok: true, problem: null, message: null });
  });

  it('accepts 64 characters and more, up to 128, and refuses 129', () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    expect(checkPassword('x'.repeat(64), strong).ok).toBe(true);
    expect(checkPassword('x'.repeat(128), strong).ok).toBe(true);
    expect(checkPassword('x'.repeat(129), strong)).toMatchObject({ ok: false, problem: 'long' });
  });

  it('has no composition rules: all lower case, spaces and emoji are fine', () => {
    expect(checkPassword('tulip mulch trellis', strong).ok).toBe(true);
    expect(checkPassword('🌱🌱🌱 seedlings in spring', strong).ok).toBe(true);
  });

  it('counts characters as people do: an emoji or a decomposed é is one', () => {
    expect(passwordLength('🌱')).toBe(1);
    expect(passwordLength('e\u0301')).toBe(1);
    expect(checkPassword('🌱'.repeat(11), strong).problem).toBe('short');
  });

  it('refuses a password the estimator rates below 3 and says why', () => {
    const verdict = checkPassword('password1234', { score: 1, warning: 'similarToCommon' });
    expect(verdict).toMatchObject({ ok: false, problem: 'common', score: 1 });
    expect(verdict.message).toBe(commonPasswordMessage('similarToCommon'));
    expect(verdict.message).toContain('too close to a commonly used password');
  });

  it('decides on length alone while the estimator is not loaded (score null)', () => {
    expect(checkPassword('password1234', null)).toMatchObject({ ok: true, score: null });
  });

  it('explains an unknown estimator warning in general words', () => {
    expect(commonPasswordMessage('somethingNew')).toContain('common words or patterns');
  });

  it('names each meter level', () => {
    expect([0, 1, 2, 3, 4].map((s) => strengthLabel(s as 0))).toEqual(['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong']);
  });

  it('refuses a confirmation that differs and asks for a missing one', () => {
    expect(confirmationMessage('abc', 'abd')).toContain('not the same');
    expect(confirmationMessage('abc', '')).toBe('Enter the password again.');
    expect(confirmationMessage('abc', 'abc')).toBeNull();
  });
});

describe('password rule with the real estimator (zxcvbn-ts common lists)', () => {
  it.each(['password1234', '123456789012', 'qwertyuiop12', 'iloveyou1234', 'passwordpassword', 'abcdefghijkl'])(
    'refuses the common password %s',
    async (password) => {
      const estimate = await loadPasswordEstimator();
      expect(checkPassword(password, estimate(password))).toMatchObject({ ok: false, problem: 'common' });
    },
  );

  it.each(['tulip mulch trellis', 'correct horse battery staple', 'Gr33nh0use-Maple-2026'])('accepts the uncommon %s', async (password) => {
    const estimate = await loadPasswordEstimator();
    expect(checkPassword(password, estimate(password)).ok).toBe(true);
  });

  it('refuses a password made of the person\'s own email', async () => {
    const estimate = await loadPasswordEstimator();
    const verdict = checkPassword('dana.whitfield', estimate('dana.whitfield', ['dana.whitfield@maplehollow.example', 'Dana', 'Whitfield']));
    expect(verdict.problem).toBe('common');
  });

  it('loads once and shares the estimator', async () => {
    expect(await loadPasswordEstimator()).toBe(await loadPasswordEstimator());
  });
});
