/**
 * How a category axis shows every one of its labels in the room it has: flat when the longest
 * fits its slot, else rotated, and cut with an ellipsis beyond `maxLength` pixels. ECharts would
 * otherwise skip labels it finds crowded (every other bar, or 6 of 14), which a wall cannot allow.
 */
export interface CategoryLabelLayout { rotate: number; width: number; fontSize: number }

/** Pixels a label takes at `fontSize`: CJK glyphs are square, Latin ones about 0.6 of the size. */
export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(ch) ? fontSize : fontSize * 0.6;
  return w;
}

export function categoryLabelLayout(labels: readonly string[], axisLength: number, fontSize: number, maxLength = 130): CategoryLabelLayout {
  const slot = axisLength / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map((l) => textWidth(l, fontSize)));
  if (longest <= slot * 0.92) return { rotate: 0, width: Math.floor(slot * 0.92), fontSize };
  // a rotated label's foot is about its line height wide; shrink the type where even that is too wide
  const size = Math.min(fontSize, Math.floor(slot * 0.85));
  const rotate = slot >= size * 1.6 ? 40 : 90;
  return { rotate, width: Math.min(maxLength, Math.ceil(textWidth(labels.reduce((a, l) => (l.length > a.length ? l : a), ''), size))), fontSize: size };
}
