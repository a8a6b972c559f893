import dayjs from 'dayjs';
import { useState } from 'react';
import { Card, Input, Space } from 'antd';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { FinanceTable, useFigures, type Row } from './finance-table';

// the calendar day where the screen is used (the plant's), not UTC's: after 16:00 UTC they differ in Asia
const today = () => dayjs().format('YYYY-MM-DD');

/** A period filter (two plant days), this month by default. */
export function usePeriod() {
  const [period, setPeriod] = useState({ startDate: `${today().slice(0, 8)}01`, endDate: today() });
  return [period, setPeriod] as const;
}

export function PeriodFilter({ value, onChange }: { value: { startDate: string; endDate: string }; onChange: (v: { startDate: string; endDate: string }) => void }) {
  const t = useResourceT();
  return (
    <Space wrap>
      <span>{t('finance.startDate')}</span>
      <Input type="date" value={value.startDate} onChange={(e) => onChange({ ...value, startDate: e.target.value })} data-testid="period-start" style={{ width: 160 }} />
      <span>{t('finance.endDate')}</span>
      <Input type="date" value={value.endDate} onChange={(e) => onChange({ ...value, endDate: e.target.value })} data-testid="period-end" style={{ width: 160 }} />
    </Space>
  );
}

/** A finance screen: a period (or month) filter over one figures call. */
export function PeriodFigures({ path, columns, testId, month, titles }: { path: string; columns: readonly string[]; testId: string; month?: boolean; titles?: Record<string, string> }) {
  const [period, setPeriod] = usePeriod();
  const [m, setM] = useState(today().slice(0, 7));
  const { data, loading } = useFigures<{ list: Row[]; total: Row }>(path, month ? { month: m } : period);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        {month ? <Input type="month" value={m} onChange={(e) => setM(e.target.value)} style={{ width: 180 }} data-testid="period-month" />
          : <PeriodFilter value={period} onChange={setPeriod} />}
      </Card>
      <FinanceTable columns={columns} rows={data?.list ?? []} total={data?.total} loading={loading} testId={testId} titles={titles}
        rowKey={(r) => `${String(r.customerId ?? r.orgId)}-${String(r.grade ?? '')}`} />
    </Space>
  );
}
