import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { EnvironmentState } from '../../streams/channels/environment.channel';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { baseChart, valueAxis, AXIS_LABEL } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { alarmLog, isOverLimit, READINGS, trendOf, type ReadingName } from './environment-figures';
import '../widgets/widgets.css';

const AREAS = `"live live" "pm10 noise" "alarms alarms"`;
const UNITS: Record<ReadingName, string> = { pm25: 'μg/m³', pm10: 'μg/m³', tsp: 'μg/m³', noise: 'dB', temperature: '℃', humidity: '%', windSpeed: 'm/s' };

/** A reading's trend over the day, one line per station, with its limit as a dashed line. */
function trendChart(name: ReadingName, env: EnvironmentState | undefined, orgName: (id: string) => string, t: TFunction) {
  const limit = env?.limits[name];
  return {
    ...baseChart,
    legend: { top: 0, textStyle: { color: BOARD_THEME.text, fontSize: 16 } },
    grid: { left: 70, right: 90, top: 40, bottom: 40 },
    xAxis: { type: 'time', axisLabel: { ...AXIS_LABEL, formatter: '{HH}:{mm}' } },
    yAxis: valueAxis(UNITS[name]),
    series: trendOf(env?.history ?? [], name).map((line, i) => ({
      type: 'line',
      name: orgName(line.orgId),
      showSymbol: false,
      data: line.points.map(([time, v]) => [time.replace(' ', 'T'), v]),
      ...(i === 0 && limit !== undefined
        ? {
            markLine: {
              symbol: 'none',
              label: { color: BOARD_THEME.bad, fontSize: 16, formatter: `${t('board.environment.limit')} {c}` },
              lineStyle: { color: BOARD_THEME.bad, type: 'dashed' },
              data: [{ yAxis: limit }],
            },
          }
        : {}),
    })),
  };
}

/** /bigscreen/environment: live readings per station against their limits, trends and alarms. */
export default function EnvironmentBoard() {
  const { t } = useTranslation();
  const env = useChannel('environment', 1000);
  const orgName = useOrgName();
  const limits = env?.limits ?? {};
  const latest = env?.latest ?? [];

  const pm10 = useMemo(() => trendChart('pm10', env, orgName, t), [env, orgName, t]);
  const noise = useMemo(() => trendChart('noise', env, orgName, t), [env, orgName, t]);

  const cell = (name: ReadingName, value: number) => {
    const over = isOverLimit(name, value, limits);
    return <span style={{ color: over ? BOARD_THEME.bad : BOARD_THEME.text, fontWeight: over ? 700 : 400 }}>{value}</span>;
  };

  return (
    <div className="board-grid" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1fr 1fr', gridTemplateRows: '330px 1fr 250px' }}>
      <Panel title={t('board.environment.readings')} area="live">
        <BoardTable
          rows={latest}
          rowKey={(r) => r.orgId}
          max={6}
          empty={t('board.noData')}
          columns={[
            { key: 'org', title: t('board.environment.station'), render: (r) => orgName(r.orgId) },
            ...READINGS.map((name) => ({
              key: name,
              align: 'right' as const,
              title: `${t(`board.environment.${name}`)} (${UNITS[name]})${limits[name] !== undefined ? ` ≤${limits[name]}` : ''}`,
              render: (r: (typeof latest)[number]) => cell(name, r[name]),
            })),
            {
              key: 'state',
              title: t('board.environment.status'),
              width: 150,
              render: (r) => (
                <span className="board-tag" style={{ background: r.alarms.length ? BOARD_THEME.bad : BOARD_THEME.good }}>
                  {r.alarms.length ? t('board.environment.alarm') : t('board.environment.normal')}
                </span>
              ),
            },
            { key: 'time', title: t('board.environment.updated'), width: 130, render: (r) => r.time.slice(11, 16) },
          ]}
        />
      </Panel>
      <Panel title={`${t('board.environment.pm10')} · ${t('board.environment.trend')}`} area="pm10">
        {env?.history.length ? <EChart option={pm10} label={t('board.environment.pm10')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={`${t('board.environment.noise')} · ${t('board.environment.trend')}`} area="noise">
        {env?.history.length ? <EChart option={noise} label={t('board.environment.noise')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.environment.alarms')} area="alarms">
        <BoardTable
          rows={alarmLog(env?.history ?? [])}
          rowKey={(r) => `${r.orgId}|${r.time}`}
          max={4}
          empty={t('board.noData')}
          columns={[
            { key: 'time', title: t('board.material.time'), width: 240, render: (r) => r.time },
            { key: 'org', title: t('board.environment.station'), render: (r) => orgName(r.orgId) },
            {
              key: 'what',
              title: t('board.environment.alarm'),
              render: (r) => r.alarms.map((a) => `${t(`board.environment.${a}`, { defaultValue: a })} ${r[a as ReadingName] ?? ''}`).join('，'),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
