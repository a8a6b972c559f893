import { sql, type Kysely } from 'kysely';

/**
 * Group approval: several records of one flow submitted and decided as one. The group's items
 * are approval items whose business id is `g<group id>`; the members keep their own state columns,
 * moved together with the group's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'smallint')
    .addColumn('level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_user_id', 'integer', (c) => c.notNull())
    .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('approval_groups_open').on('approval_groups').columns(['business_type', 'state']).execute();
  await db.schema
    .createTable('approval_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('approval_groups.id').onDelete('cascade'))
    .addColumn('business_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('approval_group_members_pk', ['group_id', 'business_id'])
    .execute();
  await db.schema.createIndex('approval_group_members_business').on('approval_group_members').column('business_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_group_members').ifExists().execute();
  await db.schema.dropTable('approval_groups').ifExists().execute();
}
