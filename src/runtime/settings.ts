/**
 * The one reader of a widget's settings (HOST-CONTRACT section 11): the page context, a
 * widget's data script, its attributes and address parameters all go through `readSettings`
 * with the valibot schema the widget declares. Lenient where nothing is lost: an optional
 * setting with a wrong value is left out and its default used, with a `SettingProblem` that
 * says which setting, what it holds, what is allowed and what is used instead. A required
 * setting that is missing or wrong stops the widget (the caller shows the notice), with the
 * same kind of problem. Preview mode shows the problems to the editor (settingsNote.ts);
 * outside it the console names each once.
 */
import * as v from 'valibot';

export type SettingProblem = {
  /** Where the setting is: `searchRequest.take`, `sf-context.warehouseCode`, `data-item-id`. */
  readonly path: string;
  /** The sentence an editor reads, naming the setting, its value, what is allowed and what happens. */
  readonly message: string;
  /** True when the widget cannot draw without it (a required setting): whoever shows the message says so. */
  readonly blocking: boolean;
};

export type SettingsResult<T> =
  | { readonly ok: true; readonly value: T; readonly problems: readonly SettingProblem[] }
  | { readonly ok: false; readonly problems: readonly SettingProblem[] };

type AnySchema = v.GenericSchema & {
  readonly type: string;
  readonly entries?: Record<string, AnySchema>;
  readonly wrapped?: AnySchema;
  readonly item?: AnySchema;
  readonly options?: readonly unknown[];
  readonly pipe?: readonly (AnySchema | v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>)[];
  readonly default?: unknown;
  readonly getter?: (input: unknown) => AnySchema;
};

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);

/** The schema of the value at `keys` below `schema` (through pipes, optionals, objects, arrays), or null. */
function schemaAt(schema: AnySchema, keys: readonly PropertyKey[]): AnySchema | null {
  let node: AnySchema | undefined = schema;
  for (const key of keys) {
    node = unwrap(node);
    if (!node) return null;
    if (node.entries) node = node.entries[String(key)];
    else if (node.item) node = node.item;
    else return null;
  }
  return node ?? null;
}

/** Past `optional` / `nullish` wrappers and `lazy` getters to the schema that checks the value. */
function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let node = schema;
  while (node) {
    if (OPTIONAL_TYPES.has(node.type) || node.type === 'nullable') node = node.wrapped;
    else if (node.type === 'lazy' && node.getter) node = node.getter(undefined);
    else return node;
  }
  return node;
}

/** A setting that may be left out and is a single value (not a group or a list): it can fall back to its default. */
function canFallBack(schema: AnySchema | null): boolean {
  if (!schema || !OPTIONAL_TYPES.has(schema.type)) return false;
  const inner = unwrap(schema);
  return !!inner && !inner.entries && !inner.item;
}

type Action = { type: string; requirement?: unknown; metadata?: Record<string, unknown> };

/** The actions of a schema's pipe, nested pipes included (`v.pipe(int, v.minValue(1))` where int is itself a pipe). */
function actionsOf(schema: AnySchema | undefined): readonly Action[] {
  const pipe = schema?.pipe;
  if (!pipe) return [];
  const first = pipe[0] as AnySchema;
  return [...(first !== schema && first.pipe ? actionsOf(first) : []), ...(pipe.slice(1) as unknown as Action[])];
}

/** The metadata of a setting (its pipes' `v.metadata` actions, through optional wrappers), merged. */
export function metadataOf(schema: v.GenericSchema): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  let node: AnySchema | undefined = schema as AnySchema;
  while (node) {
    for (const action of actionsOf(node)) if (action.type === 'metadata') Object.assign(found, action.metadata);
    node = OPTIONAL_TYPES.has(node.type) || node.type === 'nullable' ? node.wrapped : undefined;
  }
  return found;
}

/**
 * Where a wrong value is left out so that a default is used: an optional group marked
 * `v.metadata({ fallsBackWhole: true })` around it (the page context's `punchout`: half of it
 * means nothing), else the setting itself when it can fall back; null when nothing may.
 */
function fallbackKeys(root: AnySchema, keys: readonly Key[]): Key[] | null {
  if (keys.length === 0) return null;
  for (let n = keys.length; n > 0; n -= 1) {
    const group = schemaAt(root, keys.slice(0, n));
    const marked = [...actionsOf(group ?? undefined), ...actionsOf(unwrap(group ?? undefined))].some((action) => action.type === 'metadata' && action.metadata?.fallsBackWhole === true);
    if (group && OPTIONAL_TYPES.has(group.type) && marked) return keys.slice(0, n);
  }
  return canFallBack(schemaAt(root, keys)) ? [...keys] : null;
}

/** What a setting allows, in words: "one of 18, 50, 100", "a whole number of at least 1", "true or false". */
export function allowedText(schema: AnySchema | null): string {
  if (!schema) return 'a value this widget reads';
  for (const action of [...actionsOf(schema), ...actionsOf(unwrap(schema))]) {
    if (action.type === 'metadata' && typeof action.metadata?.allowed === 'string') return action.metadata.allowed;
  }
  const inner = unwrap(schema);
  if (!inner) return 'a value this widget reads';
  const actions = actionsOf(inner);
  const find = (type: string) => actions.find((action) => action.type === type)?.requirement;
  switch (inner.type) {
    case 'picklist':
    case 'enum':
      return `one of ${(inner.options ?? []).join(', ')}`;
    case 'literal':
      return JSON.stringify((inner as unknown as { literal: unknown }).literal);
    case 'boolean':
      return 'true or false';
    case 'number': {
      const whole = actions.some((action) => action.type === 'integer');
      const noun = whole ? 'a whole number' : 'a number';
      const min = find('min_value');
      const max = find('max_value');
      if (min !== undefined && max !== undefined) return `${noun} from ${String(min)} to ${String(max)}`;
      if (min !== undefined) return `${noun} of at least ${String(min)}`;
      if (max !== undefined) return `${noun} of at most ${String(max)}`;
      return noun;
    }
    case 'string': {
      if (actions.some((action) => action.type === 'non_empty' || (action.type === 'min_length' && Number(action.requirement) > 0))) return 'text that is not empty';
      const pattern = find('regex');
      if (pattern instanceof RegExp) return pattern.source === '\\S' ? 'text that is not empty' : `text of the form ${pattern.source}`;
      return 'text';
    }
    case 'union':
      return (inner.options as AnySchema[]).map((option) => allowedText(option)).join(' or ');
    case 'array':
      return 'a list';
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return 'a group of settings ({ … })';
    case 'null':
      return 'null';
    default:
      return inner.expects;
  }
}

const STOPS = 'The widget is not shown until it is fixed.';

/** The line an editor reads: the problem, and for a required setting that the widget is not shown. */
export function problemText(problem: SettingProblem): string {
  return problem.blocking ? `${problem.message} ${STOPS}` : problem.message;
}

/** A value as the page wrote it, for a sentence: `"bestselling"`, `12`, `nothing`. */
export function heldText(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  } catch {
    return String(value);
  }
}

/** A value the widget uses instead, for a sentence: `score`, `18`, `no value`. */
function usedText(value: unknown): string {
  if (value === null || value === undefined) return 'no value';
  if (typeof value === 'string') return value === '' ? 'an empty text' : value;
  return heldText(value);
}

type Key = string | number;

function keysOf(issue: v.BaseIssue<unknown>): Key[] {
  return (issue.path ?? []).map((item) => item.key as Key);
}

function valueAt(root: unknown, keys: readonly Key[]): unknown {
  let node = root;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Key, unknown>)[key];
  }
  return node;
}

function withoutValueAt(root: unknown, keys: readonly Key[]): unknown {
  if (keys.length === 0) return undefined;
  const [key, ...rest] = keys;
  if (root === null || typeof root !== 'object') return root;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<Key, unknown>;
  if (rest.length === 0) delete copy[key as Key];
  else copy[key as Key] = withoutValueAt(copy[key as Key], rest);
  return copy;
}

/** `searchRequest.take`, `filters[0].filterId`, below the source's own name (`sf-context`) or none. */
export function settingPath(prefix: string, keys: readonly Key[]): string {
  let path = prefix;
  for (const key of keys) path += typeof key === 'number' ? `[${key}]` : path === '' ? key : `.${key}`;
  return path;
}

// A check across fields (partialCheck) reports the whole object as received; the field's own
// value is in the path.
function issueValue(issue: v.BaseIssue<unknown>): unknown {
  const last = issue.path?.[issue.path.length - 1];
  return last ? last.value : issue.input;
}

function blockingProblem(schema: AnySchema, prefix: string, issue: v.BaseIssue<unknown>): SettingProblem {
  const keys = keysOf(issue);
  const at = schemaAt(schema, keys);
  const path = settingPath(prefix, keys) || 'the data';
  const value = issueValue(issue);
  // Our own messages (checks, nonEmpty) are written to follow the setting's name.
  const own = !/^Invalid /.test(issue.message);
  const message = own
    ? `${path} ${issue.message}, got ${heldText(value)}.`
    : value === undefined
      ? `${path} is missing: it must be ${allowedText(at)}.`
      : `${path}: ${heldText(value)} is not ${allowedText(at)}.`;
  return { path, message, blocking: true };
}

/**
 * Checks `raw` against `schema`. Each wrong optional single value is left out, so its default
 * (or the schema's own choice, such as the sort for a category) is used, and named in a
 * problem; anything else wrong is a blocking problem and no value.
 *
 * @param prefix the name every path starts from: `sf-context` for the page context, '' for a widget's data.
 */
export function readSettings<S extends v.GenericSchema>(schema: S, raw: unknown, prefix = ''): SettingsResult<v.InferOutput<S>> {
  const root = schema as unknown as AnySchema;
  const fallenBack: { keys: Key[]; held: unknown; allowed: string }[] = [];
  let input = raw;
  // Each pass leaves out at least one more value; a schema has finitely many.
  for (;;) {
    const result = v.safeParse(schema, input);
    if (result.success) {
      const problems = fallenBack.map(({ keys, held, allowed }): SettingProblem => {
        const path = settingPath(prefix, keys);
        return { path, message: `${path}: ${heldText(held)} is not ${allowed}; ${usedText(valueAt(result.output, keys))} is used.`, blocking: false };
      });
      return { ok: true, value: result.output, problems };
    }
    const repairKeys = (issue: v.BaseIssue<unknown>) => fallbackKeys(root, keysOf(issue)) ?? [];
    const repairable = result.issues.filter((issue) => {
      const keys = repairKeys(issue);
      return keys.length > 0 && valueAt(input, keys) !== undefined && !fallenBack.some((done) => same(done.keys, keys));
    });
    const blocking = result.issues.filter((issue) => !repairable.includes(issue));
    if (blocking.length > 0) {
      // The widget stops; the values that would fall back are still worth fixing.
      const falling = [...fallenBack, ...repairable.map((issue) => ({ keys: repairKeys(issue), held: valueAt(input, repairKeys(issue)), allowed: allowedText(schemaAt(root, repairKeys(issue))) }))];
      return {
        ok: false,
        problems: dedupe([
          ...blocking.map((issue) => blockingProblem(root, prefix, issue)),
          ...falling.map(({ keys, held, allowed }): SettingProblem => {
            const path = settingPath(prefix, keys);
            return { path, message: `${path}: ${heldText(held)} is not ${allowed}; its default would be used.`, blocking: false };
          }),
        ]),
      };
    }
    for (const issue of repairable) {
      const keys = repairKeys(issue);
      if (fallenBack.some((done) => same(done.keys, keys))) continue;
      fallenBack.push({ keys, held: valueAt(input, keys), allowed: allowedText(schemaAt(root, keys)) });
      input = withoutValueAt(input, keys);
    }
  }
}

function same(a: readonly Key[], b: readonly Key[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

function dedupe(problems: SettingProblem[]): SettingProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => !seen.has(problem.message) && !!seen.add(problem.message));
}

/**
 * The problem for a data script whose text is not JSON, with its line and column (from the
 * parser's message: "at position 41" in Chromium, "at line 3 column 5" in Firefox).
 */
export function invalidJsonProblem(source: string, text: string, error: unknown): SettingProblem {
  const reason = error instanceof Error ? error.message : String(error);
  let where = '';
  const lineColumn = /line (\d+) column (\d+)/.exec(reason);
  const position = /position (\d+)/.exec(reason);
  if (lineColumn) where = ` at line ${lineColumn[1]}, column ${lineColumn[2]}`;
  else if (position) {
    const before = text.slice(0, Number(position[1]));
    const lines = before.split('\n');
    where = ` at line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
  } else if (/end of (JSON )?input|unexpected end/i.test(reason)) {
    const lines = text.split('\n');
    where = ` at line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1} (it ends too early)`;
  }
  return { path: source, message: `${source} is not valid JSON${where}: ${reason.replace(/\s*\(line \d+ column \d+\)|\s*(in JSON )?at position \d+/g, '').replace(/\.$/, '')}.`, blocking: true };
}
