import { describe, expect, it } from 'vitest';
import { placeLabels } from './label-collision';

const box = (x: number, y: number, w = 40, h = 14) => ({ x, y, w, h });

describe('truck labels on the map', () => {
  it('hide the lower-priority one of two that overlap, and keep those that touch no other', () => {
    // F002 and F006 side by side, F021 far away
    const boxes = [box(100, 100), box(120, 106), box(400, 300)];
    expect(placeLabels(boxes, [0, 1, 2])).toEqual([true, false, true]);
    expect(placeLabels(boxes, [1, 0, 2])).toEqual([false, true, true]);
  });

  it('compare labels across grid cells, and let a label hidden by another not hide a third', () => {
    const boxes = [box(60, 60), box(90, 70), box(125, 62)];
    expect(placeLabels(boxes, [0, 1, 2])).toEqual([true, false, true]);
  });
});
