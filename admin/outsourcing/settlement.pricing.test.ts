import { describe, expect, it } from 'vitest';
import { progressOf } from './console.figures';
import { fenToYuan } from '../../src/domain/sales/money';
import { bandOf, cubicText, priceLoad, scaled } from './settlement.pricing';

const bands = [
  { priceKind: 'volume', fromKm: '0', toKm: '20', priceFen: 4550 },
  { priceKind: 'trip', fromKm: '20', toKm: '60', priceFen: 52000 },
];

describe('outsourcing pricing', () => {
  it('reads decimals exactly as integers', () => {
    expect(scaled('8.5', 3)).toBe(8500);
    expect(scaled('0.1', 3)).toBe(100);
    expect(scaled('12.345', 2)).toBe(1235);
    expect(cubicText(21750)).toBe('21.750');
  });

  it('finds the band by its half-open range', () => {
    expect(bandOf(bands, '19.99')?.priceKind).toBe('volume');
    expect(bandOf(bands, '20')?.priceKind).toBe('trip');
    expect(bandOf(bands, '60')).toBeUndefined();
  });

  it('prices per m³ rounded half up to the fen, and per trip by the trip', () => {
    // 7.333 m³ × 45.50 yuan = 333.6515 yuan → 33365 fen
    expect(priceLoad(bands, '7.333', '12')).toEqual({ priceKind: 'volume', unitPriceFen: 4550, amountFen: 33365 });
    expect(priceLoad(bands, '0.1', '1')?.amountFen).toBe(455);
    expect(priceLoad(bands, '3', '35')).toEqual({ priceKind: 'trip', unitPriceFen: 52000, amountFen: 52000 });
  });

  it('shows fen as yuan and progress in whole percent', () => {
    expect(fenToYuan(104000)).toBe('1040.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(progressOf(7500, 10000)).toBe(75);
    expect(progressOf(12000, 10000)).toBe(100);
  });
});
