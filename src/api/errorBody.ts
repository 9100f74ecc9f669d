/**
 * Reads the body of a non-OK answer into SPEC section 8's `{ message, error }`. The
 * contract's shape is `{ "message": "<JSON text holding Message and Error>" }`, but proxies,
 * gateways and older endpoints answer other things (an HTML 502 page, plain text, a bare
 * `{ message }`); each still yields a sentence a person can read.
 */
import { statusSentence } from './errors';

/** `body`: the whole parsed JSON body, for answers that add fields (a 409's fresh totals). */
export type ErrorBodyReading = { message: string; error: unknown; body?: unknown };

/** Plain-text bodies longer than this are dumps (stack traces), not messages. */
const PLAIN_MESSAGE_MAX = 200;

export function readErrorBody(status: number, statusText: string, bodyText: string): ErrorBodyReading {
  const fallback = statusSentence(status, statusText);
  const body = parseJson(bodyText);
  if (body === undefined) {
    const text = bodyText.trim();
    const readable = text !== '' && text.length <= PLAIN_MESSAGE_MAX && !text.startsWith('<');
    return { message: readable ? text : fallback, error: bodyText };
  }
  if (!isRecord(body)) return { message: fallback, error: body };

  if (typeof body.message === 'string' && body.message.trim() !== '') {
    const inner = parseJson(body.message);
    if (isRecord(inner) && ('Message' in inner || 'Error' in inner)) {
      // SPEC's shape; an empty Message still must not put raw JSON in front of a person.
      const message = typeof inner.Message === 'string' && inner.Message.trim() !== '' ? inner.Message : fallback;
      // Fields beside `message` (a 409's fresh totals) are passed on whole.
      return Object.keys(body).some((key) => key !== 'message') ? { message, error: inner.Error, body } : { message, error: inner.Error };
    }
    return { message: body.message, error: body };
  }
  // Some .NET endpoints send the inner object without the JSON-text wrapper.
  if (typeof body.Message === 'string' && body.Message.trim() !== '') {
    return { message: body.Message, error: body.Error };
  }
  return { message: fallback, error: body };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
