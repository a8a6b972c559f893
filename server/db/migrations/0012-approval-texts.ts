import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: a to-do's text is stored as a message key and its parameters (`msg_key`, `msg_params`),
 * so that each reader reads it in their own language; `title` and `content` keep the plant's
 * (Chinese) wording for whoever reads the table itself. An approval item records that its round
 * was agreed on submit because its business type had no flow (`no_flow`), so the timeline says so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('todos')
    .addColumn('msg_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('todos')
    .addColumn('msg_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('approval_items')
    .addColumn('no_flow', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('approval_items').dropColumn('no_flow').execute();
  await db.schema.alterTable('todos').dropColumn('msg_params').execute();
  await db.schema.alterTable('todos').dropColumn('msg_key').execute();
}
