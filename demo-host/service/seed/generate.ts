/**
 * Generates the wholesale catalogue in memory, deterministically from a seed: the same
 * seed always gives the same categories, items, prices, stock and flags. The seeder
 * (./seed.ts) writes the result into SQLite; nothing here touches the database or disk.
 */
import { BENCH_COMPONENTS } from '../kits/catalog';
import { packSizeText } from '../../../src/domain/quantity';
import { mulberry32, type Random } from './prng';
import { CATALOG_TREE, COLORS, FORMULAS, SUPER_SAVER_CATEGORY_NAME, type LeafSpec, type UnitOfMeasureCode } from './catalogTree';
import { roundToCents } from '../../../src/domain/money';

/** Attribute filters behind the search panel (Category and Manufacturer come from their own tables). */
export const ATTRIBUTE_FILTERS = [
  { id: 74, name: 'Color', attributeName: 'color' },
  { id: 75, name: 'Material', attributeName: 'material' },
  { id: 76, name: 'Size', attributeName: 'size' },
  { id: 77, name: 'Pot Shape', attributeName: 'potShape' },
  { id: 78, name: 'Pack Size', attributeName: 'packSize' },
  { id: 79, name: 'Formula (N-P-K)', attributeName: 'formula' },
] as const;
export type AttributeFilterName = (typeof ATTRIBUTE_FILTERS)[number]['name'];

/** The category whose CMS description carries a script, an onerror handler and a javascript: link. */
export const UNSAFE_DESCRIPTION_CATEGORY_ID = 1014;

export const STOCK_DESIGNATIONS = [
  { id: 1, stockMessage: 'Stocked item', disablePurchasing: false },
  { id: 2, stockMessage: 'Special order - ships in 2-3 weeks', disablePurchasing: false },
  { id: 3, stockMessage: 'Discontinued - call for availability', disablePurchasing: true },
  { id: 4, stockMessage: 'Seasonal - ships March through June', disablePurchasing: false },
] as const;

export const NY_RESTRICTED_TEXT = 'Not available for shipment to New York State';

export type GeneratedCategory = {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  displayName: string;
  pathText: string;
  superSaver: boolean;
  description: string | null;
  mainImageUrl: string | null;
  secondaryImageUrl: string | null;
  resourceSections: { title: string; links: { text: string; url: string }[] }[];
  sort: number;
};

export type GeneratedItem = {
  id: number;
  itemNumber: string;
  name: string;
  catalogHeader: string;
  catalogSubHeader: string;
  mfgItemNumber: string;
  shortSku: string;
  description: string;
  manufacturerId: number;
  categoryId: number;
  sellMultiple: number;
  listPrice: number;
  msrp: number | null;
  unitOfMeasure: UnitOfMeasureCode;
  imageNames: string[];
  weightLb: number;
  fulfillment: boolean;
  stockDesignationId: number;
  restrictedText: string | null;
  nyRestricted: boolean;
  configurator: { addons: boolean; trackbench: boolean; slidebench: boolean; benchconversion: boolean };
  superSaver: boolean;
  popularity: number;
  /** Attribute filter name -> option text. */
  attributes: Partial<Record<AttributeFilterName, string>>;
};

export type GeneratedAddOn = { mainItemId: number; addonItemId: number; perMainUnit: number; kind: 'accessory' | 'replacement' };

/** An image the seeder draws: file name plus what to draw. */
export type GeneratedImage = { name: string; label: string; color: string };

export type GeneratedCatalog = {
  categories: GeneratedCategory[];
  manufacturers: { id: number; name: string }[];
  items: GeneratedItem[];
  addOns: GeneratedAddOn[];
  images: GeneratedImage[];
};

/** Share of combinations also sold in a second pack size. */
const PACK_VARIANT_SHARE = 0.42;

const COLOR_HEX: Record<string, string> = {
  Black: '#2b2b2b', Terracotta: '#c4622d', Green: '#3f7d3a', White: '#e9e9e4', Gray: '#8a8d91',
  Blue: '#2f5fa8', Red: '#b3282d', Brown: '#6b4a2f', Tan: '#c9b28a', Clear: '#cfe6ee',
  Orange: '#e07b20', Yellow: '#e3c02a', Purple: '#6d3f8f', Silver: '#b8bcc2',
};

/**
 * Units and packs (docs/service.md): an item's price is per unit of measure, quantities count
 * units of measure, and `sellMultiple` is how many units make one pack ("Case of 10" is ten
 * pots at the pot's price, unit EA). The pack's name comes from the widgets' own rule.
 */
const PACK_SIZE_TEXT = packSizeText;

const slug = (text: string): string =>
  text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');


const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function categoryDescription(name: string, id: number): string {
  const path = `/order-now/${id}/${slug(name)}`;
  return (
    `<p>Shop our full range of <strong>${name.replace(/&/g, '&amp;')}</strong> for commercial growers, ` +
    `stocked in Burton, Apopka and Salinas.</p>` +
    `<p>Need help choosing? Read the <a href="/resources/${slug(name)}-guide">${name.replace(/&/g, '&amp;')} buying guide</a> ` +
    `or <a href="${path}?ss=1">see what is on Super Saver</a>.</p>`
  );
}

/**
 * Sanitizer test fixture: what a careless CMS editor or an attacker might paste. The
 * widgets must show the paragraphs and the safe link and drop the rest.
 */
const UNSAFE_DESCRIPTION =
  '<p>Hanging baskets for spring programs, with <a href="/resources/hanging-basket-guide">our planting guide</a>.</p>' +
  '<script>window.__sfInjected = true;</script>' +
  '<img src="x" onerror="window.__sfInjected = true">' +
  '<p><a href="javascript:window.__sfInjected = true">Click for a discount</a></p>';

function resourceSectionsFor(name: string): GeneratedCategory['resourceSections'] {
  return [
    {
      title: `${name} resources`,
      links: [
        { text: `${name} buying guide`, url: `/resources/${slug(name)}-guide` },
        { text: 'Spec sheets (PDF)', url: `/resources/${slug(name)}-specs.pdf` },
      ],
    },
  ];
}

type CategoryBuilder = {
  categories: GeneratedCategory[];
  /** Finds or creates the categories of a path (1 to 3 names) and returns the last id. */
  ensurePath(path: readonly string[]): number;
};

function categoryBuilder(): CategoryBuilder {
  const categories: GeneratedCategory[] = [];
  const byPath = new Map<string, GeneratedCategory>();
  const childCount = new Map<number | null, number>();
  const nextId = (parent: GeneratedCategory | null): number => {
    const count = (childCount.get(parent?.id ?? null) ?? 0) + 1;
    childCount.set(parent?.id ?? null, count);
    // Ids show the tree: top 1..9, second level top*100+n, leaves second*10+n (or +n past 9).
    if (parent === null) return count;
    if (parent.level === 1) return parent.id * 100 + count;
    return count <= 9 ? parent.id * 10 + count : parent.id * 100 + count;
  };
  const ensurePath = (path: readonly string[]): number => {
    let parent: GeneratedCategory | null = null;
    for (const [index, name] of path.slice(0, 3).entries()) {
      const pathText: string = path.slice(0, index + 1).join(' - ');
      let category = byPath.get(pathText);
      if (category === undefined) {
        const id = nextId(parent);
        const level = (index + 1) as 1 | 2 | 3;
        const created: GeneratedCategory = {
          id,
          parentId: parent?.id ?? null,
          level,
          displayName: name,
          pathText,
          superSaver: false,
          description: id === UNSAFE_DESCRIPTION_CATEGORY_ID ? UNSAFE_DESCRIPTION : level < 3 || id % 3 === 0 ? categoryDescription(name, id) : null,
          mainImageUrl: `/images/large/category-${slug(pathText)}.svg`,
          secondaryImageUrl: level === 1 ? `/images/thumb/category-${slug(pathText)}.svg` : null,
          resourceSections: level === 1 ? resourceSectionsFor(name) : [],
          sort: childCount.get(parent?.id ?? null) ?? 0,
        };
        categories.push(created);
        byPath.set(pathText, created);
        category = created;
      }
      parent = category;
    }
    if (parent === null) throw new Error('ensurePath needs at least one category name');
    return parent.id;
  };
  return { categories, ensurePath };
}

type LeafContext = { spec: LeafSpec; categoryId: number; topIndex: number; leafNumber: number; prefix: string; manufacturerIds: number[] };

function materialOf(spec: LeafSpec, quality: string): string | undefined {
  if (spec.material === undefined) return undefined;
  if (typeof spec.material === 'string') return spec.material;
  return spec.material[quality];
}

/** Popularity follows a long tail: a few best sellers, many slow movers. */
const drawPopularity = (random: Random): number => Math.round(10000 * Math.pow(random.next(), 3)) + 1;

export function generateCatalog(seed: number): GeneratedCatalog {
  const random = mulberry32(seed);
  const { categories, ensurePath } = categoryBuilder();

  const manufacturerNames = [...new Set(CATALOG_TREE.flatMap((top) => top.manufacturers))].sort();
  const manufacturers = manufacturerNames.map((name, index) => ({ id: index + 1, name }));
  const manufacturerId = new Map(manufacturers.map((m) => [m.name, m.id]));

  const leaves: LeafContext[] = [];
  CATALOG_TREE.forEach((top, topIndex) => {
    let leafNumber = 0;
    for (const sub of top.subs) {
      for (const spec of sub.leaves) {
        leafNumber += 1;
        leaves.push({
          spec,
          categoryId: ensurePath([top.name, sub.name, spec.name]),
          topIndex,
          leafNumber,
          prefix: top.prefix,
          manufacturerIds: top.manufacturers.map((name) => manufacturerId.get(name) ?? 1),
        });
      }
    }
  });
  const superSaverId = ensurePath([SUPER_SAVER_CATEGORY_NAME]);
  const superSaverCategory = categories.find((c) => c.id === superSaverId);
  if (superSaverCategory !== undefined) {
    superSaverCategory.superSaver = true;
    superSaverCategory.description =
      '<p><strong>Super Saver</strong>: closeouts and overstock at up to 35% off while supplies last.</p>';
  }

  const items: GeneratedItem[] = [];
  const images = new Map<string, GeneratedImage>();
  const itemsByLeaf = new Map<string, GeneratedItem[]>();

  for (const leaf of leaves) {
    const { spec } = leaf;
    const combos: [string, string, string, number][] = [];
    spec.sizes.forEach((size, sizeIndex) => {
      for (const quality of spec.qualities) for (const variant of spec.variants) combos.push([size, quality, variant, sizeIndex]);
    });
    // Every combination is an item; some also come in a second pack size (a bulk case or a
    // smaller pack), as wholesale catalogues list them, which brings the total past 5,000.
    const packVariants = spec.sellMultiples.length > 1 ? random.shuffle(combos).slice(0, Math.round(combos.length * PACK_VARIANT_SHARE)) : [];
    const entries = [
      ...combos.map((combo) => ({ combo, packVariant: false })),
      ...packVariants.map((combo) => ({ combo, packVariant: true })),
    ];
    // Keep sizes together so item numbers read in catalogue order.
    entries.sort((a, b) => a.combo[3] - b.combo[3] || a.combo[1].localeCompare(b.combo[1]) || a.combo[2].localeCompare(b.combo[2]) || Number(a.packVariant) - Number(b.packVariant));
    const baseMultiple = new Map<string, number>();
    const leafItems: GeneratedItem[] = [];
    entries.forEach(({ combo: [size, quality, variant, sizeIndex], packVariant }, index) => {
      const id = items.length + 1;
      const comboKey = `${size}|${quality}|${variant}`;
      const mfgId = random.pick(leaf.manufacturerIds);
      const mfgName = manufacturers[mfgId - 1]?.name ?? '';
      const sizeShare = spec.sizes.length > 1 ? sizeIndex / (spec.sizes.length - 1) : 0.5;
      const [low, high] = spec.priceRange;
      const listPrice = roundToCents(Math.max(0.01, (low + (high - low) * sizeShare) * (0.85 + random.next() * 0.3)));
      const base = baseMultiple.get(comboKey);
      const sellMultiple = base === undefined ? random.pick(spec.sellMultiples) : random.pick(spec.sellMultiples.filter((m) => m !== base));
      baseMultiple.set(comboKey, sellMultiple);
      const baseName = spec.itemName(size, quality, variant).replace(/\s+/g, ' ').trim();
      const name = packVariant ? `${baseName}, ${PACK_SIZE_TEXT(sellMultiple)}` : baseName;
      const imageName = `${slug(spec.name)}-${slug(variant)}.svg`;
      const isColor = (COLORS as readonly string[]).includes(variant);
      if (!images.has(imageName)) {
        images.set(imageName, { name: imageName, label: spec.name, color: COLOR_HEX[isColor ? variant : 'Green'] ?? '#3f7d3a' });
      }
      const imageRoll = random.next();
      const imageNames =
        imageRoll < 0.04 ? [] : imageRoll < 0.07 ? [`missing-${slug(name).slice(0, 40)}.svg`] : imageRoll < 0.15 ? [imageName, `${slug(spec.name)}-detail.svg`] : [imageName];
      if (imageNames.length === 2 && !images.has(`${slug(spec.name)}-detail.svg`)) {
        images.set(`${slug(spec.name)}-detail.svg`, { name: `${slug(spec.name)}-detail.svg`, label: `${spec.name} detail`, color: '#6b8f71' });
      }
      const designationRoll = random.next();
      const stockDesignationId = designationRoll < 0.025 ? 3 : designationRoll < 0.06 ? 2 : leaf.prefix === 'PL' && designationRoll < 0.3 ? 4 : 1;
      const nyRestricted = random.chance(spec.nyRestrictedShare ?? 0.01);
      const material = materialOf(spec, quality);
      const attributes: GeneratedItem['attributes'] = { 'Pack Size': PACK_SIZE_TEXT(sellMultiple) };
      if (isColor) attributes.Color = variant;
      if (material !== undefined) attributes.Material = material;
      if (spec.sizeFilter === true && size !== '') attributes.Size = size;
      if (spec.shape !== undefined) attributes['Pot Shape'] = spec.shape;
      if ((FORMULAS as readonly string[]).includes(variant)) attributes['Formula (N-P-K)'] = variant;
      const packText = PACK_SIZE_TEXT(sellMultiple);
      const item: GeneratedItem = {
        id,
        itemNumber: `${leaf.prefix}${pad(leaf.leafNumber, 2)}${pad(index + 1, 3)}`,
        name,
        catalogHeader: `${quality} ${spec.name}`.replace(/\s+/g, ' ').trim(),
        catalogSubHeader: packText,
        mfgItemNumber: `${mfgName.replace(/[^A-Z]/g, '').slice(0, 3) || 'MFG'}-${random.int(10000, 99999)}`,
        shortSku: pad(100000 + id * 7, 6),
        description:
          `${name}. ${quality} ${spec.name.toLowerCase()} from ${mfgName}` +
          (material !== undefined ? `, made of ${material.toLowerCase()}` : '') +
          `. Sold ${sellMultiple === 1 ? 'individually' : `in packs of ${sellMultiple}`}.`,
        manufacturerId: mfgId,
        categoryId: leaf.categoryId,
        sellMultiple,
        listPrice,
        msrp: random.chance(0.9) ? roundToCents(listPrice * (1.25 + random.next() * 0.2)) : null,
        unitOfMeasure: spec.unitOfMeasure ?? 'EA',
        imageNames,
        weightLb: roundToCents(spec.weightLb[0] + (spec.weightLb[1] - spec.weightLb[0]) * sizeShare),
        fulfillment: random.chance(spec.fulfillmentShare ?? 0.03),
        stockDesignationId,
        restrictedText: nyRestricted ? NY_RESTRICTED_TEXT : null,
        nyRestricted,
        configurator: {
          addons: spec.configurator === 'addons',
          trackbench: spec.configurator === 'trackbench',
          slidebench: spec.configurator === 'slidebench',
          benchconversion: spec.configurator === 'benchconversion',
        },
        superSaver: false,
        popularity: drawPopularity(random),
        attributes,
      };
      items.push(item);
      leafItems.push(item);
    });
    itemsByLeaf.set(spec.name, leafItems);
  }

  addSpecialItems(items, itemsByLeaf, random);
  addBenchComponents(items, ensurePath, manufacturerId.get('Prairie Bench Systems') ?? 1, random);
  markSuperSavers(items, random);
  const addOns = pickAddOns(leaves, itemsByLeaf, random);
  return { categories, manufacturers, items, addOns, images: [...images.values()] };
}

/** Names with characters a widget must show as text, never as markup. */
function addSpecialItems(items: GeneratedItem[], itemsByLeaf: Map<string, GeneratedItem[]>, random: Random): void {
  const specials: { leaf: string; name: string }[] = [
    { leaf: 'Trowels & Scoops', name: 'Trowel & Scoop Set, Stainless' },
    { leaf: 'Plant Labels', name: '4" Stake Plant Label, White "Write-On"' },
    { leaf: '1020 Flats', name: '<b>Bold</b> Tray' },
    { leaf: 'Saucers', name: 'Saucer & Tray Combo 10" <Clear>' },
  ];
  for (const special of specials) {
    const template = itemsByLeaf.get(special.leaf)?.[0];
    if (template === undefined) continue;
    const id = items.length + 1;
    const item: GeneratedItem = {
      ...template,
      id,
      itemNumber: `${template.itemNumber.slice(0, 4)}9${pad(id % 100, 2)}`,
      name: special.name,
      description: `${special.name}. A catalogue favourite.`,
      mfgItemNumber: `SPC-${random.int(10000, 99999)}`,
      shortSku: pad(100000 + id * 7, 6),
      popularity: drawPopularity(random),
      attributes: { ...template.attributes },
      configurator: { ...template.configurator },
    };
    items.push(item);
    itemsByLeaf.get(special.leaf)?.push(item);
  }
}

function addBenchComponents(items: GeneratedItem[], ensurePath: (path: readonly string[]) => number, mfgId: number, random: Random): void {
  for (const component of BENCH_COMPONENTS) {
    const id = items.length + 1;
    items.push({
      id,
      itemNumber: component.itemNumber,
      name: component.itemName,
      catalogHeader: component.categoryPath[component.categoryPath.length - 1] ?? 'Bench Components',
      catalogSubHeader: PACK_SIZE_TEXT(component.sellMultiple),
      mfgItemNumber: `PBS-${random.int(10000, 99999)}`,
      shortSku: pad(100000 + id * 7, 6),
      description: `${component.itemName}. Bench component (${component.role}) for stationary, track and slide benches.`,
      manufacturerId: mfgId,
      categoryId: ensurePath(component.categoryPath),
      sellMultiple: component.sellMultiple,
      listPrice: component.listPrice,
      msrp: roundToCents(component.listPrice * 1.3),
      unitOfMeasure: 'EA',
      imageNames: ['bench-component.svg'],
      weightLb: roundToCents(1 + random.next() * 20),
      fulfillment: false,
      stockDesignationId: 1,
      restrictedText: null,
      nyRestricted: false,
      configurator: { addons: false, trackbench: false, slidebench: false, benchconversion: false },
      superSaver: false,
      popularity: drawPopularity(random),
      attributes: { 'Pack Size': PACK_SIZE_TEXT(component.sellMultiple), Material: 'Metal' },
    });
  }
}

/** Super Saver: about 4% of the purchasable items, 20-35% off list. */
function markSuperSavers(items: GeneratedItem[], random: Random): void {
  for (const item of items) {
    if (item.stockDesignationId === 3 || item.itemNumber.startsWith('BN-') || !random.chance(0.04)) continue;
    item.superSaver = true;
    item.msrp = item.msrp ?? roundToCents(item.listPrice * 1.3);
    item.listPrice = roundToCents(item.listPrice * (0.65 + random.next() * 0.15));
  }
}

function pickAddOns(leaves: LeafContext[], itemsByLeaf: Map<string, GeneratedItem[]>, random: Random): GeneratedAddOn[] {
  const addOns: GeneratedAddOn[] = [];
  for (const leaf of leaves) {
    for (const main of itemsByLeaf.get(leaf.spec.name) ?? []) {
      if (!main.configurator.addons) continue;
      for (const source of leaf.spec.addOnSources ?? []) {
        const candidates = (itemsByLeaf.get(source.leaf) ?? []).filter((c) => c.stockDesignationId !== 3);
        for (const addon of random.shuffle(candidates).slice(0, 2)) {
          addOns.push({ mainItemId: main.id, addonItemId: addon.id, perMainUnit: source.perMainUnit, kind: source.kind });
        }
      }
    }
  }
  return addOns;
}

export { slug as imageSlug };
export const FIXED_IMAGES: readonly GeneratedImage[] = [
  { name: 'bench-component.svg', label: 'Bench component', color: '#b8bcc2' },
];
