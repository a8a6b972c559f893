import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCanvas, fakeContext } from './fake-canvas';
import { GLIDE_MS, type TruckRow } from './fleet';
import { projectInto } from './mercator';
import { TruckPaintLoop, type RequestFrame } from './truck-paint-loop';
import { RowsEncoder, type FrameReport, type TruckView } from './truck-wire';

const xy = [0, 0];
projectInto(30.25, 120.15, 15, xy);
const VIEW: TruckView = {
  width: 400,
  height: 300,
  devicePixelRatio: 1,
  zoom: 15,
  left: xy[0] - 100,
  top: xy[1] - 50,
  statuses: 0,
  selected: null,
  clusterBelowZoom: 14,
  cellSize: 56,
  labelFromZoom: 15,
};
const at = (lat: number): TruckRow[] => [{ id: 1, lat, lng: 120.15, heading: 0, status: 'toJob', innerNumber: '1' }];

/** A loop on a fake canvas whose animation frames run when the test says, 16 ms apart. */
function start() {
  const reports: FrameReport[] = [];
  let pending: (() => void) | null = null;
  const requestFrame: RequestFrame = (fn) => {
    pending = fn;
    return () => (pending = null);
  };
  const loop = new TruckPaintLoop({ width: 0, height: 0 }, fakeContext().ctx, fakeCanvas, (f) => reports.push(f), requestFrame);
  const encoder = new RowsEncoder();
  return {
    loop,
    reports,
    post: (rows: TruckRow[]) => loop.receive(encoder.encode(rows).message),
    /** runs the next animation frame, then the report's task; false when none was asked for */
    frame(): boolean {
      vi.advanceTimersByTime(16);
      const fn = pending;
      pending = null;
      fn?.();
      vi.advanceTimersByTime(0);
      return !!fn;
    },
  };
}

describe('TruckPaintLoop', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('draws a new view at once and reports it from the next task, hit list included', () => {
    const { loop, reports, post, frame } = start();
    post(at(30.25));
    loop.receive({ type: 'view', seq: 1, view: VIEW });
    expect(reports).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(reports).toEqual([expect.objectContaining({ type: 'frame', seq: 1, afterRows: true })]);
    expect(reports[0].frameMs).toBeGreaterThanOrEqual(reports[0].drawMs);
    expect(frame()).toBe(false);
  });

  it('draws new rows on the next frame, then glides at most every 50 ms until the trucks arrive', () => {
    const { loop, reports, post, frame } = start();
    loop.receive({ type: 'view', seq: 1, view: VIEW });
    post(at(30.25));
    vi.advanceTimersByTime(GLIDE_MS);
    frame();
    reports.length = 0;

    post(at(30.2501));
    expect(reports).toHaveLength(0);
    frame();
    expect(reports).toEqual([expect.objectContaining({ afterRows: true })]);
    let frames = 0;
    while (frame()) frames++;
    // 16 ms frames, drawing every fourth (64 ms) until the glide is over
    expect(reports.length - 1).toBeGreaterThan(GLIDE_MS / 100);
    expect(reports.length - 1).toBeLessThanOrEqual(GLIDE_MS / 50);
    expect(frames).toBeGreaterThan(reports.length);
    expect(reports.at(-1)!.afterRows).toBe(false);
  });

  it('stops asking for frames when stopped', () => {
    const { loop, post, frame } = start();
    loop.receive({ type: 'view', seq: 1, view: VIEW });
    post(at(30.25));
    loop.stop();
    expect(frame()).toBe(false);
  });
});
