import { expect, test } from 'vitest';
import { mulberry32 } from './prng';

test('the same seed gives the same sequence; another seed another one', () => {
  const a = mulberry32(42);
  const b = mulberry32(42);
  const c = mulberry32(43);
  const draw = (r: ReturnType<typeof mulberry32>) => Array.from({ length: 5 }, () => r.next());
  const first = draw(a);
  expect(draw(b)).toEqual(first);
  expect(draw(c)).not.toEqual(first);
  expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
});

test('int stays within both bounds and reaches them', () => {
  const random = mulberry32(7);
  const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
  expect([...seen].sort()).toEqual([1, 2, 3]);
});

test('shuffle keeps every element', () => {
  expect(mulberry32(1).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
});
