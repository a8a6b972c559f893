import { sql, type Kysely } from 'kysely';
import type { Stamp } from '../../server/db/column-types';
import type { OrgScope } from '../../server/http/scope';
import { raiseAlarm } from '../../server/operations/alarm.service';
import { write, type OpsDeps } from '../../server/operations/ops-deps';
import type { ClockAlertKind } from '../../src/domain/concrete-clock';
import type { MessageKey } from '../../src/domain/server-messages';
import { currentAlerts } from './desk-queries.server';

/** The alarm event (sys_events) whose users are told of the concrete clock's alerts; created by migration 0131. */
export const CLOCK_EVENT = 'concrete_clock';
const BUSINESS_TYPE = 'concreteClock';
const KEY: Record<ClockAlertKind, MessageKey> = { discharge: 'clockDischarge', site: 'clockSite', gap: 'clockGap', bunching: 'clockBunching' };

declare module '../../server/db/schema' {
  /** each (kind, load) the users were told of: the key makes "once" hold across server instances */
  interface ResourceTables {
    concrete_clock_told: { business_id: string; told_at: Stamp };
  }
}

/** Migration 0132: the told keys, starting from the notices already written. */
export const clockToldMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('concrete_clock_told')
      .addColumn('business_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('told_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`insert into concrete_clock_told (business_id) select distinct business_id from todos where business_type = ${BUSINESS_TYPE}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('concrete_clock_told').execute();
  },
};

/**
 * Turns each alert of the concrete clock into a notice (a to-do of type alarm) for the users of
 * the event, once per load and kind: an alert still standing at the next check is not repeated.
 * Returns how many to-dos were written.
 */
export async function raiseClockNotices(deps: OpsDeps, scope: OrgScope): Promise<number> {
  const { alerts, loads } = await currentAlerts(deps.db, deps.clock, scope);
  if (!alerts.length) return 0;
  return write(deps, async (tx, _emit, emitToUser) => {
    // Claiming the key first: of two instances checking at once, the second's insert waits for the
    // first's commit and then claims nothing, so each alert is told once.
    const fresh = [...new Map(alerts.map((a) => [`${a.kind}:${a.ticketId}`, a])).entries()];
    const claimed = new Set(
      (
        await tx
          .insertInto('concrete_clock_told')
          .values(fresh.map(([id]) => ({ business_id: id, told_at: deps.clock.now() })))
          .onConflict((oc) => oc.column('business_id').doNothing())
          .returning('business_id')
          .execute()
      ).map((r) => r.business_id),
    );
    const tasks = new Map(
      (
        await tx
          .selectFrom('production_tasks')
          .select(['id', 'task_code'])
          .where('id', 'in', [...new Set(alerts.map((a) => a.taskId))])
          .execute()
      ).map((r) => [r.id, r.task_code]),
    );
    let n = 0;
    for (const [id, a] of fresh) {
      if (!claimed.has(id)) continue;
      const load = loads.find((l) => l.ticketId === a.ticketId);
      n += await raiseAlarm(deps, tx, emitToUser, {
        eventCode: CLOCK_EVENT,
        orgId: load?.orgId ?? '0001',
        key: KEY[a.kind],
        businessType: BUSINESS_TYPE,
        businessId: id,
        route: '/production/adjust-center/dispatch-car',
        params: { ticket: load?.ticketCode ?? String(a.ticketId), task: tasks.get(a.taskId) ?? String(a.taskId), minutes: a.minutes, threshold: a.threshold },
      });
    }
    return n;
  });
}
