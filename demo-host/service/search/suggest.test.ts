import { describe, expect, test } from 'vitest';
import { editDistance, similarWords, suggestTerms } from './suggest';

const vocabulary = new Map([
  ['terracotta', 40], ['azalea', 30], ['tray', 80], ['trays', 5], ['pot', 120], ['potting', 20], ['planter', 12], ['plant', 9],
]);

describe('editDistance', () => {
  test('counts insertions, deletions and substitutions', () => {
    expect(editDistance('terracota', 'terracotta', 2)).toBe(1);
    expect(editDistance('tray', 'trey', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
  });
});

describe('similarWords', () => {
  test('prefers the nearest word, then the more frequent one', () => {
    expect(similarWords('terracota', vocabulary)[0]).toBe('terracotta');
    expect(similarWords('plnt', vocabulary)).toContain('plant');
  });
  test('offers longer words a known prefix starts', () => {
    expect(similarWords('pot', vocabulary)).toContain('potting');
  });
});

describe('suggestTerms', () => {
  test('fixes every misspelled word at once', () => {
    expect(suggestTerms('terracota azalia', vocabulary, () => true)).toContain('terracotta azalea');
  });
  test('keeps only suggestions that find something', () => {
    expect(suggestTerms('terracota', vocabulary, (term) => term !== 'terracotta')).not.toContain('terracotta');
  });
  test('has nothing to suggest for an empty term', () => {
    expect(suggestTerms('  ', vocabulary, () => true)).toEqual([]);
  });
});
