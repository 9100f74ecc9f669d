/**
 * How well an item's name matches a search term, before the full-text score (bm25) decides:
 * a buyer who types "pots" wants pots, not pot carriers or potting scoops. Each word of the
 * term scores against the name, lower is better:
 * - 0: it is what the item is, the name's head word: its last word before a comma or " for "
 *   ("6 in. Standard Round Pot, Black" is a pot; "Pot Carrier for 6 in. Pots" is a carrier);
 * - 1: a whole word elsewhere in the name ("Pot" in "Pot Carrier");
 * - 2: the beginning of a longer word in the name ("pot" in "Potting", "Potato");
 * - 3: not in the name (item number, description or manufacturer matched).
 * Words compare singular with plural ("pots" is "pot", "benches" is "bench", "trays" is
 * "tray"). The item's tier is the sum over the term's words.
 */

/** Lower-cased words of a text: letters and digits, accents folded (as toFtsQuery reads a term). */
export function searchWords(text: string): string[] {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The singular of an English word as catalogue names use them: pots → pot, benches → bench, supplies → supply. */
export function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The name's head word: the last word before a comma or " for " (what the item is). */
function headWord(name: string): string {
  const main = name.split(/,|\sfor\s/i)[0] ?? name;
  return searchWords(main).pop() ?? '';
}

/** The tier of `name` for the term's words (`searchWords` of the term); 0 is the best. */
export function nameTier(name: string, termWords: readonly string[]): number {
  const words = searchWords(name);
  const singulars = new Set(words.map(singularOf));
  const head = singularOf(headWord(name));
  let tier = 0;
  for (const word of termWords) {
    const wanted = singularOf(word);
    if (wanted === head) continue;
    if (singulars.has(wanted)) tier += 1;
    else if (words.some((w) => w.startsWith(word))) tier += 2;
    else tier += 3;
  }
  return tier;
}
