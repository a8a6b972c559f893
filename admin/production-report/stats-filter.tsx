import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DEFAULT_PLANT_CLOCK, loadPlantClock, plantNow } from '../../src/live/plant-clock';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useProductionStatQuery } from './production-report.api';

/** The filter of every statistic: plant days and a station of the user's scope. */
export interface StatFilter { beginTime: string; endTime: string; month: string; stationId: string }

const DAY = 'YYYY-MM-DD';
const dayFilter = (d: string, days: number): StatFilter =>
  ({ beginTime: dayjs(d).subtract(days - 1, 'day').format(DAY), endTime: d, month: d.slice(0, 7), stationId: '' });

/**
 * The filter, starting on the plant's today (its zone and this PC's skew from the server): a
 * browser in another zone must not open on the wrong plant day. Null until the clock is known.
 * `days`: the plant days up to today the range opens on (1, today alone, by default).
 */
export function usePlantDayFilter(days = 1): [StatFilter | null, (f: StatFilter) => void] {
  const [filter, setFilter] = useState<StatFilter | null>(null);
  useEffect(() => {
    let live = true;
    const start = (c = DEFAULT_PLANT_CLOCK) => { if (live) setFilter((f) => f ?? dayFilter(plantNow(c).slice(0, 10), days)); };
    loadPlantClock().then(start, () => start());
    return () => { live = false; };
  }, [days]);
  return [filter, setFilter];
}

/** The parameters a call takes from the filter (empty station = the whole scope). */
export const filterParams = (f: StatFilter, month: boolean) => ({
  ...(month ? { month: f.month } : { beginTime: f.beginTime, endTime: f.endTime }), ...(f.stationId ? { stationId: f.stationId } : {}),
});

export function StatsFilter({ value, onChange, month, single }: { value: StatFilter; onChange: (f: StatFilter) => void; month?: boolean; single?: boolean }) {
  const t = useResourceT();
  const { data: stations } = useProductionStatQuery({ path: '/production/report/stations', params: {} });
  const list = (stations as Array<{ orgId: string; orgName: string }> | undefined) ?? [];
  const range: [Dayjs, Dayjs] = [dayjs(value.beginTime), dayjs(value.endTime)];
  return (
    <Space wrap>
      {month && <DatePicker picker="month" allowClear={false} aria-label={t('prodReport.month')} value={dayjs(value.month + '-01')}
        onChange={(d) => d && onChange({ ...value, month: d.format('YYYY-MM') })} />}
      {!month && single && <DatePicker allowClear={false} aria-label={t('prodReport.reportDate')} value={range[0]}
        onChange={(d) => d && onChange({ ...value, beginTime: d.format(DAY), endTime: d.format(DAY) })} />}
      {!month && !single && <DatePicker.RangePicker allowClear={false} aria-label={t('prodReport.range')} value={range}
        onChange={(r) => r?.[0] && r[1] && onChange({ ...value, beginTime: r[0].format(DAY), endTime: r[1].format(DAY) })} />}
      <Select style={{ minWidth: 160 }} aria-label={t('prodReport.station')} value={value.stationId} onChange={(stationId) => onChange({ ...value, stationId })}
        options={[{ value: '', label: t('prodReport.allStations') }, ...list.map((s) => ({ value: s.orgId, label: s.orgName }))]} />
    </Space>
  );
}
