import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import { useChannel } from '../../src/live/live-context';
import { countByStatus } from '../../src/live/aggregates';
import { statusColour, statusLabelKey } from '../../src/map/vehicle-status';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { baseChart, categoryAxis, valueAxis } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { Kpi, NoData, Panel } from '../widgets/panel';
import { usePlantNow } from '../widgets/use-plant-now';
import { liveClockAlerts } from '../../src/map/load-clock';
import { useClockThresholds } from '../../src/map/use-clock-thresholds';
import { averageTurnaround, lateToJobMinutes, overdue, volumeBy, volumeOfDay, waitingOnSiteMinutes, type OverdueTruck } from './delivery-figures';
import { useDeliveryYesterday } from './use-delivery-yesterday';
import '../widgets/widgets.css';

const AREAS = `"status status kpi" "customer site late" "customer site waiting"`;
const LIST_MS = 1000;

const horizontalBars = (rows: { name: string; quantity: number }[], color: string, unit: string) => ({
  ...baseChart,
  grid: { left: 200, right: 40, top: 20, bottom: 30 },
  xAxis: valueAxis(unit),
  yAxis: {
    ...categoryAxis(rows.map((r) => r.name).reverse()),
    axisLabel: { color: BOARD_THEME.text, fontSize: 17, width: 180, overflow: 'truncate', interval: 0, hideOverlap: false },
  },
  series: [
    {
      type: 'bar',
      data: rows.map((r) => r.quantity).reverse(),
      itemStyle: { color },
      label: { show: true, position: 'right', color: BOARD_THEME.text, fontSize: 16 },
    },
  ],
});

/** /bigscreen/delivery: trucks by status, volume by customer and site, late and waiting trucks, turnaround. */
export default function DeliveryBoard() {
  const { t } = useTranslation();
  const vehicles = useChannel('vehicles', LIST_MS);
  const tasks = useChannel('tasks', LIST_MS);
  const now = usePlantNow(10_000);
  const list = useMemo(() => vehicles?.list ?? [], [vehicles]);
  const m3 = t('board.m3');
  const mins = t('board.minutes');

  const statusOption = useMemo(() => {
    const counts = countByStatus(list);
    return {
      ...baseChart,
      tooltip: { ...baseChart.tooltip, trigger: 'item' },
      xAxis: categoryAxis(
        VEHICLE_STATUSES.map((s) => t(statusLabelKey(s))),
        1100,
      ),
      yAxis: valueAxis(),
      series: [
        {
          type: 'bar',
          barWidth: '55%',
          data: VEHICLE_STATUSES.map((s) => ({ value: counts[s] ?? 0, itemStyle: { color: statusColour(s) } })),
          label: { show: true, position: 'top', color: BOARD_THEME.text, fontSize: 18 },
        },
      ],
    };
  }, [list, t]);
  const taskList = useMemo(() => tasks?.list ?? [], [tasks]);
  const yesterday = useDeliveryYesterday(now.slice(0, 10));
  const customers = useMemo(
    () =>
      volumeOfDay(
        volumeBy(taskList, (x) => x.customerName),
        yesterday?.byCustomer,
      ),
    [taskList, yesterday],
  );
  const sites = useMemo(
    () =>
      volumeOfDay(
        volumeBy(taskList, (x) => x.projectName),
        yesterday?.bySite,
      ),
    [taskList, yesterday],
  );
  const byCustomer = useMemo(() => horizontalBars([...customers.rows], BOARD_THEME.accent, m3), [customers, m3]);
  const bySite = useMemo(() => horizontalBars([...sites.rows], BOARD_THEME.good, m3), [sites, m3]);
  const titleOf = (key: 'volumeByCustomer' | 'volumeBySite', shown: { yesterday: boolean }) =>
    shown.yesterday && yesterday ? t(`board.delivery.${key}Yesterday`, { date: yesterday.date.slice(5) }) : t(`board.delivery.${key}`);
  /** yesterday's figure under today's while today has none */
  const before = (none: boolean, value: number | null | undefined, unit?: string) =>
    none && yesterday && value !== null && value !== undefined ? `${t('board.delivery.yesterday')} ${value}${unit ? ` ${unit}` : ''}` : undefined;
  const limits = useClockThresholds();
  const lateMinutes = lateToJobMinutes(limits);
  const waitMinutes = waitingOnSiteMinutes(limits);
  const late = overdue(list, 'toJob', lateMinutes, now);
  const waiting = overdue(list, 'arrived', waitMinutes, now);
  const clockAlerts = liveClockAlerts(tasks?.tickets ?? [], limits, now).length;
  const turnaround = averageTurnaround(tasks?.tickets ?? []);
  const shipped = volumeBy(taskList, () => '').reduce((a, r) => a + r.quantity, 0);
  const loads = (tasks?.tickets ?? []).length;
  const onRoad = list.filter((v) => v.status === 'toJob' || v.status === 'returning').length;

  const truckColumns = [
    { key: 'plate', title: t('board.delivery.plate'), render: (x: OverdueTruck) => `${x.vehicle.innerNumber} ${x.vehicle.plate}` },
    { key: 'project', title: t('board.delivery.project'), render: (x: OverdueTruck) => x.vehicle.projectName ?? '—' },
    { key: 'since', title: t('board.delivery.since'), align: 'right' as const, width: 110, render: (x: OverdueTruck) => `${x.minutes} ${mins}` },
  ];

  return (
    <div className="board-grid" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1fr 1fr 1fr', gridTemplateRows: '330px 1fr 1fr' }}>
      <Panel title={t('board.delivery.trucksByStatus')} area="status">
        {list.length ? <EChart option={statusOption} label={t('board.delivery.trucksByStatus')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.delivery.delivered')} area="kpi">
        <div className="board-kpis" style={{ flexWrap: 'wrap' }}>
          <Kpi label={t('board.delivery.delivered')} value={Math.round(shipped * 100) / 100} unit={m3} previous={before(!shipped, yesterday?.delivered, m3)} />
          <Kpi label={t('board.delivery.tickets')} value={loads} previous={before(!loads, yesterday?.tickets)} />
          <Kpi
            label={t('board.delivery.turnaround')}
            value={turnaround ?? '—'}
            unit={turnaround === null ? undefined : mins}
            previous={before(turnaround === null, yesterday?.turnaround, mins)}
          />
          <Kpi label={t('vehicleStatus.toJob')} value={onRoad} />
          <Kpi label={t('board.delivery.clockAlerts')} value={clockAlerts} tone={clockAlerts ? 'bad' : 'good'} />
        </div>
      </Panel>
      <Panel title={titleOf('volumeByCustomer', customers)} area="customer">
        {customers.rows.length ? <EChart option={byCustomer} label={t('board.delivery.volumeByCustomer')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={titleOf('volumeBySite', sites)} area="site">
        {sites.rows.length ? <EChart option={bySite} label={t('board.delivery.volumeBySite')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel
        title={`${t('board.delivery.late')} (≥ ${lateMinutes} ${mins})`}
        area="late"
        extra={<Kpi label="" value={late.length} tone={late.length ? 'bad' : 'good'} />}
      >
        <BoardTable rows={late} rowKey={(x) => x.vehicle.id} max={6} empty={t('board.noData')} columns={truckColumns} />
      </Panel>
      <Panel
        title={`${t('board.delivery.waiting')} (≥ ${waitMinutes} ${mins})`}
        area="waiting"
        extra={<Kpi label="" value={waiting.length} tone={waiting.length ? 'warn' : 'good'} />}
      >
        <BoardTable rows={waiting} rowKey={(x) => x.vehicle.id} max={6} empty={t('board.noData')} columns={truckColumns} />
      </Panel>
    </div>
  );
}
