/**
 * Where a widget's settings come from, declared with the widget (HOST-CONTRACT sections 2 and
 * 11), and the runtime's one reader of them:
 * - `script`: the JSON script whose id is the mount element's id plus `-data`;
 * - `attributes`: the mount element's attributes, an object schema keyed by attribute name.
 *   An attribute made with `flag()` is true when present; one made with `orAddress(schema,
 *   'number')` is read from the page address's parameter when the element lacks it.
 * A wrong optional setting falls back to its default and is reported; a required one stops
 * the widget (a PageDataError naming it).
 */
import * as v from 'valibot';
import { describeElement, readWidgetData, validatePageData, type ReportSettings } from './pageData';
import { metadataOf } from './settings';

export type WidgetSettings<D> =
  | { readonly script: v.GenericSchema<unknown, D>; readonly attributes?: never }
  | { readonly attributes: v.GenericSchema<unknown, D>; readonly script?: never };

/** A presence attribute (`data-allow-delete`): true when the element has it. */
export function flag(): v.GenericSchema<boolean | undefined, boolean> {
  return v.pipe(v.optional(v.boolean(), false), v.metadata({ attribute: 'flag' }));
}

/** An attribute read from the page address's `parameter` when the element lacks it (the statement's `?number=`). */
export function orAddress<S extends v.GenericSchema>(schema: S, parameter: string): S {
  return v.pipe(schema, v.metadata({ address: parameter })) as unknown as S;
}

/** The object schema's entries, whatever pipe wraps it. */
export function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  let node = schema as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: readonly unknown[] };
  while (!node.entries && node.pipe) node = node.pipe[0] as typeof node;
  return node.entries ?? {};
}

/** The raw values of `schema`'s attributes on `element` (absent ones left out). */
export function attributeValues(schema: v.GenericSchema, element: Element, search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(entriesOf(schema))) {
    const meta = metadataOf(entry);
    if (meta.attribute === 'flag') {
      if (element.hasAttribute(name)) raw[name] = true;
      continue;
    }
    const value = element.getAttribute(name) ?? (typeof meta.address === 'string' ? params.get(meta.address) : null);
    if (value !== null) raw[name] = value;
  }
  return raw;
}

/** Reads a widget's settings for `element` as its declaration says; throws a PageDataError when one it needs is missing or wrong. */
export function readWidgetSettings<D>(settings: WidgetSettings<D> | undefined, element: HTMLElement, doc: Document, report: ReportSettings): D {
  if (!settings) return undefined as D;
  if (settings.script) return readWidgetData(element, settings.script, report);
  return validatePageData(describeElement(element), attributeValues(settings.attributes, element, doc.location?.search ?? ''), settings.attributes, report);
}
