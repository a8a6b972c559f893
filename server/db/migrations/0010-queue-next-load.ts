import { sql, type Kysely } from 'kysely';

/**
 * The queue board reads each queued truck's next load (server/operations/live.queries.ts
 * `queueRows`) on every queue change: without an index by truck that is a scan of every ticket
 * ever issued, once per queued truck. Only loads not yet driven off can be next, and at plant
 * scale they are a handful among millions, so the index holds just those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('delivery_tickets_vehicle_id_not_departed')
    .on('delivery_tickets')
    .columns(['vehicle_id', 'ticketed_at'])
    .where(sql.ref('to_job_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('delivery_tickets_vehicle_id_not_departed').execute();
}
