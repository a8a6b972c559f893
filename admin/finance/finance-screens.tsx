import { useState } from 'react';
import { Card, Space } from 'antd';
import { monthStart } from '../../src/domain/plant-day';
import { DayPicker } from '../../src/ui/day-picker';
import { plantMonth, plantToday } from '../../src/ui/plant-day';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { FiguresPath } from './finance.api';
import { FinanceTable, useFigures } from './finance-table';

/** A period filter (two plant days), the plant's month to its today by default (src/ui/plant-day.ts). */
export function usePeriod() {
  const [period, setPeriod] = useState(() => {
    const today = plantToday();
    return { startDate: monthStart(today), endDate: today };
  });
  return [period, setPeriod] as const;
}

export function PeriodFilter({
  value,
  onChange,
}: {
  value: { startDate: string; endDate: string };
  onChange: (v: { startDate: string; endDate: string }) => void;
}) {
  const t = useResourceT();
  return (
    <Space wrap>
      <span>{t('finance.startDate')}</span>
      <DayPicker
        value={value.startDate}
        onChange={(startDate) => onChange({ ...value, startDate })}
        aria-label={t('finance.startDate')}
        data-testid="period-start"
        style={{ width: 160 }}
      />
      <span>{t('finance.endDate')}</span>
      <DayPicker
        value={value.endDate}
        onChange={(endDate) => onChange({ ...value, endDate })}
        aria-label={t('finance.endDate')}
        data-testid="period-end"
        style={{ width: 160 }}
      />
    </Space>
  );
}

/** A finance screen: a period (or month) filter over one figures call. */
export function PeriodFigures({
  path,
  columns,
  testId,
  month,
  titles,
}: {
  path: FiguresPath;
  columns: readonly string[];
  testId: string;
  month?: boolean;
  titles?: Record<string, string>;
}) {
  const t = useResourceT();
  const [period, setPeriod] = usePeriod();
  const [m, setM] = useState(() => plantMonth());
  const { data, loading } = useFigures(path, month ? { month: m } : period);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        {month ? (
          <DayPicker month value={m} onChange={setM} aria-label={t('finance.month')} style={{ width: 180 }} data-testid="period-month" />
        ) : (
          <PeriodFilter value={period} onChange={setPeriod} />
        )}
      </Card>
      <FinanceTable
        columns={columns}
        rows={data?.list ?? []}
        total={data?.total}
        loading={loading}
        testId={testId}
        titles={titles}
        rowKey={(r) => `${String(r.customerId ?? r.orgId)}-${String(r.grade ?? '')}`}
      />
    </Space>
  );
}
