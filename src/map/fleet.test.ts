import { describe, expect, it } from 'vitest';
import type { VehicleLive } from '../domain/events';
import { Fleet, GLIDE_MS, positionAt, TRAIL_POINTS } from './fleet';

const truck = (id: number, lat: number, lng: number, over: Partial<VehicleLive> = {}): VehicleLive => ({
  id,
  kind: 'mixer',
  plate: `浙A${id}`,
  innerNumber: String(id),
  orgId: '01',
  status: 'toJob',
  statusSince: '2026-11-23 08:00:00',
  lat,
  lng,
  heading: 0,
  speed: 40,
  driverName: '王师傅',
  ticketId: null,
  taskCode: null,
  projectName: null,
  quantity: null,
  ...over,
});

describe('Fleet', () => {
  it('places a new truck where it is reported, without a glide', () => {
    const fleet = new Fleet();
    fleet.setVehicles([truck(1, 30.2, 120.1)], 1000);
    expect(positionAt(fleet.get(1)!, 1000)).toEqual([30.2, 120.1]);
    expect(fleet.moving(1000)).toBe(false);
  });

  it('glides a moved truck from its old position to the new one and leaves a trail', () => {
    const fleet = new Fleet();
    fleet.setVehicles([truck(1, 30, 120)], 0);
    fleet.setPositions([{ id: 1, lat: 31, lng: 121, heading: 45, speed: 50, time: '' }], 10_000);
    const t = fleet.get(1)!;
    const [midLat] = positionAt(t, 10_000 + GLIDE_MS / 2);
    expect(midLat).toBeGreaterThan(30);
    expect(midLat).toBeLessThan(31);
    expect(positionAt(t, 10_000 + GLIDE_MS)).toEqual([31, 121]);
    expect(t.trail).toEqual([30, 120]);
    expect(t.vehicle.heading).toBe(45);
    expect(fleet.moving(10_000 + GLIDE_MS / 2)).toBe(true);
    expect(fleet.moving(10_000 + GLIDE_MS)).toBe(false);
  });

  it('keeps only the last few trail points', () => {
    const fleet = new Fleet();
    fleet.setVehicles([truck(1, 0, 0)], 0);
    for (let i = 1; i <= TRAIL_POINTS + 4; i++) fleet.setVehicles([truck(1, i, i)], i * 10_000);
    const trail = fleet.get(1)!.trail;
    expect(trail).toHaveLength(TRAIL_POINTS * 2);
    expect(trail.slice(-2)).toEqual([TRAIL_POINTS + 3, TRAIL_POINTS + 3]);
  });

  it('drops trucks that left the list and ignores positions of unknown trucks', () => {
    const fleet = new Fleet();
    fleet.setVehicles([truck(1, 0, 0), truck(2, 1, 1)], 0);
    fleet.setVehicles([truck(2, 1, 1)], 1);
    fleet.setPositions([{ id: 9, lat: 5, lng: 5, heading: 0, speed: 0, time: '' }], 2);
    expect(fleet.trucks.map((t) => t.vehicle.id)).toEqual([2]);
    expect(fleet.get(9)).toBeUndefined();
  });

  it('takes the newest status of a known truck', () => {
    const fleet = new Fleet();
    fleet.setVehicles([truck(1, 0, 0)], 0);
    fleet.setVehicles([truck(1, 0, 0, { status: 'pouring', innerNumber: '12' })], 1);
    expect(fleet.get(1)!.vehicle).toMatchObject({ status: 'pouring', innerNumber: '12' });
  });
});
