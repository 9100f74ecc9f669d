import { describe, expect, it } from 'vitest';
import { BENCH_WIDTHS_FT, EXISTING_BENCH_LABELS, TOP_MATERIAL_LABELS, type ExistingBench, type TopMaterial } from '../../../src/domain/kits';
import { BENCH_COMPONENTS, itemNumbers } from './catalog';

describe('bench component catalogue', () => {
  it('names every item number once', () => {
    const numbers = BENCH_COMPONENTS.map((component) => component.itemNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('holds every item number the rules can ask for, for every width, material and existing bench', () => {
    const numbers = new Set(BENCH_COMPONENTS.map((component) => component.itemNumber));
    const asked: string[] = [];
    for (const width of BENCH_WIDTHS_FT) {
      for (const material of Object.keys(TOP_MATERIAL_LABELS) as TopMaterial[]) {
        asked.push(itemNumbers.top(material, width), itemNumbers.topFiller(material, width));
      }
      asked.push(itemNumbers.endRail(width), itemNumbers.crossMember(width), itemNumbers.rollPipe(width));
    }
    for (const existing of Object.keys(EXISTING_BENCH_LABELS) as ExistingBench[]) {
      asked.push(itemNumbers.conversionBracket(existing));
    }
    for (const value of Object.values(itemNumbers)) if (typeof value === 'string') asked.push(value);
    expect(asked.filter((number) => !numbers.has(number))).toEqual([]);
    expect(numbers.size).toBe(new Set(asked).size);
  });

  it('files every component three levels deep under Benches, with a positive price and package quantity', () => {
    for (const component of BENCH_COMPONENTS) {
      expect(component.categoryPath).toHaveLength(3);
      expect(component.categoryPath[0]).toBe('Benches');
      expect(component.listPrice).toBeGreaterThan(0);
      expect(Number.isInteger(component.sellMultiple) && component.sellMultiple >= 1).toBe(true);
    }
  });

  it('names tops by material, width and length', () => {
    const top = BENCH_COMPONENTS.find((component) => component.itemNumber === 'BN-TOP-EM-4x8');
    expect(top?.itemName).toBe('Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized');
    expect(top?.listPrice).toBe(144);
  });

  it('sells hardware in packages', () => {
    const pack = (number: string) => BENCH_COMPONENTS.find((component) => component.itemNumber === number)?.sellMultiple;
    expect([pack('BN-HW-BOLT'), pack('BN-HW-CLIP'), pack('BN-HW-UBOLT'), pack('BN-ENDCAP')]).toEqual([100, 50, 25, 25]);
  });
});
