import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, InputNumber, Select, Space, Table, Tabs, Typography } from 'antd';
import { requestData } from '../../src/api/http-client';
import { DayPicker } from '../../src/ui/day-picker';
import { plantToday } from '../../src/ui/plant-day';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { download, FinanceTable, financeColumns, useFigures, type Row } from './finance-table';
import { PeriodFilter, usePeriod } from './finance-screens';
import { YEAR_TABLE_KINDS } from './year-table.resource';

const DAY_COLUMNS = ['rowNo', 'orgName', 'customerName', 'projectName', 'grade', 'dayTrips', 'dayQuantity', 'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity'];
const BALANCE = ['openingFen', 'settledFen', 'receivedFen', 'closingFen'];
interface DayReportAnswer { reportId: number; reportDate: string; builtAt: string; builtBy: string; list: Row[]; total: Row }

/**
 * The day report: it opens on the plant's day (src/ui/plant-day.ts) with that day's report, its
 * stored build or built now, as it does for any day picked; rebuilt on demand, downloaded as a sheet.
 */
function DayReport() {
  const t = useResourceT();
  const [day, setDay] = useState(() => plantToday());
  const [answer, setAnswer] = useState<DayReportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const build = useCallback((reportDate: string, forceReset: boolean) => {
    const asked = ++latest.current;
    setBusy(true);
    // requestData has told the user of a refusal already; an answer for a day picked since is dropped
    requestData<DayReportAnswer>('/sales/report/sale/day-report', { method: 'POST', body: { reportDate, forceReset, limit: 500 } })
      .then((r) => { if (asked === latest.current) setAnswer(r); }, () => undefined)
      .finally(() => { if (asked === latest.current) setBusy(false); });
  }, []);
  useEffect(() => { build(day, false); }, [build, day]);
  const report = answer?.reportDate === day ? answer : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <DayPicker value={day} onChange={setDay} aria-label={t('finance.reportDate')} style={{ width: 160 }} data-testid="day-report-date" />
          <Button type="primary" loading={busy} onClick={() => build(day, false)} data-testid="day-report-build">{t('finance.build')}</Button>
          <Button loading={busy} onClick={() => build(day, true)} data-testid="day-report-rebuild">{t('finance.rebuild')}</Button>
          {report && <Button onClick={() => void download('/sales/report/sale/day-report-download', { reportId: String(report.reportId) }, `sales-day-report-${day}.xlsx`)
            .catch(() => undefined)}>{t('finance.download')}</Button>}
          {report && <Typography.Text type="secondary">{t('finance.builtBy')}: {report.builtBy} · {t('finance.builtAt')}: {report.builtAt}</Typography.Text>}
        </Space>
      </Card>
      <FinanceTable columns={DAY_COLUMNS} rows={report?.list ?? []} total={report?.total} loading={busy && !report} testId="day-report" rowKey={(r) => String(r.rowNo)} />
    </Space>
  );
}

/** Receivable balances per customer and contract over a period, with the customer statement and the credit comparison. */
function Receivables() {
  const t = useResourceT();
  const [period, setPeriod] = usePeriod();
  const { data, loading } = useFigures<{ list: Row[]; sum: Row }>('/sales/receivable-balance/page', { ...period, limit: 500 });
  const credit = useFigures<{ list: Row[] }>('/sales/receivable-balance/receivableVsAmount', { limit: 500 });
  const creditOf = (id: unknown) => credit.data?.list.find((c) => c.customerId === id);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small"><PeriodFilter value={period} onChange={setPeriod} /></Card>
      <FinanceTable columns={['customerName', ...BALANCE]} rows={(data?.list ?? []).map((r) => ({ ...r, ratio: creditOf(r.customerId)?.ratio ?? '' }))}
        total={data?.sum} loading={loading} testId="receivable" rowKey={(r) => String(r.customerId)}
        expandable={{ expandedRowRender: (r) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Table<Row> size="small" pagination={false} rowKey={(c) => String(c.contractId)} dataSource={(r.contracts as Row[]) ?? []}
              columns={financeColumns(['contractCode', ...BALANCE], t)} />
            <Space>
              <span>{t('finance.creditAmount')}: {String(creditOf(r.customerId)?.creditAmount ?? '-')} · {t('finance.ratio')}: {String(creditOf(r.customerId)?.ratio ?? '-')}</span>
              <Button size="small" data-testid="statement-pdf" onClick={() => void download('/sales/receivable-balance/statement-pdf',
                { customerId: String(r.customerId), startDate: period.startDate, endDate: period.endDate }, `statement-${String(r.customerId)}.pdf`).catch(() => undefined)}>
                {t('finance.statementPdf')}
              </Button>
            </Space>
          </Space>
        ) }} />
    </Space>
  );
}

/** The yearly tables: build a year's table, read it, keep it. */
function YearTables() {
  const t = useResourceT();
  const [year, setYear] = useState(() => Number(plantToday().slice(0, 4)));
  const [kind, setKind] = useState<string>('receivable');
  const [tick, setTick] = useState(0);
  const { data, loading } = useFigures<{ list: Row[]; sum: Row }>('/sales/newSalesReport/getList', { year, kind, limit: 500, tick });
  const crate = { receivable: 'crateTable', task: 'crateTaskTable', taskDetail: 'crateTaskDetailTable', taskDetailPrice: 'crateTaskDetailPriceTable' }[kind];
  const columns = data?.list[0] ? Object.keys(data.list[0]).filter((k) => !k.endsWith('Id')) : [];
  const run = (path: string, body: object) => requestData(path, { method: 'POST', body }).then(() => setTick((n) => n + 1)).catch(() => undefined);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <InputNumber value={year} min={2000} max={2100} onChange={(v) => v && setYear(v)} />
          <Select value={kind} onChange={setKind} style={{ width: 200 }} options={YEAR_TABLE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))} />
          <Button type="primary" onClick={() => void run(`/sales/receivableYear/${crate}`, { year, forceReset: true })}>{t('finance.yearBuild')}</Button>
          <Button onClick={() => void run('/sales/newSalesReport/saveYearReportYear', { year, kind })}>{t('finance.yearSave')}</Button>
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
    <Tabs destroyOnHidden items={[
      { key: 'day', label: t('finance.dayReportTitle'), children: <DayReport /> },
      { key: 'receivable', label: t('finance.receivableTitle'), children: <Receivables /> },
      { key: 'year', label: t('finance.yearTitle'), children: <YearTables /> },
    ]} />
  );
}
