import { sql, type Kysely } from 'kysely';
import { approvalColumns, orgColumn, recordColumns } from '../migration-columns';

/**
 * Printing (issue 8 item 5): every printed PDF is kept with who printed it, when, which document
 * of which record, and its size, so /pdf/download can list it and hand the same bytes out again.
 * A print request asks for a reprint of a document under the spec's print approval
 * (/approval/print-approval); an agreed request is used up by the one reprint it allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await approvalColumns(orgColumn(recordColumns(db.schema.createTable('print_requests'))))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('record_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('doc', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    /** the reprint that used this request up; null while it is unused */
    .addColumn('used_job_id', 'integer')
    .execute();
  await db.schema.createIndex('print_requests_record').on('print_requests').columns(['resource', 'record_id', 'doc']).execute();
  // at most one open request (not decided against, not used) per document of a record
  await sql`create unique index print_requests_open on print_requests (resource, record_id, doc)
    where used_job_id is null and (approve_state is null or approve_state in (0, 1))`.execute(db);

  await db.schema
    .createTable('print_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('record_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('doc', 'varchar(64)', (c) => c.notNull())
    /** the document's title in the language it was printed in */
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('reprint', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('request_id', 'integer', (c) => c.references('print_requests.id'))
    .addColumn('pdf', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('print_jobs_size', sql`size_bytes > 0 and pages > 0`)
    .execute();
  await db.schema.createIndex('print_jobs_org_time').on('print_jobs').columns(['org_id', 'created_at']).execute();
  await db.schema.createIndex('print_jobs_record').on('print_jobs').columns(['resource', 'record_id', 'doc']).execute();
  await db.schema.alterTable('print_requests').addForeignKeyConstraint('print_requests_used_job', ['used_job_id'], 'print_jobs', ['id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_requests').dropConstraint('print_requests_used_job').execute();
  await db.schema.dropTable('print_jobs').execute();
  await db.schema.dropTable('print_requests').execute();
}
