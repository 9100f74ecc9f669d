import { describe, expect, it } from 'vitest';
import { askedQuantity, describeLines, parseQuickOrder, type ParsedLine } from './quickOrderParse';

const items = (lines: ParsedLine[]) =>
  lines.map((l) => (l.kind === 'item' ? [l.itemNumber, l.quantity, l.packages] : ['unreadable', l.reason]));

describe('parseQuickOrder reads every format a buyer pastes', () => {
  it.each<[string, string, unknown[]]>([
    ['tab (a copy from a spreadsheet)', 'HB01001\t12\nHB01002\t3', [['HB01001', 12, 0], ['HB01002', 3, 0]]],
    ['comma', 'HB01001,12\nHB01002,3', [['HB01001', 12, 0], ['HB01002', 3, 0]]],
    ['semicolon', 'HB01001;12\nHB01002;3', [['HB01001', 12, 0], ['HB01002', 3, 0]]],
    ['spaces', 'HB01001   12\n  HB01002 3  ', [['HB01001', 12, 0], ['HB01002', 3, 0]]],
    ['quoted CSV fields with the separator inside', '"HB01001","1,200"\n"HB,2",5', [['HB01001', 1200, 0], ['HB,2', 5, 0]]],
    ['a quoted item number with spaces around it', '" HB01001 ",2', [['HB01001', 2, 0]]],
    ['thousands in a tab-separated field', 'HB01001\t1,200', [['HB01001', 1200, 0]]],
    ['a header line skipped', 'Item number,Quantity\nHB01001,4', [['HB01001', 4, 0]]],
    ['a one-word header skipped', 'SKU\nHB01001', [['HB01001', null, 1]]],
    ['blank lines skipped', '\n\nHB01001,4\n   \n\t\nHB01002,1\n', [['HB01001', 4, 0], ['HB01002', 1, 0]]],
    ['an item number alone means one package', 'HB01001\nHB01002', [['HB01001', null, 1], ['HB01002', null, 1]]],
    ['the same item twice becomes one row, quantities added', 'HB01001,4\nhb01001 ,6\nHB01001', [['HB01001', 10, 1]]],
    ['a description column between number and quantity', 'HB01001\t4 inch pot, black\t24', [['HB01001', 24, 0]]],
    ['a UTF-8 byte order mark', '\uFEFFHB01001,4', [['HB01001', 4, 0]]],
    ['Windows line ends', 'HB01001,4\r\nHB01002,5\r\n', [['HB01001', 4, 0], ['HB01002', 5, 0]]],
    ['old Mac line ends', 'HB01001,4\rHB01002,5', [['HB01001', 4, 0], ['HB01002', 5, 0]]],
    [
      "Excel's own copy output (tabs, CRLF, a header, quoted cell with a line's tab)",
      'Item\tDescription\tQty\r\nHB01001\t"Pot, 4"" black"\t1,200\r\nHB01002\t\t36\r\n',
      [['HB01001', 1200, 0], ['HB01002', 36, 0]],
    ],
    [
      'CSV from a European spreadsheet (semicolons, dot thousands)',
      'Artikel;Menge\r\nHB01001;1.200\r\n"HB01002";"12"\r\n',
      [['HB01001', 1200, 0], ['HB01002', 12, 0]],
    ],
  ])('%s', (_name, text, expected) => {
    expect(items(parseQuickOrder(text))).toEqual(expected);
  });
});

describe('parseQuickOrder keeps every line it cannot read, with the reason', () => {
  it.each<[string, string, string]>([
    ['no item number', 'HB01001,1\n\n,12', 'Line 3: no item number'],
    ['a quantity that is not whole', 'HB01001,1\nHB01002\t2.5', 'Line 2: the quantity 2.5 is not a whole number of 1 or more'],
    ['a quantity of 0', 'HB01001,1\nHB01002,0', 'Line 2: the quantity 0 is not 1 or more'],
    ['a negative quantity', 'HB01001,1\nHB01002;-3', 'Line 2: the quantity -3 is not a whole number of 1 or more'],
    ['a quantity alone, its item number lost', 'HB01001,1\n2.5', 'Line 2: no item number (2.5 reads as a quantity)'],
  ])('%s', (_name, text, reason) => {
    const lines = parseQuickOrder(text);
    expect(lines.find((l) => l.kind === 'unreadable')).toMatchObject({ kind: 'unreadable', reason });
    expect(lines.filter((l) => l.kind === 'item')).toHaveLength(1);
  });

  it('numbers lines as written, blank lines counted', () => {
    const lines = parseQuickOrder('HB01001,1\n\n\n\n\n\n,4');
    expect(lines[1]).toMatchObject({ reason: 'Line 7: no item number' });
  });
});

describe('parseQuickOrder on big pastes', () => {
  // How fast: the bench's quick order rows (npm run bench), never a timed assertion here.
  it('reads 10,000 lines, merging repeats', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `HB${String(i % 5000).padStart(5, '0')}\t${(i % 9) + 1}`).join('\r\n');
    const lines = parseQuickOrder(text);
    expect(lines).toHaveLength(5000);
    expect(lines[0]).toMatchObject({ itemNumber: 'HB00000', quantity: 1 + ((5000 % 9) + 1) });
  });
});

describe('askedQuantity', () => {
  it('adds one package per line that named the item alone', () => {
    expect(askedQuantity({ quantity: null, packages: 1 }, 12)).toBe(12);
    expect(askedQuantity({ quantity: 5, packages: 2 }, 12)).toBe(29);
  });
});

describe('parseQuickOrder keeps what the row will say about the lines', () => {
  it('the quantity of each line of an item named more than once, in order (null: no quantity)', () => {
    expect(parseQuickOrder('HB01001,50\nhb01001,100\nHB01001')[0]).toMatchObject({ itemNumber: 'HB01001', parts: [50, 100, null] });
  });

  it.each([
    ['a tab and nothing after it', 'HB01001\t'],
    ['a comma and nothing after it', 'HB01001,'],
    ['a blank quantity column after a description', 'HB01002;1\nHB01001;Red pot;'],
    ['the item number alone', 'HB01001'],
  ])('a blank quantity (%s) is one package, and the line says it had no quantity', (_name, text) => {
    const item = parseQuickOrder(text).find((l) => l.kind === 'item' && l.itemNumber === 'HB01001');
    expect(item).toMatchObject({ kind: 'item', itemNumber: 'HB01001', quantity: null, packages: 1, parts: [null] });
  });

  it("keeps the sheet's description: the text columns between the item number and its quantity", () => {
    expect(parseQuickOrder('XX99999\t8 in. label, white\t200')[0]).toMatchObject({ itemNumber: 'XX99999', description: '8 in. label, white', quantity: 200 });
    expect(parseQuickOrder('XX99999,Red pot,Large,5')[0]).toMatchObject({ description: 'Red pot, Large' });
    expect(parseQuickOrder('XX99999 Red pot 5')[0]).toMatchObject({ description: 'Red pot' });
    expect(parseQuickOrder('XX99999\t200')[0]).toMatchObject({ description: null });
  });

  it('an unreadable line keeps its item number and description, for the row to be corrected', () => {
    expect(parseQuickOrder('HB01002\tRed pot\t2.5')[0]).toMatchObject({ kind: 'unreadable', itemNumber: 'HB01002', description: 'Red pot', reason: 'Line 1: the quantity 2.5 is not a whole number of 1 or more' });
  });
});

describe('describeLines: what a row says about the lines that made it', () => {
  it.each<[string, (number | null)[], number | null, string | null]>([
    ['two lines added together', [50, 100], 10, '2 lines added together: 50 + 100'],
    ['a line without quantity among them, package known', [50, null], 10, '2 lines added together: 50 + one package of 10'],
    ['big numbers grouped', [1200, 3000], 1, '2 lines added together: 1,200 + 3,000'],
    ['no quantity in the sheet, package known', [null], 10, 'No quantity in the sheet: one package of 10'],
    ['no quantity in the sheet, package not known yet', [null], null, 'No quantity in the sheet: one package'],
    ['one line with its quantity: nothing to say', [40], 10, null],
    ['set by the buyer: nothing to say', [], 10, null],
  ])('%s', (_name, lines, pack, text) => {
    expect(describeLines(lines, pack)).toBe(text);
  });
});
