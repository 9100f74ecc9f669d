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
      const result = zxcvbn.check(password.normalize('NFC').slice(0, 100), [...userInputs]);
      return { score: result.score as PasswordScore, warning: result.feedback.warning };
    };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
