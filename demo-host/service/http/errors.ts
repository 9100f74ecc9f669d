/**
 * Every non-OK answer of the service carries the SPEC section 8 body: `message` is JSON
 * TEXT holding `Message` (a sentence for a person) and `Error` (a short machine code), so
 * the widgets' client can parse it twice the same way for every status.
 */
import type { ErrorBody } from '../../../src/contract/responses';

export type ErrorCode =
  | 'BadRequest'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'MethodNotAllowed'
  | 'PayloadTooLarge'
  | 'Gone'
  | 'TotalChanged'
  | 'SubmissionReplaced'
  | 'TooManyRequests'
  | 'InternalError';

const STATUS_OF: Record<ErrorCode, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  PayloadTooLarge: 413,
  Gone: 410,
  TotalChanged: 409,
  SubmissionReplaced: 409,
  TooManyRequests: 429,
  InternalError: 500,
};

/** Thrown by handlers; the router turns it into the SPEC error body with its status. */
export class ServiceHttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Extra answer headers (Retry-After of a 429). */
  readonly headers: Record<string, string>;
  /** Fields added to the SPEC body (a 409's fresh totals); never `message`. */
  readonly extra: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ServiceHttpError';
    this.code = code;
    this.status = STATUS_OF[code];
    this.headers = headers;
    this.extra = extra;
  }
}

export const badRequest = (message: string): ServiceHttpError => new ServiceHttpError('BadRequest', message);
export const unauthorized = (message: string): ServiceHttpError => new ServiceHttpError('Unauthorized', message);
export const forbidden = (message: string): ServiceHttpError => new ServiceHttpError('Forbidden', message);
/** A one-time thing (a reset link) that was used or expired. */
export const gone = (message: string): ServiceHttpError => new ServiceHttpError('Gone', message);
/** 409 TotalChanged: the order's total is not the one the checkout showed; `extra` carries the fresh totals. */
export const totalChanged = (message: string, extra: Record<string, unknown>): ServiceHttpError => new ServiceHttpError('TotalChanged', message, {}, extra);
/** 409 SubmissionReplaced: a checkout attempt the buyer's checkout already replaced by a newer one. */
export const submissionReplaced = (message: string): ServiceHttpError => new ServiceHttpError('SubmissionReplaced', message);
export const notFound = (message: string): ServiceHttpError => new ServiceHttpError('NotFound', message);

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { message: JSON.stringify({ Message: message, Error: code }) };
}
