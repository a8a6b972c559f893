import { describe, expect, it } from 'vitest';
import type { TaskLive, TicketLive, VehicleLive } from '../../src/domain/events';
import { averageTurnaround, overdue, volumeBy, volumeOfDay } from './delivery-figures';

describe('the delivery board figures', () => {
  it('adds shipped volume per customer, largest first', () => {
    const t = (customerName: string, shippedQuantity: number) => ({ customerName, shippedQuantity }) as TaskLive;
    expect(volumeBy([t('甲', 0.1), t('乙', 12), t('甲', 0.2), t('丙', 0)], (x) => x.customerName)).toEqual([
      { name: '乙', quantity: 12 },
      { name: '甲', quantity: 0.3 },
    ]);
  });

  it('lists trucks that stayed in a status too long, longest first', () => {
    const v = (id: number, status: VehicleLive['status'], statusSince: string) => ({ id, status, statusSince }) as VehicleLive;
    const now = '2026-11-23 10:00:00';
    const list = overdue(
      [
        v(1, 'arrived', '2026-11-23 09:45:00'),
        v(2, 'arrived', '2026-11-23 09:30:00'),
        v(3, 'toJob', '2026-11-23 08:00:00'),
        v(4, 'arrived', '2026-11-23 09:50:00'),
      ],
      'arrived',
      10,
      now,
    );
    expect(list.map((x) => [x.vehicle.id, x.minutes])).toEqual([
      [2, 30],
      [1, 15],
      [4, 10],
    ]);
  });

  it('averages the loading-to-plant round of completed tickets only', () => {
    const k = (times: TicketLive['times']) => ({ times }) as TicketLive;
    expect(
      averageTurnaround([
        k({ loading: '2026-11-23 08:00:00', atPlant: '2026-11-23 09:30:00' }),
        k({ loading: '2026-11-23 08:00:00', returning: '2026-11-23 09:00:00' }),
        k({ loading: '2026-11-23 08:00:00' }),
      ]),
    ).toBe(75);
    expect(averageTurnaround([])).toBeNull();
  });
});

describe('the delivery board at the start of a day', () => {
  it("shows yesterday's volumes while nothing is shipped today, and today's from the first load on", () => {
    const yesterday = [{ name: '甲', quantity: 120 }];
    expect(volumeOfDay([], yesterday)).toEqual({ rows: yesterday, yesterday: true });
    expect(volumeOfDay([{ name: '乙', quantity: 8 }], yesterday)).toEqual({ rows: [{ name: '乙', quantity: 8 }], yesterday: false });
    expect(volumeOfDay([], undefined)).toEqual({ rows: [], yesterday: false });
  });
});
