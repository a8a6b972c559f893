import { describe, expect, it } from 'vitest';
import { fenToYuan, formatScaled, groupThousands, sumDecimals, toScaled } from './decimal';

describe('exact decimals for printing', () => {
  it('adds what floats get wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'], 2)).toBe('0.30');
    expect(sumDecimals(['12.50', '3.25', 'n/a', null, '-0.75'], 2)).toBe('15.00');
  });
  it('rounds half up on the first dropped digit', () => {
    expect(formatScaled(toScaled('2.345', 2)!, 2)).toBe('2.35');
    expect(formatScaled(toScaled('-2.344', 2)!, 2)).toBe('-2.34');
    expect(toScaled('1e5', 2)).toBeUndefined();
  });
  it('prints fen as yuan with separators', () => {
    expect(fenToYuan(123456789)).toBe('1234567.89');
    expect(fenToYuan('5')).toBe('0.05');
    expect(groupThousands('1234567.89')).toBe('1,234,567.89');
  });
});
