import type { DB } from '../../db/database';
import { HEAD_OFFICE, type SessionUser } from '../../http/session-user';
import { orgsFrom } from '../session/caller.repository';

export async function rolesOf(db: DB, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select('roles.role_code').where('user_roles.user_id', '=', userId).orderBy('roles.role_code').execute();
  return rows.map((r) => r.role_code);
}

export async function orgsOf(db: DB, userId: number, ownOrg: string): Promise<string[] | '*'> {
  if (ownOrg === HEAD_OFFICE) return '*';
  const rows = await db.selectFrom('user_orgs').select('org_id').where('user_id', '=', userId).execute();
  return orgsFrom(ownOrg, rows.map((r) => r.org_id));
}

export async function loadSessionUser(db: DB, userId: number, tokenHash: string): Promise<SessionUser | undefined> {
  const u = await db.selectFrom('users').selectAll().where('user_id', '=', userId).where('status', '=', 1).executeTakeFirst();
  if (!u) return undefined;
  return {
    userId: u.user_id, userName: u.user_name, trueName: u.true_name, orgId: u.org_id, userType: u.user_type,
    roles: await rolesOf(db, u.user_id), orgs: await orgsOf(db, u.user_id, u.org_id), tokenHash,
  };
}

/** The wire shape of a user: the spec's names, never the password. */
export function userView(u: { user_id: number; user_name: string; true_name: string; org_id: string; post_code: string; user_type: string; user_code: string; phone: string; status: number }) {
  return {
    user_id: u.user_id, user_name: u.user_name, true_name: u.true_name, org_id: u.org_id, post_code: u.post_code,
    user_type: u.user_type, user_code: u.user_code, phone: u.phone, status: u.status,
  };
}

export const USER_COLUMNS = ['user_id', 'user_name', 'true_name', 'org_id', 'post_code', 'user_type', 'user_code', 'phone', 'status'] as const;
