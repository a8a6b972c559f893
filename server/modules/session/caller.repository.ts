import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { HEAD_OFFICE, type SessionUser } from '../../http/session-user';
import { hashToken, isLive } from './token.repository';

export interface LiveCaller {
  user: SessionUser;
  /** when the session was last seen, for the once-a-minute idle slide */
  lastSeen: Date;
  /** the absolute expiry, which activity does not slide */
  expiresAt: Date;
}

/**
 * The live session behind a token with its user, roles and organisations, in one query: every
 * call and every socket starts here, and on the single PGlite connection each extra round trip
 * queues behind whatever else is running (an export, the simulator).
 */
export async function findLiveCaller(db: DB, token: string, idleSeconds: number): Promise<LiveCaller | undefined> {
  const tokenHash = hashToken(token);
  const row = await db.selectFrom('sessions as s').innerJoin('users as u', 'u.user_id', 's.user_id')
    .select(['s.last_seen_at', 's.expires_at', 's.revoked_at', 'u.user_id', 'u.user_name', 'u.true_name', 'u.org_id', 'u.user_type'])
    .select([
      sql<string[]>`coalesce((select json_agg(r.role_code order by r.role_code) from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id), '[]'::json)`.as('roles'),
      sql<string[]>`coalesce((select json_agg(o.org_id) from user_orgs o where o.user_id = u.user_id), '[]'::json)`.as('other_orgs'),
    ])
    .where('s.token_hash', '=', tokenHash).where('u.status', '=', 1)
    .executeTakeFirst();
  if (!row || !isLive(row, idleSeconds)) return undefined;
  return {
    lastSeen: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    user: {
      userId: row.user_id, userName: row.user_name, trueName: row.true_name, orgId: row.org_id, userType: row.user_type,
      roles: row.roles, orgs: orgsFrom(row.org_id, row.other_orgs), tokenHash,
    },
  };
}

/** Head-office staff act for every organisation; anyone else for their own and those granted. */
export function orgsFrom(ownOrg: string, others: readonly string[]): string[] | '*' {
  return ownOrg === HEAD_OFFICE ? '*' : [...new Set([ownOrg, ...others])];
}
