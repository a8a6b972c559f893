import { TruckPaintLoop } from './truck-paint-loop';
import type { CanvasMaker } from './truck-sprites';
import type { FrameReport, ToPainter, ToWorker } from './truck-wire';

/** Where the truck layer's messages go, whichever thread paints. */
export interface PainterPort {
  post(message: ToPainter, transfer: Transferable[]): void;
  close(): void;
}

const makeCanvas: CanvasMaker =
  typeof OffscreenCanvas === 'function'
    ? (w, h) => new OffscreenCanvas(w, h)
    : (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h });

/**
 * The painter of `canvas`: a worker that owns it (transferControlToOffscreen), so drawing and
 * raster leave the main thread; the same loop in-thread where the browser has no OffscreenCanvas
 * or Worker, or when `inThread` asks for it. `onFail` hears of a worker that failed before its
 * first frame (no module workers, say); its canvas is spent, so the layer mounts a new one.
 */
export function openPainter(canvas: HTMLCanvasElement, onFrame: (frame: FrameReport) => void, onFail: () => void, inThread = false): PainterPort {
  if (!inThread && typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function') {
    const worker = new Worker(new URL('./truck.worker.ts', import.meta.url), { type: 'module' });
    const offscreen = canvas.transferControlToOffscreen();
    const init: ToWorker = { type: 'init', canvas: offscreen };
    worker.postMessage(init, [offscreen]);
    let started = false;
    worker.onmessage = (e: MessageEvent<FrameReport>) => {
      started = true;
      onFrame(e.data);
    };
    worker.onerror = () => {
      if (started) return;
      worker.terminate();
      onFail();
    };
    return { post: (message, transfer) => worker.postMessage(message, transfer), close: () => worker.terminate() };
  }
  const loop = new TruckPaintLoop(canvas, canvas.getContext('2d')!, makeCanvas, onFrame);
  return { post: (message) => loop.receive(message), close: () => loop.stop() };
}
