import { sql, type Kysely } from 'kysely';

/**
 * Settings and system config became editable through the generic resource handlers, which stamp
 * every update; the platform migration created both tables without the stamp.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'system_config']) {
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'system_config']) await db.schema.alterTable(table).dropColumn('updated_at').execute();
}
