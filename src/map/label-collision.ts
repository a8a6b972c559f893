/** A label's box in container pixels. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const CELL = 64;

/**
 * Which labels to draw so that none overlaps another: taken in `order` (highest priority first),
 * a label is drawn when it touches none drawn before it, else hidden. A grid of 64-px cells keeps
 * it near linear for the hundred-odd labels a street-level view shows.
 */
export function placeLabels(boxes: readonly LabelBox[], order: readonly number[]): boolean[] {
  const shown = new Array<boolean>(boxes.length).fill(false);
  const cells = new Map<number, number[]>();
  const keysOf = (b: LabelBox) => {
    const keys: number[] = [];
    for (let cx = Math.floor(b.x / CELL); cx <= Math.floor((b.x + b.w) / CELL); cx++) {
      for (let cy = Math.floor(b.y / CELL); cy <= Math.floor((b.y + b.h) / CELL); cy++) keys.push(((cx + 32768) << 16) | (cy + 32768));
    }
    return keys;
  };
  const overlaps = (a: LabelBox, b: LabelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (const i of order) {
    const box = boxes[i];
    const keys = keysOf(box);
    if (keys.some((k) => cells.get(k)?.some((j) => overlaps(box, boxes[j])))) continue;
    shown[i] = true;
    for (const k of keys) {
      const list = cells.get(k);
      if (list) list.push(i);
      else cells.set(k, [i]);
    }
  }
  return shown;
}
