/**
 * The quick order pad's reading of pasted or uploaded lines (HOST-CONTRACT section 10).
 * Pure: text in, lines out.
 *
 * - A line is an item number and a quantity, separated by a tab (a copy from a spreadsheet),
 *   a semicolon, a comma, or spaces; fields in double quotes are read as CSV reads them
 *   (`"HB-1020","1,200"`, `""` for a quote inside).
 * - The item number is the first field; the quantity is the first later field that holds a
 *   number (so a description column between them is passed over). A quantity of "1,200"
 *   (quoted, or in a tab- or semicolon-separated line) reads 1200.
 * - A first line with no number after its first field is a header and is skipped; blank
 *   lines are skipped; an item number alone means one package (`packages` counts them).
 * - The same item twice (case and surrounding spaces aside) is one item with the quantities
 *   added; `parts` keeps each line's quantity, so the row can say so ("2 lines added
 *   together: 50 + 100", `describeLines`). A line that cannot be read stays, with the reason
 *   ("Line 7: no item number").
 * - The text columns between the item number and the quantity are the sheet's description,
 *   kept for rows with a problem (the buyer sees what the line meant).
 */
import { formatNumber } from './format';


export type ParsedItem = {
  kind: 'item';
  /** The item number as first written, trimmed. */
  itemNumber: string;
  /** Units asked for on lines that named a quantity; null when no line did. */
  quantity: number | null;
  /** Lines that named the item alone: one package each. */
  packages: number;
  /** Each line's quantity, in order; null for a line without one (one package). */
  parts: (number | null)[];
  /** The sheet's description of the item (its first line's), or null. */
  description: string | null;
  /** 1-based number of the first line naming it. */
  line: number;
};

export type UnreadableLine = {
  kind: 'unreadable';
  line: number;
  /** The line as written (trimmed, at most UNREADABLE_TEXT_MAX characters). */
  text: string;
  /** A sentence naming the line: "Line 7: no item number". */
  reason: string;
  /** The line's first field when it has one (the item number the line meant), else null. */
  itemNumber: string | null;
  /** The sheet's description on that line, or null. */
  description: string | null;
};

export type ParsedLine = ParsedItem | UnreadableLine;

/** Longest item number the pad accepts (the catalogue's are 8 to 12 characters). */
export const ITEM_NUMBER_MAX = 40;
const UNREADABLE_TEXT_MAX = 80;
const DESCRIPTION_MAX = 80;
/** The largest quantity a line may ask for (QUANTITY_MAX of src/domain/quantity.ts). */
const QUANTITY_LIMIT = 999_999;

type Separator = '\t' | ';' | ',' | ' ';

/** The key two spellings of one item number share. */
export function itemNumberKey(itemNumber: string): string {
  return itemNumber.trim().toUpperCase();
}

function hasOutsideQuotes(line: string, char: string): boolean {
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) return true;
  }
  return false;
}

function separatorOf(line: string): Separator {
  if (line.includes('\t')) return '\t';
  if (hasOutsideQuotes(line, ';')) return ';';
  if (hasOutsideQuotes(line, ',')) return ',';
  return ' ';
}

type Field = { text: string; quoted: boolean };

/** Splits one line as CSV does with this separator; spaces split on runs of white space. */
function splitFields(line: string, separator: Separator): Field[] {
  const fields: Field[] = [];
  let text = '';
  let quoted = false;
  let inQuotes = false;
  const push = () => {
    fields.push({ text: text.trim(), quoted });
    text = '';
    quoted = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (inQuotes) {
      if (c === '"' && line[i + 1] === '"') {
        text += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else text += c;
    } else if (c === '"' && text.trim() === '') {
      inQuotes = true;
      quoted = true;
      text = '';
    } else if (separator === ' ' ? /\s/.test(c) : c === separator) {
      if (separator === ' ' && text === '' && !quoted) continue;
      push();
    } else text += c;
  }
  if (text !== '' || quoted || separator !== ' ') push();
  return separator === ' ' ? fields.filter((f) => f.text !== '' || f.quoted) : fields;
}

type QuantityField = { value: number } | { problem: string } | null;

/** A field as a quantity: a whole number (thousands separators allowed where they cannot be the line's separator). */
function readQuantity(field: Field, separator: Separator): QuantityField {
  const text = field.text.replace(/\s/g, '');
  if (text === '') return null;
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const commaThousands = /^\d{1,3}(,\d{3})+$/.test(text) && (field.quoted || separator !== ',');
  if (commaThousands) return { value: Number(text.replace(/,/g, '')) };
  // European spreadsheets write thousands with a dot, and use the semicolon as separator.
  if (separator === ';' && /^\d{1,3}(\.\d{3})+$/.test(text)) return { value: Number(text.replace(/\./g, '')) };
  if (/^-?\d+([.,]\d+)?$/.test(text) || /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) {
    return { problem: `the quantity ${field.text} is not a whole number of 1 or more` };
  }
  return null;
}

const HEADER_WORD = /^(item|items|item\s*(no|nr|#|number|code)\.?|sku|part\s*(no|number|#)?\.?|product(\s*(code|number))?|code|number|art(icle)?\.?\s*(no|nr)?\.?)$/i;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function unreadable(line: number, text: string, why: string, itemNumber: string | null = null, description: string | null = null): UnreadableLine {
  return { kind: 'unreadable', line, text: cut(text.trim(), UNREADABLE_TEXT_MAX), reason: `Line ${line}: ${why}`, itemNumber, description };
}

/** Reads one non-blank line: an item (not merged yet), an unreadable line, or 'header'. */
function readLine(raw: string, line: number, first: boolean): ParsedLine | 'header' {
  const separator = separatorOf(raw);
  const fields = splitFields(raw, separator);
  const [head, ...rest] = fields;
  const itemNumber = (head?.text ?? '').trim();
  let quantity: number | null = null;
  let problem: string | null = null;
  const words: string[] = [];
  for (const field of rest) {
    const read = readQuantity(field, separator);
    if (read === null) {
      if (field.text !== '') words.push(field.text);
      continue;
    }
    if ('problem' in read) problem = read.problem;
    else quantity = read.value;
    break;
  }
  const description = words.length === 0 ? null : cut(words.join(separator === ' ' ? ' ' : ', '), DESCRIPTION_MAX);
  if (first && quantity === null && problem === null && (rest.some((f) => f.text !== '') || HEADER_WORD.test(itemNumber))) return 'header';
  if (itemNumber === '') return unreadable(line, raw, 'no item number');
  // A lone "2.5" or "-3" is a quantity that lost its item number, not an item number.
  if (/^-?\d*[.,]\d+$|^-\d+$/.test(itemNumber)) return unreadable(line, raw, `no item number (${itemNumber} reads as a quantity)`, null, description);
  if (itemNumber.length > ITEM_NUMBER_MAX || /[\u0000-\u001f"<>]/.test(itemNumber)) {
    return unreadable(line, raw, `"${itemNumber.slice(0, 20)}${itemNumber.length > 20 ? '…' : ''}" is not an item number`);
  }
  if (problem !== null) return unreadable(line, raw, problem, itemNumber, description);
  if (quantity !== null && quantity < 1) return unreadable(line, raw, `the quantity ${quantity} is not 1 or more`, itemNumber, description);
  if (quantity !== null && quantity > QUANTITY_LIMIT) return unreadable(line, raw, `the quantity ${quantity} is more than one line may hold`, itemNumber, description);
  return { kind: 'item', itemNumber, quantity, packages: quantity === null ? 1 : 0, parts: [quantity], description, line };
}

/**
 * One line typed to correct a row (no header to skip): an item, an unreadable line, or null
 * when it is blank. Only its first line counts.
 */
export function parseLine(text: string): ParsedLine | null {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  if (/^[\s,;\t"]*$/.test(raw)) return null;
  const read = readLine(raw, 1, false);
  return read === 'header' ? null : read;
}

/** Every line of `text`, items merged by item number, in the order they first appear. */
export function parseQuickOrder(text: string): ParsedLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: ParsedLine[] = [];
  const byKey = new Map<string, ParsedItem>();
  let seenContent = false;
  rows.forEach((raw, index) => {
    if (raw.trim() === '' || /^[\s,;\t"]*$/.test(raw)) return;
    const read = readLine(raw, index + 1, !seenContent);
    seenContent = true;
    if (read === 'header') return;
    if (read.kind === 'unreadable') {
      out.push(read);
      return;
    }
    const key = itemNumberKey(read.itemNumber);
    const existing = byKey.get(key);
    if (existing === undefined) {
      byKey.set(key, read);
      out.push(read);
      return;
    }
    existing.packages += read.packages;
    existing.parts.push(read.quantity);
    existing.description ??= read.description;
    if (read.quantity !== null) existing.quantity = Math.min(QUANTITY_LIMIT, (existing.quantity ?? 0) + read.quantity);
  });
  return out;
}

/**
 * The units a parsed item asks for, once its package quantity is known: its quantity plus
 * one package per line that named it alone, rounded up to whole packages elsewhere (the row
 * says so).
 */
export function askedQuantity(item: Pick<ParsedItem, 'quantity' | 'packages'>, packageQuantity: number): number {
  const pack = Math.max(1, Math.floor(packageQuantity) || 1);
  return (item.quantity ?? 0) + item.packages * pack;
}

/**
 * What a row says about the lines that made its quantity (issue 41: the pad never changes the
 * buyer's numbers without saying so): "2 lines added together: 50 + 100", or "No quantity in
 * the sheet: one package of 10" for a line without one; null when there is nothing to say
 * (one line with its quantity, or a quantity the buyer set on the row). `pack`: the package
 * quantity once the item is known.
 */
export function describeLines(lines: readonly (number | null)[], pack: number | null): string | null {
  const onePackage = pack === null ? 'one package' : `one package of ${formatNumber(pack)}`;
  if (lines.length >= 2) return `${lines.length} lines added together: ${lines.map((q) => (q === null ? onePackage : formatNumber(q))).join(' + ')}`;
  if (lines.length === 1 && lines[0] === null) return `No quantity in the sheet: ${onePackage}`;
  return null;
}
