import { sql } from 'kysely';
import { CMD, type NoticeEvent } from '../../src/domain/events';
import { formatMessage, type MessageKey } from '../../src/domain/server-messages';
import type { DB } from '../db/database';
import { HEAD_OFFICE } from '../http/session-user';
import { NOTICE_TYPE } from '../../src/domain/notices';
import type { EmitToUser, OpsDeps } from './ops-deps';

const ALARM_TYPE = NOTICE_TYPE.alarm;

export interface Alarm {
  /** sys_events.event_code: who is told, and whether the alarm is on at all */
  eventCode: string;
  orgId: string;
  key: MessageKey;
  params: Record<string, string | number>;
  businessType: string;
  businessId: string | number;
  route: string;
}

/**
 * Raises an alarm inside a write: a to-do for each user the event names (sys_events.notify_users)
 * who may act for the station, then a notice to their sockets once the write has committed.
 * The stored text is in Chinese, the language of the plant; its key and parameters let the to-do
 * and notice lists say it in each reader's language (src/domain/todo-texts.ts).
 */
export async function raiseAlarm(deps: OpsDeps, tx: DB, emitToUser: EmitToUser, alarm: Alarm): Promise<number> {
  const event = await tx
    .selectFrom('sys_events')
    .select(['event_name', 'notify_users', 'enabled'])
    .where('event_code', '=', alarm.eventCode)
    .executeTakeFirst();
  if (!event?.enabled) return 0;
  const names = String(event.notify_users)
    .split(',')
    .map((x: string) => x.trim())
    .filter(Boolean);
  if (!names.length) return 0;
  const users = await tx
    .selectFrom('users')
    .select('user_id')
    .where('user_name', 'in', names)
    .where((eb) =>
      eb.or([
        eb('org_id', 'in', [HEAD_OFFICE, alarm.orgId]),
        eb.exists(
          eb
            .selectFrom('user_orgs')
            .select(sql`1`.as('x'))
            .whereRef('user_orgs.user_id', '=', 'users.user_id')
            .where('user_orgs.org_id', '=', alarm.orgId),
        ),
      ]),
    )
    .orderBy('user_id')
    .execute();
  if (!users.length) return 0;
  const content = formatMessage(alarm.key, 'zh', alarm.params);
  const rows = await tx
    .insertInto('todos')
    .values(
      users.map((u) => ({
        user_id: u.user_id,
        type: ALARM_TYPE,
        type_from: alarm.eventCode,
        title: event.event_name,
        content,
        business_type: alarm.businessType,
        msg_key: 'alarm',
        msg_params: JSON.stringify({ message: alarm.key, messageParams: alarm.params }),
        business_id: String(alarm.businessId),
        route: alarm.route,
        org_id: alarm.orgId,
        create_user: deps.actor.user?.trueName ?? '',
      })),
    )
    .returning(['id', 'user_id', 'create_time'])
    .execute();
  for (const r of rows) {
    const notice: NoticeEvent = { id: r.id, type: ALARM_TYPE, title: event.event_name, content, time: deps.clock.format(r.create_time) };
    emitToUser(r.user_id, CMD.notice, notice);
  }
  return rows.length;
}
