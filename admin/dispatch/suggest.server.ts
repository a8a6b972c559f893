import { sql } from 'kysely';
import type { Clock } from '../../server/clock';
import type { DB } from '../../server/db/database';
import { yardOrder } from '../../server/operations/queue.service';
import { startOfPlantDay } from '../../server/operations/plant-time';
import { TASK_STATE } from '../../server/operations/task.service';
import type { DeskTask } from './desk-queries.server';
import { suggest, type Suggestion } from './suggest';

const minutesBetween = (a: string, b: string) => sql<string | null>`avg(extract(epoch from (${sql.ref(b)} - ${sql.ref(a)})) / 60)`;

/** Reads what the suggestion weighs for one task (its station's yard, lines, measured trips) and computes it. */
export async function suggestionFor(db: DB, clock: Clock, task: DeskTask): Promise<Suggestion | null> {
  const [yard, lines, station, travel, load, last] = await Promise.all([
    yardOrder(db, clock, [task.orgId]),
    db
      .selectFrom('hosts as h')
      .select([
        'h.id',
        'h.host_name',
        sql<string>`(select count(*) from production_tasks k where k.host_id = h.id and k.state in (${TASK_STATE.open}, ${TASK_STATE.producing}))`.as(
          'running',
        ),
      ])
      .where('h.org_id', '=', task.orgId)
      .where('h.kind', '=', 'line')
      .orderBy('h.id')
      .execute(),
    db.selectFrom('orgs').select(['lat', 'lng']).where('org_id', '=', task.orgId).executeTakeFirst(),
    db
      .selectFrom('delivery_tickets')
      .select(minutesBetween('to_job_at', 'arrived_at').as('m'))
      .where('task_id', '=', task.id)
      .where('to_job_at', 'is not', null)
      .where('arrived_at', 'is not', null)
      .executeTakeFirst(),
    // a load ticketed today was written at most a day before (a draft kept overnight): the bound lets the
    // (org_id, created_at) index find today's few hundred rows among the station's years of tickets
    db
      .selectFrom('delivery_tickets')
      .select(minutesBetween('ticketed_at', 'to_job_at').as('m'))
      .where('org_id', '=', task.orgId)
      .where('created_at', '>=', new Date(startOfPlantDay(clock).getTime() - 86_400_000))
      .where('ticketed_at', '>=', startOfPlantDay(clock))
      .where('to_job_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('delivery_tickets')
      .select(sql<Date | null>`max(ticketed_at)`.as('at'))
      .where('task_id', '=', task.id)
      .executeTakeFirst(),
  ]);
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return suggest(
    { ...task, lastDispatch: last?.at ? new Date(last.at).getTime() : null },
    yard,
    lines.map((l) => ({ id: l.id, name: l.host_name, runningTasks: Number(l.running) })),
    { lat: Number(station?.lat ?? task.siteLat), lng: Number(station?.lng ?? task.siteLng) },
    { travelMinutes: num(travel?.m), loadMinutes: num(load?.m) },
    clock.now().getTime(),
  );
}
