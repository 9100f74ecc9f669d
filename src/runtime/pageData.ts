/**
 * Reads the JSON a page provides (HOST-CONTRACT section 2) and checks it once, at the
 * boundary. Every failure is a PageDataError whose message names the element and the field,
 * so the runtime can log one line a page author can act on and show a notice instead.
 */
import * as v from 'valibot';
import { PageContextSchema, type PageContext } from '../contract/pageData';
import { invalidJsonProblem, readSettings, type SettingProblem } from './settings';

export const PAGE_CONTEXT_ID = 'sf-context';

/** Bad page data: `source` is the element ("#searchPage-data"), `message` the whole sentence, `problems` each setting to fix. */
export class PageDataError extends Error {
  override readonly name = 'PageDataError';
  constructor(
    readonly source: string,
    readonly detail: string,
    readonly problems: readonly SettingProblem[] = [{ path: source, message: detail, blocking: true }],
  ) {
    super(`${source}: ${detail}`);
  }
}

/** Receives the problems of settings the widget used its default for (preview notes, console warnings), with the script or element they are in. */
export type ReportSettings = (problems: readonly SettingProblem[], source?: string) => void;

/** "#searchPage", or the selector-like description of an element without an id. */
export function describeElement(element: Element): string {
  if (element.id) return `#${element.id}`;
  const widget = element.getAttribute('data-sf-widget');
  return widget ? `[data-sf-widget="${widget}"]` : element.tagName.toLowerCase();
}

/**
 * Reads `value` with `schema` (settings.ts): returns what the widget uses and reports the
 * settings that fell back to their default; throws a PageDataError naming `source` and the
 * first blocking setting (and how many more there are) when the widget cannot draw.
 *
 * @param prefix the name paths start from (`sf-context` for the page context).
 */
export function validatePageData<S extends v.GenericSchema>(
  source: string,
  value: unknown,
  schema: S,
  report?: ReportSettings,
  prefix = '',
): v.InferOutput<S> {
  const result = readSettings(schema, value, prefix);
  if (result.ok) {
    if (result.problems.length > 0) report?.(result.problems, source);
    return result.value;
  }
  const blocking = result.problems.filter((problem) => problem.blocking);
  const [first, ...rest] = blocking;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : '';
  throw new PageDataError(source, `${first?.message.replace(/\.$/, '') ?? 'the data is not valid'}${more}.`, result.problems);
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
    const problem = invalidJsonProblem(source, text, error);
    throw new PageDataError(source, `the content ${problem.message.slice(source.length + 1)}`, [problem]);
  }
}

/** The page context from `#sf-context`, normalized (see PageContextSchema); settings that fell back go to `report`. */
export function readPageContext(doc: Document, report?: ReportSettings): PageContext {
  const raw = readJsonScript(doc, PAGE_CONTEXT_ID, 'the page context');
  return validatePageData(`#${PAGE_CONTEXT_ID}`, raw, PageContextSchema, report, PAGE_CONTEXT_ID);
}

/** A widget's own data from the JSON script `#<element id>-data`; settings that fell back go to `report`. */
export function readWidgetData<S extends v.GenericSchema>(element: Element, schema: S, report?: ReportSettings): v.InferOutput<S> {
  if (!element.id) {
    throw new PageDataError(
      describeElement(element),
      'the mount element needs an id; its data is read from the script with id "<id>-data".',
    );
  }
  const id = `${element.id}-data`;
  const raw = readJsonScript(element.ownerDocument, id, `the data of #${element.id}`);
  return validatePageData(`#${id}`, raw, schema, report);
}

/** A `true` flag of the page context (`preview`) read without judging the rest: even a context that stops the widgets can ask for preview notes. */
export function readContextFlag(doc: Document, name: 'preview'): boolean {
  const text = doc.getElementById(PAGE_CONTEXT_ID)?.textContent ?? 'null';
  try {
    const raw: unknown = JSON.parse(text);
    return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)[name] === true;
  } catch {
    // Text an editor broke while editing: the flag as written still counts.
    return new RegExp(`"${name}"\\s*:\\s*true\\b`).test(text);
  }
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
