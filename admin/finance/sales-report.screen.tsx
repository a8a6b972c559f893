import { useState } from 'react';
import { Button, Card, InputNumber, Select, Space, Table, Tabs, Typography } from 'antd';
import { DayPicker } from '../../src/ui/day-picker';
import { plantToday } from '../../src/ui/plant-day';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import {
  download,
  useBuildYearTableMutation,
  useRebuildSalesDayReportMutation,
  useSalesDayReportQuery,
  useSaveYearTableMutation,
  type YearTableKind,
} from './finance.api';
import { FinanceTable, financeColumns, useFigures, type Row } from './finance-table';
import { PeriodFilter, usePeriod } from './finance-screens';
import { YEAR_TABLE_KINDS } from './year-table.resource';

const DAY_COLUMNS = [
  'rowNo',
  'orgName',
  'customerName',
  'projectName',
  'grade',
  'dayTrips',
  'dayQuantity',
  'monthTrips',
  'monthQuantity',
  'yearTrips',
  'yearQuantity',
];
const BALANCE = ['openingFen', 'settledFen', 'receivedFen', 'closingFen'];

/**
 * The day report: it opens on the plant's day (src/ui/plant-day.ts) with that day's report, its
 * stored build or built now, as it does for any day picked; rebuilt on demand, downloaded as a sheet.
 */
function DayReport() {
  const t = useResourceT();
  const [day, setDay] = useState(() => plantToday());
  // the client has told the user of a refusal already; an answer for a day picked since is not shown (currentData)
  const ask = { reportDate: day, limit: 500 };
  const { currentData: answer, isFetching, refetch } = useSalesDayReportQuery(ask);
  const [rebuild, { isLoading: rebuilding }] = useRebuildSalesDayReportMutation();
  const busy = isFetching || rebuilding;
  const build = (forceReset: boolean) => void (forceReset ? rebuild(ask) : refetch());
  const report = answer?.reportDate === day ? answer : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <DayPicker value={day} onChange={setDay} aria-label={t('finance.reportDate')} style={{ width: 160 }} data-testid="day-report-date" />
          <Button type="primary" loading={busy} onClick={() => build(false)} data-testid="day-report-build">
            {t('finance.build')}
          </Button>
          <Button loading={busy} onClick={() => build(true)} data-testid="day-report-rebuild">
            {t('finance.rebuild')}
          </Button>
          {report && (
            <Button
              onClick={() =>
                void download('/sales/report/sale/day-report-download', { reportId: String(report.reportId) }, `sales-day-report-${day}.xlsx`).catch(
                  () => undefined,
                )
              }
            >
              {t('finance.download')}
            </Button>
          )}
          {report && (
            <Typography.Text type="secondary">
              {t('finance.builtBy')}: {report.builtBy} · {t('finance.builtAt')}: {report.builtAt}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <FinanceTable
        columns={DAY_COLUMNS}
        rows={report?.list ?? []}
        total={report?.total}
        loading={busy && !report}
        testId="day-report"
        rowKey={(r) => String(r.rowNo)}
      />
    </Space>
  );
}

/** Receivable balances per customer and contract over a period, with the customer statement and the credit comparison. */
function Receivables() {
  const t = useResourceT();
  const [period, setPeriod] = usePeriod();
  const { data, loading } = useFigures('/sales/receivable-balance/page', { ...period, limit: 500 });
  const credit = useFigures('/sales/receivable-balance/receivableVsAmount', { limit: 500 });
  const creditOf = (id: unknown) => credit.data?.list.find((c) => c.customerId === id);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <PeriodFilter value={period} onChange={setPeriod} />
      </Card>
      <FinanceTable
        columns={['customerName', ...BALANCE]}
        rows={(data?.list ?? []).map((r) => ({ ...r, ratio: creditOf(r.customerId)?.ratio ?? '' }))}
        total={data?.sum}
        loading={loading}
        testId="receivable"
        rowKey={(r) => String(r.customerId)}
        expandable={{
          expandedRowRender: (r) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Table<Row>
                size="small"
                pagination={false}
                rowKey={(c) => String(c.contractId)}
                dataSource={(r.contracts as Row[]) ?? []}
                columns={financeColumns(['contractCode', ...BALANCE], t)}
              />
              <Space>
                <span>
                  {t('finance.creditAmount')}: {String(creditOf(r.customerId)?.creditAmount ?? '-')} · {t('finance.ratio')}:{' '}
                  {String(creditOf(r.customerId)?.ratio ?? '-')}
                </span>
                <Button
                  size="small"
                  data-testid="statement-pdf"
                  onClick={() =>
                    void download(
                      '/sales/receivable-balance/statement-pdf',
                      { customerId: String(r.customerId), startDate: period.startDate, endDate: period.endDate },
                      `statement-${String(r.customerId)}.pdf`,
                    ).catch(() => undefined)
                  }
                >
                  {t('finance.statementPdf')}
                </Button>
              </Space>
            </Space>
          ),
        }}
      />
    </Space>
  );
}

/** The yearly tables: build a year's table, read it, keep it. */
function YearTables() {
  const t = useResourceT();
  const [year, setYear] = useState(() => Number(plantToday().slice(0, 4)));
  const [kind, setKind] = useState<YearTableKind>('receivable');
  // built or kept, the table is read again (its tag); a refusal has been told to the user
  const { data, loading } = useFigures('/sales/newSalesReport/getList', { year, kind, limit: 500 });
  const [buildYear] = useBuildYearTableMutation();
  const [saveYear] = useSaveYearTableMutation();
  const columns = data?.list[0] ? Object.keys(data.list[0]).filter((k) => !k.endsWith('Id')) : [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <InputNumber value={year} min={2000} max={2100} onChange={(v) => v && setYear(v)} />
          <Select value={kind} onChange={setKind} style={{ width: 200 }} options={YEAR_TABLE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))} />
          <Button type="primary" onClick={() => void buildYear({ kind, year })}>
            {t('finance.yearBuild')}
          </Button>
          <Button onClick={() => void saveYear({ kind, year })}>{t('finance.yearSave')}</Button>
        </Space>
      </Card>
      <FinanceTable columns={columns} rows={data?.list ?? []} total={data?.sum} loading={loading} testId="year-table" rowKey={(r) => JSON.stringify(r)} />
    </Space>
  );
}

/** /report/sales-report: the sales day report, receivable balances with the customer statement, and the yearly tables. */
export default function Screen() {
  const t = useResourceT();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'day', label: t('finance.dayReportTitle'), children: <DayReport /> },
        { key: 'receivable', label: t('finance.receivableTitle'), children: <Receivables /> },
        { key: 'year', label: t('finance.yearTitle'), children: <YearTables /> },
      ]}
    />
  );
}
