import { describe, expect, it } from 'vitest';
import { distanceM, headingDeg, pointAlong, roadPath } from './geo';
import { createRandom } from './random';

const yuhang = { lat: 30.372, lng: 120.035 };
const xiaoshan = { lat: 30.185, lng: 120.264 };

describe('geometry of the simulated roads', () => {
  it('measures the distance between two stations like a map does', () => {
    expect(distanceM(yuhang, xiaoshan) / 1000).toBeCloseTo(30.0, 0);
    expect(headingDeg(yuhang, { lat: 31, lng: 120.035 })).toBeCloseTo(0, 5);
    expect(headingDeg(yuhang, { lat: 30.372, lng: 121 })).toBeCloseTo(90, 0);
  });

  it('routes from the plant to the site through corners, longer than the straight line', () => {
    const path = roadPath(yuhang, xiaoshan, createRandom(3));
    expect(path.points[0]).toEqual(yuhang);
    expect(path.points.at(-1)).toEqual(xiaoshan);
    expect(path.points.length).toBeGreaterThanOrEqual(5);
    expect(path.length).toBeGreaterThan(distanceM(yuhang, xiaoshan));
  });

  it('places a truck along the route and clamps at both ends', () => {
    const path = roadPath(yuhang, xiaoshan, createRandom(3));
    expect(pointAlong(path, -5)).toMatchObject(yuhang);
    const end = pointAlong(path, path.length + 100);
    expect(end.lat).toBeCloseTo(xiaoshan.lat, 9);
    expect(end.lng).toBeCloseTo(xiaoshan.lng, 9);
    const mid = pointAlong(path, path.length / 2);
    expect(distanceM(yuhang, mid)).toBeGreaterThan(0);
  });

  it('draws the same numbers from the same seed', () => {
    const a = createRandom(99);
    const b = createRandom(99);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(xs).toHaveLength(5);
    expect(xs.filter((x) => !(x >= 0 && x < 1))).toEqual([]);
    expect(createRandom(100).next()).not.toBe(xs[0]);
  });
});
