import { sql, type Kysely } from 'kysely';
import type { ColumnType } from 'kysely';
import type { Id, NullableInt, NullableStamp, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { defineServerPart } from '../../server/resources/server-part';
import { CLOCK_SETTINGS } from '../../src/domain/concrete-clock';
import { clockToldMigration } from './clock-notices.server';

/** One suggestion for a task's next load, and the dispatcher's answer to it. */
export interface DispatchDecisionTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: Text;
  task_id: number;
  vehicle_id: number;
  line_id: NullableInt;
  eta_minutes: number;
  /** the reasons as shown on the desk (./suggest.ts `Reason[]`) */
  reasons: ColumnType<unknown, string, string>;
  /** '' pending, 'accepted', 'overridden' */
  decision: Text;
  chosen_vehicle_id: NullableInt;
  ticket_id: NullableInt;
  decided_by: Text;
  decided_at: NullableStamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    dispatch_decisions: DispatchDecisionTable;
  }
  /** the pump assigned to a task on the desk (update-pump-type), and its spacing target */
  interface ProductionTaskTable {
    pump_id: NullableInt;
    pump_type: Text;
    spacing_minutes: NullableInt;
  }
}

export const dispatchDecisionServer = defineServerPart({
  resource: 'dispatchDecision',
  migrations: {
    /** the suggestion counts each line's running tasks: without it, a scan of every task the plant ever ran (large seed) */
    '0125-dispatch-running-by-line': {
      async up(db: Kysely<unknown>) {
        await db.schema.createIndex('production_tasks_host_id_state').on('production_tasks').columns(['host_id', 'state']).execute();
      },
    },
    '0130-dispatch-desk': {
      async up(db: Kysely<unknown>) {
        await orgColumn(recordColumns(db.schema.createTable('dispatch_decisions')))
          .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
          .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
          .addColumn('line_id', 'integer')
          .addColumn('eta_minutes', 'integer', (c) => c.notNull())
          .addColumn('reasons', 'jsonb', (c) => c.notNull())
          .addColumn('decision', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .addColumn('chosen_vehicle_id', 'integer')
          .addColumn('ticket_id', 'integer')
          .addColumn('decided_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('decided_at', 'timestamptz')
          .execute();
        await db.schema.createIndex('dispatch_decisions_org_task').on('dispatch_decisions').columns(['org_id', 'task_id']).execute();
        await db.schema.alterTable('production_tasks').addColumn('pump_id', 'integer').execute();
        await db.schema
          .alterTable('production_tasks')
          .addColumn('pump_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.alterTable('production_tasks').addColumn('spacing_minutes', 'integer').execute();
        // the concrete clock's thresholds, once, where the settings screen edits them
        for (const s of Object.values(CLOCK_SETTINGS)) {
          await sql`insert into settings (type, value, remark, org_id) select ${s.type}, ${String(s.default)}, ${'混凝土时钟阈值'}, '0001'
            where not exists (select 1 from settings where type = ${s.type})`.execute(db);
        }
      },
      async down(db: Kysely<unknown>) {
        await sql`delete from settings where type like 'dispatch\\_%'`.execute(db);
        for (const c of ['pump_id', 'pump_type', 'spacing_minutes']) await db.schema.alterTable('production_tasks').dropColumn(c).execute();
        await db.schema.dropTable('dispatch_decisions').execute();
      },
    },
    '0131-concrete-clock-event': {
      async up(db: Kysely<unknown>) {
        await sql`insert into sys_events (event_code, event_name, notify_users, remark, enabled)
          select 'concrete_clock', '混凝土时钟告警', 'admin,dispatcher', '卸料超时、工地滞留、间隔过大、车辆扎堆', true
          where not exists (select 1 from sys_events where event_code = 'concrete_clock')`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`delete from sys_events where event_code = 'concrete_clock'`.execute(db);
      },
    },
    '0132-concrete-clock-told': clockToldMigration,
  },
});
