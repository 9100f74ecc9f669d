/**
 * A fetch double for client tests: records every Request ky hands it (with its body read at
 * once, because ky cancels the body after the call) and answers from a script.
 */
import type { FetchFunction } from '../client';

export type RecordedRequest = { request: Request; body: string };
/** A Response, an Error to reject with (a network failure), or 'hang' (never answers). */
export type ScriptedReply = Response | Error | 'hang' | ((request: Request, body: string) => Response | Error | 'hang');

export type FakeFetch = { fetch: FetchFunction; requests: RecordedRequest[] };

/** Answers call n with replies[n]; the last reply repeats. */
export function createFakeFetch(...replies: ScriptedReply[]): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch: FetchFunction = async (request) => {
    const index = requests.length;
    const body = await request.clone().text();
    requests.push({ request, body });
    const scripted = replies[Math.min(index, replies.length - 1)];
    if (scripted === undefined) throw new Error('createFakeFetch: no reply scripted');
    const reply = typeof scripted === 'function' ? scripted(request, body) : scripted;
    return settle(reply, request.signal);
  };
  return { fetch, requests };
}

function settle(reply: Response | Error | 'hang', signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    if (reply === 'hang') return;
    if (reply instanceof Error) return reject(reply);
    resolve(reply.clone());
  });
}

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The error body of SPEC section 8: `message` is JSON text holding Message and Error. */
export function specErrorResponse(status: number, message: string, error: unknown): Response {
  return jsonResponse({ message: JSON.stringify({ Message: message, Error: error }) }, status);
}

export function networkFailure(): TypeError {
  return new TypeError('Failed to fetch');
}
