import { sql, type Kysely } from 'kysely';

/**
 * Journal rows written before every writer was named keep an empty 操作人: the simulator's
 * (its source travels in the ip field) and sign-ins (the user's name is in the detail). Name them
 * the way new rows are named, so the journal reads the same whatever its age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update audit_log set user_name = 'simulator' where user_name = '' and user_id is null and ip = 'simulator'`.execute(db);
  await sql`update audit_log set user_name = left(detail->>'user_name', 50)
    where user_name = '' and action = 'login' and coalesce(detail->>'user_name', '') <> ''`.execute(db);
}

export async function down(): Promise<void> {
  // the names are true either way: nothing to undo
}
