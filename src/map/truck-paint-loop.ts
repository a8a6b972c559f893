import { TruckPainter, type Surface } from './truck-painter';
import type { CanvasMaker, Ctx2D } from './truck-sprites';
import { RowsDecoder, type FrameReport, type ToPainter } from './truck-wire';

/** Glides between position reports redraw at most this often; new rows and views draw sooner. */
const GLIDE_FRAME_MS = 50;

/** Runs `fn` on a coming frame; answers the cancel. */
export type RequestFrame = (fn: () => void) => () => void;

/** requestAnimationFrame, which Chromium and Firefox also give dedicated workers; else a timer. */
export function animationFrames(): RequestFrame {
  if (typeof requestAnimationFrame === 'function') {
    return (fn) => {
      const id = requestAnimationFrame(() => fn());
      return () => cancelAnimationFrame(id);
    };
  }
  return (fn) => {
    const id = setTimeout(fn, 16);
    return () => clearTimeout(id);
  };
}

/**
 * A TruckPainter on its canvas, fed by the layer's messages: rows are merged as they come and
 * drawn on the next frame, a view is drawn at once, and glides keep drawing (at most every
 * GLIDE_FRAME_MS) while a truck moves. After each frame it reports the hit list and its own time.
 * The same loop runs in the worker and, where there is none, in the main thread.
 */
export class TruckPaintLoop {
  private readonly painter: TruckPainter;
  private readonly decoder = new RowsDecoder();
  private cancelFrame: (() => void) | null = null;
  private lastFrame = -Infinity;
  /** new rows wait for no glide pacing */
  private urgent = false;
  private seq = 0;
  private mergeMs = 0;
  private afterRows = false;

  constructor(
    private readonly surface: Surface,
    private readonly ctx: Ctx2D,
    makeCanvas: CanvasMaker,
    private readonly report: (frame: FrameReport) => void,
    private readonly requestFrame: RequestFrame = animationFrames(),
  ) {
    this.painter = new TruckPainter(makeCanvas);
  }

  receive(message: ToPainter): void {
    if (message.type === 'view') {
      this.painter.setView(message.view);
      this.seq = message.seq;
      // Now rather than on the next animation frame: while the map pans, the layer posts a view
      // per map frame, and drawing at once lets the trucks reach the screen with the moved map.
      this.draw();
      return;
    }
    const t0 = performance.now();
    this.painter.setRows(this.decoder.decode(message), t0);
    this.mergeMs += performance.now() - t0;
    this.afterRows = true;
    this.urgent = true;
    this.schedule();
  }

  stop(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
  }

  private schedule(): void {
    if (this.cancelFrame) return;
    this.cancelFrame = this.requestFrame(() => {
      this.cancelFrame = null;
      if (this.urgent || performance.now() - this.lastFrame >= GLIDE_FRAME_MS) this.draw();
      else this.schedule();
    });
  }

  private draw(): void {
    // this frame shows everything so far; a glide asks for the next one below
    this.stop();
    const start = performance.now();
    this.painter.paint(this.surface, this.ctx, start);
    const frame: FrameReport = {
      type: 'frame',
      seq: this.seq,
      hits: this.painter.hits.toWire(),
      drawMs: performance.now() - start,
      frameMs: 0,
      mergeMs: this.mergeMs,
      afterRows: this.afterRows,
    };
    this.lastFrame = start;
    this.urgent = false;
    this.mergeMs = 0;
    this.afterRows = false;
    if (this.painter.fleet.moving(start)) this.schedule();
    // The canvas rasterizes the drawing and hands the frame over when this task ends: reporting
    // from the next task counts that too, and the hit list then matches what is on screen.
    setTimeout(() => {
      frame.frameMs = performance.now() - start;
      this.report(frame);
    }, 0);
  }
}
