/**
 * Bench layout rules shared by the configurator forms and the reference service: the sizes
 * sold and what makes a layout impossible. The form shows these messages beside the fields
 * as the user types; the service answers the same messages on a kit it refuses, so a layout
 * the form accepts is a layout the service prices. docs/configurators.md lists them.
 * (The add-on quantity suggestion lives with the add-ons state, so the add-ons page does
 * not download these bench rules.)
 */
import type { Kit } from '../contract/responses';
import { formatNumber } from './format';
import { overStock, type OverStock } from './stock';

/** Bench widths sold, in feet: every width has its own tops, end rails and cross members. */
export const BENCH_WIDTHS_FT = [3, 4, 5, 6] as const;
export type BenchWidthFt = (typeof BENCH_WIDTHS_FT)[number];

/** Bench lengths sold, in feet: 8-ft top panels plus 2-ft filler panels cover every even length. */
export const BENCH_LENGTH_FT = { min: 8, max: 100, step: 2 } as const;

/** A slide bench top is pushed across its pipes by one crank; past 80 ft it is too heavy to roll. */
export const SLIDE_BENCH_MAX_LENGTH_FT = 80;

/** Benches per kit. */
export const BENCH_COUNT = { min: 1, max: 50 } as const;

/** Linear feet of bench one kit may hold (count × length): a full range house, not a whole site. */
export const MAX_KIT_LINEAR_FT = 2000;

export const TOP_MATERIAL_LABELS = {
  'expanded-metal': 'Expanded metal',
  'wire-mesh': 'Wire mesh',
  'plastic-grid': 'Plastic grid',
} as const;
export type TopMaterial = keyof typeof TOP_MATERIAL_LABELS;

export const EXISTING_BENCH_LABELS = {
  'stationary-pipe': 'Stationary bench on pipe legs',
  'stationary-block': 'Stationary bench on concrete blocks',
} as const;
export type ExistingBench = keyof typeof EXISTING_BENCH_LABELS;

export const CONVERT_TO_LABELS = {
  track: 'Track bench (rolls lengthwise on rails)',
  slide: 'Slide bench (top rolls sideways on pipes)',
} as const;
export type ConvertTo = keyof typeof CONVERT_TO_LABELS;

/** Which configurator a layout belongs to; a conversion is checked against what it becomes. */
export type BenchKind = 'track' | 'slide' | 'conversion';

/** The layout fields every bench configurator has. */
export type BenchDimensions = {
  benchWidthFt: number;
  benchLengthFt: number;
  benchCount: number;
};

export type LayoutField = 'benchWidthFt' | 'benchLengthFt' | 'benchCount';

/** One problem with a layout, tied to the field the user should change. */
export type LayoutIssue = { field: LayoutField; message: string };

const feet = (value: number) => formatNumber(value, { maxDecimals: 2 });

export function isWidthSold(widthFt: number): widthFt is BenchWidthFt {
  return (BENCH_WIDTHS_FT as readonly number[]).includes(widthFt);
}

/** Longest bench of this kind: slide benches (and conversions to slide) stop at 80 ft. */
export function maxLengthFt(kind: BenchKind, convertTo?: ConvertTo): number {
  const rolls = kind === 'slide' || (kind === 'conversion' && convertTo === 'slide');
  return rolls ? SLIDE_BENCH_MAX_LENGTH_FT : BENCH_LENGTH_FT.max;
}

function widthIssue(widthFt: number): string | null {
  if (isWidthSold(widthFt)) return null;
  if (!Number.isFinite(widthFt)) return 'Choose a bench width: 3, 4, 5 or 6 ft.';
  return `Bench width ${feet(widthFt)} ft is not sold: choose 3, 4, 5 or 6 ft.`;
}

function lengthIssue(lengthFt: number, maxFt: number, kind: BenchKind): string | null {
  const range = `from ${BENCH_LENGTH_FT.min} to ${maxFt} ft`;
  if (!Number.isFinite(lengthFt)) return `Enter the bench length in feet, ${range}.`;
  if (!Number.isInteger(lengthFt)) return `Enter the bench length in whole feet, ${range}.`;
  if (lengthFt < BENCH_LENGTH_FT.min) return `A bench is at least ${BENCH_LENGTH_FT.min} ft long: enter a length ${range}.`;
  if (lengthFt > maxFt) {
    if (maxFt < BENCH_LENGTH_FT.max) {
      const what = kind === 'slide' ? 'A slide bench' : 'A bench converted to slide';
      return `${what} is at most ${maxFt} ft long: a longer top is too heavy to roll by hand.`;
    }
    return `A bench is at most ${maxFt} ft long: enter a length ${range}.`;
  }
  if (lengthFt % BENCH_LENGTH_FT.step !== 0) {
    return `Bench lengths go in ${BENCH_LENGTH_FT.step}-ft steps: choose ${lengthFt - 1} or ${lengthFt + 1} ft.`;
  }
  return null;
}

function countIssue(count: number): string | null {
  const range = `from ${BENCH_COUNT.min} to ${BENCH_COUNT.max}`;
  if (!Number.isFinite(count) || !Number.isInteger(count)) return `Enter the number of benches as a whole number, ${range}.`;
  if (count < BENCH_COUNT.min) return `Enter at least ${BENCH_COUNT.min} bench.`;
  if (count > BENCH_COUNT.max) return `One kit holds at most ${BENCH_COUNT.max} benches: order larger houses as several kits.`;
  return null;
}

/**
 * Every problem with a layout, at most one per field, in field order. An empty list means
 * the layout is sold and the kit can be computed.
 */
export function validateBenchLayout(
  kind: BenchKind,
  layout: BenchDimensions,
  convertTo?: ConvertTo,
): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const width = widthIssue(layout.benchWidthFt);
  if (width) issues.push({ field: 'benchWidthFt', message: width });
  const length = lengthIssue(layout.benchLengthFt, maxLengthFt(kind, convertTo), kind);
  if (length) issues.push({ field: 'benchLengthFt', message: length });
  const count = countIssue(layout.benchCount);
  if (count) issues.push({ field: 'benchCount', message: count });
  if (!length && !count) {
    const linearFt = layout.benchLengthFt * layout.benchCount;
    if (linearFt > MAX_KIT_LINEAR_FT) {
      issues.push({
        field: 'benchCount',
        message: `${layout.benchCount} benches of ${layout.benchLengthFt} ft make ${feet(linearFt)} ft of bench; one kit holds at most ${feet(MAX_KIT_LINEAR_FT)} ft: order fewer benches per kit.`,
      });
    }
  }
  return issues;
}

/**
 * Reads a number the user typed: digits with an optional decimal part, nothing else.
 * Empty or not a number gives NaN so validation can say what to enter.
 */
export function parseLayoutNumber(text: string): number {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}


/**
 * The kit's components over the over-stock rule (`overStock`: more than ten times the stock),
 * asked about before the kit is added (issue 41); null for each component within it.
 */
export function kitOverStock(kit: Kit): (OverStock | null)[] {
  return kit.lines.map((line) => overStock(line.quantity, [{ quantityAvailable: line.quantityAvailable }], line.itemName));
}
