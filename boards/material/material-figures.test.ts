import { describe, expect, it } from 'vitest';
import type { SiloLive, WeighbridgeLive } from '../../src/domain/events';
import { fillPercent, receivedByMaterial, siloAlarm, silosForBoard } from './material-figures';

const silo = (id: number, level: number, alarmLow = 50, alarmHigh = 480, capacity = 500) => ({ id, level, alarmLow, alarmHigh, capacity }) as SiloLive;

describe('the material board figures', () => {
  it('raises a silo alarm at or beyond its thresholds only', () => {
    expect(siloAlarm(silo(1, 50))).toBe('low');
    expect(siloAlarm(silo(1, 51))).toBeNull();
    expect(siloAlarm(silo(1, 480))).toBe('high');
    expect(siloAlarm(silo(1, 490, 50, 0))).toBeNull();
  });

  it('keeps fill percentages within 0 and 100', () => {
    expect(fillPercent(250, 500)).toBe(50);
    expect(fillPercent(600, 500)).toBe(100);
    expect(fillPercent(5, 0)).toBe(0);
  });

  it("sums today's receipts per material in hundredths, ignoring other days", () => {
    const r = (materialName: string, net: number, time: string) => ({ materialName, net, time }) as WeighbridgeLive;
    expect(
      receivedByMaterial(
        [
          r('水泥', 30.1, '2026-11-23 08:00:00'),
          r('水泥', 30.2, '2026-11-23 09:00:00'),
          r('砂', 70, '2026-11-23 09:30:00'),
          r('砂', 99, '2026-11-22 23:00:00'),
        ],
        '2026-11-23',
      ),
    ).toEqual([
      { materialName: '砂', quantity: 70 },
      { materialName: '水泥', quantity: 60.3 },
    ]);
  });

  it('shows silos in alarm first, then the emptiest', () => {
    expect(silosForBoard([silo(1, 300), silo(2, 40), silo(3, 100)]).map((s) => s.id)).toEqual([2, 3, 1]);
  });
});
