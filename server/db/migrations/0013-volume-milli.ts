import { type Kysely } from 'kysely';

/**
 * The operations volumes still at numeric(12, 2), which rounds a third decimal on write. A ticket's
 * quantity and a task's shipped sum are at numeric(12, 3) since the statement area's 0180.
 */
const VOLUMES: ReadonlyArray<readonly [table: string, column: string]> = [
  ['production_tasks', 'plan_quantity'],
  ['batch_records', 'quantity'],
];

/**
 * Issue 25 §4: volumes keep the 0.001 m³ (one milli-m³) of ARCHITECTURE from the desk to the
 * settlement. The columns still hold m³ — only their scale widens from 2 to 3 decimals, so
 * every stored value keeps its meaning and nothing is converted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of VOLUMES)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType('numeric(12, 3)'))
      .execute();
}

/** Back to two decimals: PostgreSQL rounds a third decimal away (7.335 → 7.34). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of VOLUMES)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType('numeric(12, 2)'))
      .execute();
}
