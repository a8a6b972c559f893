import { describe, expect, it } from 'vitest';
import { fitZoom, MIN_TABLE_ZOOM } from './board-table';

describe('a board table wider than its box (issue 26 item 7)', () => {
  it('keeps its type when it fits', () => {
    expect(fitZoom(560, 573, 1)).toBe(1);
    expect(fitZoom(573.4, 573, 1)).toBe(1);
    expect(fitZoom(0, 0, 1)).toBe(1);
  });

  it('takes smaller type, its share of the box, when it does not', () => {
    expect(fitZoom(680, 573, 1)).toBe(0.84);
    // measured again at that size, a table still wider shrinks from there
    expect(fitZoom(580, 573, 0.84)).toBe(0.82);
  });

  it('never smaller than a readable size', () => {
    expect(fitZoom(2000, 573, 1)).toBe(MIN_TABLE_ZOOM);
  });
});
