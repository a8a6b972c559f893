/** Spec doc 1 §2: boards are drawn on a fixed 1920x1080 canvas, scaled to the window. */
export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
export const RESCALE_DEBOUNCE_MS = 500;

export interface CanvasFit {
  scale: number;
  left: number;
  top: number;
}

/** The largest uniform scale that fits the window, centred (letterboxed, never distorted). */
export function fitCanvas(windowWidth: number, windowHeight: number): CanvasFit {
  const scale = Math.max(0.05, Math.min(windowWidth / CANVAS_WIDTH, windowHeight / CANVAS_HEIGHT));
  return {
    scale,
    left: Math.max(0, Math.round((windowWidth - CANVAS_WIDTH * scale) / 2)),
    top: Math.max(0, Math.round((windowHeight - CANVAS_HEIGHT * scale) / 2)),
  };
}

/** A window point in canvas coordinates, for widgets that do their own pointer maths. */
export function toCanvasPoint(fit: CanvasFit, clientX: number, clientY: number): { x: number; y: number } {
  return { x: (clientX - fit.left) / fit.scale, y: (clientY - fit.top) / fit.scale };
}
