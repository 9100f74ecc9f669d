import { describe, expect, it } from 'vitest';
import type { BenchConversionRequest, SlideBenchLayoutRequest, TrackBenchLayoutRequest } from '../../../src/contract/requests';
import type { Kit } from '../../../src/contract/responses';
import { kitHandlers } from './index';
import { catalogPricing } from './testPricing';

const customer = { companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' };

const track = (layout: Partial<TrackBenchLayoutRequest> = {}): Kit =>
  kitHandlers['benchconfig/GetKitItemsFromBenchConfig'](
    { ...customer, benchWidthFt: 4, benchLengthFt: 20, benchCount: 2, topMaterial: 'expanded-metal', endCaps: true, bumpers: false, ...layout },
    catalogPricing(),
  );
const slide = (layout: Partial<SlideBenchLayoutRequest> = {}): Kit =>
  kitHandlers['benchconfig/GetKitItemsForSlideBench'](
    { ...customer, benchWidthFt: 5, benchLengthFt: 30, benchCount: 1, topMaterial: 'wire-mesh', antiTip: true, bumpers: true, ...layout },
    catalogPricing(),
  );
const conversion = (layout: Partial<BenchConversionRequest> = {}, pricing = catalogPricing()): Kit =>
  kitHandlers['benchconfig/GetBenchConversion'](
    { ...customer, existingBench: 'stationary-pipe', benchWidthFt: 4, benchLengthFt: 36, benchCount: 1, convertTo: 'track', ...layout },
    pricing,
  );

/** [item number, required quantity, ordered quantity] per line, in kit order. */
const rows = (kit: Kit) => kit.lines.map((line) => [line.itemNumber, line.requiredQuantity, line.quantity]);

describe('track bench kit', () => {
  it('yields these lines for 2 benches of 4 ft x 20 ft, expanded metal, with end caps', () => {
    const kit = track();
    expect(kit.messages).toEqual([]);
    expect(kit.kitName).toBe('Track bench kit: 2 benches, 4 ft x 20 ft, expanded metal top');
    expect(rows(kit)).toEqual([
      ['BN-TOP-EM-4x8', 4, 4], // 2 full 8-ft panels per bench
      ['BN-TOP-EM-4x2', 4, 4], // 4 ft left over: 2 filler panels per bench
      ['BN-RAIL-SIDE-10', 8, 8], // 2 rails per side
      ['BN-RAIL-SPLICE', 8, 8], // 2 side-rail splices + 2 track-rail splices per bench
      ['BN-RAIL-END-4', 4, 4],
      ['BN-XMEM-4', 8, 8], // ceil(20 / 4) - 1 = 4 per bench
      ['BN-HW-CLIP', 80, 100], // one per foot per side, packs of 50
      ['BN-HW-BOLT', 152, 200], // 4 x (4 + 2 + 2) frame + 2 x 12 rollers + 2 x 10 legs = 76 per bench
      ['BN-LEG-ADJ', 20, 20], // leg pairs every 6 ft: 5 lines
      ['BN-TRACK-RAIL-12', 8, 8],
      ['BN-TRACK-ROLLER', 24, 24], // 6 per side per bench, packs of 4
      ['BN-TRACK-STOP', 8, 8],
      ['BN-ENDCAP', 8, 25], // 4 per bench, packs of 25
    ]);
  });

  it('leaves out the filler panels, splices and end caps a 16-ft bench without end caps does not need', () => {
    const numbers = track({ benchLengthFt: 16, benchCount: 1, endCaps: false }).lines.map((line) => line.itemNumber);
    expect(numbers).not.toContain('BN-TOP-EM-4x2');
    expect(numbers).not.toContain('BN-ENDCAP');
    expect(numbers).toContain('BN-RAIL-SPLICE'); // two 10-ft side rails per side still need a splice
    expect(track({ benchLengthFt: 10, benchCount: 1 }).lines.map((line) => line.itemNumber)).not.toContain('BN-RAIL-SPLICE');
  });

  it('adds four bumpers per bench when bumpers are chosen', () => {
    const bumper = track({ bumpers: true, benchCount: 3 }).lines.find((line) => line.role === 'bumper');
    expect([bumper?.itemNumber, bumper?.requiredQuantity, bumper?.quantity]).toEqual(['BN-BUMPER', 12, 12]);
  });

  it('uses the top of the chosen material and width', () => {
    const kit = track({ topMaterial: 'plastic-grid', benchWidthFt: 6, benchLengthFt: 8, benchCount: 1 });
    expect(kit.lines.filter((line) => line.role.startsWith('top')).map((line) => line.itemNumber)).toEqual(['BN-TOP-PG-6x8']);
  });
});

describe('slide bench kit', () => {
  it('yields these lines for 1 bench of 5 ft x 30 ft, wire mesh, with anti-tip brackets and bumpers', () => {
    const kit = slide();
    expect(kit.messages).toEqual([]);
    expect(rows(kit)).toEqual([
      ['BN-TOP-WM-5x8', 3, 3],
      ['BN-TOP-WM-5x2', 3, 3], // 6 ft left over
      ['BN-RAIL-SIDE-10', 6, 6],
      ['BN-RAIL-SPLICE', 4, 4],
      ['BN-RAIL-END-5', 2, 2],
      ['BN-XMEM-5', 7, 7],
      ['BN-HW-CLIP', 60, 100],
      ['BN-HW-BOLT', 52, 100], // 4 x (7 + 2 + 4)
      ['BN-PIPE-7', 6, 6], // a pipe every 6 ft: ceil(30 / 6) + 1; 2 ft longer than the bench is wide
      ['BN-HW-UBOLT', 12, 25],
      ['BN-HANDLE-CRANK', 1, 1],
      ['BN-POST-PIPE', 12, 12],
      ['BN-ANTITIP', 12, 20], // 2 per pipe, packs of 10
      ['BN-BUMPER', 4, 4],
    ]);
  });

  it('orders no anti-tip brackets when they are not chosen', () => {
    expect(slide({ antiTip: false }).lines.map((line) => line.role)).not.toContain('antiTip');
  });

  it('refuses a slide bench longer than 80 ft', () => {
    const kit = slide({ benchLengthFt: 90 });
    expect(kit.lines).toEqual([]);
    expect(kit.total).toBeNull();
    expect(kit.messages).toEqual(['A slide bench is at most 80 ft long: a longer top is too heavy to roll by hand.']);
  });
});

describe('bench conversion kit', () => {
  it('yields these lines converting 1 pipe-leg bench of 4 ft x 36 ft to a track bench', () => {
    const kit = conversion();
    expect(kit.kitName).toBe('Conversion kit to track bench: 1 bench, 4 ft x 36 ft, from stationary bench on pipe legs');
    expect(rows(kit)).toEqual([
      ['BN-CONV-PIPE', 14, 14], // existing leg pairs every 6 ft: 7 lines, one bracket per leg
      ['BN-TRACK-RAIL-12', 6, 6],
      ['BN-RAIL-SPLICE', 4, 4],
      ['BN-TRACK-ROLLER', 20, 20],
      ['BN-TRACK-STOP', 4, 4],
      ['BN-HW-BOLT', 96, 100], // 2 x 20 rollers + 4 x 14 brackets
    ]);
    expect(kit.total).toBe(766.9);
  });

  it('yields these lines converting 3 block benches of 6 ft x 24 ft to slide benches', () => {
    const kit = conversion({ existingBench: 'stationary-block', convertTo: 'slide', benchWidthFt: 6, benchLengthFt: 24, benchCount: 3 });
    expect(rows(kit)).toEqual([
      ['BN-CONV-BLOCK', 42, 42], // blocks every 4 ft: 7 lines of 2 per bench
      ['BN-PIPE-8', 21, 21], // one pipe per support line
      ['BN-HW-UBOLT', 42, 50],
      ['BN-HANDLE-CRANK', 3, 3],
      ['BN-HW-BOLT', 168, 200],
    ]);
  });

  it('holds a conversion to slide to the slide bench length limit', () => {
    expect(conversion({ convertTo: 'slide', benchLengthFt: 84 }).messages).toHaveLength(1);
    expect(conversion({ convertTo: 'track', benchLengthFt: 84 }).messages).toEqual([]);
  });
});

describe('priced kit', () => {
  it('prices each line at quantity x customer price and totals the lines', () => {
    const kit = track();
    for (const line of kit.lines) {
      expect(line.lineTotal).toBe(Math.round(line.quantity * (line.price ?? Number.NaN) * 100) / 100);
    }
    const sum = kit.lines.reduce((total, line) => total + (line.lineTotal ?? 0), 0);
    expect(kit.total).toBe(Math.round(sum * 100) / 100);
    const clip = kit.lines.find((line) => line.itemNumber === 'BN-HW-CLIP');
    expect([clip?.price, clip?.lineTotal, clip?.sellMultiple, clip?.stockMessage]).toEqual([0.32, 32, 50, 'In stock']);
  });

  it('has no total when prices are hidden', () => {
    const kit = kitHandlers['benchconfig/GetKitItemsFromBenchConfig'](
      { ...customer, benchWidthFt: 3, benchLengthFt: 8, benchCount: 1, topMaterial: 'wire-mesh', endCaps: false, bumpers: false },
      catalogPricing({ hidePrices: true }),
    );
    expect(kit.lines.length).toBeGreaterThan(0);
    expect(kit.lines.every((line) => line.price === null && line.lineTotal === null)).toBe(true);
    expect(kit.total).toBeNull();
  });

  it('makes the kit unorderable, with a message, when a component is missing from the catalogue', () => {
    const kit = conversion({}, catalogPricing({ missing: ['BN-TRACK-STOP'] }));
    expect(kit.lines.map((line) => line.itemNumber)).not.toContain('BN-TRACK-STOP');
    expect(kit.messages).toEqual([
      'Component BN-TRACK-STOP is not in the catalogue, so this kit cannot be ordered online: call your sales representative.',
    ]);
  });
});

describe('impossible layouts', () => {
  it.each([
    [{ benchWidthFt: 7 }, 'Bench width 7 ft is not sold: choose 3, 4, 5 or 6 ft.'],
    [{ benchLengthFt: 37 }, 'Bench lengths go in 2-ft steps: choose 36 or 38 ft.'],
    [{ benchLengthFt: 6 }, 'A bench is at least 8 ft long: enter a length from 8 to 100 ft.'],
    [{ benchLengthFt: 102 }, 'A bench is at most 100 ft long: enter a length from 8 to 100 ft.'],
    [{ benchCount: 0 }, 'Enter at least 1 bench.'],
    [{ benchCount: 51 }, 'One kit holds at most 50 benches: order larger houses as several kits.'],
    [
      { benchCount: 40, benchLengthFt: 60 },
      '40 benches of 60 ft make 2,400 ft of bench; one kit holds at most 2,000 ft: order fewer benches per kit.',
    ],
  ])('refuses %o with a message and no lines', (layout, message) => {
    const kit = track(layout);
    expect(kit.lines).toEqual([]);
    expect(kit.total).toBeNull();
    expect(kit.messages).toEqual([message]);
  });

  it('reports every problem of a layout at once', () => {
    expect(track({ benchWidthFt: 2, benchLengthFt: 9, benchCount: 0 }).messages).toHaveLength(3);
  });
});
