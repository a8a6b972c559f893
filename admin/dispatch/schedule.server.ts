import { sql } from 'kysely';
import type { Clock } from '../../server/clock';
import type { DB } from '../../server/db/database';
import { fromPlant } from '../../server/operations/plant-time';

/** One task on one pump or mixer, plant-local times. */
export interface ScheduleBar {
  taskId: number;
  taskCode: string;
  projectName: string;
  start: string;
  end: string;
  running: boolean;
  conflict: boolean;
}
export interface ScheduleRow {
  kind: 'pump' | 'mixer';
  id: number;
  name: string;
  bars: ScheduleBar[];
  conflicts: number;
}

interface Span {
  taskId: number;
  taskCode: string;
  projectName: string;
  start: Date;
  end: Date;
  running: boolean;
}

/** Marks every bar that overlaps another bar of the same row: a pump is on one site at a time, a mixer batches for one task at a time. */
export function markConflicts(spans: readonly Span[], clock: Clock): { bars: ScheduleBar[]; conflicts: number } {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime() || a.taskId - b.taskId);
  const hit = new Set<number>();
  let pairs = 0;
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].start < sorted[i].end; j++) {
      if (sorted[j].taskId === sorted[i].taskId) continue;
      hit.add(i);
      hit.add(j);
      pairs++;
    }
  }
  return {
    conflicts: pairs,
    bars: sorted.map((s, i) => ({
      taskId: s.taskId,
      taskCode: s.taskCode,
      projectName: s.projectName,
      start: clock.format(s.start),
      end: clock.format(s.end),
      running: s.running,
      conflict: hit.has(i),
    })),
  };
}

/**
 * The day view of one station: each pump on the tasks it serves (assigned on the desk, or named
 * on the tickets), from the first load's arrival to the last load's end of pour, and each mixer on
 * the tasks it batched, from its first to its last batch. A span still running ends now.
 */
export async function scheduleOf(db: DB, clock: Clock, orgId: string, date: string) {
  const from = fromPlant(clock, `${date} 00:00:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const now = clock.now();
  const pumps = await db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'inner_number'])
    .where('org_id', '=', orgId)
    .where('kind', '=', 'pump')
    .orderBy('id')
    .execute();
  const pumpSpans = await sql<{ pump_id: number; task_id: number; task_code: string; project_name: string; start: Date; finish: Date | null; open: boolean }>`
    with used as (
      select coalesce(t.pump_id, k.pump_id) as pump_id, k.id as task_id, k.task_code, p.project_name,
        min(coalesce(t.arrived_at, t.ticketed_at)) as start, max(coalesce(t.end_pour_at, t.back_at)) as finish,
        bool_or(t.end_pour_at is null and t.back_at is null and t.returned_load_at is null and t.diverted_at is null) as open
      from delivery_tickets t join production_tasks k on k.id = t.task_id join projects p on p.id = k.project_id
      where t.org_id = ${orgId} and coalesce(t.pump_id, k.pump_id) is not null
      group by 1, 2, 3, 4)
    select * from used where start < ${to} and coalesce(finish, ${now}) >= ${from}`.execute(db);
  const mixers = await db.selectFrom('mixers').select(['id', 'name', 'host_id']).where('org_id', '=', orgId).orderBy('id').execute();
  const mixerSpans = await db
    .selectFrom('batch_records as b')
    .innerJoin('production_tasks as k', 'k.id', 'b.task_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .select(['b.mixer_id', 'k.id as task_id', 'k.task_code', 'p.project_name', 'k.state', sql<Date>`min(b.at)`.as('start'), sql<Date>`max(b.at)`.as('finish')])
    .where('b.org_id', '=', orgId)
    .where('b.at', '>=', from)
    .where('b.at', '<', to)
    .groupBy(['b.mixer_id', 'k.id', 'k.task_code', 'p.project_name', 'k.state'])
    .execute();
  const rows: ScheduleRow[] = [
    ...pumps.map((pmp) => {
      const spans = pumpSpans.rows
        .filter((s) => s.pump_id === pmp.id)
        .map((s) => ({
          taskId: s.task_id,
          taskCode: s.task_code,
          projectName: s.project_name,
          start: new Date(s.start),
          end: s.open || !s.finish ? now : new Date(s.finish),
          running: s.open,
        }));
      return { kind: 'pump' as const, id: pmp.id, name: `${pmp.inner_number} ${pmp.plate}`, ...markConflicts(spans, clock) };
    }),
    ...mixers.map((m) => {
      const spans = mixerSpans
        .filter((s) => s.mixer_id === m.id)
        .map((s) => ({
          taskId: s.task_id,
          taskCode: s.task_code,
          projectName: s.project_name,
          start: new Date(s.start),
          end: new Date(s.finish),
          running: s.state === 2,
        }));
      return { kind: 'mixer' as const, id: m.id, name: m.name, ...markConflicts(spans, clock) };
    }),
  ];
  return { orgId, date, from: clock.format(from), to: clock.format(to), rows, conflicts: rows.reduce((a, r) => a + r.conflicts, 0) };
}
