import { describe, expect, it } from 'vitest';
import { fitCanvas, toCanvasPoint } from './canvas-fit';

describe('the board canvas fitted to the window', () => {
  it('is drawn 1:1 on a 1920x1080 wall', () => {
    expect(fitCanvas(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('shrinks uniformly on a 1366x768 screen and is centred', () => {
    const fit = fitCanvas(1366, 768);
    expect(fit.scale).toBeCloseTo(768 / 1080, 6);
    expect(fit.top).toBe(0);
    expect(fit.left).toBe(Math.round((1366 - 1920 * fit.scale) / 2));
  });

  it('letterboxes a tall window rather than stretching', () => {
    const fit = fitCanvas(1000, 2000);
    expect(fit.scale).toBeCloseTo(1000 / 1920, 6);
    expect(fit.left).toBe(0);
    expect(fit.top).toBeGreaterThan(0);
  });

  it('maps a window point back to the canvas', () => {
    const fit = fitCanvas(960, 540);
    expect(toCanvasPoint(fit, 480, 270)).toEqual({ x: 960, y: 540 });
  });
});
