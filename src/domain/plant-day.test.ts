import { describe, expect, it } from 'vitest';
import { addDays, monthEnd, monthStart, plantDay } from './plant-day';

describe('the plant day', () => {
  it("is the plant's calendar day where the browser's UTC day is still the day before", () => {
    const at = new Date('2026-11-27T17:30:00Z');
    expect(at.toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(plantDay(at, 'Asia/Shanghai')).toBe('2026-11-28');
    expect(plantDay(at, 'UTC')).toBe('2026-11-27');
    expect(plantDay(at, 'America/New_York')).toBe('2026-11-27');
    // an epoch number reads the same as its Date
    expect(plantDay(at.getTime(), 'Asia/Shanghai')).toBe('2026-11-28');
  });

  it("turns over at the plant's midnight, not UTC's", () => {
    expect(plantDay(new Date('2026-11-27T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-27');
    expect(plantDay(new Date('2026-11-27T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-28');
    // a month and a year the browser has not reached yet
    expect(plantDay(new Date('2026-11-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01');
    expect(plantDay(new Date('2026-12-31T16:30:00Z'), 'Asia/Shanghai')).toBe('2027-01-01');
    // and a day the plant has already left while New York is still in it
    expect(plantDay(new Date('2026-11-28T03:00:00Z'), 'America/New_York')).toBe('2026-11-27');
  });

  it("moves by calendar days and finds the month's ends", () => {
    expect(addDays('2026-11-28', -1)).toBe('2026-11-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthStart('2026-11-28')).toBe('2026-11-01');
    expect(monthEnd('2026-11-28')).toBe('2026-11-30');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-12-05')).toBe('2026-12-31');
  });
});
