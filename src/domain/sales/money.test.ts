import { describe, expect, it } from 'vitest';
import { divRound, fenToYuan, lineAmountFen, m3ToMilli, milliToM3, percentOfFen, yuanToFen } from './money';

describe('sales money', () => {
  it('reads yuan and m³ text exactly and refuses digits it cannot hold', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.10')).toBe(10);
    expect(yuanToFen('-3.01')).toBe(-301);
    expect(yuanToFen(412.34)).toBe(41234);
    expect(yuanToFen('12.345')).toBeUndefined();
    expect(yuanToFen('12.340')).toBe(1234);
    expect(yuanToFen('1e3')).toBeUndefined();
    expect(yuanToFen('')).toBeUndefined();
    expect(m3ToMilli('8.5')).toBe(8500);
    expect(m3ToMilli('0.0005')).toBeUndefined();
  });

  it('writes fen and thousandths back as fixed decimals', () => {
    expect(fenToYuan(123456)).toBe('1234.56');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(milliToM3(8500)).toBe('8.500');
  });

  it('rounds half away from zero, once', () => {
    expect(divRound(125n, 10n)).toBe(13n);
    expect(divRound(-125n, 10n)).toBe(-13n);
    expect(divRound(124n, 10n)).toBe(12n);
    expect(divRound(-124n, 10n)).toBe(-12n);
    // 7.335 m³ × 412.34 yuan = 3024.5139 → 3024.51
    expect(lineAmountFen(7335, 41234)).toBe(302451);
    // 0.5 m³ × 0.01 yuan = 0.005 → 0.01
    expect(lineAmountFen(500, 1)).toBe(1);
    expect(lineAmountFen(12_000, 45_000)).toBe(540_000);
  });

  it('takes a percent of an amount to the fen', () => {
    expect(percentOfFen(41_000, '3.5')).toBe(1435);
    expect(percentOfFen(33_333, '1.5')).toBe(500); // 499.995 → 500
    expect(percentOfFen(1000, '0.00001')).toBeUndefined();
  });
});
