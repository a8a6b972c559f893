import { describe, expect, it } from 'vitest';
import { dec, Dec, sum } from './decimal';

describe('Dec', () => {
  it('reads numbers as their decimal text, so 0.1 + 0.2 is exactly 0.3', () => {
    expect(dec(0.1).plus(0.2).eq('0.3')).toBe(true);
    expect(dec(0.15).times(44.9).toString()).toBe('6.735');
  });

  it('rounds half away from zero at the requested place', () => {
    expect(dec('41.75').toFixed(1)).toBe('41.8');
    expect(dec('-41.75').toFixed(1)).toBe('-41.8');
    expect(dec('41.749').toFixed(1)).toBe('41.7');
    expect(dec(45).toFixed(1)).toBe('45.0');
    expect(dec('0.005').toFixed(2)).toBe('0.01');
  });

  it('divides and takes square roots to twelve places', () => {
    expect(dec(940000).div(22500).toFixed(4)).toBe('41.7778');
    expect(dec(2).sqrt().toFixed(10)).toBe('1.4142135624');
    expect(dec('6.25').sqrt().toString()).toBe('2.5');
    expect(() => dec(1).div(0)).toThrow(RangeError);
  });

  it('rounds up to whole counts', () => {
    expect(dec('100').ceil()).toBe(100n);
    expect(dec('100.001').ceil()).toBe(101n);
    expect(dec('-1.5').ceil()).toBe(-1n);
    expect(dec(0).ceil()).toBe(0n);
  });

  it('reads large and tiny floats exactly', () => {
    expect(dec(1e21).toString()).toBe('1000000000000000000000');
    expect(dec(1e-7).toString()).toBe('0.0000001');
  });

  it('refuses text that is not a decimal', () => {
    expect(() => dec('12a')).toThrow(RangeError);
    expect(() => dec('')).toThrow(RangeError);
    expect(Dec.isDecimal('1.5')).toBe(true);
    expect(Dec.isDecimal('abc')).toBe(false);
    expect(Dec.isDecimal(Number.NaN)).toBe(false);
  });

  it('sums a list exactly', () => {
    expect(sum([67.5, 66.2, 68.9, 65.0]).toString()).toBe('267.6');
  });
});
