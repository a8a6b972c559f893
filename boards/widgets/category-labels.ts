/**
 * How a category axis shows every one of its labels in the room it has: flat when the longest
 * fits its slot, else rotated, in smaller type when longer than `maxLength` pixels, and cut with
 * an ellipsis only when even that does not fit. ECharts would otherwise skip labels it finds
 * crowded (every other bar, or 6 of 14), which a wall cannot allow.
 */
export interface CategoryLabelLayout {
  rotate: number;
  width: number;
  fontSize: number;
}

/** Pixels a label takes at `fontSize`: CJK glyphs are square, Latin ones about 0.6 of the size. */
export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/.test(ch) ? fontSize : fontSize * 0.6;
  return w;
}

/** The smallest type a rotated label takes to be read whole, before it is cut instead. */
export const MIN_LABEL_FONT = 12;
/** `textWidth` guesses Latin glyphs; a label gets this much more room so that a wider font does not cut it. */
const LATIN_SLACK = 1.15;

export function categoryLabelLayout(labels: readonly string[], axisLength: number, fontSize: number, maxLength = 130): CategoryLabelLayout {
  const slot = axisLength / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map((l) => textWidth(l, fontSize)));
  if (longest <= slot * 0.92) return { rotate: 0, width: Math.floor(slot * 0.92), fontSize };
  // a rotated label's foot is about its line height wide; shrink the type where even that is too wide
  const footed = Math.min(fontSize, Math.floor(slot * 0.85));
  const rotate = slot >= footed * 1.6 ? 40 : 90;
  // a label longer than the room under the axis (a Spanish status: "Fin de descarga") takes smaller
  // type, down to MIN_LABEL_FONT, so that it is read whole; past that it is cut with an ellipsis
  const need = (size: number) => Math.ceil(Math.max(0, ...labels.map((l) => textWidth(l, size))) * LATIN_SLACK);
  const fitted = Math.floor((footed * maxLength) / Math.max(1, need(footed)));
  const size = need(footed) <= maxLength ? footed : Math.min(footed, Math.max(MIN_LABEL_FONT, fitted));
  return { rotate, width: Math.min(maxLength, need(size)), fontSize: size };
}
