/**
 * The service's side of the one password rule (src/domain/password.ts): the same check the
 * forms make, with the same estimator, loaded once when the service starts. The router
 * waits for `ready()` before running a call that sets a password.
 */
import { checkPassword, type PasswordVerdict } from '../../src/domain/password';
import { loadPasswordEstimator, type PasswordEstimator } from '../../src/domain/passwordEstimator';

export type PasswordRule = {
  ready(): Promise<void>;
  /** The verdict on `password`; `userInputs` (name, email, account) count as guessable. */
  check(password: string, userInputs: readonly string[]): PasswordVerdict;
};

export function createPasswordRule(): PasswordRule {
  let estimator: PasswordEstimator | null = null;
  let loading: Promise<void> | null = null;
  return {
    ready() {
      loading ??= loadPasswordEstimator().then((loaded) => {
        estimator = loaded;
      });
      return loading;
    },
    check(password, userInputs) {
      if (estimator === null) throw new Error('passwordRule.check before ready(): the router must await it for password calls');
      return checkPassword(password, estimator(password, userInputs));
    },
  };
}
