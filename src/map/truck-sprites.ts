import type { VehicleStatus } from '../domain/events';
import { STATUS_COLOURS } from './vehicle-status';

/** A 2D context of either kind of canvas: the painter uses nothing the two do not share. */
export type Ctx2D = Omit<OffscreenCanvasRenderingContext2D, 'canvas'>;

/**
 * Makes a blank canvas to draw a sprite on: an OffscreenCanvas in the worker (which has no
 * document), a DOM canvas where the painter runs in-thread on a browser without OffscreenCanvas.
 */
export type CanvasMaker = (width: number, height: number) => CanvasImageSource & { getContext(id: '2d'): Ctx2D | null };

/** Headings are drawn in 16 steps of 22.5°, which no one can tell apart on a wall board. */
export const HEADING_STEPS = 16;

export const headingStep = (deg: number): number =>
  ((Math.round((((deg % 360) + 360) % 360) / (360 / HEADING_STEPS)) % HEADING_STEPS) + HEADING_STEPS) % HEADING_STEPS;

/**
 * Small pre-drawn truck images, one per status, size and heading step, made on first use. Blitting
 * 1,000 of them is far cheaper than stroking 1,000 arcs: with a software rasterizer (wall PCs,
 * headless Chromium) a stroked path of a thousand circles costs tens of milliseconds a frame.
 */
export class TruckSprites {
  private cache = new Map<string, CanvasImageSource>();

  constructor(
    readonly dpr: number,
    private readonly makeCanvas: CanvasMaker,
  ) {}

  /** Side of the square image in CSS pixels for a truck of radius `r`. */
  static side(r: number): number {
    return 2 * (r + 6);
  }

  get(status: VehicleStatus, r: number, step: number): CanvasImageSource {
    const key = `${status}|${r}|${step}`;
    let sprite = this.cache.get(key);
    if (!sprite) {
      sprite = this.draw(STATUS_COLOURS[status], r, step);
      this.cache.set(key, sprite);
    }
    return sprite;
  }

  private draw(colour: string, r: number, step: number): CanvasImageSource {
    const side = TruckSprites.side(r);
    const c = this.makeCanvas(Math.ceil(side * this.dpr), Math.ceil(side * this.dpr));
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
