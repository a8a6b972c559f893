import { sql, type Kysely } from 'kysely';
import type { NullableNum } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

declare module '../../server/db/schema' {
  interface ProductionTaskTable {
    /** the outsourcing unit the task is given to (task bill, migration 0152) */
    outsourcing_unit_id: number | null;
    /** the haul from the unit's plant to the site, km: the band of its transport price */
    outsourcing_distance_km: NullableNum;
  }
  interface DeliveryTicketTable {
    /** the unit that produced and delivered this load (migration 0152) */
    outsourcing_unit_id: number | null;
    /** the outsourcing settlement that priced it; a settled ticket is never priced again */
    outsourcing_settlement_id: number | null;
  }
}

/**
 * Task bills. A load's unit follows its task: set by the database when the ticket is written (the
 * operations services and the simulator write tickets and need not know about outsourcing), and
 * when a task is given to another unit its unsettled loads follow it.
 */
export const outsourcingTaskServer = defineServerPart({
  resource: 'outsourcingTask',
  migrations: {
    '0152-outsourcing-task-tickets': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('production_tasks')
          .addColumn('outsourcing_unit_id', 'integer', (c) => c.references('outsourcing_units.id'))
          .addColumn('outsourcing_distance_km', 'numeric(8, 2)')
          .execute();
        await db.schema
          .alterTable('delivery_tickets')
          .addColumn('outsourcing_unit_id', 'integer', (c) => c.references('outsourcing_units.id'))
          .addColumn('outsourcing_settlement_id', 'integer')
          .execute();
        await db.schema.createIndex('delivery_tickets_outsourcing_unit').on('delivery_tickets').columns(['outsourcing_unit_id', 'created_at']).execute();
        await sql`create function outsourcing_ticket_unit() returns trigger language plpgsql as $$
          begin
            select outsourcing_unit_id into new.outsourcing_unit_id from production_tasks where id = new.task_id;
            return new;
          end $$`.execute(db);
        await sql`create trigger delivery_tickets_outsourcing_unit before insert on delivery_tickets
          for each row execute function outsourcing_ticket_unit()`.execute(db);
        await sql`create function outsourcing_task_unit() returns trigger language plpgsql as $$
          begin
            update delivery_tickets set outsourcing_unit_id = new.outsourcing_unit_id where task_id = new.id and outsourcing_settlement_id is null;
            return new;
          end $$`.execute(db);
        await sql`create trigger production_tasks_outsourcing_unit after update of outsourcing_unit_id on production_tasks
          for each row when (old.outsourcing_unit_id is distinct from new.outsourcing_unit_id) execute function outsourcing_task_unit()`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop trigger production_tasks_outsourcing_unit on production_tasks`.execute(db);
        await sql`drop function outsourcing_task_unit()`.execute(db);
        await sql`drop trigger delivery_tickets_outsourcing_unit on delivery_tickets`.execute(db);
        await sql`drop function outsourcing_ticket_unit()`.execute(db);
        await db.schema.alterTable('delivery_tickets').dropColumn('outsourcing_settlement_id').dropColumn('outsourcing_unit_id').execute();
        await db.schema.alterTable('production_tasks').dropColumn('outsourcing_distance_km').dropColumn('outsourcing_unit_id').execute();
      },
    },
  },
});
