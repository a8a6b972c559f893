import type { Flag, Id, NullableNum, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

/** Event settings. Created by core migration 0003-admin. */
export interface SysEventTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  event_code: Text;
  event_name: Text;
  notify_users: Text;
  remark: Text;
  enabled: Flag;
  threshold_value: NullableNum;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    sys_events: SysEventTable;
  }
}

/** The demo's alarm events with their thresholds and who hears of them. */
async function seedEvents(db: DB): Promise<void> {
  await db
    .insertInto('sys_events')
    .values(
      [
        ['EV001', '车辆超速', '80.00', 'admin,dispatcher'],
        ['EV002', '超时未卸料', '120.00', 'dispatcher'],
        ['EV003', '料仓低料位', '15.00', 'admin,station'],
        ['EV004', '扬尘超标', '0.15', 'admin'],
      ].map(([code, name, threshold, users]) => ({ event_code: code, event_name: name, threshold_value: threshold, notify_users: users, enabled: true })),
    )
    .execute();
}

export const eventServer = defineServerPart({ resource: 'event', seed: seedEvents });
