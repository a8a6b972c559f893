import { useState } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useProductionStatQuery } from './production-report.api';
import { SUMMED, type StatView } from './stat-views';
import { StatChart } from './stat-chart';
import { sumOf } from './production.figures';
import { filterParams, type StatFilter } from './stats-filter';

type Row = Record<string, unknown>;
interface Answer {
  list: Row[];
  total?: number;
}

export function statColumns(columns: readonly string[], t: (k: string) => string, enums: Readonly<Record<string, string>> = {}): ColumnsType<Row> {
  return columns.map((c) => ({
    key: c,
    dataIndex: c,
    title: t(`prodReport.${c}`),
    align: SUMMED.has(c) || c.endsWith('Quantity') || c === 'quantity' ? 'right' : 'left',
    render: enums[c] ? (v: unknown) => t(`prodReport.${enums[c]}${String(v).charAt(0).toUpperCase()}${String(v).slice(1)}`) : undefined,
  }));
}

/** The total row: each summed column as the exact sum of the rows shown (3 decimals; counts as integers). */
export function totalsOf(rows: readonly Row[], columns: readonly string[]): Row {
  const out: Row = {};
  for (const c of columns.filter((x) => SUMMED.has(x))) {
    const v = sumOf(rows, (r) => r[c] as string | number);
    out[c] = rows.every((r) => typeof r[c] === 'number') ? String(Number(v)) : v;
  }
  return out;
}

/** One statistic: its chart, its table and the total row, for the filter. */
export function StatTable({ view, filter }: { view: StatView; filter: StatFilter }) {
  const t = useResourceT();
  const [page, setPage] = useState(1);
  const params = { ...filterParams(filter, !!view.month), ...(view.paged ? { page, limit: 20 } : {}) };
  // a statistic is read fresh each time its tab opens: the plant keeps producing meanwhile
  const { data, isFetching } = useProductionStatQuery({ path: view.path, params }, { refetchOnMountOrArgChange: true });
  const answer = data as Answer | undefined;
  const rows = answer?.list ?? [];
  const cols = statColumns(view.columns, t, view.enums);
  const totals = totalsOf(rows, view.columns);
  const nested = view.nested;
  return (
    <Card size="small" data-testid={`stat-${view.key}`}>
      {view.chart && rows.length > 0 && (
        <StatChart
          name={t(`prodReport.${view.chart.value}`)}
          labels={rows.map((r) => String(r[view.chart!.label] ?? ''))}
          values={rows.map((r) => Number(r[view.chart!.value] ?? 0))}
        />
      )}
      <Table<Row>
        size="small"
        rowKey={(r) => JSON.stringify(view.columns.map((c) => r[c])) + String(r.id ?? '')}
        loading={isFetching}
        columns={cols}
        dataSource={rows}
        locale={{ emptyText: t('prodReport.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={view.paged ? { current: page, pageSize: 20, total: answer?.total ?? 0, onChange: setPage, showSizeChanger: false } : false}
        expandable={
          nested
            ? {
                expandedRowRender: (r) => (
                  <Table<Row>
                    size="small"
                    rowKey={(m) => String(m.materialCode ?? m.materialName)}
                    pagination={false}
                    columns={statColumns(nested.columns, t)}
                    dataSource={(r[nested.field] as Row[]) ?? []}
                  />
                ),
              }
            : undefined
        }
        summary={() =>
          view.paged || !rows.length ? null : (
            <Table.Summary.Row>
              {nested && <Table.Summary.Cell index={0} />}
              {view.columns.map((c, i) => (
                <Table.Summary.Cell key={c} index={i + (nested ? 1 : 0)} align={c in totals ? 'right' : 'left'}>
                  {i === 0 ? (
                    <Typography.Text strong>{t('prodReport.total')}</Typography.Text>
                  ) : c in totals ? (
                    <span data-testid={`total-${view.key}-${c}`}>{String(totals[c])}</span>
                  ) : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}
