import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZES, PAGE_SIZE_STORAGE_KEY, pageCount, pageOf, paginationItems, paginationRanges,
  readStoredPageSize, skipAfterPageSizeChange, skipOfPage,
} from './paging';
import type { PaginationItem } from './paging';

describe('page sizes', () => {
  it('offers 18, 50, 100 and 1000, kept under the storage key pageSize', () => {
    expect(PAGE_SIZES).toEqual([18, 50, 100, 1000]);
    expect(PAGE_SIZE_STORAGE_KEY).toBe('pageSize');
  });

  it('reads a stored page size only when it is one of the offered sizes', () => {
    expect(readStoredPageSize('50', 18)).toBe(50);
    expect(readStoredPageSize('1000', 18)).toBe(1000);
    expect(readStoredPageSize(' 100 ', 18)).toBe(100);
    expect(readStoredPageSize(null, 18)).toBe(18);
    expect(readStoredPageSize('', 18)).toBe(18);
    expect(readStoredPageSize('24', 18)).toBe(18);
    expect(readStoredPageSize('5e1', 18)).toBe(18);
    expect(readStoredPageSize('50.0', 18)).toBe(18);
    expect(readStoredPageSize('-50', 18)).toBe(18);
    expect(readStoredPageSize('abc', null)).toBe(null);
  });
});

describe('pageOf, pageCount and skipOfPage', () => {
  it('numbers pages from 1', () => {
    expect(pageOf(0, 18)).toBe(1);
    expect(pageOf(17, 18)).toBe(1);
    expect(pageOf(18, 18)).toBe(2);
    expect(pageOf(36, 18)).toBe(3);
  });

  it('counts the pages the results fill', () => {
    expect(pageCount(0, 18)).toBe(0);
    expect(pageCount(1, 18)).toBe(1);
    expect(pageCount(18, 18)).toBe(1);
    expect(pageCount(19, 18)).toBe(2);
    expect(pageCount(1000, 50)).toBe(20);
  });

  it('gives the skip of a page', () => {
    expect(skipOfPage(1, 18)).toBe(0);
    expect(skipOfPage(3, 18)).toBe(36);
  });
});

describe('skipAfterPageSizeChange', () => {
  it('keeps the start of the new page that holds the first item shown', () => {
    // Items 37-54 were shown (skip 36, take 18); with 50 a page, item 37 is on the page from 0.
    expect(skipAfterPageSizeChange(36, 50, 300)).toBe(0);
    // Items 55-72 (skip 54): with 50 a page, item 55 is on the page starting at 50.
    expect(skipAfterPageSizeChange(54, 50, 300)).toBe(50);
    // From 50 a page back to 18: item 101 (skip 100) is on the page starting at 90.
    expect(skipAfterPageSizeChange(100, 18, 300)).toBe(90);
  });

  it('keeps the skip when it already starts a page of the new size', () => {
    expect(skipAfterPageSizeChange(100, 50, 300)).toBe(100);
  });

  it('resets to 0 when the page start would pass the result count', () => {
    expect(skipAfterPageSizeChange(150, 50, 150)).toBe(0);
    expect(skipAfterPageSizeChange(54, 50, 50)).toBe(0);
    expect(skipAfterPageSizeChange(36, 18, 0)).toBe(0);
  });

  it('keeps 0 at 0', () => {
    expect(skipAfterPageSizeChange(0, 100, 300)).toBe(0);
  });
});

const E = 'ellipsis';
const items = (page: number, count: number, boundaryCount: number, siblingCount: number) =>
  paginationItems({ page, pageCount: count, boundaryCount, siblingCount });

describe('paginationItems with boundary 1 and sibling 1 (desktop)', () => {
  it('shows nothing for 0 pages and one button for 1 page', () => {
    expect(items(1, 0, 1, 1)).toEqual([]);
    expect(items(1, 1, 1, 1)).toEqual([1]);
  });

  it('shows every page up to 7 pages', () => {
    for (let count = 2; count <= 7; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        expect(items(page, count, 1, 1)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
    }
  });

  it('leaves out pages with an ellipsis from 8 pages on', () => {
    expect(items(1, 8, 1, 1)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(items(4, 8, 1, 1)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(items(5, 8, 1, 1)).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(items(8, 8, 1, 1)).toEqual([1, E, 4, 5, 6, 7, 8]);
  });

  it('puts an ellipsis on both sides in the middle of many pages', () => {
    expect(items(1, 10, 1, 1)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(items(5, 10, 1, 1)).toEqual([1, E, 4, 5, 6, E, 10]);
    expect(items(6, 10, 1, 1)).toEqual([1, E, 5, 6, 7, E, 10]);
    expect(items(7, 10, 1, 1)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(items(10, 10, 1, 1)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(items(50, 100, 1, 1)).toEqual([1, E, 49, 50, 51, E, 100]);
  });

  it('clamps a page outside the range', () => {
    expect(items(0, 10, 1, 1)).toEqual(items(1, 10, 1, 1));
    expect(items(99, 10, 1, 1)).toEqual(items(10, 10, 1, 1));
  });
});

describe('paginationItems with boundary 1 and sibling 0 (mobile)', () => {
  it('shows every page up to 5 pages', () => {
    for (let count = 1; count <= 5; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        expect(items(page, count, 1, 0)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
    }
    expect(items(1, 0, 1, 0)).toEqual([]);
  });

  it('leaves out pages with an ellipsis from 6 pages on', () => {
    expect(items(1, 6, 1, 0)).toEqual([1, 2, 3, E, 6]);
    expect(items(3, 6, 1, 0)).toEqual([1, 2, 3, E, 6]);
    expect(items(4, 6, 1, 0)).toEqual([1, E, 4, 5, 6]);
    expect(items(5, 10, 1, 0)).toEqual([1, E, 5, E, 10]);
    expect(items(9, 10, 1, 0)).toEqual([1, E, 8, 9, 10]);
  });
});

describe('paginationItems, for every page of many page counts', () => {
  const check = (boundaryCount: number, siblingCount: number) => {
    for (let count = 1; count <= 30; count += 1) {
      const full = 2 * boundaryCount + 2 * siblingCount + 3;
      for (let page = 1; page <= count; page += 1) {
        const list: PaginationItem[] = items(page, count, boundaryCount, siblingCount);
        const numbers = list.filter((x): x is number => x !== E);
        // Always the first, the last and the current page with its siblings.
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        for (let p = Math.max(1, page - siblingCount); p <= Math.min(count, page + siblingCount); p += 1) {
          expect(numbers).toContain(p);
        }
        // Increasing pages; an ellipsis stands for 2 or more pages, never for one.
        list.forEach((x, i) => {
          if (x === E) {
            const before = list[i - 1] as number;
            const after = list[i + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          } else if (i > 0 && list[i - 1] !== E) {
            expect(x).toBe((list[i - 1] as number) + 1);
          }
        });
        // The same number of buttons wherever the current page is.
        expect(list).toHaveLength(Math.min(count, full));
      }
    }
  };

  it('holds for boundary 1, sibling 1', () => check(1, 1));
  it('holds for boundary 1, sibling 0', () => check(1, 0));
  it('holds for boundary 2, sibling 2', () => check(2, 2));
});

describe('paginationRanges', () => {
  it('uses boundary 1 and sibling 1, or sibling 0 on mobile', () => {
    expect(paginationRanges(false)).toEqual({ boundaryCount: 1, siblingCount: 1 });
    expect(paginationRanges(true)).toEqual({ boundaryCount: 1, siblingCount: 0 });
  });
});
