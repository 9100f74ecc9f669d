import { describe, expect, test } from 'vitest';
import { decideFault, parseFaultSpec } from './faults';

describe('parseFaultSpec', () => {
  test('reads latency, rates and a path list', () => {
    expect(parseFaultSpec('latency=200, error-rate=0.2,jitter=50,paths=Product/WebSearch|Product/WebSearchFacets')).toEqual({
      latencyMs: 200, errorRate: 0.2, jitterMs: 50, paths: ['Product/WebSearch', 'Product/WebSearchFacets'],
    });
  });
  test('names an unknown key or a bad number instead of ignoring it', () => {
    expect(() => parseFaultSpec('latncy=200')).toThrow(/unknown key "latncy"/);
    expect(() => parseFaultSpec('error-rate=lots')).toThrow(/error-rate needs a number/);
  });
});

describe('decideFault', () => {
  const fixed = (value: number) => () => value;
  test('is off without options and without an allowed header', () => {
    expect(decideFault(null, 'Product/WebSearch', '500', false)).toEqual({ delayMs: 0, outcome: 'none' });
  });
  test('the header forces one fault when allowed', () => {
    expect(decideFault(null, 'Product/WebSearch', 'drop', true).outcome).toBe('drop');
    expect(decideFault(null, 'Product/WebSearch', 'delay=300', true)).toEqual({ delayMs: 300, outcome: 'none' });
  });
  test('rates split one roll into error, malformed and drop, in that order', () => {
    const options = { errorRate: 0.1, malformedRate: 0.1, dropRate: 0.1 };
    expect(decideFault({ ...options, random: fixed(0.05) }, 'x', undefined, false).outcome).toBe('error');
    expect(decideFault({ ...options, random: fixed(0.15) }, 'x', undefined, false).outcome).toBe('malformed');
    expect(decideFault({ ...options, random: fixed(0.25) }, 'x', undefined, false).outcome).toBe('drop');
    expect(decideFault({ ...options, random: fixed(0.35) }, 'x', undefined, false).outcome).toBe('none');
  });
  test('latency plus jitter delays every affected call; other paths are untouched', () => {
    const options = { latencyMs: 100, jitterMs: 50, paths: ['Product/WebSearch'], random: fixed(0.5) };
    expect(decideFault(options, 'Product/WebSearch', undefined, false).delayMs).toBe(125);
    expect(decideFault(options, 'Cart/GetCart', undefined, false).delayMs).toBe(0);
  });
});
