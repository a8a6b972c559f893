import { describe, expect, it } from 'vitest';
import { pageOfList, searchParams, sortParams } from './resource-api';

describe('the list controller of a table', () => {
  it('keeps the sort the user chose when a new search is applied', () => {
    const old = { unitName: '立方', sortField: 'sort', sortOrder: 'desc' };
    expect(searchParams({ unitName: '吨' }, old)).toEqual({ unitName: '吨', sortField: 'sort', sortOrder: 'desc' });
    expect(searchParams({ unitName: '吨' }, { unitName: '立方' })).toEqual({ unitName: '吨' });
  });

  it('turns the table sort into sortField/sortOrder, and drops it when the column is unsorted', () => {
    expect(sortParams({ q: 'x' }, 'createTime', 'descend')).toEqual({ q: 'x', sortField: 'createTime', sortOrder: 'desc' });
    expect(sortParams({ q: 'x', sortField: 'a', sortOrder: 'asc' }, 'b', 'ascend')).toEqual({ q: 'x', sortField: 'b', sortOrder: 'asc' });
    expect(sortParams({ q: 'x', sortField: 'a', sortOrder: 'asc' }, 'a', undefined)).toEqual({ q: 'x' });
  });

  it('pages a call that answers every row here, with the full count', () => {
    const all = Array.from({ length: 23 }, (_v, i) => ({ id: i + 1 }));
    expect(pageOfList(all, 3, 10)).toEqual({ rows: [{ id: 21 }, { id: 22 }, { id: 23 }], total: 23 });
    expect(pageOfList(all, 4, 10)).toEqual({ rows: [], total: 23 });
  });
});
