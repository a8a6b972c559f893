import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ROW_HEIGHTS, type TableSize } from './column-prefs';
import { fixedHeightRows } from './fixed-height-rows';

const SIZES = Object.keys(ROW_HEIGHTS) as TableSize[];

describe('rows of a large table placed by index × a fixed height', () => {
  it('tell the virtual list the height every row is drawn with, for each row size', () => {
    for (const size of SIZES) {
      const rows = fixedHeightRows(size);
      expect(rows.listItemHeight, size).toBe(ROW_HEIGHTS[size]);
      expect(rows.rowStyle.height, size).toBe(rows.listItemHeight);
    }
  });

  it('keep the row element from the list, so it never measures a row', () => {
    const { row: Row } = fixedHeightRows('middle');
    const measure = () => undefined;
    const out = Row({ ref: measure, className: 'ant-table-row', 'data-row-key': 7, style: { height: 32 }, children: 'T1' } as Parameters<
      typeof Row
    >[0]) as ReactElement<Record<string, unknown>>;
    expect(isValidElement(out)).toBe(true);
    expect(out.type).toBe('div');
    expect(out.props.ref).toBeUndefined();
    expect(out.props).toMatchObject({ className: 'ant-table-row', 'data-row-key': 7, style: { height: 32 }, children: 'T1' });
  });
});
