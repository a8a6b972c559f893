import { useTranslation } from 'react-i18next';
import type { LineLive, SiloLive, TaskLive, VehicleLive } from '../../src/domain/events';
import { countByStatus, outputToday, taskTotals } from '../../src/live/aggregates';
import { statusColour, statusLabelKey, VEHICLE_STATUSES } from '../../src/map/vehicle-status';
import { PageMarker } from '../widgets/page-marker';
import { useOrgName } from '../widgets/use-org-name';
import { usePagedRows } from '../widgets/use-paged-rows';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Left of the scene: output today against plan, batches, open and completed tasks. */
export function ProductionKpis({ lines, tasks }: { lines: readonly LineLive[]; tasks: readonly TaskLive[] }) {
  const { t } = useTranslation();
  const { output, plan } = outputToday(lines);
  const totals = taskTotals(tasks);
  const batches = lines.reduce((a, l) => a + l.batchesToday, 0);
  const orgName = useOrgName();
  const paged = usePagedRows(lines);
  return (
    <div className="home-board-panel">
      <Figure label={t('homeBoard.output')} value={fmt(output)} unit="m³" testId="kpi-output" big />
      <Figure label={t('homeBoard.plan')} value={fmt(plan)} unit="m³" />
      <Figure label={t('homeBoard.batches')} value={String(batches)} />
      <h3>{t('homeBoard.tasks')}</h3>
      <div className="home-board-pair">
        <Figure label={t('homeBoard.open')} value={String(totals.open)} testId="kpi-tasks-open" />
        <Figure label={t('homeBoard.completed')} value={String(totals.completed)} testId="kpi-tasks-completed" />
      </div>
      <h3>{t('homeBoard.lines')}</h3>
      <div className="home-board-list board-pages" ref={paged.box} {...paged.hover}>
        <ul className="home-board-lines">
          {paged.rows.map((l) => (
            <li key={l.id} data-page-row>
              <i className={l.running ? 'is-running' : ''} />
              <span>
                {orgName(l.orgId)} {l.name}
              </span>
              <span>{l.running ? (l.taskCode ?? t('homeBoard.running')) : t('homeBoard.idle')}</span>
              <b>{fmt(l.outputToday)} m³</b>
            </li>
          ))}
        </ul>
        <PageMarker page={paged.page} pages={paged.pages} />
      </div>
    </div>
  );
}

/** Right of the scene: trucks by status and the silos nearest to empty. */
export function FleetKpis({ vehicles, silos }: { vehicles: readonly VehicleLive[]; silos: readonly SiloLive[] }) {
  const { t } = useTranslation();
  const counts = countByStatus(vehicles);
  const lowest = [...silos].sort((a, b) => a.level / (a.capacity || 1) - b.level / (b.capacity || 1)).slice(0, 8);
  const orgName = useOrgName();
  const paged = usePagedRows(lowest);
  return (
    <div className="home-board-panel">
      <h3>
        {t('homeBoard.trucks')}{' '}
        <small>
          {t('homeBoard.total')} {vehicles.length}
        </small>
      </h3>
      <ul className="home-board-statuses" data-testid="kpi-trucks">
        {VEHICLE_STATUSES.filter((s) => counts[s]).map((s) => (
          <li key={s}>
            <i style={{ background: statusColour(s) }} />
            <span>{t(statusLabelKey(s))}</span>
            <b>{counts[s]}</b>
          </li>
        ))}
      </ul>
      <h3>{t('homeBoard.silos')}</h3>
      <div className="home-board-list board-pages" ref={paged.box} {...paged.hover}>
        <ul className="home-board-silos">
          {paged.rows.map((s) => {
            const pct = s.capacity > 0 ? Math.round((s.level / s.capacity) * 100) : 0;
            return (
              <li key={s.id} data-page-row className={s.level <= s.alarmLow ? 'is-alarm' : ''}>
                <span>
                  {orgName(s.orgId)} {s.name} {s.materialName}
                </span>
                <span className="home-board-bar">
                  <span style={{ width: `${Math.min(100, pct)}%` }} />
                </span>
                <b>{pct}%</b>
              </li>
            );
          })}
        </ul>
        <PageMarker page={paged.page} pages={paged.pages} />
      </div>
    </div>
  );
}

function Figure({ label, value, unit, big, testId }: { label: string; value: string; unit?: string; big?: boolean; testId?: string }) {
  return (
    <div className={`home-board-figure${big ? ' is-big' : ''}`}>
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
      {unit && <small>{unit}</small>}
    </div>
  );
}
