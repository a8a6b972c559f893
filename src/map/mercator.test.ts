import { describe, expect, it } from 'vitest';
import { metresPerPixel, projectInto } from './mercator';

describe('projectInto', () => {
  it('puts (0, 0) in the middle of the world', () => {
    const out = [0, 0];
    projectInto(0, 0, 0, out);
    expect(out).toEqual([128, 128]);
  });

  it('lands West Lake in slippy-map tile 12/3415/1686', () => {
    // tile numbers from the OSM formula: x = (lng + 180) / 360 · 2^z, y = (1 − ln(tan φ + sec φ) / π) / 2 · 2^z
    const out = new Float64Array(2);
    projectInto(30.25, 120.15, 12, out);
    expect(Math.floor(out[0] / 256)).toBe(3415);
    expect(Math.floor(out[1] / 256)).toBe(1686);
    expect(out[1] / 256 - 1686).toBeCloseTo(0.6, 1);
  });

  it('writes at an offset so callers can fill one flat array', () => {
    const out = [9, 9, 0, 0];
    projectInto(0, -180, 1, out, 2);
    expect(out).toEqual([9, 9, 0, 256]);
  });
});

describe('metresPerPixel', () => {
  it('is about 34 m at zoom 12 in Hangzhou', () => {
    expect(metresPerPixel(30.25, 12)).toBeGreaterThan(33);
    expect(metresPerPixel(30.25, 12)).toBeLessThan(35);
  });
});
