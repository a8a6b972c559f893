import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../http/session-user';
import type { DB } from '../db/database';

/**
 * The one rule of who may decide an approval item: the user it names, or any active holder of the
 * role it names. The engine checks it for one item, lists with it, and opens and closes the
 * approvers' to-dos by it.
 */
export interface ApproverOf { approver_user_id: number | null; approver_role: string | null }

export const mayDecide = (user: Pick<SessionUser, 'userId' | 'roles'>, it: ApproverOf): boolean =>
  it.approver_user_id === user.userId || (!!it.approver_role && user.roles.includes(it.approver_role));

/** The same rule as a condition on approval items aliased `alias`. */
export function decidableBy(user: Pick<SessionUser, 'userId' | 'roles'>, alias = 'i'): RawBuilder<SqlBool> {
  const byUser = sql<SqlBool>`${sql.ref(`${alias}.approver_user_id`)} = ${user.userId}`;
  if (!user.roles.length) return byUser;
  return sql<SqlBool>`(${byUser} or ${sql.ref(`${alias}.approver_role`)} in (${sql.join(user.roles)}))`;
}

/** Active users holding a role: who gets the to-do of an item naming it. */
export async function usersOfRole(db: DB, role: string): Promise<Array<{ user_id: number; true_name: string }>> {
  return db.selectFrom('users').innerJoin('user_roles', 'user_roles.user_id', 'users.user_id').innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select(['users.user_id', 'users.true_name']).where('roles.role_code', '=', role).where('users.status', '=', 1).execute();
}

/** Every user who may decide one of the items. */
export async function decidersOf(db: DB, items: readonly ApproverOf[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (const it of items) {
    if (it.approver_user_id !== null) out.add(it.approver_user_id);
    if (it.approver_role) for (const u of await usersOfRole(db, it.approver_role)) out.add(u.user_id);
  }
  return out;
}

