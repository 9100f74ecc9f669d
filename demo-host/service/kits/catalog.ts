/**
 * The bench components the kit rules order from: every item a kit line can name. The
 * reference service seeds these into its catalogue (so they can be searched, priced and
 * stocked like any item), and the rules in ./rules.ts refer to them only through the item
 * number functions below, so a rule can never name an item that is not seeded.
 */
import { BENCH_WIDTHS_FT, type BenchWidthFt, type ExistingBench, type TopMaterial } from '../../../src/domain/kits';
import { roundToCents } from '../../../src/domain/money';

export type BenchComponent = {
  itemNumber: string;
  itemName: string;
  /** Kit line role (KitLine.role): what the component is for. */
  role: BenchComponentRole;
  /** Package quantity: kit quantities are rounded up to a multiple of it. */
  sellMultiple: number;
  /** List price per unit (each), USD. */
  listPrice: number;
  /** Three levels under "Benches". */
  categoryPath: string[];
};

export type BenchComponentRole =
  | 'top'
  | 'topFiller'
  | 'sideRail'
  | 'railSplice'
  | 'endRail'
  | 'crossMember'
  | 'leg'
  | 'trackRail'
  | 'roller'
  | 'trackStop'
  | 'rollPipe'
  | 'pipePost'
  | 'handle'
  | 'antiTip'
  | 'conversionBracket'
  | 'endCap'
  | 'bumper'
  | 'bolt'
  | 'clip'
  | 'uBolt';

/** Length of a full top panel, and of the filler panel that makes up even lengths. */
export const TOP_PANEL_LENGTH_FT = 8;
export const TOP_FILLER_LENGTH_FT = 2;
/** Side rails and track rails are sold in fixed lengths and spliced / cut on site. */
export const SIDE_RAIL_LENGTH_FT = 10;
export const TRACK_RAIL_LENGTH_FT = 12;
/** A roll pipe is this much longer than the bench is wide: the top's sideways travel. */
export const ROLL_PIPE_TRAVEL_FT = 2;

const MATERIAL_CODE: Record<TopMaterial, string> = {
  'expanded-metal': 'EM',
  'wire-mesh': 'WM',
  'plastic-grid': 'PG',
};
const MATERIAL_NAME: Record<TopMaterial, { name: string; finish: string; pricePerSqFt: number }> = {
  'expanded-metal': { name: 'Expanded Metal', finish: 'Galvanized', pricePerSqFt: 4.5 },
  'wire-mesh': { name: 'Wire Mesh', finish: 'Galvanized', pricePerSqFt: 3.1 },
  'plastic-grid': { name: 'Plastic Grid', finish: 'Black HDPE', pricePerSqFt: 3.8 },
};
const TOP_MATERIALS = Object.keys(MATERIAL_CODE) as TopMaterial[];

export const itemNumbers = {
  top: (material: TopMaterial, widthFt: BenchWidthFt) => `BN-TOP-${MATERIAL_CODE[material]}-${widthFt}x${TOP_PANEL_LENGTH_FT}`,
  topFiller: (material: TopMaterial, widthFt: BenchWidthFt) => `BN-TOP-${MATERIAL_CODE[material]}-${widthFt}x${TOP_FILLER_LENGTH_FT}`,
  sideRail: `BN-RAIL-SIDE-${SIDE_RAIL_LENGTH_FT}`,
  railSplice: 'BN-RAIL-SPLICE',
  endRail: (widthFt: BenchWidthFt) => `BN-RAIL-END-${widthFt}`,
  crossMember: (widthFt: BenchWidthFt) => `BN-XMEM-${widthFt}`,
  leg: 'BN-LEG-ADJ',
  trackRail: `BN-TRACK-RAIL-${TRACK_RAIL_LENGTH_FT}`,
  roller: 'BN-TRACK-ROLLER',
  trackStop: 'BN-TRACK-STOP',
  rollPipe: (widthFt: BenchWidthFt) => `BN-PIPE-${widthFt + ROLL_PIPE_TRAVEL_FT}`,
  pipePost: 'BN-POST-PIPE',
  handle: 'BN-HANDLE-CRANK',
  antiTip: 'BN-ANTITIP',
  conversionBracket: (existing: ExistingBench) => (existing === 'stationary-pipe' ? 'BN-CONV-PIPE' : 'BN-CONV-BLOCK'),
  endCap: 'BN-ENDCAP',
  bumper: 'BN-BUMPER',
  bolt: 'BN-HW-BOLT',
  clip: 'BN-HW-CLIP',
  uBolt: 'BN-HW-UBOLT',
} as const;

const TOPS = ['Benches', 'Bench Components', 'Bench Tops'];
const FRAMES = ['Benches', 'Bench Components', 'Frames & Rails'];
const SUPPORTS = ['Benches', 'Bench Components', 'Legs & Supports'];
const TRACK = ['Benches', 'Rolling Bench Parts', 'Track Systems'];
const SLIDE = ['Benches', 'Rolling Bench Parts', 'Slide Systems'];
const CONVERSION = ['Benches', 'Rolling Bench Parts', 'Conversion Kits'];
const TRIM = ['Benches', 'Bench Accessories', 'End Caps & Bumpers'];
const HARDWARE = ['Benches', 'Bench Accessories', 'Hardware'];


function topComponents(): BenchComponent[] {
  return TOP_MATERIALS.flatMap((material) =>
    BENCH_WIDTHS_FT.flatMap((width): BenchComponent[] => {
      const { name, finish, pricePerSqFt } = MATERIAL_NAME[material];
      return [
        {
          itemNumber: itemNumbers.top(material, width),
          itemName: `${name} Bench Top, ${width} ft x ${TOP_PANEL_LENGTH_FT} ft, ${finish}`,
          role: 'top',
          sellMultiple: 1,
          listPrice: roundToCents(width * TOP_PANEL_LENGTH_FT * pricePerSqFt),
          categoryPath: TOPS,
        },
        {
          itemNumber: itemNumbers.topFiller(material, width),
          itemName: `${name} Bench Top Filler Panel, ${width} ft x ${TOP_FILLER_LENGTH_FT} ft, ${finish}`,
          role: 'topFiller',
          sellMultiple: 1,
          // Small panels cost more per square foot: cutting and banding.
          listPrice: roundToCents(width * TOP_FILLER_LENGTH_FT * pricePerSqFt + 6),
          categoryPath: TOPS,
        },
      ];
    }),
  );
}

function widthComponents(): BenchComponent[] {
  return BENCH_WIDTHS_FT.flatMap((width): BenchComponent[] => [
    {
      itemNumber: itemNumbers.endRail(width),
      itemName: `Bench End Rail, ${width} ft, Galvanized Steel Channel`,
      role: 'endRail',
      sellMultiple: 1,
      listPrice: roundToCents(8.75 + width * 3.4),
      categoryPath: FRAMES,
    },
    {
      itemNumber: itemNumbers.crossMember(width),
      itemName: `Bench Cross Member, ${width} ft, Galvanized Hat Channel`,
      role: 'crossMember',
      sellMultiple: 1,
      listPrice: roundToCents(6.5 + width * 2.85),
      categoryPath: FRAMES,
    },
    {
      itemNumber: itemNumbers.rollPipe(width),
      itemName: `Roll Pipe, 1.315 in OD x ${width + ROLL_PIPE_TRAVEL_FT} ft, Galvanized`,
      role: 'rollPipe',
      sellMultiple: 1,
      listPrice: roundToCents((width + ROLL_PIPE_TRAVEL_FT) * 4.15),
      categoryPath: SLIDE,
    },
  ]);
}

const SINGLE_COMPONENTS: readonly BenchComponent[] = [
  {
    itemNumber: itemNumbers.sideRail,
    itemName: `Bench Side Rail, ${SIDE_RAIL_LENGTH_FT} ft, Galvanized Steel Channel`,
    role: 'sideRail', sellMultiple: 1, listPrice: 42.9, categoryPath: FRAMES,
  },
  {
    itemNumber: itemNumbers.railSplice,
    itemName: 'Side Rail Splice Plate, Galvanized',
    role: 'railSplice', sellMultiple: 1, listPrice: 4.25, categoryPath: FRAMES,
  },
  {
    itemNumber: itemNumbers.leg,
    itemName: 'Adjustable Bench Leg, 30 in to 36 in, Galvanized',
    role: 'leg', sellMultiple: 1, listPrice: 18.6, categoryPath: SUPPORTS,
  },
  {
    itemNumber: itemNumbers.pipePost,
    itemName: 'Roll Pipe Support Post with Saddle, 30 in, Galvanized',
    role: 'pipePost', sellMultiple: 1, listPrice: 21.4, categoryPath: SUPPORTS,
  },
  {
    itemNumber: itemNumbers.trackRail,
    itemName: `Bench Track Rail, ${TRACK_RAIL_LENGTH_FT} ft, Galvanized Steel`,
    role: 'trackRail', sellMultiple: 1, listPrice: 57.8, categoryPath: TRACK,
  },
  {
    itemNumber: itemNumbers.roller,
    itemName: 'Track Roller Assembly, Nylon Wheel with Sealed Bearing',
    role: 'roller', sellMultiple: 4, listPrice: 9.95, categoryPath: TRACK,
  },
  {
    itemNumber: itemNumbers.trackStop,
    itemName: 'Track End Stop, Bolt-On, Zinc Plated',
    role: 'trackStop', sellMultiple: 2, listPrice: 5.4, categoryPath: TRACK,
  },
  {
    itemNumber: itemNumbers.handle,
    itemName: 'Slide Bench Roll Handle, Crank Type, Zinc Plated',
    role: 'handle', sellMultiple: 1, listPrice: 24.5, categoryPath: SLIDE,
  },
  {
    itemNumber: itemNumbers.antiTip,
    itemName: 'Anti-Tip Bracket for Slide Bench Roll Pipe, Galvanized',
    role: 'antiTip', sellMultiple: 10, listPrice: 3.15, categoryPath: SLIDE,
  },
  {
    itemNumber: itemNumbers.conversionBracket('stationary-pipe'),
    itemName: 'Conversion Bracket for 1-5/8 in Pipe Leg, Galvanized',
    role: 'conversionBracket', sellMultiple: 1, listPrice: 11.75, categoryPath: CONVERSION,
  },
  {
    itemNumber: itemNumbers.conversionBracket('stationary-block'),
    itemName: 'Conversion Adapter Plate for Concrete Block Support, Galvanized',
    role: 'conversionBracket', sellMultiple: 1, listPrice: 14.2, categoryPath: CONVERSION,
  },
  {
    itemNumber: itemNumbers.endCap,
    itemName: 'Side Rail End Cap, Black Vinyl',
    role: 'endCap', sellMultiple: 25, listPrice: 0.65, categoryPath: TRIM,
  },
  {
    itemNumber: itemNumbers.bumper,
    itemName: 'Bench Corner Bumper, Gray Rubber',
    role: 'bumper', sellMultiple: 4, listPrice: 2.9, categoryPath: TRIM,
  },
  {
    itemNumber: itemNumbers.bolt,
    itemName: 'Carriage Bolt with Flange Nut, 5/16 in x 3/4 in, Zinc Plated',
    role: 'bolt', sellMultiple: 100, listPrice: 0.18, categoryPath: HARDWARE,
  },
  {
    itemNumber: itemNumbers.clip,
    itemName: 'Bench Top Clip, Spring Steel, Galvanized',
    role: 'clip', sellMultiple: 50, listPrice: 0.32, categoryPath: HARDWARE,
  },
  {
    itemNumber: itemNumbers.uBolt,
    itemName: 'U-Bolt with Nuts, for 1-1/4 in Pipe, Zinc Plated',
    role: 'uBolt', sellMultiple: 25, listPrice: 0.95, categoryPath: HARDWARE,
  },
];

/** Every component the kit rules use, each once. */
export const BENCH_COMPONENTS: readonly BenchComponent[] = [
  ...topComponents(),
  ...widthComponents(),
  ...SINGLE_COMPONENTS,
];
