import type { Kysely } from 'kysely';

/**
 * Indexes the delivery ticket list needs at plant scale (a million tickets and more):
 * - a customer's tickets of a month go customer → its tasks (production_tasks by customer and
 *   open time) → each task's tickets of the month (delivery_tickets by task and time), so page 1
 *   and its count read only that customer's rows; (task_id, created_at) replaces (task_id);
 * - the unfiltered list, newest first (the head office sees every station), reads
 *   (created_at, id) backwards and stops after one page;
 * - a ticket's batches and a batch's materials (ticket detail, print) are found by their parent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('production_tasks_customer_id_open_time').on('production_tasks').columns(['customer_id', 'open_time']).execute();
  await db.schema.createIndex('delivery_tickets_task_id_created_at').on('delivery_tickets').columns(['task_id', 'created_at']).execute();
  await db.schema.dropIndex('delivery_tickets_task_id').execute();
  await db.schema.createIndex('delivery_tickets_created_at_id').on('delivery_tickets').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('batch_records_ticket_id').on('batch_records').column('ticket_id').execute();
  await db.schema.createIndex('batch_consumptions_batch_id').on('batch_consumptions').column('batch_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'batch_consumptions_batch_id',
    'batch_records_ticket_id',
    'delivery_tickets_created_at_id',
    'delivery_tickets_task_id_created_at',
    'production_tasks_customer_id_open_time',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('delivery_tickets_task_id').on('delivery_tickets').column('task_id').execute();
}
