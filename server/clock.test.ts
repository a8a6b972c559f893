import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('the plant clock', () => {
  it('writes times in the plant time zone as YYYY-MM-DD HH:mm:ss', () => {
    const clock = createClock('Asia/Shanghai');
    expect(clock.format(new Date('2026-11-23T16:30:05Z'))).toBe('2026-11-24 00:30:05');
  });

  it('knows today in the plant, not in UTC', () => {
    const clock = createClock('Asia/Shanghai', () => new Date('2026-11-23T17:00:00Z'));
    expect(clock.today()).toBe('2026-11-24');
  });

  it('leaves a missing time empty', () => {
    expect(createClock('Asia/Shanghai').format(null)).toBe('');
  });

  it('writes the same time as Intl across summer-time changes, half-hour and quarter-hour zones', () => {
    const reference = (zone: string, t: number) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(t))
          .map((x) => [x.type, x.value]),
      );
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    const around = [
      Date.UTC(2026, 2, 8, 6),
      Date.UTC(2026, 10, 1, 5),
      Date.UTC(2026, 3, 4, 14),
      Date.UTC(2026, 9, 3, 14),
      Date.UTC(2026, 0, 1),
      Date.UTC(1970, 0, 1, 1),
    ];
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Asia/Shanghai', 'Europe/London']) {
      const clock = createClock(zone);
      for (const from of around) {
        // every 7 min 13.017 s over six hours: every quarter hour, seconds and milliseconds shift
        for (let t = from - 3 * 3600_000; t < from + 3 * 3600_000; t += 433_017) expect(clock.format(new Date(t))).toBe(reference(zone, t));
      }
    }
  });

  it('writes times before 1970 and strings as Intl does', () => {
    const clock = createClock('Asia/Shanghai');
    expect(clock.format(new Date('1960-06-01T00:00:00Z'))).toBe('1960-06-01 08:00:00');
    expect(clock.format('2026-04-01T02:03:04.999Z')).toBe('2026-04-01 10:03:04');
  });
});
