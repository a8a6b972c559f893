import { describe, expect, it } from 'vitest';
import { formatInZone, plantNow } from './plant-clock';

describe('the plant clock', () => {
  it('formats an instant in the plant time zone', () => {
    expect(formatInZone(new Date('2026-11-23T16:30:05Z'), 'Asia/Shanghai')).toBe('2026-11-24 00:30:05');
    expect(formatInZone(new Date('2026-11-23T16:30:05Z'), 'UTC')).toBe('2026-11-23 16:30:05');
  });

  it('corrects for a PC clock that runs late', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(plantNow({ timeZone: 'UTC', skewMs: 90_000 }, now)).toBe('2026-11-23 00:01:30');
  });
});
