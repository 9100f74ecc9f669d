/**
 * Reads the JSON a page provides (HOST-CONTRACT section 2) and checks it once, at the
 * boundary. Every failure is a PageDataError whose message names the element and the field,
 * so the runtime can log one line a page author can act on and show a notice instead.
 */
import * as v from 'valibot';
import { PageContextSchema, type PageContext } from '../contract/pageData';

export const PAGE_CONTEXT_ID = 'sf-context';

/** Bad page data: `source` is the element ("#searchPage-data"), `message` the whole sentence. */
export class PageDataError extends Error {
  override readonly name = 'PageDataError';
  constructor(
    readonly source: string,
    readonly detail: string,
  ) {
    super(`${source}: ${detail}`);
  }
}

/** "#searchPage", or the selector-like description of an element without an id. */
export function describeElement(element: Element): string {
  if (element.id) return `#${element.id}`;
  const widget = element.getAttribute('data-sf-widget');
  return widget ? `[data-sf-widget="${widget}"]` : element.tagName.toLowerCase();
}

function received(issue: v.BaseIssue<unknown>): string {
  // A check forwarded to a field reports the whole object as received; the field's own
  // value is in the path (after defaults: a missing field reads as null there).
  const field = issue.type.endsWith('check') ? issue.path?.[issue.path.length - 1] : undefined;
  if (field) return field.value === null || field.value === undefined ? 'nothing' : JSON.stringify(field.value);
  return issue.received === 'undefined' ? 'nothing' : issue.received;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'a list',
  null: 'null',
};

function expectation(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'integer':
      return 'a whole number';
    case 'min_value':
      return `at least ${issue.expected?.replace(/^>=/, '') ?? ''}`;
    case 'max_value':
      return `at most ${issue.expected?.replace(/^<=/, '') ?? ''}`;
    case 'picklist':
    case 'literal':
      return `one of ${(issue.expected ?? '').replace(/^\(|\)$/g, '').split(' | ').join(', ')}`;
    default: {
      const expected = issue.expected ?? '';
      const words = expected
        .replace(/^\(|\)$/g, '')
        .split(' | ')
        .map((part) => TYPE_WORDS[part] ?? part);
      return words.join(' or ');
    }
  }
}

/** One sentence per valibot issue: "searchRequest.take must be a number, got "abc"". */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? 'the data';
  // A missing key: valibot reports the key name as what it expected.
  if (issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"')) {
    return `${path} is required but missing`;
  }
  // Our own messages (checks, nonEmpty) are written to follow the field name.
  const ownMessage = !/^Invalid /.test(issue.message);
  if (ownMessage) return `${path} ${issue.message}, got ${received(issue)}`;
  return `${path} must be ${expectation(issue)}, got ${received(issue)}`;
}

/**
 * Checks `value` against `schema`; throws a PageDataError naming `source` and the first
 * offending field (and how many more there are).
 */
export function validatePageData<S extends v.GenericSchema>(
  source: string,
  value: unknown,
  schema: S,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [first, ...rest] = result.issues;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : '';
  throw new PageDataError(source, `${first ? describeIssue(first) : 'the data is not valid'}${more}.`);
}

function readJsonScript(doc: Document, id: string, purpose: string): unknown {
  const source = `#${id}`;
  const script = doc.getElementById(id);
  if (!script) {
    throw new PageDataError(
      source,
      `the page has no <script type="application/json" id="${id}"> with ${purpose}.`,
    );
  }
  const text = script.textContent ?? '';
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : String(error);
    throw new PageDataError(source, `the content is not valid JSON (${reason}).`);
  }
}

/** The page context from `#sf-context`, normalized (see PageContextSchema). */
export function readPageContext(doc: Document): PageContext {
  const raw = readJsonScript(doc, PAGE_CONTEXT_ID, 'the page context');
  return validatePageData(`#${PAGE_CONTEXT_ID}`, raw, PageContextSchema);
}

/** A widget's own data from the JSON script `#<element id>-data`. */
export function readWidgetData<S extends v.GenericSchema>(element: Element, schema: S): v.InferOutput<S> {
  if (!element.id) {
    throw new PageDataError(
      describeElement(element),
      'the mount element needs an id; its data is read from the script with id "<id>-data".',
    );
  }
  const id = `${element.id}-data`;
  const raw = readJsonScript(element.ownerDocument, id, `the data of #${element.id}`);
  return validatePageData(`#${id}`, raw, schema);
}

/**
 * The context's `cspNonce` read without judging the rest, so even the notice about a bad
 * context is styled under the page's Content Security Policy.
 */
export function readCspNonce(doc: Document): string | undefined {
  try {
    const raw: unknown = JSON.parse(doc.getElementById(PAGE_CONTEXT_ID)?.textContent ?? 'null');
    if (typeof raw === 'object' && raw !== null && 'cspNonce' in raw && typeof raw.cspNonce === 'string' && raw.cspNonce !== '') {
      return raw.cspNonce;
    }
  } catch {
    // The context is reported by readPageContext; here only the nonce matters.
  }
  return undefined;
}
