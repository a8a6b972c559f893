import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Params } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { fenToYuan } from '../../src/domain/sales/money';
import { useFinanceFiguresQuery, type FiguresPath } from './finance.api';
import { isMonthColumn } from './year-months.labels';

export type Row = Record<string, unknown>;

/**
 * A column key ending in `Fen` is integer fen, shown as yuan; its label is the key without `Fen`.
 * A month column (`s3`, `r3`) is fen too (./year-months.labels.ts).
 */
const labelKey = (c: string) => `finance.${c.endsWith('Fen') ? c.slice(0, -3) : c}`;
const isFen = (c: string) => c.endsWith('Fen') || isMonthColumn(c);
const shown = (c: string, v: unknown) => (isFen(c) && typeof v === 'number' ? fenToYuan(v) : v === null || v === undefined ? '' : String(v));
const numeric = (c: string) => isFen(c) || /Trips|Quantity|trips|quantity|sheets|Price|ratio/.test(c);

export function financeColumns(columns: readonly string[], t: (k: string) => string, titles: Readonly<Record<string, string>> = {}): ColumnsType<Row> {
  return columns.map((c) => ({
    key: c,
    dataIndex: c,
    title: t(titles[c] ?? labelKey(c)),
    align: numeric(c) ? 'right' : 'left',
    render: (v: unknown) => shown(c, v),
  }));
}

/**
 * Reads a figures call (`{ list, total }`), again whenever its parameters change or what it sums
 * changes; the last figures stay shown while the next load (a refusal has been told to the user).
 */
export function useFigures(path: FiguresPath, params: Params | null) {
  const { data, isFetching } = useFinanceFiguresQuery(params ? { path, params } : skipToken);
  return { data, loading: isFetching };
}

/** Figures with their total row: the server's total, which is the sum of the rows it answered. */
export function FinanceTable({
  columns,
  rows,
  total,
  loading,
  rowKey,
  testId,
  expandable,
  titles,
}: {
  columns: readonly string[];
  titles?: Readonly<Record<string, string>>;
  rows: readonly Row[];
  total?: Row;
  loading?: boolean;
  rowKey: (r: Row) => string;
  testId: string;
  expandable?: { expandedRowRender: (r: Row) => React.ReactNode };
}) {
  const t = useResourceT();
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      loading={loading}
      columns={financeColumns(columns, t, titles)}
      dataSource={[...rows]}
      data-testid={testId}
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      expandable={expandable}
      summary={() =>
        !total || !rows.length ? null : (
          <Table.Summary.Row>
            {expandable && <Table.Summary.Cell index={0} />}
            {columns.map((c, i) => (
              <Table.Summary.Cell key={c} index={i + (expandable ? 1 : 0)} align={numeric(c) ? 'right' : 'left'}>
                {i === 0 ? (
                  <Typography.Text strong>{t('finance.total')}</Typography.Text>
                ) : c in total ? (
                  <span data-testid={`${testId}-total-${c}`}>{shown(c, total[c])}</span>
                ) : null}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      }
    />
  );
}
