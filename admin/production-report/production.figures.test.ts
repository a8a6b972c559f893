import { describe, expect, it } from 'vitest';
import { costFen, costPerM3Fen, deviation, fenToYuan, fromMilli, perTrip, sum3, sumOf, toMilli, yuanToFen } from './production.figures';

describe('production figures', () => {
  it('adds volumes as thousandths, without float drift', () => {
    // 0.1 + 0.2 as floats is 0.30000000000000004; ten tickets of 0.1 m³ are exactly 1.000
    expect(sum3(['0.1', '0.2'])).toBe('0.300');
    expect(sum3(Array.from({ length: 10 }, () => '0.10'))).toBe('1.000');
    expect(sum3(['12.50', '8.25', '3.333', null, ''])).toBe('24.083');
    expect(sumOf([{ v: '1.5' }, { v: 2 }], (r) => r.v)).toBe('3.500');
    expect(toMilli('2.0005')).toBe(2001);
    expect(toMilli('-1.25')).toBe(-1250);
    expect(fromMilli(-1250)).toBe('-1.250');
    expect(() => toMilli('abc')).toThrow();
  });

  it('gives set against actual with its rate', () => {
    // set 10.000 t of cement, 10.250 t used: +0.250 t, +2.50 %
    expect(deviation('10', '10.25')).toEqual({ deviation: '0.250', deviationRate: '2.50' });
    expect(deviation('4.00', '3.90')).toEqual({ deviation: '-0.100', deviationRate: '-2.50' });
    expect(deviation('0', '1.2')).toEqual({ deviation: '1.200', deviationRate: '' });
  });

  it('prices tonnes in fen and per m³', () => {
    // 2.34 t of cement at 420.00 yuan/t = 982.80 yuan
    expect(costFen('2.34', 42000)).toBe(98280);
    expect(fenToYuan(98280)).toBe('982.80');
    expect(yuanToFen('420.5')).toBe(42050);
    expect(yuanToFen('x')).toBeUndefined();
    // 982.80 yuan over 8 m³ = 122.85 yuan/m³
    expect(costPerM3Fen(98280, '8.000')).toBe(12285);
    expect(costPerM3Fen(98280, '0')).toBe(0);
  });

  it('splits a truck volume per trip', () => {
    expect(perTrip('25.000', 3)).toBe('8.333');
    expect(perTrip('12', 0)).toBe('0.000');
  });
});
