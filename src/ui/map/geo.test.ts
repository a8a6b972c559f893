import { describe, expect, it } from 'vitest';
import { boundsOf, distanceMetres, eastOf, fenceComplete, insideFence, roundCoord, toLngLat, type Fence } from './geo';

const plant = { lng: 120.0, lat: 30.3 };

describe('positions from form values', () => {
  it('reads numbers and numeric strings, and refuses what is missing, out of range or the 0,0 of an unset row', () => {
    expect(toLngLat('120.123456', 30.5)).toEqual({ lng: 120.123456, lat: 30.5 });
    expect(toLngLat(undefined, 30)).toBeNull();
    expect(toLngLat('', '')).toBeNull();
    expect(toLngLat(181, 30)).toBeNull();
    expect(toLngLat(120, -91)).toBeNull();
    expect(toLngLat(0, 0)).toBeNull();
    expect(toLngLat('abc', 30)).toBeNull();
  });

  it('keeps six decimals, as the lng/lat fields store them', () => {
    expect(roundCoord(120.12345678)).toBe(120.123457);
  });
});

describe('distances and the radius handle', () => {
  it('measures one degree of latitude as about 111 km', () => {
    expect(distanceMetres({ lng: 120, lat: 30 }, { lng: 120, lat: 31 })).toBeCloseTo(111_195, -2);
  });

  it('puts the radius handle the radius away from the centre', () => {
    for (const r of [50, 400, 3000]) expect(distanceMetres(plant, eastOf(plant, r))).toBeCloseTo(r, 0);
  });
});

describe('geofences', () => {
  const yard: Fence = { kind: 'circle', centre: plant, radius: 400 };
  const square: Fence = {
    kind: 'polygon',
    points: [
      { lng: 120, lat: 30 },
      { lng: 120.01, lat: 30 },
      { lng: 120.01, lat: 30.01 },
      { lng: 120, lat: 30.01 },
    ],
  };

  it('tells inside from outside for circles and polygons', () => {
    expect(insideFence(eastOf(plant, 399), yard)).toBe(true);
    expect(insideFence(eastOf(plant, 401), yard)).toBe(false);
    expect(insideFence({ lng: 120.005, lat: 30.005 }, square)).toBe(true);
    expect(insideFence({ lng: 120.02, lat: 30.005 }, square)).toBe(false);
  });

  it('saves only a circle with a radius or a polygon of three vertices or more', () => {
    expect(fenceComplete(null)).toBe(false);
    expect(fenceComplete({ kind: 'circle', centre: plant, radius: 0 })).toBe(false);
    expect(fenceComplete(yard)).toBe(true);
    expect(fenceComplete({ kind: 'polygon', points: square.kind === 'polygon' ? square.points.slice(0, 2) : [] })).toBe(false);
    expect(fenceComplete(square)).toBe(true);
  });

  it('frames positions south-west to north-east', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lng: 120.2, lat: 30.1 },
        { lng: 119.9, lat: 30.4 },
      ]),
    ).toEqual([
      [30.1, 119.9],
      [30.4, 120.2],
    ]);
  });
});
