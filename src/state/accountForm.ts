/**
 * One account form (contact, create login, recover, reset) outside React: the values typed,
 * the problems found before sending, and the one request in flight. It sends at most once
 * per submit (a second submit while sending does nothing), keeps every value after a
 * failure, and classifies the service's answer so the view can say what to do next.
 *
 * Forms that set a password load the strength estimator on demand (`loadEstimator`, a
 * dynamic import): until it has loaded the length rules decide; a submit waits for it
 * briefly so the common-password rule is checked before the request when it can be.
 */
import type { CallOptions } from '../api/client';
import { isAbortError, isServiceError, userMessage } from '../api/errors';
import type { Acknowledgement } from '../contract/responses';
import type { FormProblem } from '../domain/accountForms';
import { checkPassword, type PasswordEstimate, type PasswordVerdict } from '../domain/password';
import type { PasswordEstimator } from '../domain/passwordEstimator';

/**
 * - `limited`: 429, the service's message says how long to wait.
 * - `gone`: 410, a one-time link that expired or was used.
 * - `refused`: another 4xx; the service's message says why (shown as written).
 * - `unavailable`: no answer or a 5xx; sending again later may work.
 */
export type FailureKind = 'limited' | 'gone' | 'refused' | 'unavailable';
export type FormFailure = { kind: FailureKind; message: string };

export type AccountFormState<V, F extends string> = {
  readonly values: V;
  /** Problems of the current values; shown only once `attempt` > 0. */
  readonly problems: readonly FormProblem<F>[];
  /** Submits that found problems; the error summary takes focus when it grows. */
  readonly attempt: number;
  readonly status: 'editing' | 'sending' | 'sent';
  /** The service's Acknowledgement once sent. */
  readonly sent: Acknowledgement | null;
  readonly failure: FormFailure | null;
  /** The verdict on the password field as typed (the meter); null on forms without one. */
  readonly password: PasswordVerdict | null;
  /** The estimator is loaded (the meter can show a score). */
  readonly estimatorReady: boolean;
};

export type SubmitResult = 'sent' | 'invalid' | 'failed' | 'busy';

export type AccountFormOptions<V, F extends string> = {
  initial: V;
  check(values: V, estimate: PasswordEstimate | null): FormProblem<F>[];
  send(values: V, options: CallOptions): Promise<Acknowledgement>;
  /** What the form does, completing "Could not reach the store to …". */
  action: string;
  /** The field holding a new password, for the meter. */
  passwordField?: keyof V & F;
  /** Name, email, account: a password made of them counts as common. */
  userInputs?: (values: V) => string[];
  /** Loads the estimator (dynamic import); forms with a password field only. */
  loadEstimator?: () => Promise<PasswordEstimator>;
  /** Longest wait for the estimator at submit before checking by length alone. @default 3000 */
  estimatorWaitMs?: number;
};

export type AccountFormStore<V, F extends string> = {
  getState(): AccountFormState<V, F>;
  subscribe(listener: () => void): () => void;
  set<K extends keyof V>(field: K, value: V[K]): void;
  submit(): Promise<SubmitResult>;
  /** Starts loading the estimator (idempotent). */
  prepare(): void;
  /** Values that come from the page context (the signed-in customer) changed. */
  replaceValues(values: Partial<V>): void;
  /** Cancels a request in flight (unmount). */
  stop(): void;
};

export function classifyFailure(error: unknown, action: string): FormFailure {
  if (isServiceError(error) && error.kind === 'http') {
    if (error.status === 429) return { kind: 'limited', message: userMessage(error, action) };
    if (error.status === 410) return { kind: 'gone', message: userMessage(error, action) };
    if (error.status !== undefined && error.status < 500) return { kind: 'refused', message: userMessage(error, action) };
  }
  return { kind: 'unavailable', message: `${userMessage(error, action)} Nothing you typed is lost.` };
}

export function createAccountForm<V extends Record<string, unknown>, F extends string>(options: AccountFormOptions<V, F>): AccountFormStore<V, F> {
  const listeners = new Set<() => void>();
  let estimator: PasswordEstimator | null = null;
  let loading: Promise<void> | null = null;
  let controller: AbortController | null = null;

  const estimateOf = (values: V): PasswordEstimate | null => {
    if (estimator === null || options.passwordField === undefined) return null;
    return estimator(String(values[options.passwordField]), options.userInputs?.(values) ?? []);
  };
  const verdictOf = (values: V): PasswordVerdict | null =>
    options.passwordField === undefined ? null : checkPassword(String(values[options.passwordField]), estimateOf(values));

  let state: AccountFormState<V, F> = {
    values: options.initial,
    problems: [],
    attempt: 0,
    status: 'editing',
    sent: null,
    failure: null,
    password: verdictOf(options.initial),
    estimatorReady: false,
  };
  const update = (next: Partial<AccountFormState<V, F>>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  // Once a submit found problems, the messages follow the typing so a fixed field clears.
  const recheck = (values: V) => (state.attempt > 0 ? options.check(values, estimateOf(values)) : state.problems);

  const prepare = () => {
    if (loading !== null || options.loadEstimator === undefined) return;
    loading = options.loadEstimator().then(
      (loaded) => {
        estimator = loaded;
        update({ estimatorReady: true, password: verdictOf(state.values), problems: recheck(state.values) });
      },
      () => {
        // Offline or blocked: the length rules still apply here, and the service checks the rest.
      },
    );
  };

  const waitForEstimator = async () => {
    if (loading === null || estimator !== null) return;
    const wait = options.estimatorWaitMs ?? 3000;
    await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, wait))]);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(field, value) {
      if (state.status !== 'editing') return;
      const values = { ...state.values, [field]: value };
      update({ values, problems: recheck(values), password: verdictOf(values) });
    },
    replaceValues(partial) {
      const values = { ...state.values, ...partial };
      update({ values, problems: recheck(values), password: verdictOf(values) });
    },
    prepare,
    async submit() {
      if (state.status !== 'editing') return 'busy';
      update({ status: 'sending', failure: null });
      await waitForEstimator();
      const values = state.values;
      const problems = options.check(values, estimateOf(values));
      if (problems.length > 0) {
        update({ status: 'editing', problems, attempt: state.attempt + 1, password: verdictOf(values) });
        return 'invalid';
      }
      update({ problems: [] });
      controller = new AbortController();
      try {
        const sent = await options.send(values, { signal: controller.signal });
        update({ status: 'sent', sent });
        return 'sent';
      } catch (error) {
        if (isAbortError(error)) return 'failed';
        update({ status: 'editing', failure: classifyFailure(error, options.action) });
        return 'failed';
      } finally {
        controller = null;
      }
    },
    stop() {
      controller?.abort();
    },
  };
}
