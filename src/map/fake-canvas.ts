import type { CanvasMaker, Ctx2D } from './truck-sprites';

/**
 * For unit tests, which run in Node without a canvas: a 2D context that draws nothing, keeps the
 * styles set on it and counts each drawing call by name.
 */
export function fakeContext(): { ctx: Ctx2D; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const state: Record<string | symbol, unknown> = {};
  const ctx = new Proxy(state, {
    get: (target, name) => (name in target ? target[name] : (..._args: unknown[]) => calls.set(String(name), (calls.get(String(name)) ?? 0) + 1)),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as Ctx2D, calls };
}

/** Sprite canvases on fake contexts. */
export const fakeCanvas: CanvasMaker = (width, height) => ({ width, height, getContext: () => fakeContext().ctx }) as unknown as ReturnType<CanvasMaker>;
