import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { BOARD_THEME } from '../shell/board-theme';
import { baseChart, categoryAxis, valueAxis } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { Kpi, NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { usePlantNow } from '../widgets/use-plant-now';
import { hourlyUse, METER_UNITS, meterTotals, METERS, washesOn } from './park-figures';
import { CamerasPanel, DevicesPanel, WasherPanel } from './park-panels';
import '../widgets/widgets.css';

const HOURS = Array.from({ length: 24 }, (_, h) => `${h}:00`);
const AREAS = `"meters meters devices" "trend dust devices" "cameras washer devices"`;

/**
 * /bigscreen/park: meters, devices, cameras and car washes from the park channel, dust from the
 * environment channel. Cameras are listed with their status; the board plays no video.
 */
export default function ParkBoard() {
  const { t } = useTranslation();
  const park = useChannel('park', 1000);
  const env = useChannel('environment', 1000);
  const orgName = useOrgName();
  const now = usePlantNow(60_000);
  const today = now.slice(0, 10);
  const nowHour = Number(now.slice(11, 13));
  const latest = useMemo(() => park?.latest ?? [], [park]);
  const devices = useMemo(() => park?.devices ?? [], [park]);
  const todays = useMemo(() => washesOn(park?.washes ?? [], today), [park, today]);
  const totals = meterTotals(latest);

  const history = park?.history;
  const trend = useMemo(
    () => ({
      ...baseChart,
      legend: { top: 0, textStyle: { color: BOARD_THEME.text, fontSize: 16 } },
      grid: { left: 70, right: 20, top: 44, bottom: 40 },
      xAxis: { ...categoryAxis(HOURS, 500), boundaryGap: false },
      yAxis: valueAxis(),
      series: METERS.map((m) => ({
        type: 'line',
        name: `${t(`board.park.${m}`)} (${METER_UNITS[m]})`,
        showSymbol: false,
        smooth: true,
        data: hourlyUse(history ?? [], m, nowHour),
      })),
    }),
    [history, nowHour, t],
  );

  const tspLimit = env?.limits.tsp;
  const dust = useMemo(
    () => ({
      ...baseChart,
      tooltip: { ...baseChart.tooltip, trigger: 'item' },
      grid: { left: 70, right: 20, top: 30, bottom: 40 },
      xAxis: categoryAxis(
        (env?.latest ?? []).map((r) => orgName(r.orgId)),
        500,
      ),
      yAxis: valueAxis('μg/m³'),
      series: [
        {
          type: 'bar',
          name: 'TSP',
          barWidth: '45%',
          data: (env?.latest ?? []).map((r) => ({
            value: r.tsp,
            itemStyle: { color: tspLimit !== undefined && r.tsp > tspLimit ? BOARD_THEME.bad : BOARD_THEME.good },
          })),
          ...(tspLimit !== undefined
            ? {
                markLine: {
                  symbol: 'none',
                  lineStyle: { color: BOARD_THEME.bad, type: 'dashed' },
                  label: { color: BOARD_THEME.bad, fontSize: 16 },
                  data: [{ yAxis: tspLimit }],
                },
              }
            : {}),
        },
      ],
    }),
    [env, orgName, tspLimit],
  );

  return (
    <div className="board-grid park-board" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1fr 1fr 1fr', gridTemplateRows: '150px 1fr 1.5fr' }}>
      <Panel title={`${t('board.park.meters')} · ${t('board.park.todayTotal')}`} area="meters">
        <div className="board-kpis">
          {METERS.map((m) => (
            <Kpi key={m} label={t(`board.park.${m}`)} value={totals[m] ?? '—'} unit={totals[m] === null ? undefined : METER_UNITS[m]} />
          ))}
        </div>
      </Panel>
      <Panel title={t('board.park.trend')} area="trend">
        {history?.length ? <EChart option={trend} label={t('board.park.trend')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={`${t('board.park.dustFall')} (TSP)`} area="dust">
        {env?.latest.length ? <EChart option={dust} label={t('board.park.dustFall')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <DevicesPanel devices={devices} today={today} area="devices" />
      <CamerasPanel devices={devices} area="cameras" />
      <WasherPanel devices={devices} todays={todays} area="washer" />
    </div>
  );
}
