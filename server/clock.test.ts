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
});
