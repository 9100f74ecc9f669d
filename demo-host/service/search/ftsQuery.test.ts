import { expect, test } from 'vitest';
import { toFtsQuery } from './engine';

test('turns each word into a required quoted prefix', () => {
  expect(toFtsQuery('Azalea pot')).toBe('"azalea"* "pot"*');
});

test('drops FTS operators and quotes typed by the user', () => {
  expect(toFtsQuery('pot" OR NEAR(tray* -black')).toBe('"pot"* "or"* "near"* "tray"* "black"*');
});

test('folds accents and keeps digits, so item numbers and sizes match', () => {
  expect(toFtsQuery('Café 1020-TF')).toBe('"cafe"* "1020"* "tf"*');
});

test('has no query for text without words', () => {
  expect(toFtsQuery('  -- !! ')).toBeNull();
});
