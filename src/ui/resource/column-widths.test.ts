import { describe, expect, it } from 'vitest';
import type { FieldDef, FieldType } from '../../domain/resources/types';
import { minColumnWidth } from './column-prefs';
import { columnWidth, tableScrollWidth, TYPE_WIDTHS } from './column-widths';

const field = (x: Partial<FieldDef>): FieldDef => ({ name: 'x', type: 'string', label: 'l', ...x });

describe('the width of a table column (issue 26 item 5)', () => {
  it('comes from the field type when the declaration names none', () => {
    for (const type of Object.keys(TYPE_WIDTHS) as FieldType[]) {
      expect(columnWidth(field({ type }), '名称').width, type).toBe(Math.max(TYPE_WIDTHS[type], minColumnWidth('名称')));
    }
    expect(columnWidth(field({ type: 'datetime' }), '出票时间').width).toBe(160);
    expect(columnWidth(field({ type: 'int', unit: 'fen' }), '金额(元)').width).toBe(120);
  });

  it('is what the field declares, else what the user dragged it to', () => {
    expect(columnWidth(field({ width: 180 }), '客户').width).toBe(180);
    expect(columnWidth(field({ width: 180 }), '客户', 240).width).toBe(240);
  });

  it('never cuts its header: the label and the sorter fit, whatever was declared or saved', () => {
    const label = '签收方量(m³)';
    const { width, min } = columnWidth(field({ type: 'decimal', sortable: true, width: 90 }), label, 60);
    expect(min).toBe(minColumnWidth(label, true));
    expect(width).toBe(min);
    // a long translated label widens its column
    expect(columnWidth(field({ type: 'enum' }), 'Estado de la tarea').width).toBe(minColumnWidth('Estado de la tarea'));
  });

  it('sums to the scroll width of the table, the selection and the row actions included', () => {
    expect(tableScrollWidth([32, 170, 180, 120, undefined, 88])).toBe(590);
  });
});
