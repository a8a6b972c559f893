import { describe, expect, it } from 'vitest';
import { HitIndex } from './hit-index';

describe('HitIndex', () => {
  it('finds the nearest truck within the radius', () => {
    const idx = new HitIndex();
    idx.reset(3);
    idx.addTruck(100, 100, 7);
    idx.addTruck(108, 100, 8);
    expect(idx.hit(106, 101, 10)).toEqual({ kind: 'truck', id: 8 });
    expect(idx.hit(101, 99, 10)).toEqual({ kind: 'truck', id: 7 });
  });

  it('misses when the click is farther than the radius', () => {
    const idx = new HitIndex();
    idx.reset(1);
    idx.addTruck(100, 100, 7);
    expect(idx.hit(120, 100, 10)).toBeNull();
  });

  it('falls back to a cluster under the pointer', () => {
    const idx = new HitIndex();
    idx.reset(0);
    idx.addCluster(50, 50, 20, [1, 2, 3]);
    expect(idx.hit(60, 60, 10)).toEqual({ kind: 'cluster', ids: [1, 2, 3], x: 50, y: 50 });
  });

  it('forgets what was drawn before a reset', () => {
    const idx = new HitIndex();
    idx.reset(1);
    idx.addTruck(10, 10, 1);
    idx.reset(1);
    expect(idx.hit(10, 10, 5)).toBeNull();
  });

  it('answers the same after travelling to the main thread', () => {
    const idx = new HitIndex();
    idx.reset(2);
    idx.addTruck(100, 100, 7);
    idx.addTruck(300, 40, 123456);
    idx.addCluster(50, 50, 20, [1, 2, 3]);
    idx.addCluster(400, 400, 15, [4, 5]);
    const copy = HitIndex.fromWire(idx.toWire());
    for (const [x, y] of [
      [101, 99],
      [300, 45],
      [60, 60],
      [410, 395],
      [200, 200],
    ])
      expect(copy.hit(x, y, 10)).toEqual(idx.hit(x, y, 10));
    expect(copy.hit(410, 395, 10)).toEqual({ kind: 'cluster', ids: [4, 5], x: 400, y: 400 });
  });

  it('hands over fresh arrays, so the painter can transfer them and keep drawing', () => {
    const idx = new HitIndex();
    idx.reset(1);
    idx.addTruck(10, 10, 1);
    const wire = idx.toWire();
    wire.trucks.fill(0);
    expect(idx.hit(10, 10, 1)).toEqual({ kind: 'truck', id: 1 });
  });
});
