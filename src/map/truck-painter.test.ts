import { describe, expect, it } from 'vitest';
import type { VehicleStatus } from '../domain/events';
import { fakeCanvas, fakeContext } from './fake-canvas';
import type { TruckRow } from './fleet';
import { projectInto } from './mercator';
import { TruckPainter } from './truck-painter';
import { statusMask, type TruckView } from './truck-wire';

const row = (id: number, lat: number, lng: number, status: VehicleStatus = 'toJob'): TruckRow => ({
  id,
  lat,
  lng,
  heading: 0,
  status,
  innerNumber: String(id),
});

/** A 400x300 view at `zoom` whose top-left corner is 100 px left of and 50 px above West Lake. */
function viewAtWestLake(zoom: number, over: Partial<TruckView> = {}): TruckView {
  const xy = [0, 0];
  projectInto(30.25, 120.15, zoom, xy);
  return {
    width: 400,
    height: 300,
    devicePixelRatio: 1,
    zoom,
    left: xy[0] - 100,
    top: xy[1] - 50,
    statuses: 0,
    selected: null,
    clusterBelowZoom: 14,
    cellSize: 56,
    labelFromZoom: 15,
    ...over,
  };
}

function paint(painter: TruckPainter, surface = { width: 0, height: 0 }) {
  const { ctx, calls } = fakeContext();
  painter.paint(surface, ctx, 0);
  return { surface, calls };
}

describe('TruckPainter', () => {
  it('draws each truck where the map has its position, and finds it there', () => {
    const painter = new TruckPainter(fakeCanvas);
    painter.setView(viewAtWestLake(15));
    painter.setRows([row(7, 30.25, 120.15), row(8, 30.2505, 120.1505)], -10_000);
    paint(painter);
    expect(painter.hits.hit(100, 50, 1)).toEqual({ kind: 'truck', id: 7 });
    expect(painter.hits.hit(300, 300, 12)).toBeNull();
  });

  it('labels only one of two trucks whose labels would overlap, the exception first, and every truck apart', () => {
    const painter = new TruckPainter(fakeCanvas);
    painter.setView(viewAtWestLake(15));
    // 2 and 6 some metres apart (their labels overlap), 21 a kilometre east
    painter.setRows([row(2, 30.25, 120.15), row(6, 30.25002, 120.15003, 'breakdown'), row(21, 30.25, 120.16)], -10_000);
    const texts: string[] = [];
    const { ctx } = fakeContext();
    (ctx as unknown as { fillText: (t: string) => void }).fillText = (t: string) => void texts.push(t);
    painter.paint({ width: 0, height: 0 }, ctx, 0);
    expect(texts.sort()).toEqual(['21', '6']);
  });

  it('sizes its bitmap to the view times the device pixel ratio', () => {
    const painter = new TruckPainter(fakeCanvas);
    painter.setView(viewAtWestLake(15, { devicePixelRatio: 2 }));
    expect(paint(painter).surface).toEqual({ width: 800, height: 600 });
  });

  it('leaves out trucks outside the status filter and outside the view', () => {
    const painter = new TruckPainter(fakeCanvas);
    painter.setView(viewAtWestLake(15, { statuses: statusMask(new Set(['pouring'])) }));
    painter.setRows([row(1, 30.25, 120.15, 'toJob'), row(2, 30.25, 120.15, 'pouring'), row(3, 31, 121, 'pouring')], -10_000);
    paint(painter);
    expect(painter.hits.hit(100, 50, 1)).toEqual({ kind: 'truck', id: 2 });
    expect(painter.hits.toWire().trucks).toHaveLength(3);
  });

  it('merges neighbours into a cluster below the cluster zoom and draws them apart above it', () => {
    const painter = new TruckPainter(fakeCanvas);
    painter.setRows([row(1, 30.25, 120.15), row(2, 30.2501, 120.1501)], -10_000);
    painter.setView(viewAtWestLake(12));
    paint(painter);
    expect(painter.hits.hit(100, 50, 1)).toMatchObject({ kind: 'cluster', ids: [1, 2] });
    painter.setView(viewAtWestLake(16));
    paint(painter);
    expect(painter.hits.hit(100, 50, 1)).toEqual({ kind: 'truck', id: 1 });
  });

  it('draws sprites for a few trucks and plain squares for many', () => {
    const painter = new TruckPainter(fakeCanvas);
    const { left, top } = viewAtWestLake(15);
    painter.setView(viewAtWestLake(15, { width: 2000, height: 2000, left: left - 1000, top: top - 1000 }));
    painter.setRows([row(1, 30.25, 120.15)], -10_000);
    expect(paint(painter).calls.get('drawImage')).toBe(1);
    painter.setRows(
      Array.from({ length: 400 }, (_, i) => row(i, 30.25 + (i % 20) * 0.0003, 120.15 + Math.floor(i / 20) * 0.0003)),
      -10_000,
    );
    const { calls } = paint(painter);
    expect(calls.get('drawImage')).toBeUndefined();
    // a dark outline and a status colour each
    expect(calls.get('fillRect')).toBe(800);
  });
});
