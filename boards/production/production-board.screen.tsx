import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../src/live/live-context';
import { outputToday, taskTotals } from '../../src/live/aggregates';
import { BOARD_THEME } from '../shell/board-theme';
import { BoardTable } from '../widgets/board-table';
import { baseChart, categoryAxis, valueAxis } from '../widgets/chart-style';
import { EChart } from '../widgets/echart';
import { Kpi, NoData, Panel } from '../widgets/panel';
import { useOrgName } from '../widgets/use-org-name';
import { currentTaskOf, hourlySeries, percentOfPlan, tasksByState } from './production-figures';
import '../widgets/widgets.css';

const AREAS = `"kpi kpi kpi" "lines lines states" "hourly hourly batches"`;

/** /bigscreen/production: each line's current task, output against plan, tasks by state, hourly output. */
export default function ProductionBoard() {
  const { t } = useTranslation();
  const production = useChannel('production');
  const orgName = useOrgName();
  const tasks = useChannel('tasks', 1000);
  const lines = production?.lines ?? [];
  const taskList = useMemo(() => tasks?.list ?? [], [tasks]);
  const totals = outputToday(lines);
  const taskSum = taskTotals(taskList);
  const m3 = t('board.m3');

  const hourlyOption = useMemo(
    () => ({
      ...baseChart,
      xAxis: categoryAxis(
        Array.from({ length: 24 }, (_, h) => `${h}:00`),
        1100,
      ),
      yAxis: valueAxis(m3),
      series: [
        {
          type: 'bar',
          name: t('board.production.output'),
          data: hourlySeries(production?.hourly ?? []),
          barWidth: '60%',
          itemStyle: { color: BOARD_THEME.accent },
        },
      ],
    }),
    [production?.hourly, t, m3],
  );

  const statesOption = useMemo(
    () => ({
      ...baseChart,
      tooltip: { ...baseChart.tooltip, trigger: 'item' },
      legend: { bottom: 0, textStyle: { color: BOARD_THEME.text, fontSize: 18 } },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { color: BOARD_THEME.text, fontSize: 20, formatter: '{b}\n{c}' },
          data: tasksByState(taskList).map((s) => ({ name: t(`board.production.states.${s.state}`, { defaultValue: String(s.state) }), value: s.count })),
        },
      ],
    }),
    [taskList, t],
  );

  return (
    <div className="board-grid" style={{ gridTemplateAreas: AREAS, gridTemplateColumns: '1fr 1fr 1fr', gridTemplateRows: '150px 1.7fr 1fr' }}>
      <Panel title={t('board.production.outputVsPlan')} area="kpi">
        <div className="board-kpis">
          <Kpi label={t('board.production.output')} value={totals.output} unit={m3} />
          <Kpi label={t('board.production.plan')} value={totals.plan} unit={m3} />
          <Kpi label="%" value={percentOfPlan(totals.output, totals.plan)} tone="good" />
          <Kpi label={t('board.production.batches')} value={lines.reduce((a, l) => a + l.batchesToday, 0)} />
          <Kpi label={t('board.production.running')} value={`${lines.filter((l) => l.running).length}/${lines.length}`} />
          <Kpi label={t('board.production.open')} value={taskSum.open} />
          <Kpi label={t('board.production.completed')} value={taskSum.completed} />
        </div>
      </Panel>
      <Panel title={t('board.production.lines')} area="lines">
        <BoardTable
          rows={lines}
          rowKey={(l) => l.id}
          max={12}
          size="compact"
          empty={t('board.noData')}
          columns={[
            { key: 'name', title: t('board.production.lines'), render: (l) => `${orgName(l.orgId)} ${l.name}` },
            {
              key: 'state',
              title: t('board.production.status'),
              width: 110,
              render: (l) => (
                <span className="board-tag" style={{ background: l.running ? BOARD_THEME.good : BOARD_THEME.muted }}>
                  {t(l.running ? 'board.production.running' : 'board.production.idle')}
                </span>
              ),
            },
            {
              key: 'task',
              title: t('board.production.currentTask'),
              render: (l) => {
                const task = currentTaskOf(l, taskList);
                return l.taskCode ? `${l.taskCode} ${l.strength ?? ''}${task ? ` · ${task.projectName}` : ''}` : '—';
              },
            },
            { key: 'batches', title: t('board.production.batches'), align: 'right', width: 90, render: (l) => l.batchesToday },
            {
              key: 'output',
              title: t('board.production.outputVsPlan'),
              width: 360,
              render: (l) => (
                <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
                  <div className="board-bar" style={{ flex: 1 }}>
                    <div
                      className="board-bar-fill"
                      style={{ width: `${Math.min(100, percentOfPlan(l.outputToday, l.planToday))}%`, background: BOARD_THEME.accent }}
                    />
                  </div>
                  <span>
                    {l.outputToday}/{l.planToday}
                  </span>
                </div>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title={t('board.production.tasksByState')} area="states">
        {taskList.length ? <EChart option={statesOption} label={t('board.production.tasksByState')} /> : <NoData text={t('board.noData')} />}
      </Panel>
      <Panel title={t('board.production.hourly')} area="hourly">
        <EChart option={hourlyOption} label={t('board.production.hourly')} />
      </Panel>
      <Panel title={t('board.production.recentBatches')} area="batches">
        <BoardTable
          rows={[...(production?.recentBatches ?? [])].reverse()}
          rowKey={(b) => `${b.lineId}|${b.time}|${b.taskCode}`}
          max={8}
          empty={t('board.noData')}
          columns={[
            { key: 'time', title: t('board.material.time'), render: (b) => b.time.slice(11) },
            {
              key: 'line',
              title: t('board.production.lines'),
              render: (b) => {
                const l = lines.find((x) => x.id === b.lineId);
                return l ? `${orgName(l.orgId)} ${l.name}` : b.lineId;
              },
            },
            { key: 'task', title: t('board.production.task'), render: (b) => b.taskCode },
            { key: 'qty', title: m3, align: 'right', render: (b) => b.quantity },
          ]}
        />
      </Panel>
    </div>
  );
}
