import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { SearchDef } from '../../domain/resources/types';
import { searchParams } from './search-form';

const fields: SearchDef[] = [
  { name: 'name', type: 'input', label: 'l' },
  { name: 'visible', type: 'checkbox', label: 'l' },
  { name: 'signDate', type: 'daterange', label: 'l' },
  { name: 'at', type: 'datetimerange', label: 'l' },
  { name: 'createdAt', type: 'month', label: 'l' },
  { name: 'day', type: 'date', label: 'l' },
];

describe('searchParams', () => {
  it('sends ranges as <name>Start / <name>End, months and dates in the wire format', () => {
    expect(
      searchParams(fields, {
        name: '水泥',
        visible: [1, 0],
        signDate: [dayjs('2026-01-02'), dayjs('2026-02-03')],
        at: [dayjs('2026-03-04 05:06:07'), null],
        createdAt: dayjs('2026-11-05'),
        day: dayjs('2026-11-23'),
      }),
    ).toEqual({
      name: '水泥',
      visible: '1,0',
      signDateStart: '2026-01-02',
      signDateEnd: '2026-02-03',
      atStart: '2026-03-04 05:06:07',
      createdAt: '2026-11',
      day: '2026-11-23',
    });
  });
  it('leaves out empty fields', () => {
    expect(searchParams(fields, { name: '', visible: [], signDate: undefined, createdAt: null })).toEqual({});
  });
});
