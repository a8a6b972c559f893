import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '../domain/concrete-clock';
import type { TicketLive } from '../domain/events';
import { liveClockAlerts } from './load-clock';

const ticket = (id: number, times: TicketLive['times']): TicketLive => ({
  id,
  orgId: '01',
  taskId: 7,
  taskCode: 'T',
  vehicleId: id,
  quantity: 12,
  status: 'toJob',
  times,
});

describe('the concrete clock on live tickets', () => {
  it('alerts at the discharge threshold, not a minute before, and stops once poured', () => {
    const open = ticket(1, { ticketed: '2026-05-01 08:00:00', loading: '2026-05-01 08:02:00' });
    expect(liveClockAlerts([open], DEFAULT_THRESHOLDS, '2026-05-01 09:31:59').map((a) => a.kind)).toEqual([]);
    expect(liveClockAlerts([open], DEFAULT_THRESHOLDS, '2026-05-01 09:32:00')).toMatchObject([{ kind: 'discharge', ticketId: 1, minutes: 90, threshold: 90 }]);
    const poured = ticket(1, { ...open.times, arrived: '2026-05-01 08:40:00', endPour: '2026-05-01 09:00:00' });
    expect(liveClockAlerts([poured], DEFAULT_THRESHOLDS, '2026-05-01 12:00:00')).toEqual([]);
  });

  it('flags bunching arrivals and a pour left waiting past twice the spacing target', () => {
    const a = ticket(1, { ticketed: '2026-05-01 08:00:00', arrived: '2026-05-01 08:30:00', endPour: '2026-05-01 08:45:00' });
    const b = ticket(2, { ticketed: '2026-05-01 08:05:00', arrived: '2026-05-01 08:33:00', endPour: '2026-05-01 08:50:00' });
    const c = ticket(3, { ticketed: '2026-05-01 08:40:00' });
    const kinds = (now: string) =>
      liveClockAlerts([a, b, c], DEFAULT_THRESHOLDS, now)
        .map((x) => x.kind)
        .sort();
    expect(kinds('2026-05-01 08:55:00')).toEqual(['bunching']);
    expect(kinds('2026-05-01 09:03:00')).toEqual(['bunching', 'gap']);
  });
});
