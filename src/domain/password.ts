/**
 * The password rule of every login form and of the service (NIST SP 800-63B, 5.1.1.2):
 * length over composition. At least 12 characters, up to 128 (the standard asks to allow
 * at least 64), any characters including spaces and emoji, no "one digit, one capital"
 * rules, and refused when it is common or built from common pieces: the estimator
 * (zxcvbn-ts with its common-password and diceware lists, loaded on demand by
 * passwordEstimator.ts) must rate it at least PASSWORD_MIN_SCORE.
 *
 * One definition for the browser and the service: both call `checkPassword` with an
 * estimate from the same estimator; the browser may call it before the estimator has
 * loaded (estimate null), then only the length rules decide and the verdict says so.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/fieldRules';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
/** zxcvbn score 3: about 10^8 guesses or more ("safely unguessable" online). */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the strength estimator says about one password. */
export type PasswordEstimate = {
  score: PasswordScore;
  /** The estimator's warning key (zxcvbn `feedback.warning`), null when it has none. */
  warning: string | null;
};

export type PasswordProblem = 'empty' | 'short' | 'long' | 'common';

export type PasswordVerdict = {
  ok: boolean;
  problem: PasswordProblem | null;
  /** The sentence shown beside the field and sent back by the service; null when ok. */
  message: string | null;
  /** 0-4 for the meter; null while the estimator is not loaded yet. */
  score: PasswordScore | null;
  /** Length in characters as people count them (code points after NFC). */
  length: number;
};

/**
 * Characters as a person counts them: an emoji or an accented letter is one, whether it
 * arrived composed or decomposed.
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/** Why the estimator refused a password, as a person reads it (keys of zxcvbn-ts feedback). */
const WARNINGS: Record<string, string> = {
  straightRow: 'A row of keys on the keyboard is easy to guess.',
  keyPattern: 'A short keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated groups of characters like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abcdef" or "123456" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is on a list of commonly used passwords.',
  similarToCommon: 'This is too close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It contains your name, email or account details.',
  pwned: 'This password has appeared in a data breach.',
};
const GENERIC_WEAK = 'It is made of common words or patterns that are easy to guess.';
const ADVICE = 'Try a few unrelated words, or a longer phrase only you would think of.';

export function commonPasswordMessage(warning: string | null): string {
  const why = (warning !== null ? WARNINGS[warning] : undefined) ?? GENERIC_WEAK;
  return `Choose a less common password. ${why} ${ADVICE}`;
}

/**
 * The verdict on `password`. `estimate` null means the estimator has not loaded: the length
 * rules decide alone and a password that passes them is ok *so far* (`score` null). The
 * service always passes an estimate.
 */
export function checkPassword(password: string, estimate: PasswordEstimate | null): PasswordVerdict {
  const length = passwordLength(password);
  const score = estimate?.score ?? null;
  const refuse = (problem: PasswordProblem, message: string): PasswordVerdict => ({ ok: false, problem, message, score, length });
  if (length === 0) return refuse('empty', 'Enter a password.');
  if (length < PASSWORD_MIN_LENGTH) {
    return refuse('short', `Use at least ${PASSWORD_MIN_LENGTH} characters (now ${length}). A few words with spaces count.`);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return refuse('long', `Use at most ${PASSWORD_MAX_LENGTH} characters (now ${length}).`);
  }
  if (estimate !== null && estimate.score < PASSWORD_MIN_SCORE) return refuse('common', commonPasswordMessage(estimate.warning));
  return { ok: true, problem: null, message: null, score, length };
}

/** The meter's word for a score. */
export function strengthLabel(score: PasswordScore): string {
  return (['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const)[score];
}

/** The confirmation rule of every "type it twice" pair. */
export function confirmationMessage(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Enter the password again.';
  return confirmation === password ? null : 'The two passwords are not the same. Type the same password twice.';
}
