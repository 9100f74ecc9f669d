/**
 * "Did you mean" suggestions for searches that find little: each term word that is not a
 * catalogue word is replaced by the closest catalogue words (edit distance, then how often
 * the word appears in item names); a known but rare word also gets longer words it starts.
 */

export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Candidate replacements for one word, best first. */
export function similarWords(word: string, vocabulary: ReadonlyMap<string, number>, max = 3): string[] {
  const limit = word.length <= 4 ? 1 : 2;
  const scored: { word: string; distance: number; frequency: number }[] = [];
  for (const [candidate, frequency] of vocabulary) {
    if (candidate === word) continue;
    const distance = candidate.startsWith(word) && word.length >= 3 ? 0.5 : editDistance(word, candidate, limit);
    if (distance <= limit) scored.push({ word: candidate, distance, frequency });
  }
  scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || a.word.localeCompare(b.word));
  return scored.slice(0, max).map((s) => s.word);
}

/**
 * Alternative search terms for `term`. Words the catalogue does not know are replaced by
 * their closest catalogue words, all at once first (a term with two typos needs both
 * fixed), then words it knows are swapped one at a time for related longer words.
 * `hasResults` keeps only terms that find something.
 */
export function suggestTerms(
  term: string,
  vocabulary: ReadonlyMap<string, number>,
  hasResults: (candidate: string) => boolean,
  max = 5,
): string[] {
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 6);
  if (words.length === 0) return [];
  const isKnown = (word: string): boolean => vocabulary.has(word) || /^\d/.test(word) || word.length < 3;
  const options = words.map((word) => (isKnown(word) ? [word] : similarWords(word, vocabulary, 3)));
  const candidates: string[] = [];
  // Every combination of replacements for the unknown words, best-ranked ones first.
  const combine = (position: number, chosen: { words: string[]; cost: number }[]): { words: string[]; cost: number }[] => {
    if (position === options.length) return chosen;
    const next: { words: string[]; cost: number }[] = [];
    for (const partial of chosen) {
      (options[position] ?? []).forEach((word, rank) => next.push({ words: [...partial.words, word], cost: partial.cost + rank }));
    }
    return combine(position + 1, next.slice(0, 60));
  };
  if (options.some((o, i) => o.length !== 1 || o[0] !== words[i])) {
    for (const c of combine(0, [{ words: [], cost: 0 }]).sort((a, b) => a.cost - b.cost)) candidates.push(c.words.join(' '));
  }
  words.forEach((word, position) => {
    if (!isKnown(word)) return;
    for (const replacement of similarWords(word, vocabulary)) {
      candidates.push(words.map((w, i) => (i === position ? replacement : (options[i]?.[0] ?? w))).join(' '));
    }
  });
  const suggestions: string[] = [];
  for (const candidate of candidates) {
    if (candidate === words.join(' ') || suggestions.includes(candidate)) continue;
    if (hasResults(candidate)) suggestions.push(candidate);
    if (suggestions.length >= max) break;
  }
  return suggestions;
}
