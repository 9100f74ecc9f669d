/**
 * The shape of the generated catalogue: a horticulture supply distributor's three-level
 * category tree, and for every leaf the words its item names are built from. The seeder
 * combines sizes x qualities x variants per leaf and draws the rest (price, stock,
 * flags) from the seeded PRNG.
 */

export const COLORS = [
  'Black', 'Terracotta', 'Green', 'White', 'Gray', 'Blue', 'Red', 'Brown', 'Tan', 'Clear',
  'Orange', 'Yellow', 'Purple', 'Silver',
] as const;

export const FORMULAS = ['20-20-20', '15-5-15', '10-30-20', '14-14-14', '18-6-12', '21-5-20', '4-4-4'] as const;

export type LeafSpec = {
  name: string;
  /** Builds an item name from one size, quality and variant. */
  itemName: (size: string, quality: string, variant: string) => string;
  sizes: readonly string[];
  qualities: readonly string[];
  variants: readonly string[];
  /** Material attribute: one for the leaf, or per quality. */
  material?: string | Readonly<Record<string, string>>;
  /** Pot Shape attribute, for pots. */
  shape?: string;
  /** Whether the size words feed the Size filter. */
  sizeFilter?: boolean;
  priceRange: readonly [number, number];
  /** Package quantities: how many units of measure make one pack (a "Case of 10" is 10 EA). */
  sellMultiples: readonly number[];
  /** What `priceRange` is per and what quantities count. @default 'EA' */
  unitOfMeasure?: UnitOfMeasureCode;
  weightLb: readonly [number, number];
  /** Configurator flag carried by every item of the leaf. */
  configurator?: 'addons' | 'trackbench' | 'slidebench' | 'benchconversion';
  /** For `addons` leaves: where the add-on items come from. */
  addOnSources?: readonly { leaf: string; kind: 'accessory' | 'replacement'; perMainUnit: number }[];
  /** Share of the leaf's items restricted from shipping to New York. */
  nyRestrictedShare?: number;
  /** Share drop-shipped by the manufacturer (fulfillment items). */
  fulfillmentShare?: number;
};

/**
 * The units of measure the catalogue sells in. A price is per one unit, a quantity counts
 * units, and a pack of several units is a package quantity, never a unit of its own: a case
 * of 10 pots sold by the pot is EA with package quantity 10 (docs/service.md "Units and packs").
 */
export const UNITS_OF_MEASURE = { EA: 'each: one pot, tray, bag, bale, tool or bench part' } as const;
export type UnitOfMeasureCode = keyof typeof UNITS_OF_MEASURE;

export type SubSpec = { name: string; leaves: readonly LeafSpec[] };
export type TopSpec = {
  name: string;
  /** Item-number prefix. */
  prefix: string;
  manufacturers: readonly string[];
  subs: readonly SubSpec[];
};

const inch = (values: readonly number[]): string[] => values.map((v) => `${v} in.`);
const gallons = (values: readonly number[]): string[] => values.map((v) => `${v} gal.`);
const join = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');
const named = (pattern: (s: string, q: string, v: string) => string) => pattern;

const POT_MULTIPLES = [10, 12, 24, 25, 50, 100] as const;
const CASE_MULTIPLES = [1, 2, 5, 6, 10, 12] as const;

export const CATALOG_TREE: readonly TopSpec[] = [
  {
    name: 'Containers',
    prefix: 'CT',
    manufacturers: ['Buckeye Container Co.', 'Ridgeline Plastics', 'TerraForm Pottery', 'Redwood Fiber Pots', 'Summit Greenhouse Supply'],
    subs: [
      {
        name: 'Pots',
        leaves: [
          {
            name: 'Standard Round Pots',
            itemName: named((s, q, v) => `${join(s, q)} Round Pot, ${v}`),
            sizes: inch([4, 4.5, 5, 6, 8, 10, 12, 14]), qualities: ['Standard', 'Heavy-Duty', 'Thin-Wall'],
            variants: ['Terracotta', 'Black', 'Green', 'White', 'Gray'],
            material: 'Plastic', shape: 'Round', sizeFilter: true,
            priceRange: [0.14, 3.8], sellMultiples: POT_MULTIPLES, weightLb: [0.05, 1.2],
          },
          {
            name: 'Azalea Pots',
            itemName: named((s, q, v) => `${join(s, q)} Round Azalea Pot, ${v}`),
            sizes: inch([4.5, 5, 6, 6.5, 8, 10, 12]), qualities: ['Standard', 'Premium', 'Glazed'],
            variants: ['Terracotta', 'Black', 'Green', 'Blue', 'White'],
            material: { Standard: 'Plastic', Premium: 'Polypropylene', Glazed: 'Terracotta Clay' },
            shape: 'Azalea', sizeFilter: true,
            priceRange: [0.2, 6.5], sellMultiples: POT_MULTIPLES, weightLb: [0.08, 2.5],
          },
          {
            name: 'Square Pots',
            itemName: named((s, q, v) => `${join(s, q)} Square Pot, ${v}`),
            sizes: inch([2.5, 3, 3.5, 4, 5, 6]), qualities: ['Standard', 'Deep', 'Tall'],
            variants: ['Black', 'Green', 'Terracotta', 'Tan', 'Gray'],
            material: 'Plastic', shape: 'Square', sizeFilter: true,
            priceRange: [0.06, 1.4], sellMultiples: [50, 100, 25], weightLb: [0.02, 0.4],
          },
          {
            name: 'Hanging Baskets',
            itemName: named((s, q, v) => `${join(s, q)} Hanging Basket with Hanger, ${v}`),
            sizes: inch([8, 10, 12, 14]), qualities: ['Standard', 'Deluxe', 'Self-Watering', 'Coco-Lined'],
            variants: ['Green', 'Black', 'White', 'Terracotta', 'Brown'],
            material: { Standard: 'Plastic', Deluxe: 'Polypropylene', 'Self-Watering': 'Plastic', 'Coco-Lined': 'Metal' },
            shape: 'Hanging', sizeFilter: true,
            priceRange: [0.9, 14], sellMultiples: [6, 10, 12, 24, 50], weightLb: [0.3, 2.2],
            configurator: 'addons',
            addOnSources: [
              { leaf: 'Saucers', kind: 'accessory', perMainUnit: 1 },
              { leaf: 'Hose Fittings', kind: 'replacement', perMainUnit: 0.25 },
            ],
          },
          {
            name: 'Decorative Planters',
            itemName: named((s, q, v) => `${join(s, q)} Planter, ${v}`),
            sizes: inch([8, 10, 12, 14, 16, 20, 24]), qualities: ['Classic Rolled-Rim', 'Tall Cylinder', 'Low Bowl'],
            variants: ['White', 'Gray', 'Black', 'Tan', 'Blue', 'Red'],
            material: { 'Classic Rolled-Rim': 'Resin', 'Tall Cylinder': 'Fiber', 'Low Bowl': 'Terracotta Clay' },
            shape: 'Round', sizeFilter: true,
            priceRange: [6, 89], sellMultiples: [1, 2, 6], weightLb: [1.2, 14], fulfillmentShare: 0.25,
          },
        ],
      },
      {
        name: 'Nursery Containers',
        leaves: [
          {
            name: 'Trade Gallon Pots',
            itemName: named((s, q, v) => `#${s.replace(' gal.', '')} ${q} Nursery Container, ${v}`),
            sizes: gallons([1, 2, 3, 5, 7, 10, 15, 20]), qualities: ['Blow-Molded', 'Injection-Molded', 'Squat'],
            variants: ['Black', 'Green', 'Tan', 'Terracotta'],
            material: 'Polypropylene', shape: 'Standard', sizeFilter: true,
            priceRange: [0.25, 7.5], sellMultiples: [10, 25, 50, 100], weightLb: [0.1, 2.8],
          },
          {
            name: 'Grow Bags',
            itemName: named((s, q, v) => `${join(s, q)} Grow Bag, ${v}`),
            sizes: gallons([1, 2, 3, 5, 7, 10, 15, 25]), qualities: ['Fabric', 'Heavy Fabric', 'Handled'],
            variants: ['Black', 'Tan', 'Green', 'Brown'],
            material: 'Fabric', shape: 'Round', sizeFilter: true,
            priceRange: [0.6, 6.9], sellMultiples: [5, 10, 12, 25], weightLb: [0.1, 0.9],
          },
          {
            name: 'Tall Tree Pots',
            itemName: named((s, q, v) => `${join(s, q)} Tall Tree Pot, ${v}`),
            sizes: inch([4, 5, 6, 7, 9, 12]), qualities: ['Standard', 'Root-Pruning', 'Ribbed'],
            variants: ['Black', 'Green', 'Tan'],
            material: 'Plastic', shape: 'Tall', sizeFilter: true,
            priceRange: [0.3, 3.2], sellMultiples: [25, 50, 100], weightLb: [0.05, 0.8],
          },
        ],
      },
      {
        name: 'Sleeves, Saucers & Carriers',
        leaves: [
          {
            name: 'Pot Sleeves',
            itemName: named((s, q, v) => `${join(s, q)} Pot Sleeve, ${v}`),
            sizes: inch([4, 4.5, 5, 6, 8, 10]), qualities: ['Clear Printed', 'Kraft', 'Floral Print', 'Frosted'],
            variants: ['Clear', 'Green', 'Red', 'Purple', 'Yellow'],
            material: 'Plastic', sizeFilter: true,
            priceRange: [0.04, 0.6], sellMultiples: [50, 100], weightLb: [0.01, 0.05],
          },
          {
            name: 'Saucers',
            itemName: named((s, q, v) => `${join(s, q)} Saucer, ${v}`),
            sizes: inch([4, 6, 8, 10, 12, 14, 16]), qualities: ['Standard', 'Heavy-Duty', 'Clear Vinyl'],
            variants: ['Terracotta', 'Black', 'Clear', 'White'],
            material: 'Plastic', sizeFilter: true,
            priceRange: [0.12, 3.5], sellMultiples: [10, 12, 24, 25], weightLb: [0.03, 0.6],
          },
          {
            name: 'Pot Carriers',
            itemName: named((s, q, v) => `${q} Pot Carrier for ${s} Pots, ${v}`),
            sizes: inch([3.5, 4, 4.5, 5, 6]), qualities: ['4-Count', '6-Count', '8-Count', '10-Count', '15-Count'],
            variants: ['Black', 'Green', 'Terracotta'],
            material: 'Plastic', sizeFilter: true,
            priceRange: [0.2, 1.6], sellMultiples: [25, 50, 100], weightLb: [0.05, 0.3],
          },
        ],
      },
    ],
  },
  {
    name: 'Trays & Flats',
    prefix: 'TF',
    manufacturers: ['Ridgeline Plastics', 'Summit Greenhouse Supply', 'Sunrise Propagation', 'Lakeshore Growers Supply'],
    subs: [
      {
        name: 'Flats',
        leaves: [
          {
            name: '1020 Flats',
            itemName: named((s, q, v) => `${join(s, '1020 Flat Tray')} ${q}, ${v}`),
            sizes: ['', 'Shallow', 'Deep', 'Extra-Strength'], qualities: ['with Holes', 'without Holes', 'with Mesh Bottom'],
            variants: ['Black', 'Green', 'Tan', 'Gray', 'Blue', 'White', 'Clear'],
            material: 'Polypropylene',
            priceRange: [0.35, 2.9], sellMultiples: [10, 50, 100], weightLb: [0.2, 0.6],
          },
          {
            name: 'Shuttle Trays',
            itemName: named((s, q, v) => `${q} Shuttle Tray for ${s} Pots, ${v}`),
            sizes: inch([3.5, 4, 4.5, 5, 6]), qualities: ['8-Pocket', '10-Pocket', '15-Pocket', '18-Pocket'],
            variants: ['Black', 'Green', 'Terracotta'],
            material: 'Plastic', sizeFilter: true,
            priceRange: [0.4, 2.2], sellMultiples: [25, 50, 100], weightLb: [0.2, 0.5],
          },
          {
            name: 'Carry Trays',
            itemName: named((s, q, v) => `${join(s, q)} Carry Tray, ${v}`),
            sizes: ['12 x 12 in.', '15 x 15 in.', '18 x 24 in.', '24 x 24 in.'], qualities: ['Standard', 'Reinforced', 'Vented'],
            variants: ['Black', 'Green', 'Gray'],
            material: 'Plastic', sizeFilter: true,
            priceRange: [0.8, 5.5], sellMultiples: [10, 25, 50], weightLb: [0.4, 1.6],
          },
        ],
      },
      {
        name: 'Inserts',
        leaves: [
          {
            name: 'Cell Inserts',
            itemName: named((s, q, v) => `${s} ${q} Cell Insert, ${v}`),
            sizes: ['606', '804', '806', '1204', '1206', '1801', '3601', '3602'], qualities: ['Standard', 'Deep', 'Heavy-Duty'],
            variants: ['Black', 'Green', 'Terracotta'],
            material: 'Plastic',
            priceRange: [0.08, 0.9], sellMultiples: [50, 100], weightLb: [0.05, 0.2],
          },
          {
            name: 'Sheet Pots',
            itemName: named((s, q, v) => `${join(s, q)} Sheet Pot, ${v}`),
            sizes: ['2-Pack', '3-Pack', '4-Pack', '6-Pack', '8-Pack', '10-Pack'], qualities: ['Round', 'Square', 'Deep Square'],
            variants: ['Black', 'Green', 'Terracotta', 'White'],
            material: 'Plastic',
            priceRange: [0.1, 1.2], sellMultiples: [50, 100], weightLb: [0.04, 0.3],
          },
        ],
      },
      {
        name: 'Plug & Propagation Trays',
        leaves: [
          {
            name: 'Plug Trays',
            itemName: named((s, q, v) => `${s}-Cell ${q} Plug Tray, ${v}`),
            sizes: ['50', '72', '98', '105', '128', '162', '200', '288', '512'], qualities: ['Round Cell', 'Square Cell', 'Deep Cell'],
            variants: ['Black', 'White', 'Green'],
            material: 'Polypropylene',
            priceRange: [0.35, 2.4], sellMultiples: [10, 50, 100], weightLb: [0.1, 0.4],
          },
          {
            name: 'Propagation Trays',
            itemName: named((s, q, v) => `${join(s, q)} Propagation Tray, ${v}`),
            sizes: ['Half', 'Full', 'Quad'], qualities: ['Solid', 'Mesh', 'Heated-Mat Ready', 'Bottom-Water'],
            variants: ['Black', 'Green', 'Clear'],
            material: 'Plastic',
            priceRange: [0.6, 8.5], sellMultiples: [5, 10, 25], weightLb: [0.2, 1.2],
          },
          {
            name: 'Humidity Domes',
            itemName: named((s, q, v) => `${join(s, q)} Humidity Dome, ${v}`),
            sizes: inch([2, 4, 7]), qualities: ['Vented', 'Non-Vented', 'Adjustable-Vent', 'Tall Vented'],
            variants: ['Clear'],
            material: 'Plastic',
            priceRange: [0.9, 4.9], sellMultiples: [5, 10, 25], weightLb: [0.2, 0.6],
          },
        ],
      },
    ],
  },
  {
    name: 'Benches',
    prefix: 'BN',
    manufacturers: ['Prairie Bench Systems', 'Keystone Metal Works', 'Summit Greenhouse Supply'],
    subs: [
      {
        name: 'Stationary Benches',
        leaves: [
          {
            name: 'Bench Frames',
            itemName: named((s, q, v) => `${s} ${q} Bench Frame, ${v}`),
            sizes: ['3 x 8 ft.', '4 x 8 ft.', '4 x 10 ft.', '5 x 10 ft.', '6 x 12 ft.'], qualities: ['Galvanized', 'Aluminum', 'Powder-Coated'],
            variants: ['Silver', 'Gray', 'Green'],
            material: 'Metal',
            priceRange: [120, 690], sellMultiples: [1], weightLb: [40, 160], fulfillmentShare: 0.4,
          },
          {
            name: 'Bench Tops',
            itemName: named((s, q, v) => `${s} ${q} Bench Top Panel, ${v}`),
            sizes: ['2 x 4 ft.', '3 x 4 ft.', '4 x 4 ft.', '3 x 8 ft.', '4 x 8 ft.'], qualities: ['Expanded Metal', 'Welded Wire', 'Plastic Grid'],
            variants: ['Silver', 'Gray', 'Black'],
            material: { 'Expanded Metal': 'Metal', 'Welded Wire': 'Metal', 'Plastic Grid': 'Polypropylene' },
            priceRange: [28, 210], sellMultiples: [1, 2, 5], weightLb: [8, 45],
          },
          {
            name: 'Legs & Hardware',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['24 in.', '30 in.', '32 in.', '36 in.'], qualities: ['Adjustable Bench Leg', 'Leg Foot Plate', 'Cross Brace', 'Leg Clamp Kit'],
            variants: ['Galvanized', 'Silver'],
            material: 'Metal',
            priceRange: [2.5, 38], sellMultiples: [1, 2, 5, 10, 25], weightLb: [0.5, 9],
          },
        ],
      },
      {
        name: 'Rolling Benches',
        leaves: [
          {
            name: 'Track Bench Kits',
            itemName: named((s, q, v) => `${s} ${q} Track Bench Kit, ${v}`),
            sizes: ['4 x 50 ft.', '5 x 50 ft.', '6 x 100 ft.', '5 x 100 ft.'], qualities: ['Starter', 'Standard', 'Production'],
            variants: ['Expanded Metal Top', 'Wire Mesh Top', 'Plastic Grid Top'],
            material: 'Metal',
            priceRange: [850, 6400], sellMultiples: [1], weightLb: [300, 1600],
            configurator: 'trackbench', fulfillmentShare: 1,
          },
          {
            name: 'Slide Bench Kits',
            itemName: named((s, q, v) => `${s} ${q} Slide Bench Kit, ${v}`),
            sizes: ['4 x 12 ft.', '5 x 16 ft.', '6 x 20 ft.', '6 x 24 ft.'], qualities: ['Standard', 'Heavy-Duty'],
            variants: ['Expanded Metal Top', 'Wire Mesh Top', 'Plastic Grid Top'],
            material: 'Metal',
            priceRange: [380, 2200], sellMultiples: [1], weightLb: [120, 420],
            configurator: 'slidebench', fulfillmentShare: 1,
          },
          {
            name: 'Bench Conversion Kits',
            itemName: named((s, q, v) => `${s} ${q} Bench Conversion Kit, ${v}`),
            sizes: ['4 ft. Wide', '5 ft. Wide', '6 ft. Wide'], qualities: ['Pipe-to-Track', 'Pipe-to-Slide', 'Block-to-Slide'],
            variants: ['Galvanized', 'Silver'],
            material: 'Metal',
            priceRange: [160, 980], sellMultiples: [1], weightLb: [40, 210],
            configurator: 'benchconversion',
          },
        ],
      },
      {
        name: 'Bench Accessories',
        leaves: [
          {
            name: 'End Caps & Bumpers',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['3 ft.', '4 ft.', '5 ft.', '6 ft.'], qualities: ['Bench End Cap', 'Rubber Bumper Strip', 'Corner Guard'],
            variants: ['Black', 'Gray', 'Silver'],
            material: { 'Bench End Cap': 'Metal', 'Rubber Bumper Strip': 'Resin', 'Corner Guard': 'Plastic' },
            priceRange: [3, 42], sellMultiples: [1, 2, 5, 10], weightLb: [0.4, 6],
          },
          {
            name: 'Bench Label Holders',
            itemName: named((s, q, v) => `${join(s, q)} Bench Label Holder, ${v}`),
            sizes: ['2 in.', '3 in.', '4 in.'], qualities: ['Clip-On', 'Snap-In', 'Magnetic'],
            variants: ['Clear', 'White', 'Black'],
            material: 'Plastic',
            priceRange: [0.15, 1.9], sellMultiples: [25, 50, 100], weightLb: [0.01, 0.1],
          },
        ],
      },
    ],
  },
  {
    name: 'Growing Media',
    prefix: 'GM',
    manufacturers: ['Evergrow Media', 'Pinecrest Media', 'Coastal Coir', 'Lakeshore Growers Supply'],
    subs: [
      {
        name: 'Potting Mixes',
        leaves: [
          {
            name: 'Peat-Based Mixes',
            itemName: named((s, q, v) => `${q} Peat Mix ${v}, ${s}`),
            sizes: ['1.5 cu. ft. Bag', '2.2 cu. ft. Bale', '3.8 cu. ft. Bale', '55 cu. ft. Bulk Bag'],
            qualities: ['Germination', 'All-Purpose', 'High-Porosity', 'Professional'],
            variants: ['with Wetting Agent', 'with Mycorrhizae', 'with Starter Charge'],
            priceRange: [9, 240], sellMultiples: [1, 5, 10], weightLb: [20, 900],
          },
          {
            name: 'Bark-Based Mixes',
            itemName: named((s, q, v) => `${q} Bark Mix ${v}, ${s}`),
            sizes: ['2 cu. ft. Bag', '2.8 cu. ft. Bale', '65 cu. ft. Bulk Bag'],
            qualities: ['Nursery', 'Container', 'Perennial', 'Shrub & Tree'],
            variants: ['with Wetting Agent', 'with Lime', 'Coarse'],
            priceRange: [8, 210], sellMultiples: [1, 5, 10], weightLb: [25, 1000],
          },
          {
            name: 'Organic Mixes',
            itemName: named((s, q, v) => `OMRI ${q} Organic Mix ${v}, ${s}`),
            sizes: ['1 cu. ft. Bag', '2 cu. ft. Bag', '3 cu. ft. Bale'],
            qualities: ['Seed-Starting', 'Vegetable', 'Herb', 'All-Purpose'],
            variants: ['with Compost', 'with Worm Castings', 'with Kelp'],
            priceRange: [7, 38], sellMultiples: [1, 5, 10], weightLb: [15, 60],
          },
        ],
      },
      {
        name: 'Soil Amendments',
        leaves: [
          {
            name: 'Perlite',
            itemName: named((s, q, v) => `${q} Horticultural Perlite ${v}, ${s}`),
            sizes: ['4 cu. ft. Bag', '6 cu. ft. Bag', '8 qt. Bag'], qualities: ['Fine', 'Medium', 'Coarse', 'Super Coarse'],
            variants: ['Grade 2', 'Grade 3', 'Grade 4'],
            priceRange: [6, 42], sellMultiples: [1, 5, 10], weightLb: [5, 30],
          },
          {
            name: 'Vermiculite',
            itemName: named((s, q, v) => `${q} Vermiculite ${v}, ${s}`),
            sizes: ['4 cu. ft. Bag', '8 qt. Bag'], qualities: ['Fine', 'Medium', 'Coarse'],
            variants: ['Horticultural Grade', 'Premium Grade'],
            priceRange: [6, 39], sellMultiples: [1, 5, 10], weightLb: [5, 30],
          },
          {
            name: 'Coir & Peat Moss',
            itemName: named((s, q, v) => `${q} ${v}, ${s}`),
            sizes: ['5 kg Block', '3.8 cu. ft. Bale', '650 g Brick'], qualities: ['Washed', 'Buffered', 'Sphagnum'],
            variants: ['Coir Pith', 'Coir Chips', 'Peat Moss', 'Coir & Perlite Blend'],
            priceRange: [3, 45], sellMultiples: [1, 5, 10, 12], weightLb: [1.5, 50],
          },
        ],
      },
      {
        name: 'Propagation Media',
        leaves: [
          {
            name: 'Rooting Cubes',
            itemName: named((s, q, v) => `${join(s, q)} Rooting Cube Sheet, ${v}`),
            sizes: ['1 in.', '1.5 in.', '2 in.'], qualities: ['Foam', 'Rockwool', 'Peat'],
            variants: ['50-Count', '98-Count', '200-Count'],
            priceRange: [4, 29], sellMultiples: [1, 6, 12], weightLb: [0.5, 3],
          },
          {
            name: 'Plugs & Strips',
            itemName: named((s, q, v) => `${join(s, q)} Propagation Plug Strip, ${v}`),
            sizes: ['72-Cell', '105-Cell', '128-Cell'], qualities: ['Stabilized Peat', 'Coir', 'Bark-Blend'],
            variants: ['Case', 'Half Case'],
            priceRange: [12, 96], sellMultiples: [1, 5, 10], weightLb: [2, 18],
          },
        ],
      },
    ],
  },
  {
    name: 'Fertilizer',
    prefix: 'FT',
    manufacturers: ['Harvest Moon Fertilizer', 'BioShield Organics', 'Hillside Horticulture'],
    subs: [
      {
        name: 'Water Soluble',
        leaves: [
          {
            name: 'All-Purpose Water Soluble',
            itemName: named((s, q, v) => `${q} Water Soluble Fertilizer ${v}, ${s}`),
            sizes: ['1.5 lb. Tub', '5 lb. Bag', '25 lb. Bag'], qualities: ['General Purpose', 'Peat-Lite', 'Cal-Mag', 'Acid Special'],
            variants: FORMULAS,
            priceRange: [9, 95], sellMultiples: [1, 6, 12], weightLb: [1.5, 25], nyRestrictedShare: 0.12,
          },
          {
            name: 'Bloom & Finish Formulas',
            itemName: named((s, q, v) => `${q} Bloom Booster ${v}, ${s}`),
            sizes: ['1.5 lb. Tub', '5 lb. Bag', '25 lb. Bag'], qualities: ['Blossom', 'Finisher', 'High-Phos'],
            variants: ['10-30-20', '15-30-15', '10-52-10', '5-50-17'],
            priceRange: [11, 110], sellMultiples: [1, 6, 12], weightLb: [1.5, 25], nyRestrictedShare: 0.2,
          },
        ],
      },
      {
        name: 'Controlled Release',
        leaves: [
          {
            name: 'Top-Dress CRF',
            itemName: named((s, q, v) => `${q} Controlled-Release Fertilizer ${v}, ${s}`),
            sizes: ['5 lb. Bag', '25 lb. Bag', '50 lb. Bag'], qualities: ['3-4 Month', '5-6 Month', '8-9 Month', '12-14 Month'],
            variants: ['14-14-14', '18-6-12', '15-9-12', '19-5-9'],
            priceRange: [18, 160], sellMultiples: [1, 2, 5], weightLb: [5, 50], nyRestrictedShare: 0.1,
          },
          {
            name: 'Incorporated CRF',
            itemName: named((s, q, v) => `${q} Incorporated CRF ${v}, ${s}`),
            sizes: ['25 lb. Bag', '50 lb. Bag'], qualities: ['Polymer-Coated', 'Resin-Coated', 'Sulfur-Coated'],
            variants: ['14-14-14', '18-6-12', '15-9-12', '20-4-11', '16-6-11'],
            priceRange: [38, 170], sellMultiples: [1, 2, 5], weightLb: [25, 50], nyRestrictedShare: 0.1,
          },
        ],
      },
      {
        name: 'Organic & Specialty',
        leaves: [
          {
            name: 'Organic Fertilizers',
            itemName: named((s, q, v) => `${q} ${v}, ${s}`),
            sizes: ['4 lb. Bag', '20 lb. Bag', '40 lb. Bag'], qualities: ['OMRI Listed', 'Pelleted', 'Granular'],
            variants: ['Bone Meal', 'Blood Meal', 'Feather Meal', 'Kelp Meal', 'Bat Guano', 'Composted Poultry Manure'],
            priceRange: [8, 68], sellMultiples: [1, 2, 5], weightLb: [4, 40],
          },
          {
            name: 'Micronutrients',
            itemName: named((s, q, v) => `${q} ${v} Micronutrient, ${s}`),
            sizes: ['1 lb. Jar', '5 lb. Pail', '25 lb. Bag'], qualities: ['Chelated', 'Soluble', 'Granular'],
            variants: ['Iron', 'Magnesium', 'Zinc', 'Manganese', 'Trace Element Mix'],
            priceRange: [7, 120], sellMultiples: [1, 6, 12], weightLb: [1, 25], nyRestrictedShare: 0.15,
          },
          {
            name: 'Liquid Fertilizers',
            itemName: named((s, q, v) => `${q} Liquid Fertilizer ${v}, ${s}`),
            sizes: ['1 qt.', '1 gal.', '2.5 gal.', '5 gal.'], qualities: ['Fish & Kelp', 'Concentrated', 'Foliar'],
            variants: ['3-1-1', '2-3-1', '5-1-1', '0-0-3'],
            priceRange: [12, 180], sellMultiples: [1, 2, 6], weightLb: [2, 45], nyRestrictedShare: 0.1,
          },
        ],
      },
    ],
  },
  {
    name: 'Irrigation',
    prefix: 'IR',
    manufacturers: ['AquaRoot Irrigation', 'Clearwater Drip', 'Silverline Sprayers'],
    subs: [
      {
        name: 'Drip Irrigation',
        leaves: [
          {
            name: 'Drip Emitters',
            itemName: named((s, q, v) => `${join(s, q)} Drip Emitter, ${v}`),
            sizes: ['0.5 GPH', '1 GPH', '2 GPH', '4 GPH'], qualities: ['Pressure-Compensating', 'Flag', 'Button', 'Adjustable'],
            variants: ['Black', 'Blue', 'Red', 'Green'],
            material: 'Plastic',
            priceRange: [0.09, 0.7], sellMultiples: [25, 50, 100], weightLb: [0.01, 0.03],
          },
          {
            name: 'Drip Tubing',
            itemName: named((s, q, v) => `${join(s, q)} Drip Tubing, ${v}`),
            sizes: ['1/4 in. x 100 ft.', '1/2 in. x 100 ft.', '1/2 in. x 500 ft.', '3/4 in. x 500 ft.'],
            qualities: ['Standard', 'UV-Resistant', 'Inline-Emitter 12 in.', 'Inline-Emitter 6 in.'],
            variants: ['Black', 'Brown'],
            material: 'Polypropylene',
            priceRange: [6, 180], sellMultiples: [1, 2, 5], weightLb: [1, 30],
          },
          {
            name: 'Drip Fittings',
            itemName: named((s, q, v) => `${join(s, q)} Drip Fitting, ${v}`),
            sizes: ['1/4 in.', '1/2 in.', '3/4 in.'], qualities: ['Barbed Tee', 'Barbed Elbow', 'Coupling', 'End Plug', 'Goof Plug'],
            variants: ['Black', 'Blue'],
            material: 'Plastic',
            priceRange: [0.05, 1.2], sellMultiples: [25, 50, 100], weightLb: [0.01, 0.05],
          },
        ],
      },
      {
        name: 'Overhead Watering',
        leaves: [
          {
            name: 'Nozzles & Sprinklers',
            itemName: named((s, q, v) => `${join(s, q)} Nozzle, ${v}`),
            sizes: ['180 Degree', '360 Degree', 'Full Circle', 'Strip'], qualities: ['Mister', 'Fogger', 'Spinner', 'Impact'],
            variants: ['Black', 'Blue', 'Red', 'Yellow'],
            material: 'Plastic',
            priceRange: [0.6, 14], sellMultiples: [1, 10, 25], weightLb: [0.02, 0.5],
          },
          {
            name: 'Spray Stakes',
            itemName: named((s, q, v) => `${join(s, q)} Spray Stake, ${v}`),
            sizes: ['6 in.', '12 in.', '18 in.'], qualities: ['Fan', 'Arc', 'Stream', 'Mini-Sprinkler'],
            variants: ['Black', 'Blue', 'Green'],
            material: 'Plastic',
            priceRange: [0.2, 2.5], sellMultiples: [10, 25, 50], weightLb: [0.02, 0.1],
          },
        ],
      },
      {
        name: 'Hoses & Watering',
        leaves: [
          {
            name: 'Hoses',
            itemName: named((s, q, v) => `${join(s, q)} Hose, ${v}`),
            sizes: ['5/8 in. x 50 ft.', '5/8 in. x 100 ft.', '3/4 in. x 50 ft.', '3/4 in. x 100 ft.'],
            qualities: ['Commercial Rubber', 'Kink-Free', 'Nursery Grade', 'Hot Water'],
            variants: ['Green', 'Red', 'Black', 'Blue'],
            material: 'Resin',
            priceRange: [22, 145], sellMultiples: [1, 2], weightLb: [6, 24], fulfillmentShare: 0.2,
          },
          {
            name: 'Watering Wands & Breakers',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['18 in.', '24 in.', '36 in.', '48 in.'], qualities: ['Watering Wand', 'Rain Wand', 'Water Breaker', 'Shower Head Wand'],
            variants: ['Blue', 'Red', 'Silver', 'Black'],
            material: 'Metal',
            priceRange: [6, 58], sellMultiples: [1, 2, 6], weightLb: [0.3, 2],
          },
          {
            name: 'Hose Fittings',
            itemName: named((s, q, v) => `${join(s, q)} Hose Fitting, ${v}`),
            sizes: ['5/8 in.', '3/4 in.', '1 in.'], qualities: ['Quick Connect', 'Shut-Off Valve', 'Swivel', 'Y-Splitter', 'Hose Mender'],
            variants: ['Brass', 'Aluminum', 'Plastic'],
            material: { 'Quick Connect': 'Metal', 'Shut-Off Valve': 'Metal', Swivel: 'Metal', 'Y-Splitter': 'Plastic', 'Hose Mender': 'Plastic' },
            priceRange: [1.2, 24], sellMultiples: [1, 5, 10, 12], weightLb: [0.05, 0.6],
          },
        ],
      },
      {
        name: 'Controllers & Valves',
        leaves: [
          {
            name: 'Timers & Controllers',
            itemName: named((s, q, v) => `${join(s, q)} Irrigation Controller, ${v}`),
            sizes: ['1-Zone', '4-Zone', '6-Zone', '12-Zone'], qualities: ['Battery', 'Wi-Fi', 'Indoor', 'Outdoor'],
            variants: ['Gray', 'Black', 'White'],
            material: 'Plastic',
            priceRange: [24, 420], sellMultiples: [1], weightLb: [0.5, 6],
            configurator: 'addons',
            addOnSources: [
              { leaf: 'Valves & Filters', kind: 'accessory', perMainUnit: 1 },
              { leaf: 'Drip Fittings', kind: 'replacement', perMainUnit: 4 },
            ],
          },
          {
            name: 'Valves & Filters',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['3/4 in.', '1 in.', '1.5 in.'], qualities: ['Solenoid Valve', 'Ball Valve', 'Disc Filter', 'Screen Filter', 'Pressure Regulator'],
            variants: ['Gray', 'Black', 'Blue'],
            material: 'Plastic',
            priceRange: [4, 96], sellMultiples: [1, 2, 6], weightLb: [0.2, 3],
          },
        ],
      },
    ],
  },
  {
    name: 'Tools',
    prefix: 'TL',
    manufacturers: ['Green Valley Tools', 'Oakline Tool Works', 'Tri-State Carts & Totes', 'BrightLeaf Labels', 'Willow Creek Tags'],
    subs: [
      {
        name: 'Hand Tools',
        leaves: [
          {
            name: 'Pruners & Snips',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['Small', 'Medium', 'Large'], qualities: ['Bypass Pruner', 'Anvil Pruner', 'Needle-Nose Snip', 'Floral Shear', 'Ratchet Pruner'],
            variants: ['Red', 'Orange', 'Black', 'Yellow'],
            material: 'Metal',
            priceRange: [6, 68], sellMultiples: [1, 6, 12], weightLb: [0.2, 1], fulfillmentShare: 0.15,
          },
          {
            name: 'Trowels & Scoops',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['Narrow', 'Wide', 'Deep'], qualities: ['Transplanting Trowel', 'Potting Scoop', 'Soil Scoop', 'Dibber'],
            variants: ['Stainless', 'Aluminum', 'Plastic'],
            material: 'Metal',
            priceRange: [2.5, 29], sellMultiples: [1, 6, 12], weightLb: [0.2, 1.2],
          },
          {
            name: 'Knives & Saws',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['6 in.', '8 in.', '10 in.'], qualities: ['Grafting Knife', 'Budding Knife', 'Pruning Saw', 'Soil Knife'],
            variants: ['Orange', 'Black', 'Green'],
            material: 'Metal',
            priceRange: [8, 58], sellMultiples: [1, 6], weightLb: [0.2, 1.3],
          },
        ],
      },
      {
        name: 'Carts & Handling',
        leaves: [
          {
            name: 'Carts & Wagons',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['2-Shelf', '3-Shelf', '4-Shelf', 'Flatbed'], qualities: ['Nursery Cart', 'Plant Wagon', 'Rack Cart', 'Hand Truck'],
            variants: ['Green', 'Black', 'Gray'],
            material: 'Metal',
            priceRange: [140, 980], sellMultiples: [1], weightLb: [30, 180], fulfillmentShare: 0.6,
          },
          {
            name: 'Totes & Buckets',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['2 gal.', '3.5 gal.', '5 gal.', '10 gal.', '15 gal.'], qualities: ['Tub Trug', 'Bucket', 'Harvest Tote', 'Nesting Tote'],
            variants: ['Black', 'Green', 'Blue', 'Red', 'Orange', 'Yellow'],
            material: 'Plastic',
            priceRange: [3, 34], sellMultiples: [1, 6, 12], weightLb: [0.5, 4],
          },
        ],
      },
      {
        name: 'Labels & Tags',
        leaves: [
          {
            name: 'Plant Labels',
            itemName: named((s, q, v) => `${join(s, q)} Plant Label, ${v}`),
            sizes: ['4 in.', '5 in.', '6 in.', '8 in.', '12 in.'], qualities: ['Stake', 'Pot-Lip', 'T-Type', 'Notched'],
            variants: ['White', 'Yellow', 'Green', 'Orange', 'Blue', 'Red'],
            material: 'Plastic',
            priceRange: [0.02, 0.4], sellMultiples: [100, 50], weightLb: [0.001, 0.01],
          },
          {
            name: 'Hang Tags',
            itemName: named((s, q, v) => `${join(s, q)} Hang Tag, ${v}`),
            sizes: ['1 x 3 in.', '1.5 x 5 in.', '2 x 4 in.'], qualities: ['Loop-Lock', 'Wire', 'Tie-On', 'Twist'],
            variants: ['White', 'Yellow', 'Orange', 'Green'],
            material: 'Plastic',
            priceRange: [0.03, 0.35], sellMultiples: [100], weightLb: [0.001, 0.01],
          },
          {
            name: 'Markers & Pens',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['Fine', 'Medium', 'Bold'], qualities: ['Garden Marker', 'UV-Resistant Pen', 'Label Printer Ribbon'],
            variants: ['Black', 'Blue', 'Red'],
            priceRange: [1.2, 32], sellMultiples: [1, 12], weightLb: [0.02, 0.3], fulfillmentShare: 0.3,
          },
        ],
      },
    ],
  },
  {
    name: 'Pest & Disease Control',
    prefix: 'PC',
    manufacturers: ['BioShield Organics', 'Silverline Sprayers', 'Hillside Horticulture', 'North Coast Nursery Products'],
    subs: [
      {
        name: 'Biologicals',
        leaves: [
          {
            name: 'Beneficial Insects',
            itemName: named((s, q, v) => `${q} ${v}, ${s}`),
            sizes: ['1,000 Count', '5,000 Count', '10,000 Count'], qualities: ['Live', 'Sachet', 'Bottle'],
            variants: ['Ladybugs', 'Predatory Mites', 'Lacewing Larvae', 'Parasitic Wasps', 'Beneficial Nematodes'],
            priceRange: [18, 140], sellMultiples: [1, 5], weightLb: [0.2, 1], fulfillmentShare: 0.8, nyRestrictedShare: 0.1,
          },
          {
            name: 'Biofungicides',
            itemName: named((s, q, v) => `${q} Biofungicide ${v}, ${s}`),
            sizes: ['1 lb.', '2.5 gal.', '1 qt.'], qualities: ['Bacillus-Based', 'Trichoderma', 'Copper-Based'],
            variants: ['Wettable Powder', 'Liquid Concentrate', 'Granular'],
            priceRange: [28, 260], sellMultiples: [1, 2, 6], weightLb: [1, 25], nyRestrictedShare: 0.3,
          },
        ],
      },
      {
        name: 'Monitoring',
        leaves: [
          {
            name: 'Sticky Cards & Traps',
            itemName: named((s, q, v) => `${join(s, q)} Sticky Card, ${v}`),
            sizes: ['3 x 5 in.', '4 x 7 in.', '6 x 12 in.'], qualities: ['Double-Sided', 'Gridded', 'Roll'],
            variants: ['Yellow', 'Blue'],
            priceRange: [0.25, 38], sellMultiples: [10, 25, 50, 100], weightLb: [0.01, 2],
          },
        ],
      },
      {
        name: 'Application Equipment',
        leaves: [
          {
            name: 'Sprayers',
            itemName: named((s, q, v) => `${join(s, q)} Sprayer, ${v}`),
            sizes: ['1 gal.', '2 gal.', '4 gal.', '25 gal.'], qualities: ['Pump', 'Backpack', 'Battery Backpack', 'Cart'],
            variants: ['Gray', 'Red', 'Yellow', 'Blue'],
            material: 'Plastic',
            priceRange: [18, 690], sellMultiples: [1], weightLb: [1.5, 40],
            configurator: 'addons',
            addOnSources: [
              { leaf: 'Nozzles & Sprinklers', kind: 'replacement', perMainUnit: 2 },
              { leaf: 'Hoses', kind: 'accessory', perMainUnit: 1 },
            ],
          },
          {
            name: 'Dusters & Spreaders',
            itemName: named((s, q, v) => `${join(s, q)}, ${v}`),
            sizes: ['Hand-Held', 'Shoulder', 'Push'], qualities: ['Bellows Duster', 'Crank Spreader', 'Drop Spreader'],
            variants: ['Red', 'Yellow', 'Black'],
            material: 'Plastic',
            priceRange: [14, 320], sellMultiples: [1], weightLb: [1, 30], fulfillmentShare: 0.3,
          },
        ],
      },
    ],
  },
  {
    name: 'Plants',
    prefix: 'PL',
    manufacturers: ['Meadowbrook Plants', 'Uplands Perennials', 'Sunrise Propagation'],
    subs: [
      {
        name: 'Annuals',
        leaves: [
          {
            name: 'Annual Plugs',
            itemName: named((s, q, v) => `${q} ${v} Plug, ${s}`),
            sizes: ['128-Cell Tray', '288-Cell Tray', '512-Cell Tray'], qualities: ['Petunia', 'Begonia', 'Impatiens', 'Marigold', 'Geranium', 'Vinca'],
            variants: ['Red', 'White', 'Purple', 'Orange', 'Yellow'],
            priceRange: [22, 140], sellMultiples: [1, 2, 5], weightLb: [2, 6],
          },
          {
            name: 'Annual Liners',
            itemName: named((s, q, v) => `${q} ${v} Liner, ${s}`),
            sizes: ['50-Cell Tray', '72-Cell Tray', '105-Cell Tray'], qualities: ['Calibrachoa', 'Verbena', 'Bacopa', 'Lantana', 'Sweet Potato Vine'],
            variants: ['Red', 'White', 'Purple', 'Yellow', 'Orange'],
            priceRange: [38, 160], sellMultiples: [1, 2], weightLb: [3, 8],
          },
        ],
      },
      {
        name: 'Perennials',
        leaves: [
          {
            name: 'Perennial Liners',
            itemName: named((s, q, v) => `${q} ${v} Perennial Liner, ${s}`),
            sizes: ['32-Cell Tray', '50-Cell Tray', '72-Cell Tray'], qualities: ['Echinacea', 'Salvia', 'Hosta', 'Heuchera', 'Coreopsis', 'Rudbeckia'],
            variants: ['Purple', 'White', 'Yellow', 'Red', 'Green'],
            priceRange: [48, 190], sellMultiples: [1, 2], weightLb: [3, 9],
          },
          {
            name: 'Bare Root Perennials',
            itemName: named((s, q, v) => `${q} ${v} Bare Root, ${s}`),
            sizes: ['25-Count', '50-Count', '100-Count'], qualities: ['Daylily', 'Peony', 'Iris', 'Astilbe', 'Phlox'],
            variants: ['Red', 'White', 'Purple', 'Yellow', 'Orange'],
            priceRange: [30, 260], sellMultiples: [1, 2], weightLb: [2, 10],
          },
        ],
      },
      {
        name: 'Shrubs & Trees',
        leaves: [
          {
            name: 'Shrub Liners',
            itemName: named((s, q, v) => `${q} ${v} Shrub Liner, ${s}`),
            sizes: ['2.25 in. Pot', '3.5 in. Pot', 'Quart'], qualities: ['Hydrangea', 'Boxwood', 'Azalea', 'Spirea', 'Weigela', 'Rose'],
            variants: ['White', 'Red', 'Purple', 'Green', 'Yellow'],
            priceRange: [1.8, 9.5], sellMultiples: [10, 24, 25, 50], weightLb: [0.3, 2],
          },
        ],
      },
    ],
  },
];

/** The super-saver category: a top-level category listing the discounted items. */
export const SUPER_SAVER_CATEGORY_NAME = 'Super Saver';
