/**
 * The one place the widgets talk to the storefront service (SPEC section 7, HOST-CONTRACT
 * section 4). Every call is a POST with a JSON body; the answer is parsed with the schema
 * the caller passes, so a widget's bundle holds only the schemas it uses. Choices (timeout,
 * retry, abort, beacons) are explained in docs/service-client.md.
 */
import ky, { TimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { STATE_CHANGING_PATHS, type RequestOf, type ResponseOf, type ServicePath } from '../contract/paths';
import { readErrorBody } from './errorBody';
import { isAbortError, ServiceError } from './errors';

/** X-Api-Key value sent when the page context has no `apiKey`. */
export const DEFAULT_API_KEY = 'storefront-widgets';
/** Time limit of one attempt, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Pause before the single retry of a read-only call after a network failure. */
export const RETRY_DELAY_MS = 300;

export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;
export type SendBeaconFunction = (url: string, data?: BodyInit | null) => boolean;

export type ServiceClientOptions = {
  /** Base of every path, e.g. "https://shop.example/api" (a trailing slash is ignored). */
  serviceUrl: string;
  /** Sent as `Authorization: Basic <jwtToken>`; no Authorization header when absent or empty. */
  jwtToken?: string | undefined;
  /** @default DEFAULT_API_KEY */
  apiKey?: string | undefined;
  /** Replaces the global fetch (tests, hosts that wrap fetch). @default globalThis.fetch */
  fetch?: FetchFunction | undefined;
  /** @default DEFAULT_TIMEOUT_MS */
  timeoutMs?: number | undefined;
  /** @default globalThis.navigator.sendBeacon, when the browser has it */
  sendBeacon?: SendBeaconFunction | undefined;
};

export type CallOptions = {
  /** Aborting it rejects the call with the AbortError itself (see `isAbortError`). */
  signal?: AbortSignal | undefined;
  /** Overrides the client's time limit for this call. */
  timeoutMs?: number | undefined;
};

/** A schema whose output is the answer of path P (input is whatever JSON arrives). */
export type ResponseSchema<P extends ServicePath> = v.GenericSchema<unknown, ResponseOf<P>>;

export type ServiceClient = {
  /**
   * POSTs `body` to `path` and resolves with the answer parsed by `schema`. Rejects with a
   * ServiceError, or with the AbortError when `options.signal` aborts.
   */
  call<P extends ServicePath>(
    path: P,
    body: RequestOf<P>,
    schema: ResponseSchema<P>,
    options?: CallOptions,
  ): Promise<ResponseOf<P>>;
  /**
   * Sends `body` to `path` through the browser's beacon facility, which outlives the page
   * (for logs sent while leaving). Carries no API key and no token. False when the browser
   * has no beacon facility or refused to queue the beacon.
   */
  beacon<P extends ServicePath>(path: P, body: RequestOf<P>): boolean;
};

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const base = options.serviceUrl.replace(/\/+$/, '');
  const urlOf = (path: ServicePath): string => `${base}/${path}`;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = createKy(options);

  async function call<P extends ServicePath>(
    path: P,
    body: RequestOf<P>,
    schema: ResponseSchema<P>,
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<P>> {
    const { signal } = callOptions;
    const timeoutMs = callOptions.timeoutMs ?? defaultTimeout;
    try {
      const response = await http.post(urlOf(path), {
        json: body,
        signal,
        timeout: timeoutMs,
        retry: STATE_CHANGING_PATHS.has(path) ? 0 : READ_ONLY_RETRY,
      });
      const text = await response.text();
      // A superseded call must not settle with an answer its caller no longer wants.
      signal?.throwIfAborted();
      if (!response.ok) {
        const { message, error, body: errorBody } = readErrorBody(response.status, response.statusText, text);
        throw new ServiceError({ kind: 'http', path, status: response.status, message, error, body: errorBody });
      }
      return parseAnswer(path, text, schema);
    } catch (error) {
      throw narrow(error, path, signal, timeoutMs);
    }
  }

  function beacon<P extends ServicePath>(path: P, body: RequestOf<P>): boolean {
    const send = options.sendBeacon ?? browserSendBeacon();
    if (send === undefined) return false;
    try {
      return send(urlOf(path), new Blob([JSON.stringify(body)], { type: JSON_CONTENT_TYPE }));
    } catch {
      // Some browsers throw instead of returning false (e.g. a payload over their quota).
      return false;
    }
  }

  return { call, beacon };
}

type KyFetchInput = string | URL | Request;

function createKy(options: ServiceClientOptions): KyInstance {
  const headers: Record<string, string> = {
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Api-Key': options.apiKey || DEFAULT_API_KEY,
  };
  if (options.jwtToken) headers.Authorization = `Basic ${options.jwtToken}`;
  const injected = options.fetch;
  return ky.create({
    headers,
    credentials: 'include',
    cache: 'no-store',
    // Non-OK answers are read here into SPEC section 8's shape; ky's HTTPError never escapes.
    throwHttpErrors: false,
    // A plain function, so a host's own fetch is never called with ky's options as `this`.
    ...(injected ? { fetch: (input: KyFetchInput, init?: RequestInit) => injected(input as Request, init) } : {}),
  });
}

/**
 * Read-only calls retry once, and only when no answer arrived at all: an HTTP error is an
 * answer (retrying would repeat it), and a timeout already waited the full limit.
 */
const READ_ONLY_RETRY = {
  limit: 1,
  methods: ['post' as const],
  delay: () => RETRY_DELAY_MS,
  shouldRetry: ({ error }: { error: Error }) => isNetworkFailure(error),
};

function isNetworkFailure(error: unknown): boolean {
  return !isAbortError(error) && !(error instanceof TimeoutError) && !(error instanceof ServiceError);
}

function parseAnswer<P extends ServicePath>(path: P, text: string, schema: ResponseSchema<P>): ResponseOf<P> {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    const got = text.trim() === '' ? 'an empty body' : `"${text.trim().slice(0, 40)}"`;
    throw contractBreach(path, `The storefront service answered ${path} with something that is not JSON: ${got}.`, error);
  }
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = v.getDotPath(issue) ?? '(the whole answer)';
  throw contractBreach(path, `The storefront service's answer to ${path} does not match the contract: ${field}: ${issue.message}.`, result.issues);
}

/**
 * An OK answer the widgets cannot read is the service's bug, not the shopper's: the shopper
 * gets a sentence and Retry, and the host's developers the exact field on the console.
 */
function contractBreach(path: ServicePath, message: string, error: unknown): ServiceError {
  console.error(`StorefrontWidgets: ${message}`);
  return new ServiceError({ kind: 'invalid-response', path, message, error });
}

function narrow(error: unknown, path: ServicePath, signal: AbortSignal | undefined, timeoutMs: number): unknown {
  if (signal?.aborted) {
    return isAbortError(error) ? error : new DOMException(`The call to ${path} was aborted.`, 'AbortError');
  }
  if (error instanceof ServiceError) return error;
  if (error instanceof TimeoutError) {
    return new ServiceError({
      kind: 'timeout',
      path,
      message: `The storefront service did not answer ${path} within ${formatSeconds(timeoutMs)}.`,
      error,
    });
  }
  return new ServiceError({ kind: 'network', path, message: '', error });
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

function browserSendBeacon(): SendBeaconFunction | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  return typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined;
}
