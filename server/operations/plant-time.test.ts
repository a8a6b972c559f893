import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { fromPlant, plantSecondsOfDay, startOfPlantDay } from './plant-time';

describe('plant time', () => {
  const clock = createClock('Asia/Shanghai', () => new Date('2026-03-10T01:30:00Z'));
  it('turns a plant wall time into the instant it names', () => {
    expect(fromPlant(clock, '2026-03-10 09:30:00').toISOString()).toBe('2026-03-10T01:30:00.000Z');
  });
  it('knows when the plant day began and how far into it we are', () => {
    expect(startOfPlantDay(clock).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(plantSecondsOfDay(clock)).toBe(9 * 3600 + 30 * 60);
  });
});
