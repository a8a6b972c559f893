import { describe, expect, it } from 'vitest';
import { exportParams } from './export-params';

const input = {
  params: { name: '水泥', sortField: 'code', sortOrder: 'asc' },
  page: 3,
  limit: 50,
  selected: [7, 9],
  columns: ['code', 'name'],
  fileName: '供应商',
};

describe('exportParams (spec §9)', () => {
  it('exports the current page with the search, the visible columns and fileType xlsx', () => {
    expect(exportParams('page', input)).toEqual({
      name: '水泥',
      sortField: 'code',
      sortOrder: 'asc',
      columns: 'code,name',
      fileName: '供应商',
      fileType: 'xlsx',
      page: 3,
      limit: 50,
    });
  });
  it('exports the selected rows by id, whatever the page', () => {
    const p = exportParams('selected', input);
    expect(p.ids).toBe('7,9');
    expect(p.page).toBeUndefined();
  });
  it('exports everything as page 1, limit 50000', () => {
    expect(exportParams('all', input)).toMatchObject({ page: 1, limit: 50000, name: '水泥' });
  });
});
