import { sql, type Generated, type Kysely } from 'kysely';
import type { NullableNum, Stamp } from '../../server/db/column-types';
import { TASK_STATE } from '../../src/domain/events';
import { completeTask } from '../../server/operations/task.service';
import { defineServerPart } from '../../server/resources/server-part';

declare module '../../server/db/schema' {
  interface ProductionTaskTable {
    /** the contract's price of the grade when the task opened, yuan per m³ (migration 0110) */
    unit_price: NullableNum;
    /** the task plan it was opened from (migration 0110) */
    plan_id: number | null;
    /** the sany task approval flow (migration 0112); null for tasks opened without one */
    approve_state: number | null;
    approve_level: Generated<number>;
    approve_round: Generated<number>;
    submit_user: Generated<string>;
    submit_user_id: number | null;
    /** the site asked the plant to hold the task (update waiting, migration 0112) */
    waiting: Generated<boolean>;
    updated_at: Stamp;
  }
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Production tasks: the read view's computed columns and wire shape (quantities as numbers, as the
 * boards read them), and the `complete` transition written by the operations service so the
 * boards hear of it. The table type is in server/db/schema.ts (core migration 0004).
 */
export const taskServer = defineServerPart({
  resource: 'task',
  migrations: {
    /** the task's price (credit check and receivables) and the plan it came from */
    '0110-production-task-price': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('production_tasks').addColumn('unit_price', 'numeric(12, 2)').execute();
        await db.schema.alterTable('production_tasks').addColumn('plan_id', 'integer').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('production_tasks').dropColumn('plan_id').execute();
        await db.schema.alterTable('production_tasks').dropColumn('unit_price').execute();
      },
    },
    /** the sany task approval flow on the task itself, and its waiting flag */
    '0112-production-task-approval': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('production_tasks')
          .addColumn('approve_state', 'smallint')
          .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('submit_user_id', 'integer')
          .addColumn('waiting', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const c of ['approve_state', 'approve_level', 'approve_round', 'submit_user', 'submit_user_id', 'waiting', 'updated_at']) {
          await db.schema.alterTable('production_tasks').dropColumn(c).execute();
        }
      },
    },
  },
  readView: {
    computed: {
      contractCode: () => sql`coalesce(ct.contract_code, '')`,
      hostName: () => sql`coalesce(h.host_name, '')`,
    },
    map: (r) => ({
      ...r,
      planQuantity: Number(r.planQuantity),
      shippedQuantity: Number(r.shippedQuantity),
      completeTime: Number(r.state) === TASK_STATE.completed ? (r.completeTime ?? '') : '',
      siteLat: numOrNull(r.siteLat),
      siteLng: numOrNull(r.siteLng),
    }),
  },
  transitionWrites: {
    complete: async (ctx, _def, id) => {
      await completeTask(ctx.request.server.live.deps(ctx.user, ctx.ip), { taskId: id });
    },
  },
});
