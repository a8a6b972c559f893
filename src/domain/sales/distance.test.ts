import { describe, expect, it } from 'vitest';
import { estimateHaul, straightMetres } from './distance';

describe('estimateHaul', () => {
  const plant = { lng: 120.3, lat: 30.42 };
  it('is the straight line times the road factor, at the mixer speed', () => {
    // 0.1° of latitude is 11.12 km; × 1.3 = 14.46 km; at 35 km/h 24.8 min
    const to = { lng: 120.3, lat: 30.52 };
    expect(Math.round(straightMetres(plant, to))).toBe(11_119);
    expect(estimateHaul(plant, to)).toEqual({ distanceKm: '14.46', durationMin: 25 });
  });
  it('is zero for the plant itself', () => {
    expect(estimateHaul(plant, plant)).toEqual({ distanceKm: '0.00', durationMin: 0 });
  });
});
