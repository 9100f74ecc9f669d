import { expect, test } from 'vitest';
import { RECEIPT_CYCLE_DAYS, receiptDateAsOf } from './itemViews';

test('keeps a receipt date from today on, and null', () => {
  expect(receiptDateAsOf('2026-12-06', '2026-12-06')).toBe('2026-12-06');
  expect(receiptDateAsOf('2027-01-30', '2026-12-06')).toBe('2027-01-30');
  expect(receiptDateAsOf(null, '2026-12-06')).toBeNull();
});

test(`moves a passed receipt date on by whole ${RECEIPT_CYCLE_DAYS}-day cycles to the first one from today on`, () => {
  expect(receiptDateAsOf('2026-12-04', '2026-12-06')).toBe('2027-01-01');
  expect(receiptDateAsOf('2026-12-04', '2027-01-01')).toBe('2027-01-01');
  expect(receiptDateAsOf('2026-12-04', '2027-01-02')).toBe('2027-01-29');
});

test('keeps text that is not a date as it is', () => {
  expect(receiptDateAsOf('soon', '2026-12-06')).toBe('soon');
});
