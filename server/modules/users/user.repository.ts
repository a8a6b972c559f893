import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { HEAD_OFFICE, type SessionUser } from '../../http/session-user';

/**
 * What a session user is made of, selected beside the users row aliased `u`: its roles and the
 * other organisations it was granted, as JSON arrays, so the whole user is one query.
 */
export const sessionUserColumns = [
  'u.user_id',
  'u.user_name',
  'u.true_name',
  'u.org_id',
  'u.user_type',
  sql<string[]>`coalesce((select json_agg(r.role_code order by r.role_code) from user_roles ur join roles r on r.role_id = ur.role_id
    where ur.user_id = u.user_id), '[]'::json)`.as('roles'),
  sql<string[]>`coalesce((select json_agg(o.org_id) from user_orgs o where o.user_id = u.user_id), '[]'::json)`.as('other_orgs'),
] as const;

export interface SessionUserRow {
  user_id: number;
  user_name: string;
  true_name: string;
  org_id: string;
  user_type: string;
  roles: string[];
  other_orgs: string[];
}

export function toSessionUser(row: SessionUserRow, tokenHash: string): SessionUser {
  return {
    userId: row.user_id,
    userName: row.user_name,
    trueName: row.true_name,
    orgId: row.org_id,
    userType: row.user_type,
    roles: row.roles,
    orgs: orgsFrom(row.org_id, row.other_orgs),
    tokenHash,
  };
}

/** Head-office staff act for every organisation; anyone else for their own and those granted. */
export function orgsFrom(ownOrg: string, others: readonly string[]): string[] | '*' {
  return ownOrg === HEAD_OFFICE ? '*' : [...new Set([ownOrg, ...others])];
}

/** An enabled user as a session user (the seed acts through the services as one). */
export async function loadSessionUser(db: DB, userId: number, tokenHash: string): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users as u').select(sessionUserColumns).where('u.user_id', '=', userId).where('u.status', '=', 1).executeTakeFirst();
  return row ? toSessionUser(row, tokenHash) : undefined;
}

/** The wire shape of a user: the spec's names, never the password. */
export function userView(u: {
  user_id: number;
  user_name: string;
  true_name: string;
  org_id: string;
  post_code: string;
  user_type: string;
  user_code: string;
  phone: string;
  status: number;
}) {
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    true_name: u.true_name,
    org_id: u.org_id,
    post_code: u.post_code,
    user_type: u.user_type,
    user_code: u.user_code,
    phone: u.phone,
    status: u.status,
  };
}

export const USER_COLUMNS = ['user_id', 'user_name', 'true_name', 'org_id', 'post_code', 'user_type', 'user_code', 'phone', 'status'] as const;
