import { hash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/database';

/** one-shot `hash`: no Hash object per call (it runs on every call; issue 12's overhead bench) */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** 256 random bits, URL-safe. Only its hash is stored. */
export async function createSession(db: DB, userId: number, ip: string, absoluteSeconds: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + absoluteSeconds * 1000),
      revoked_at: null,
      ip,
    })
    .execute();
  return { token, expiresIn: absoluteSeconds };
}

/** Neither revoked, nor past the absolute expiry, nor idle for longer than `idleSeconds`, at `at` (the services' clock). */
export function isLive(
  s: { revoked_at: Date | string | null; expires_at: Date | string; last_seen_at: Date | string },
  idleSeconds: number,
  at: Date,
): boolean {
  const now = at.getTime();
  return !s.revoked_at && new Date(s.expires_at).getTime() > now && new Date(s.last_seen_at).getTime() + idleSeconds * 1000 > now;
}

/** Idle expiry slides; written at most once a minute so reads stay reads. */
export async function touchSession(db: DB, tokenHash: string, lastSeen: Date, now: Date): Promise<boolean> {
  if (now.getTime() - lastSeen.getTime() < 60_000) return false;
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  return true;
}

export async function revokeSession(db: DB, tokenHash: string) {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: DB, userId: number, exceptHash?: string) {
  let q = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}

/** Tokens revoked since a moment: the socket hub disconnects their sockets. */
export async function revokedSince(db: DB, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('token_hash').where('revoked_at', '>=', since).execute();
  return rows.map((r) => r.token_hash);
}
