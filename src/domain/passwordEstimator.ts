/**
 * The strength estimator behind the password rule (password.ts): zxcvbn-ts with the
 * language-neutral common-password, diceware and keyboard lists. About 400 KB of lists, so
 * it is imported on demand: a page pays for it only when a form that sets a password loads
 * it, and the service loads it once at its first password.
 */
import type { PasswordEstimate, PasswordScore } from './password';

/** Rates a password; `userInputs` (name, email, account number) count as easy to guess. */
export type PasswordEstimator = (password: string, userInputs?: readonly string[]) => PasswordEstimate;

let loading: Promise<PasswordEstimator> | null = null;

/**
 * zxcvbn matches user inputs as whole words: "Maple Hollow Greenhouses" and
 * "dana@maplehollow.example" are also given as their parts and without spaces.
 */
export function userInputWords(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => {
    const text = input.trim().toLowerCase();
    return [text, text.replace(/\s+/g, ''), ...text.split(/[\s@._-]+/)];
  });
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/** Loads the estimator once per page or process; later calls share the same promise. */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    return (password, userInputs = []) => {
      // zxcvbn's cost grows with length; past 100 characters nothing more is learned.
      const result = zxcvbn.check(password.normalize('NFC').slice(0, 100), userInputWords(userInputs));
      return { score: result.score as PasswordScore, warning: result.feedback.warning };
    };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
