import { describe, expect, it } from 'vitest';
import { containsPattern, timeRangeOf } from './filters';
import { Params } from './params';

describe('timeRangeOf', () => {
  it("reads every form the spec's calls send a range in", () => {
    expect(timeRangeOf(new Params({ time: ['2025-03-01', '2025-03-31'] }), 'time')).toEqual({
      start: '2025-03-01 00:00:00',
      end: '2025-03-31',
      endExclusive: true,
    });
    expect(timeRangeOf(new Params({ start_time: '2025-03-01 08:00', endTime: '2025-03-02 18:30:00' }), 'time')).toEqual({
      start: '2025-03-01 08:00:00',
      end: '2025-03-02 18:30:00',
      endExclusive: false,
    });
    expect(timeRangeOf(new Params({ createdAtStart: '2025-03-01' }), 'createdAt')).toMatchObject({ start: '2025-03-01 00:00:00', end: undefined });
  });

  it('answers 400 naming the parameter that carried a malformed bound', () => {
    expect(() => timeRangeOf(new Params({ start_time: 'yesterday' }), 'time')).toThrow(expect.objectContaining({ field: 'start_time', code: 400 }));
    expect(() => timeRangeOf(new Params({ endTime: '2025/03/01' }), 'time')).toThrow(expect.objectContaining({ field: 'endTime' }));
  });
});

describe('containsPattern', () => {
  it('matches % and _ literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
