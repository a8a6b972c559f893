import { describe, expect, it } from 'vitest';
import type { VehicleLive } from '../domain/events';
import { Fleet, TRAIL_POINTS } from './fleet';
import { projectInto } from './mercator';
import { TrailPixels } from './trail-pixels';

const row = (lat: number, lng: number) =>
  ({
    id: 1,
    kind: 'mixer',
    plate: '浙A1',
    innerNumber: '1',
    orgId: '01',
    status: 'toJob',
    statusSince: '',
    lat,
    lng,
    heading: 0,
    speed: 0,
    driverName: null,
    ticketId: null,
    taskCode: null,
    projectName: null,
    quantity: null,
  }) as VehicleLive;

/** The trail projected from scratch, to compare the cache against. */
const fresh = (trail: number[], zoom: number) => {
  const px = new Float64Array(trail.length);
  for (let k = 0; k < trail.length; k += 2) projectInto(trail[k], trail[k + 1], zoom, px, k);
  return [...px];
};

describe('TrailPixels', () => {
  it('matches a fresh projection while the trail grows, fills and slides', () => {
    const fleet = new Fleet();
    const trails = new TrailPixels();
    fleet.setVehicles([row(30, 120)], 0);
    for (let i = 1; i <= TRAIL_POINTS + 3; i++) {
      fleet.setVehicles([row(30 + i * 0.01, 120 + i * 0.02)], i * 10_000);
      const t = fleet.get(1)!;
      expect([...trails.pixels(t, 12)]).toEqual(fresh(t.trail, 12));
    }
  });

  it('projects again after a zoom change or a missed report', () => {
    const fleet = new Fleet();
    const trails = new TrailPixels();
    fleet.setVehicles([row(30, 120)], 0);
    fleet.setVehicles([row(30.1, 120.1)], 10_000);
    const t = fleet.get(1)!;
    trails.pixels(t, 12);
    expect([...trails.pixels(t, 14)]).toEqual(fresh(t.trail, 14));
    fleet.setVehicles([row(30.2, 120.2)], 20_000);
    fleet.setVehicles([row(30.3, 120.3)], 30_000);
    expect([...trails.pixels(t, 14)]).toEqual(fresh(t.trail, 14));
  });
});
