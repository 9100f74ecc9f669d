import { expect, test } from 'vitest';
import { toFtsQuery } from './engine';

test('turns each word into a required quoted prefix', () => {
  expect(toFtsQuery('Azalea pot')).toBe('"azalea"* AND "pot"*');
});

test('drops FTS operators and quotes typed by the user', () => {
  expect(toFtsQuery('pot" OR NEAR(tray* -black')).toBe('"pot"* AND "or"* AND "near"* AND "tray"* AND "black"*');
});

test('folds accents and keeps digits, so item numbers and sizes match', () => {
  expect(toFtsQuery('Café 1020-TF')).toBe('"cafe"* AND "1020"* AND "tf"*');
});

test('lets a plural word find its singular as a whole word too: "pots" finds "Pot"', () => {
  expect(toFtsQuery('azalea pots')).toBe('"azalea"* AND ("pots"* OR "pot")');
  expect(toFtsQuery('benches')).toBe('("benches"* OR "bench")');
});

test('has no query for text without words', () => {
  expect(toFtsQuery('  -- !! ')).toBeNull();
});
