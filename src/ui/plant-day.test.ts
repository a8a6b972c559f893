import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// sys-daytime, as the session load asks it: the plant's zone and the server's clock
const daytime = vi.hoisted(() => ({ answer: { timestamp: 0, timeZone: 'Asia/Shanghai' } }));
vi.mock('../api/http-client', () => ({ requestData: vi.fn(async () => daytime.answer) }));

const { loadPlantClock } = await import('../live/plant-clock');
const { dayValue, plantMonth, plantToday, plantTodayValue } = await import('./plant-day');

/** 17:30 UTC on the 27th: the browser's day (UTC, New York) is the 27th, the plant's (Shanghai) already the 28th. */
const AT = Date.parse('2026-11-27T17:30:00Z');
const browserZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a screen's date default, in a browser whose day is not the plant's", () => {
  it("is the plant's day, where the browser's own day is the day before", () => {
    vi.useFakeTimers({ now: AT, toFake: ['Date'] });
    // what the screens took before: the browser's day
    expect(dayjs().format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(plantToday()).toBe('2026-11-28');
    expect(plantMonth()).toBe('2026-11');
    // the picker's value shows the plant's day in the browser's zone
    expect(plantTodayValue().format('YYYY-MM-DD')).toBe('2026-11-28');
    // and the picker's own "now" (its today cell and Today button) is the plant's too
    expect(dayjs().tz().format('YYYY-MM-DD')).toBe('2026-11-28');
  });

  it('reaches a month the browser has not', () => {
    expect(plantToday(Date.parse('2026-11-30T16:05:00Z'))).toBe('2026-12-01');
    expect(plantMonth(Date.parse('2026-11-30T16:05:00Z'))).toBe('2026-12');
  });

  it('follows the zone and the skew sys-daytime answers', async () => {
    vi.useFakeTimers({ now: AT, toFake: ['Date'] });
    // a plant in UTC whose server is 7 hours ahead of this PC's clock: the 28th at 00:30
    daytime.answer = { timestamp: AT + 7 * 3_600_000, timeZone: 'UTC' };
    await loadPlantClock(true);
    expect(plantToday()).toBe('2026-11-28');
    expect(dayjs().tz().format('YYYY-MM-DD')).toBe('2026-11-27');
    daytime.answer = { timestamp: AT, timeZone: 'Asia/Shanghai' };
    await loadPlantClock(true);
    expect(plantToday()).toBe('2026-11-28');
    expect(dayjs().tz().format('YYYY-MM-DD')).toBe('2026-11-28');
  });

  it('holds a day or a month as the same calendar day in any zone', () => {
    expect(dayValue('2026-11-28').format('YYYY-MM-DD')).toBe('2026-11-28');
    expect(dayValue('2026-11').format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(dayValue('2026-11-28 23:59:59').format('YYYY-MM-DD')).toBe('2026-11-28');
  });
});
