import { describe, expect, it } from 'vitest';
import { frameAt, positionAt, statusAt } from './replay-frames';

describe('replay frames', () => {
  const track = [
    [0, 30, 120],
    [100, 31, 121],
  ] as const;
  it('interpolates a truck between its fixes and holds it at the ends', () => {
    expect(positionAt(track, 50)).toMatchObject({ lat: 30.5, lng: 120.5 });
    expect(positionAt(track, -5)).toMatchObject({ lat: 30, lng: 120 });
    expect(positionAt(track, 500)).toMatchObject({ lat: 31, lng: 121 });
    expect(positionAt([], 5)).toBeNull();
  });
  it('shows the status reached by then, and moves trucks as the slider moves', () => {
    const statuses = [
      [0, 'ticketed'],
      [40, 'toJob'],
      [90, 'arrived'],
    ] as const;
    expect(statusAt(statuses, 39)).toBe('ticketed');
    expect(statusAt(statuses, 95)).toBe('arrived');
    const trucks = [{ vehicleId: 1, plate: 'A', track, statuses }];
    const a = frameAt(trucks, 10, { lat: 0, lng: 0 }, '01')[0];
    const b = frameAt(trucks, 80, { lat: 0, lng: 0 }, '01')[0];
    expect(b.lat).toBeGreaterThan(a.lat);
    expect([a.status, b.status]).toEqual(['ticketed', 'toJob']);
  });
});
