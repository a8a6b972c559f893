import { describe, expect, it } from 'vitest';
import type { ParkReading } from '../../src/domain/events';
import { meterStations, meterTotals } from './park-figures';

const r = (orgId: string, meter: ParkReading['meter'], todayTotal: number) => ({ orgId, meter, todayTotal }) as ParkReading;

describe('the park board figures', () => {
  it('adds each meter over the stations and leaves unreported meters empty', () => {
    expect(meterTotals([r('01', 'water', 10.1), r('02', 'water', 0.2), r('01', 'electricity', 300)])).toEqual({ water: 10.3, electricity: 300, gas: null, oil: null });
  });

  it('lists the stations that report', () => {
    expect(meterStations([r('02', 'gas', 1), r('01', 'gas', 1), r('02', 'oil', 1)])).toEqual(['01', '02']);
  });
});
