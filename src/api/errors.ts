/**
 * The one error shape every service call rejects with (SPEC section 8), narrowed here so
 * widgets never see ky's or fetch's own errors. Aborted calls are the exception: they
 * reject with the AbortError itself, which callers recognise with `isAbortError` and ignore.
 */
import type { ServicePath } from '../contract/paths';

/**
 * - `http`: the service answered with a non-OK status.
 * - `network`: no answer at all (offline, DNS, CORS refusal, connection reset).
 * - `timeout`: no answer within the client's time limit.
 * - `invalid-response`: an OK answer that is not JSON or does not match the contract.
 */
export type ServiceErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export type ServiceErrorInit = {
  kind: ServiceErrorKind;
  path: ServicePath;
  /** SPEC section 8 `message`: the service's `Message`, or '' on a network failure. */
  message: string;
  /** SPEC section 8 `error`: the service's `Error`, or the underlying failure. */
  error: unknown;
  /** HTTP status, for `http` errors. */
  status?: number;
  /** The parsed JSON body of an `http` error in SPEC's shape, with any fields the service added. */
  body?: unknown;
};

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly path: ServicePath;
  readonly error: unknown;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(init: ServiceErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.path = init.path;
    this.error = init.error;
    this.status = init.status;
    this.body = init.body;
  }
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}

/**
 * True when the service turned the call down as sent (a 4xx answer other than 408 Request
 * Timeout and 429 Too Many Requests): sending the same call again would be turned down
 * again, so the user gets no Retry for it.
 */
export function isRefusal(e: unknown): boolean {
  if (!isServiceError(e) || e.kind !== 'http' || e.status === undefined) return false;
  return e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;
}

/**
 * True for the rejection of a call whose signal was aborted (a newer search replaced it,
 * the widget unmounted). Checked by name because DOMException is not an Error subclass
 * in every environment.
 */
export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

const DEFAULT_ACTION = 'finish this';

/**
 * One sentence a person can act on. `action` completes "Could not reach the store to …",
 * e.g. 'load results', 'add this item to your cart'. The service's own message wins when
 * it sent one, because it knows the business reason (a closed account, an unknown item).
 */
export function userMessage(error: unknown, action: string = DEFAULT_ACTION): string {
  if (isAbortError(error)) return `The request to ${action} was cancelled. Try again.`;
  if (!(error instanceof ServiceError)) {
    return `Something went wrong while trying to ${action}. Reload the page and try again.`;
  }
  switch (error.kind) {
    case 'network':
      return `Could not reach the store to ${action}. Check your connection and try again.`;
    case 'timeout':
      return `The store took too long to ${action}. Try again in a moment.`;
    case 'invalid-response':
      return `The store sent an answer this page cannot read, so it could not ${action}. Reload the page and try again.`;
    case 'http':
      // An ended session (expired or revoked token): the page shows one sign-in notice
      // (src/runtime/sessionEnded.ts); each widget says what could not be done, never a generic failure.
      if (error.status === 401) return `Your session has ended, so the store could not ${action}.`;
      if (error.message !== '' && !isStatusSentence(error.message)) {
        return asSentence(error.message);
      }
      if (error.status === 403) {
        return `The store did not accept your sign-in, so it could not ${action}. Sign in again and retry.`;
      }
      if (error.status !== undefined && error.status >= 500) {
        return `The store could not ${action} right now. Try again in a moment.`;
      }
      return `The store refused to ${action}. Reload the page and try again.`;
  }
}

const STATUS_SENTENCE_START = 'The storefront service answered ';

/** The client's fallback when a non-OK answer carried no message of its own. */
export function statusSentence(status: number, statusText: string): string {
  const text = statusText.trim();
  return `${STATUS_SENTENCE_START}${status}${text === '' ? '' : ` ${text}`}.`;
}

function isStatusSentence(message: string): boolean {
  return message.startsWith(STATUS_SENTENCE_START);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** `Error` codes and `Message` wordings of a SPEC section 8 body that say the path itself is unknown. */
const UNSERVED_CODE = /^(NotFound|NotImplemented|MethodNotAllowed|UnknownPath|UnknownMethod|NoSuchPath)$/i;
const UNSERVED_MESSAGE = /\b(no|unknown|not a known) (service )?(path|method|endpoint|action)\b/i;

/**
 * True when the service does not serve the path at all (404, 405 or 501, or a SPEC section 8
 * body whose `Error` or `Message` says the path is unknown): a contract-only host answering a
 * call the project added (docs/service.md "Extensions"). The caller falls back to what the
 * contract offers; asking again would only be refused again.
 */
export function isUnservedPath(e: unknown): boolean {
  if (!isServiceError(e) || e.kind !== 'http') return false;
  if (e.status === 404 || e.status === 405 || e.status === 501) return true;
  if (e.status === undefined || e.status < 400 || e.status >= 500) return false;
  return (typeof e.error === 'string' && UNSERVED_CODE.test(e.error)) || UNSERVED_MESSAGE.test(e.message);
}

/** True for the answer of an ended session (expired or revoked token): a 401 (docs/runtime.md "An ended session"). */
export function isSessionEnded(e: unknown): boolean {
  return isServiceError(e) && e.kind === 'http' && e.status === 401;
}
