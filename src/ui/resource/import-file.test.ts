import { describe, expect, it } from 'vitest';
import { checkImportFile } from './import-file';

describe('checkImportFile (spec §5)', () => {
  it('accepts an .xlsx up to the limit', () => {
    expect(checkImportFile({ name: '单位.XLSX', size: 1024 * 1024 })).toBeNull();
  });
  it('refuses anything that is not .xlsx', () => {
    expect(checkImportFile({ name: 'units.xls', size: 10 })).toEqual({ key: 'ui.importOnlyXlsx' });
    expect(checkImportFile({ name: 'units.csv', size: 10 })).toEqual({ key: 'ui.importOnlyXlsx' });
  });
  it('refuses a file over the limit with 最大限制{n}M', () => {
    expect(checkImportFile({ name: 'a.xlsx', size: 1024 * 1024 + 1 })).toEqual({ key: 'ui.importLimit', n: 1 });
    expect(checkImportFile({ name: 'a.xlsx', size: 3 * 1024 * 1024 }, 5)).toBeNull();
  });
});
