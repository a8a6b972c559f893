import type { DB } from '../../db/database';
import { sessionUserColumns, toSessionUser } from '../users/user.repository';
import { hashToken, isLive } from './token.repository';
import type { CallerCache, LiveCaller } from './caller-cache';

export type { LiveCaller };

/**
 * The live session behind a token with its user, roles and organisations, in one query: every
 * call and every socket starts here, and on the single PGlite connection each extra round trip
 * queues behind whatever else is running (an export, the simulator).
 */
export async function findLiveCaller(db: DB, token: string, idleSeconds: number, now: Date, cache?: CallerCache): Promise<LiveCaller | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) return isLive({ revoked_at: null, expires_at: cached.expiresAt, last_seen_at: cached.lastSeen }, idleSeconds, now) ? cached : undefined;
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select(['s.last_seen_at', 's.expires_at', 's.revoked_at'])
    .select(sessionUserColumns)
    .where('s.token_hash', '=', tokenHash)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  if (!row || !isLive(row, idleSeconds, now)) return undefined;
  const caller = {
    lastSeen: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    user: toSessionUser(row, tokenHash),
  };
  cache?.set(tokenHash, caller, now.getTime());
  return caller;
}
