import { sql, type CreateTableBuilder } from 'kysely';

/**
 * Column groups a business object's hand-written migration repeats (admin/<area>/<object>.server.ts).
 * Only for migrations written from now on: a shipped migration keeps its own copy, so changing
 * these can never change what an old migration created.
 */
type Table<TB extends string> = CreateTableBuilder<TB, never>;

/** serial key, created and updated stamps */
export const recordColumns = <TB extends string>(t: Table<TB>) =>
  t
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

/** the organisation an org-scoped record belongs to */
export const orgColumn = <TB extends string>(t: Table<TB>) => t.addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'));

/** the state of the record's first approval flow (server/db/column-types.ts `ApprovalColumns`) */
export const approvalColumns = <TB extends string>(t: Table<TB>) =>
  t
    .addColumn('approve_state', 'smallint')
    .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('submit_user_id', 'integer');
