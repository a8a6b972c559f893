import { describe, expect, it } from 'vitest';
import type { EnvironmentReading } from '../../src/domain/events';
import { alarmLog, isOverLimit, trendOf } from './environment-figures';

const r = (orgId: string, time: string, pm10: number, alarms: string[] = []) => ({ orgId, time, pm10, alarms }) as EnvironmentReading;

describe('the environment board figures', () => {
  it('checks a reading against its limit, and never one without a limit', () => {
    expect(isOverLimit('pm10', 151, { pm10: 150 })).toBe(true);
    expect(isOverLimit('pm10', 150, { pm10: 150 })).toBe(false);
    expect(isOverLimit('humidity', 99, { pm10: 150 })).toBe(false);
  });

  it('draws one trend line per station in time order', () => {
    const lines = trendOf([r('02', '2026-11-23 09:00:00', 80), r('01', '2026-11-23 09:10:00', 70), r('01', '2026-11-23 09:00:00', 60)], 'pm10');
    expect(lines).toEqual([
      { orgId: '02', points: [['2026-11-23 09:00:00', 80]] },
      {
        orgId: '01',
        points: [
          ['2026-11-23 09:00:00', 60],
          ['2026-11-23 09:10:00', 70],
        ],
      },
    ]);
  });

  it('keeps the readings that raised an alarm, newest first', () => {
    expect(
      alarmLog([r('01', '2026-11-23 08:00:00', 200, ['pm10']), r('01', '2026-11-23 09:00:00', 50), r('02', '2026-11-23 10:00:00', 180, ['pm10'])]).map(
        (x) => x.time,
      ),
    ).toEqual(['2026-11-23 10:00:00', '2026-11-23 08:00:00']);
  });
});
