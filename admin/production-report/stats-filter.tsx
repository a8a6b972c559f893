import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { addDays } from '../../src/domain/plant-day';
import { dayText, dayValue, monthText, plantToday } from '../../src/ui/plant-day';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useProductionStatQuery } from './production-report.api';

/** The filter of every statistic: plant days and a station of the user's scope. */
export interface StatFilter {
  beginTime: string;
  endTime: string;
  month: string;
  stationId: string;
}

const dayFilter = (d: string, days: number): StatFilter => ({ beginTime: addDays(d, 1 - days), endTime: d, month: d.slice(0, 7), stationId: '' });

/**
 * The filter, starting on the plant's today (src/ui/plant-day.ts: its zone and this PC's skew from
 * the server): a browser in another zone must not open on the wrong plant day.
 * `days`: the plant days up to today the range opens on (1, today alone, by default).
 */
export function usePlantDayFilter(days = 1): [StatFilter, (f: StatFilter) => void] {
  return useState<StatFilter>(() => dayFilter(plantToday(), days));
}

/** The parameters a call takes from the filter (empty station = the whole scope). */
export const filterParams = (f: StatFilter, month: boolean) => ({
  ...(month ? { month: f.month } : { beginTime: f.beginTime, endTime: f.endTime }),
  ...(f.stationId ? { stationId: f.stationId } : {}),
});

export function StatsFilter({ value, onChange, month, single }: { value: StatFilter; onChange: (f: StatFilter) => void; month?: boolean; single?: boolean }) {
  const t = useResourceT();
  const { data: stations } = useProductionStatQuery({ path: '/production/report/stations', params: {} });
  const list = (stations as Array<{ orgId: string; orgName: string }> | undefined) ?? [];
  const range: [Dayjs, Dayjs] = [dayValue(value.beginTime), dayValue(value.endTime)];
  return (
    <Space wrap>
      {month && (
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('prodReport.month')}
          value={dayValue(value.month)}
          onChange={(d) => d && onChange({ ...value, month: monthText(d) })}
        />
      )}
      {!month && single && (
        <DatePicker
          allowClear={false}
          aria-label={t('prodReport.reportDate')}
          value={range[0]}
          onChange={(d) => d && onChange({ ...value, beginTime: dayText(d), endTime: dayText(d) })}
        />
      )}
      {!month && !single && (
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t('prodReport.range')}
          value={range}
          onChange={(r) => r?.[0] && r[1] && onChange({ ...value, beginTime: dayText(r[0]), endTime: dayText(r[1]) })}
        />
      )}
      <Select
        style={{ minWidth: 160 }}
        aria-label={t('prodReport.station')}
        value={value.stationId}
        onChange={(stationId) => onChange({ ...value, stationId })}
        options={[{ value: '', label: t('prodReport.allStations') }, ...list.map((s) => ({ value: s.orgId, label: s.orgName }))]}
      />
    </Space>
  );
}
