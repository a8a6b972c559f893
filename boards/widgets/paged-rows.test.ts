import { describe, expect, it } from 'vitest';
import { pageOf, rowsPerPage } from './paged-rows';

const box = { room: 400, pitch: 44, rowHeight: 40, marker: 30 };

describe('a board list that has more rows than room', () => {
  it('shows every row on one page when all fit', () => {
    expect(rowsPerPage(box, 9)).toBe(9);
  });

  it('pages whole rows, leaving room for the page marker, when they do not fit', () => {
    // 9 rows fill 392 of 400; the marker leaves 370, where 8 whole rows end at 348 and a 9th would be cut
    expect(rowsPerPage(box, 10)).toBe(8);
    expect(
      pageOf(
        Array.from({ length: 10 }, (_, i) => i),
        8,
        1,
      ),
    ).toEqual({ rows: [8, 9], page: 1, pages: 2 });
  });

  it('never shows more than the legible maximum, nor fewer than one row', () => {
    expect(rowsPerPage(box, 30, 6)).toBe(6);
    expect(rowsPerPage({ ...box, room: 20 }, 30)).toBe(1);
  });

  it('turns back to the first page after the last, also when the list shrank meanwhile', () => {
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ rows: [1, 2], page: 0, pages: 2 });
    expect(pageOf([1, 2, 3], 2, 7)).toEqual({ rows: [3], page: 1, pages: 2 });
  });
});
