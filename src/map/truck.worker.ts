/**
 * The truck layer's painter thread. The first message hands over the layer's canvas (from
 * transferControlToOffscreen); then rows and views arrive from the layer, frames are drawn here
 * and reach the screen without the main thread, and each frame's hit list goes back. Checked
 * against the WebWorker lib by tsconfig.worker.json, so nothing it imports may need a document.
 */
import { TruckPaintLoop } from './truck-paint-loop';
import type { FrameReport, ToWorker } from './truck-wire';

let loop: TruckPaintLoop | null = null;

const report = (frame: FrameReport) => postMessage(frame, { transfer: [frame.hits.trucks.buffer, frame.hits.clusters.buffer] });

onmessage = ({ data }: MessageEvent<ToWorker>) => {
  if (data.type !== 'init') loop?.receive(data);
  else loop = new TruckPaintLoop(data.canvas, data.canvas.getContext('2d')!, (w, h) => new OffscreenCanvas(w, h), report);
};
