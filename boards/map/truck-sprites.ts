import type { VehicleStatus } from '../../src/domain/events';
import { STATUS_COLOURS } from './vehicle-status';

/** Headings are drawn in 16 steps of 22.5°, which no one can tell apart on a wall board. */
export const HEADING_STEPS = 16;

export const headingStep = (deg: number): number => ((Math.round((((deg % 360) + 360) % 360) / (360 / HEADING_STEPS)) % HEADING_STEPS) + HEADING_STEPS) % HEADING_STEPS;

/**
 * Small pre-drawn truck images, one per status, size and heading step, made on first use. Blitting
 * 1,000 of them is far cheaper than stroking 1,000 arcs: with a software rasterizer (wall PCs,
 * headless Chromium) a stroked path of a thousand circles costs tens of milliseconds a frame.
 */
export class TruckSprites {
  private cache = new Map<string, HTMLCanvasElement>();

  constructor(private readonly dpr: number) {}

  /** Side of the square image in CSS pixels for a truck of radius `r`. */
  static side(r: number): number {
    return 2 * (r + 6);
  }

  get(status: VehicleStatus, r: number, step: number): HTMLCanvasElement {
    const key = `${status}|${r}|${step}`;
    let sprite = this.cache.get(key);
    if (!sprite) {
      sprite = this.draw(STATUS_COLOURS[status], r, step);
      this.cache.set(key, sprite);
    }
    return sprite;
  }

  private draw(colour: string, r: number, step: number): HTMLCanvasElement {
    const side = TruckSprites.side(r);
    const c = document.createElement('canvas');
    c.width = c.height = Math.ceil(side * this.dpr);
    const ctx = c.getContext('2d')!;
    ctx.scale(this.dpr, this.dpr);
    ctx.translate(side / 2, side / 2);
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(0, 10, 30, 0.9)';
    ctx.stroke();
    const a = (step * 2 * Math.PI) / HEADING_STEPS;
    const dx = Math.sin(a);
    const dy = -Math.cos(a);
    ctx.beginPath();
    ctx.moveTo(dx * (r - 2), dy * (r - 2));
    ctx.lineTo(dx * (r + 4), dy * (r + 4));
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.stroke();
    return c;
  }
}
