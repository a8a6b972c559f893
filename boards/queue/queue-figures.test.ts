import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../src/domain/events';
import { queueOf, queueStations, waited } from './queue-figures';

const entry = (orgId: string, position: number, since: string) => ({ orgId, position, since, vehicleId: position }) as QueueEntry;

describe('the driver queue board', () => {
  it('shows each truck its own waiting time, not the clock of its arrival', () => {
    const now = '2026-11-25 10:20:05';
    expect(waited('2026-11-25 10:19:13', now)).toBe('0:52');
    expect(waited('2026-11-25 10:01:00', now)).toBe('19:05');
    expect(waited('2026-11-25 08:10:00', now)).toBe('2:10:05');
    expect(waited('2026-11-25 10:20:09', now)).toBe('0:00');
  });

  it('turns between the stations that have a queue, one station at a time in queue order', () => {
    const list = [entry('02', 2, 'x'), entry('01', 1, 'x'), entry('02', 1, 'x')];
    expect(queueStations(list)).toEqual(['01', '02']);
    expect(queueOf(list, '02').map((q) => q.position)).toEqual([1, 2]);
  });
});
