import { describe, expect, it } from 'vitest';
import { jumpTarget, pagerItems } from './pager-items';

describe('a pager of 11 page buttons (spec §9)', () => {
  it('shows every page when there are at most 11', () => {
    expect(pagerItems(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pagerItems(3, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('near the start shows the first ten and the last, with a jump forward', () => {
    expect(pagerItems(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'jumpNext', 50]);
    expect(pagerItems(6, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'jumpNext', 50]);
  });

  it('in the middle keeps the current page centred between two jumps', () => {
    expect(pagerItems(25, 50)).toEqual([1, 'jumpPrev', 21, 22, 23, 24, 25, 26, 27, 28, 29, 'jumpNext', 50]);
  });

  it('near the end shows the first and the last ten, with a jump back', () => {
    expect(pagerItems(50, 50)).toEqual([1, 'jumpPrev', 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pagerItems(45, 50)).toEqual([1, 'jumpPrev', 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('never shows more than 11 page numbers', () => {
    for (let c = 1; c <= 200; c++) expect(pagerItems(c, 200).filter((i) => typeof i === 'number').length).toBeLessThanOrEqual(11);
  });

  it('jumps by nine pages, within the first and the last', () => {
    expect(jumpTarget('jumpNext', 6, 50)).toBe(15);
    expect(jumpTarget('jumpPrev', 25, 50)).toBe(16);
    expect(jumpTarget('jumpPrev', 5, 50)).toBe(1);
    expect(jumpTarget('jumpNext', 45, 50)).toBe(50);
  });
});
