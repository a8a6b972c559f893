import { describe, expect, it } from 'vitest';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import es from '../../src/i18n/locales/es/common';
import { categoryLabelLayout, MIN_LABEL_FONT, textWidth } from './category-labels';

describe('the labels of a category axis', () => {
  it('stay flat when the longest fits its share of the axis', () => {
    expect(categoryLabelLayout(['0:00', '1:00', '2:00'], 600, 18)).toMatchObject({ rotate: 0, fontSize: 18 });
  });

  it('turn when fourteen truck statuses share a board panel, keeping their full names', () => {
    const statuses = ['空闲', '排队', '已派车', '装车中', '待出站', '前往工地', '到达待卸', '卸料中', '卸料完成', '返程', '在站', '维修', '停用', '离线'];
    const layout = categoryLabelLayout(statuses, 900, 18);
    expect(layout.rotate).toBe(40);
    expect(layout.width).toBeGreaterThanOrEqual(textWidth('卸料完成', layout.fontSize));
  });

  it('stand upright in smaller type and cut long names when the slots are narrower than a line', () => {
    const names = Array.from({ length: 60 }, (_, i) => `第${i}号原材料筒仓的一个很长很长很长的名称`);
    const layout = categoryLabelLayout(names, 600, 18);
    expect(layout.rotate).toBe(90);
    expect(layout.fontSize).toBeLessThanOrEqual(10 * 0.85);
    expect(layout.width).toBe(130);
  });
});

describe('the Spanish truck statuses of the delivery board (issue 26 item 7)', () => {
  it('are shown whole, in smaller type where the longest is longer than the room under the axis', () => {
    const statuses = VEHICLE_STATUSES.map((s) => es.vehicleStatus[s]);
    expect(statuses).toContain('Fin de descarga');
    // the axis of the trucks-by-status chart (boards/delivery/delivery-board.screen.tsx)
    const layout = categoryLabelLayout(statuses, 1100, 18);
    expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_LABEL_FONT);
    for (const label of statuses) expect(textWidth(label, layout.fontSize), label).toBeLessThanOrEqual(layout.width);
    expect(layout.width).toBeLessThanOrEqual(130);
  });
});
