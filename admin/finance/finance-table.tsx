import { useCallback, useEffect, useState } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { request, requestData, type Params } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { fenToYuan } from '../../src/domain/sales/money';
import { isMonthColumn } from './year-months.labels';

export type Row = Record<string, unknown>;

/** A column key ending in `Fen` is integer fen, shown as yuan; its label is the key without `Fen`. A month column (`s3`, `r3`) is fen too (./year-months.labels.ts). */
const labelKey = (c: string) => `finance.${c.endsWith('Fen') ? c.slice(0, -3) : c}`;
const isFen = (c: string) => c.endsWith('Fen') || isMonthColumn(c);
const shown = (c: string, v: unknown) => (isFen(c) && typeof v === 'number' ? fenToYuan(v) : v === null || v === undefined ? '' : String(v));
const numeric = (c: string) => isFen(c) || /Trips|Quantity|trips|quantity|sheets|Price|ratio/.test(c);

export function financeColumns(columns: readonly string[], t: (k: string) => string, titles: Readonly<Record<string, string>> = {}): ColumnsType<Row> {
  return columns.map((c) => ({ key: c, dataIndex: c, title: t(titles[c] ?? labelKey(c)), align: numeric(c) ? 'right' : 'left', render: (v: unknown) => shown(c, v) }));
}

/** Reads a figures call (`{ list, total }`), again whenever its parameters change. */
export function useFigures<T = { list: Row[]; total?: Row }>(path: string, params: Params | null) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(params);
  const reload = useCallback(() => {
    if (!params) return;
    setLoading(true);
    // requestData has told the user of a refusal already
    requestData<T>(path, { method: 'POST', body: params }).then(setData).catch(() => undefined).finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key]);
  useEffect(reload, [reload]);
  return { data, loading, reload };
}

/** Figures with their total row: the server's total, which is the sum of the rows it answered. */
export function FinanceTable({ columns, rows, total, loading, rowKey, testId, expandable, titles }: {
  columns: readonly string[]; titles?: Readonly<Record<string, string>>; rows: readonly Row[]; total?: Row; loading?: boolean; rowKey: (r: Row) => string; testId: string;
  expandable?: { expandedRowRender: (r: Row) => React.ReactNode };
}) {
  const t = useResourceT();
  return (
    <Table<Row> size="small" rowKey={rowKey} loading={loading} columns={financeColumns(columns, t, titles)} dataSource={[...rows]} data-testid={testId}
      scroll={{ x: 'max-content' }} pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false} expandable={expandable}
      summary={() => (!total || !rows.length ? null : (
        <Table.Summary.Row>
          {expandable && <Table.Summary.Cell index={0} />}
          {columns.map((c, i) => (
            <Table.Summary.Cell key={c} index={i + (expandable ? 1 : 0)} align={numeric(c) ? 'right' : 'left'}>
              {i === 0 ? <Typography.Text strong>{t('finance.total')}</Typography.Text>
                : c in total ? <span data-testid={`${testId}-total-${c}`}>{shown(c, total[c])}</span> : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      ))} />
  );
}

/** Saves a file the server answers (a PDF, a sheet) under `name`. */
export async function download(path: string, params: Params, name: string) {
  const blob = await request<Blob>(path, { method: 'POST', blob: true, params });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}
