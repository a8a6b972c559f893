import type { Params } from '../../api/http-client';
import { FULL_EXPORT } from './column-prefs';

export type ExportScope = 'page' | 'selected' | 'all';

export interface ExportInput {
  /** the table's search parameters */
  params: Params;
  page: number;
  limit: number;
  selected: ReadonlyArray<string | number>;
  /** visible columns in order */
  columns: readonly string[];
  fileName: string;
}

/**
 * The parameters of one export scope (spec §9): the search parameters, fileType xlsx and the
 * visible columns, plus the current page, the selected ids, or page 1 limit 50000 for everything.
 */
export function exportParams(scope: ExportScope, p: ExportInput): Params {
  const common: Params = { ...p.params, columns: p.columns.join(','), fileName: p.fileName, fileType: 'xlsx' };
  if (scope === 'selected') return { ...common, ids: p.selected.join(',') };
  if (scope === 'all') return { ...common, page: FULL_EXPORT.page, limit: FULL_EXPORT.limit };
  return { ...common, page: p.page, limit: p.limit };
}
