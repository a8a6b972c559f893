import { labelOf } from '../../src/domain/resources/labels';
import type { Lang } from '../../src/domain/server-messages';

/** The day report's columns: the screen's table and the downloaded sheet show the same ones. */
export const DAY_REPORT_COLUMNS = [
  { key: 'rowNo', width: 6 },
  { key: 'orgName', width: 14 },
  { key: 'taskCode', width: 18 },
  { key: 'customerName', width: 22 },
  { key: 'projectName', width: 22 },
  { key: 'pouringSite', width: 14 },
  { key: 'strength', width: 10 },
  { key: 'pourMethod', width: 12 },
  { key: 'planQuantity', width: 12, numeric: true },
  { key: 'trips', width: 8, numeric: true },
  { key: 'quantity', width: 12, numeric: true },
  { key: 'batchedQuantity', width: 12, numeric: true },
] as const;

export function dayReportColumns(lang: Lang) {
  return DAY_REPORT_COLUMNS.map((c) => ({
    key: c.key,
    width: c.width,
    numeric: 'numeric' in c && c.numeric,
    header: labelOf(`prodReport.${c.key}`, lang),
    totalLabel: labelOf('prodReport.total', lang),
  }));
}
