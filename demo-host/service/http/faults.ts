/**
 * Fault injection for hardening the widgets against a bad network and a bad service:
 * latency, random extra delay (answers arrive out of order), 500s with the SPEC error
 * body, malformed JSON and dropped connections. Off unless `faults` is passed to
 * createService (the demo main reads SF_FAULTS). Tests can force one fault per request
 * with the X-Sf-Fault header, honored only when faults are on or in test mode.
 */

export type FaultOptions = {
  /** Added to every affected call, in ms. */
  latencyMs?: number;
  /** Random extra delay from 0 to this, in ms: makes answers overtake each other. */
  jitterMs?: number;
  /** Share of affected calls answered 500 (0..1). */
  errorRate?: number;
  /** Share answered 200 with a body that is not valid JSON. */
  malformedRate?: number;
  /** Share whose connection is destroyed without an answer. */
  dropRate?: number;
  /** Only these service paths ('Product/WebSearch'); all when absent or empty. */
  paths?: readonly string[];
  /** Random source, for tests. @default Math.random */
  random?: () => number;
};

export type FaultDecision = { delayMs: number; outcome: 'none' | 'error' | 'malformed' | 'drop' };

const NONE: FaultDecision = { delayMs: 0, outcome: 'none' };

const KEYS: Record<string, keyof FaultOptions> = {
  latency: 'latencyMs',
  jitter: 'jitterMs',
  'error-rate': 'errorRate',
  'malformed-rate': 'malformedRate',
  'drop-rate': 'dropRate',
};

/**
 * Parses `latency=200,jitter=300,error-rate=0.2,malformed-rate=0.05,drop-rate=0.05,paths=Product/WebSearch|Product/WebSearchFacets`.
 * Throws on an unknown key or a bad number, naming it: a typo must not silently disable faults.
 */
export function parseFaultSpec(spec: string): FaultOptions {
  const options: FaultOptions = {};
  for (const part of spec.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [key = '', value = ''] = part.split('=', 2).map((s) => s.trim());
    if (key === 'paths') {
      options.paths = value.split('|').map((p) => p.trim()).filter((p) => p !== '');
      continue;
    }
    const field = KEYS[key];
    const number = Number(value);
    if (field === undefined) throw new Error(`SF_FAULTS: unknown key "${key}"; use ${[...Object.keys(KEYS), 'paths'].join(', ')}.`);
    if (value === '' || !Number.isFinite(number) || number < 0) throw new Error(`SF_FAULTS: ${key} needs a number of 0 or more, got "${value}".`);
    (options as Record<string, number>)[field] = number;
  }
  return options;
}

/** Reads `X-Sf-Fault: 500 | malformed | drop | delay=<ms>`. */
function fromHeader(header: string): FaultDecision | null {
  const value = header.trim().toLowerCase();
  if (value === '500' || value === 'error') return { delayMs: 0, outcome: 'error' };
  if (value === 'malformed') return { delayMs: 0, outcome: 'malformed' };
  if (value === 'drop') return { delayMs: 0, outcome: 'drop' };
  const delay = /^delay=(\d+)$/.exec(value);
  if (delay !== null) return { delayMs: Number(delay[1]), outcome: 'none' };
  return null;
}

export function decideFault(
  options: FaultOptions | null,
  path: string,
  header: string | undefined,
  headerAllowed: boolean,
): FaultDecision {
  if (header !== undefined && headerAllowed) {
    const forced = fromHeader(header);
    if (forced !== null) return forced;
  }
  if (options === null) return NONE;
  if (options.paths !== undefined && options.paths.length > 0 && !options.paths.includes(path)) return NONE;
  const random = options.random ?? Math.random;
  const delayMs = (options.latencyMs ?? 0) + (options.jitterMs ?? 0) * random();
  const roll = random();
  const error = options.errorRate ?? 0;
  const malformed = error + (options.malformedRate ?? 0);
  const drop = malformed + (options.dropRate ?? 0);
  const outcome = roll < error ? 'error' : roll < malformed ? 'malformed' : roll < drop ? 'drop' : 'none';
  return { delayMs, outcome };
}
