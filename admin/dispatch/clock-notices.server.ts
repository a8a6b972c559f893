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

/**
 * Turns each alert of the concrete clock into a notice (a to-do of type alarm) for the users of
 * the event, once per load and kind: an alert still standing at the next check is not repeated.
 * Returns how many to-dos were written.
 */
export async function raiseClockNotices(deps: OpsDeps, scope: OrgScope): Promise<number> {
  const { alerts, loads } = await currentAlerts(deps.db, deps.clock, scope);
  if (!alerts.length) return 0;
  return write(deps, async (tx, _emit, emitToUser) => {
    const ids = alerts.map((a) => `${a.kind}:${a.ticketId}`);
    const told = new Set((await tx.selectFrom('todos').select('business_id').where('business_type', '=', BUSINESS_TYPE).where('business_id', 'in', ids).execute())
      .map((r) => r.business_id));
    const tasks = new Map((await tx.selectFrom('production_tasks').select(['id', 'task_code']).where('id', 'in', [...new Set(alerts.map((a) => a.taskId))]).execute())
      .map((r) => [r.id, r.task_code]));
    let n = 0;
    for (const a of alerts) {
      const id = `${a.kind}:${a.ticketId}`;
      if (told.has(id)) continue;
      told.add(id);
      const load = loads.find((l) => l.ticketId === a.ticketId);
      n += await raiseAlarm(deps, tx, emitToUser, {
        eventCode: CLOCK_EVENT, orgId: load?.orgId ?? '0001', key: KEY[a.kind], businessType: BUSINESS_TYPE, businessId: id,
        route: '/production/adjust-center/dispatch-car',
        params: { ticket: load?.ticketCode ?? String(a.ticketId), task: tasks.get(a.taskId) ?? String(a.taskId), minutes: a.minutes, threshold: a.threshold },
      });
    }
    return n;
  });
}
