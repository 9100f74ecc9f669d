/**
 * The kit rules: which components, and how many, a bench layout needs. Pure arithmetic over
 * the layout, so a kit is reproducible: the same layout always yields the same lines, in the
 * same order. docs/configurators.md states every formula below with a worked example; keep
 * the two in step.
 *
 * Quantities here are what the layout needs (KitLine.requiredQuantity); package rounding is
 * done when the kit is priced (./priceKit.ts), because the package quantity is the
 * catalogue's, not the rule's.
 */
import type { BenchConversionRequest, SlideBenchLayoutRequest, TrackBenchLayoutRequest } from '../../../src/contract/requests';
import {
  CONVERT_TO_LABELS,
  EXISTING_BENCH_LABELS,
  TOP_MATERIAL_LABELS,
  validateBenchLayout,
  type BenchWidthFt,
  type ExistingBench,
  type TopMaterial,
} from '../../../src/domain/kits';
import {
  itemNumbers,
  SIDE_RAIL_LENGTH_FT,
  TOP_FILLER_LENGTH_FT,
  TOP_PANEL_LENGTH_FT,
  TRACK_RAIL_LENGTH_FT,
  type BenchComponentRole,
} from './catalog';

/** Spacing of the lines of supports (leg pairs, roll pipes) under a new bench. */
export const SUPPORT_SPACING_FT = 6;
/** Cross members under the top, at most this far apart. */
export const CROSS_MEMBER_SPACING_FT = 4;
/** Track rollers on each side, at most this far apart. */
export const ROLLER_SPACING_FT = 4;
/** Support spacing of the existing benches a conversion starts from. */
export const EXISTING_SUPPORT_SPACING_FT: Record<ExistingBench, number> = {
  'stationary-pipe': 6,
  'stationary-block': 4,
};
/** Bolts per joint: each end of a cross member or end rail, each splice, each bracket. */
export const BOLTS_PER_FRAME_MEMBER = 4;

export type PlannedLine = {
  itemNumber: string;
  role: BenchComponentRole;
  /** Quantity one bench needs. */
  perBench: number;
  /** perBench × bench count: what the layout needs before package rounding. */
  requiredQuantity: number;
};

export type KitPlan = {
  kitName: string;
  /** Empty when the layout cannot be built (see messages). */
  lines: PlannedLine[];
  /** Why the layout cannot be built; empty for a buildable layout. */
  messages: string[];
};

type Part = { itemNumber: string; role: BenchComponentRole; perBench: number };

const feet = (value: number) => `${value} ft`;
const benches = (count: number) => `${count} ${count === 1 ? 'bench' : 'benches'}`;

/** Lines of supports under a length of bench: one at each end and at most `spacing` apart. */
export function supportLines(lengthFt: number, spacingFt: number): number {
  return Math.ceil(lengthFt / spacingFt) + 1;
}

/** Frame and top of a new bench: the same for track and slide benches. */
function frameParts(widthFt: BenchWidthFt, lengthFt: number, material: TopMaterial): Part[] {
  const sideRailsPerSide = Math.ceil(lengthFt / SIDE_RAIL_LENGTH_FT);
  const splices = 2 * (sideRailsPerSide - 1);
  const crossMembers = Math.ceil(lengthFt / CROSS_MEMBER_SPACING_FT) - 1;
  const endRails = 2;
  return [
    { itemNumber: itemNumbers.top(material, widthFt), role: 'top', perBench: Math.floor(lengthFt / TOP_PANEL_LENGTH_FT) },
    {
      itemNumber: itemNumbers.topFiller(material, widthFt),
      role: 'topFiller',
      perBench: (lengthFt % TOP_PANEL_LENGTH_FT) / TOP_FILLER_LENGTH_FT,
    },
    { itemNumber: itemNumbers.sideRail, role: 'sideRail', perBench: 2 * sideRailsPerSide },
    { itemNumber: itemNumbers.railSplice, role: 'railSplice', perBench: splices },
    { itemNumber: itemNumbers.endRail(widthFt), role: 'endRail', perBench: endRails },
    { itemNumber: itemNumbers.crossMember(widthFt), role: 'crossMember', perBench: crossMembers },
    { itemNumber: itemNumbers.clip, role: 'clip', perBench: 2 * lengthFt },
    {
      itemNumber: itemNumbers.bolt,
      role: 'bolt',
      perBench: BOLTS_PER_FRAME_MEMBER * (crossMembers + endRails + splices),
    },
  ];
}

/** Track rails under both sides, spliced, with rollers and an end stop at each rail end. */
function trackParts(lengthFt: number): Part[] {
  const railsPerSide = Math.ceil(lengthFt / TRACK_RAIL_LENGTH_FT);
  const rollers = 2 * supportLines(lengthFt, ROLLER_SPACING_FT);
  return [
    { itemNumber: itemNumbers.trackRail, role: 'trackRail', perBench: 2 * railsPerSide },
    { itemNumber: itemNumbers.railSplice, role: 'railSplice', perBench: 2 * (railsPerSide - 1) },
    { itemNumber: itemNumbers.roller, role: 'roller', perBench: rollers },
    { itemNumber: itemNumbers.trackStop, role: 'trackStop', perBench: 4 },
    // Each roller is bolted to the side rail with two bolts.
    { itemNumber: itemNumbers.bolt, role: 'bolt', perBench: 2 * rollers },
  ];
}

/** Roll pipes across the bench, each held by two U-bolts, and the crank that rolls the top. */
function slideParts(widthFt: BenchWidthFt, pipes: number): Part[] {
  return [
    { itemNumber: itemNumbers.rollPipe(widthFt), role: 'rollPipe', perBench: pipes },
    { itemNumber: itemNumbers.uBolt, role: 'uBolt', perBench: 2 * pipes },
    { itemNumber: itemNumbers.handle, role: 'handle', perBench: 1 },
  ];
}

function trimParts(options: { endCaps: boolean; bumpers: boolean }): Part[] {
  return [
    // One cap on each end of both side rails.
    { itemNumber: itemNumbers.endCap, role: 'endCap', perBench: options.endCaps ? 4 : 0 },
    // One bumper on each corner.
    { itemNumber: itemNumbers.bumper, role: 'bumper', perBench: options.bumpers ? 4 : 0 },
  ];
}

/**
 * Adds up parts that name the same item (the bolts of the frame and of the rollers are one
 * line), keeps the order in which each item first appears, drops zero quantities.
 */
function toLines(parts: Part[], benchCount: number): PlannedLine[] {
  const byItem = new Map<string, Part>();
  for (const part of parts) {
    const seen = byItem.get(part.itemNumber);
    if (seen) seen.perBench += part.perBench;
    else byItem.set(part.itemNumber, { ...part });
  }
  return [...byItem.values()]
    .filter((part) => part.perBench > 0)
    .map((part) => ({ ...part, requiredQuantity: part.perBench * benchCount }));
}

function describe(kind: string, body: { benchCount: number; benchWidthFt: number; benchLengthFt: number }, extra: string): string {
  return `${kind}: ${benches(body.benchCount)}, ${feet(body.benchWidthFt)} x ${feet(body.benchLengthFt)}${extra}`;
}

function refused(kitName: string, messages: string[]): KitPlan {
  return { kitName, lines: [], messages };
}

/** benchconfig/GetKitItemsFromBenchConfig: new track benches. */
export function planTrackBench(body: TrackBenchLayoutRequest): KitPlan {
  const kitName = describe('Track bench kit', body, `, ${TOP_MATERIAL_LABELS[body.topMaterial].toLowerCase()} top`);
  const issues = validateBenchLayout('track', body);
  if (issues.length > 0) return refused(kitName, issues.map((issue) => issue.message));
  const width = body.benchWidthFt as BenchWidthFt;
  const length = body.benchLengthFt;
  const legs = 2 * supportLines(length, SUPPORT_SPACING_FT);
  const parts: Part[] = [
    ...frameParts(width, length, body.topMaterial),
    { itemNumber: itemNumbers.leg, role: 'leg', perBench: legs },
    ...trackParts(length),
    // Each leg is bolted to its track rail with two bolts.
    { itemNumber: itemNumbers.bolt, role: 'bolt', perBench: 2 * legs },
    ...trimParts(body),
  ];
  return { kitName, lines: toLines(parts, body.benchCount), messages: [] };
}

/** benchconfig/GetKitItemsForSlideBench: new slide (rolling) benches. */
export function planSlideBench(body: SlideBenchLayoutRequest): KitPlan {
  const kitName = describe('Slide bench kit', body, `, ${TOP_MATERIAL_LABELS[body.topMaterial].toLowerCase()} top`);
  const issues = validateBenchLayout('slide', body);
  if (issues.length > 0) return refused(kitName, issues.map((issue) => issue.message));
  const width = body.benchWidthFt as BenchWidthFt;
  const length = body.benchLengthFt;
  const pipes = supportLines(length, SUPPORT_SPACING_FT);
  const parts: Part[] = [
    ...frameParts(width, length, body.topMaterial),
    ...slideParts(width, pipes),
    // Every pipe stands on two posts.
    { itemNumber: itemNumbers.pipePost, role: 'pipePost', perBench: 2 * pipes },
    { itemNumber: itemNumbers.antiTip, role: 'antiTip', perBench: body.antiTip ? 2 * pipes : 0 },
    ...trimParts({ endCaps: false, bumpers: body.bumpers }),
  ];
  return { kitName, lines: toLines(parts, body.benchCount), messages: [] };
}

/**
 * benchconfig/GetBenchConversion: makes existing stationary benches roll. The frame, top and
 * supports stay; a conversion bracket goes on each existing support (two per support line)
 * and carries the track rail or the roll pipe, so the support spacing of the existing bench
 * decides the bracket and pipe counts.
 */
export function planBenchConversion(body: BenchConversionRequest): KitPlan {
  const target = CONVERT_TO_LABELS[body.convertTo].split(' (')[0]!.toLowerCase();
  const from = EXISTING_BENCH_LABELS[body.existingBench].toLowerCase();
  const kitName = describe(`Conversion kit to ${target}`, body, `, from ${from}`);
  const issues = validateBenchLayout('conversion', body, body.convertTo);
  if (issues.length > 0) return refused(kitName, issues.map((issue) => issue.message));
  const width = body.benchWidthFt as BenchWidthFt;
  const length = body.benchLengthFt;
  const lines = supportLines(length, EXISTING_SUPPORT_SPACING_FT[body.existingBench]);
  const brackets = 2 * lines;
  const parts: Part[] = [
    { itemNumber: itemNumbers.conversionBracket(body.existingBench), role: 'conversionBracket', perBench: brackets },
    ...(body.convertTo === 'track' ? trackParts(length) : slideParts(width, lines)),
    { itemNumber: itemNumbers.bolt, role: 'bolt', perBench: BOLTS_PER_FRAME_MEMBER * brackets },
  ];
  return { kitName, lines: toLines(parts, body.benchCount), messages: [] };
}
