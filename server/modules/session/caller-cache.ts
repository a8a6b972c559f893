import type { SessionUser } from '../../http/session-user';

/** A signed-in caller as its live session shows it (./caller.repository.ts `findLiveCaller`). */
export interface LiveCaller {
  user: SessionUser;
  /** when the session was last seen, for the once-a-minute idle slide */
  lastSeen: Date;
  /** the absolute expiry, which activity does not slide */
  expiresAt: Date;
}

/**
 * The callers of the last moments, by token hash: a busy screen makes a burst of calls with one
 * token, and on PGlite's single connection each session lookup queues behind everything else.
 *
 * An entry lives `ttlMs` (2 s by default), and every write call of this instance empties the cache,
 * so a sign-out, a password change or a role change here takes effect on the next call. On another
 * instance it takes effect within `ttlMs` (SECURITY.md). Liveness (idle and absolute expiry) is
 * checked again on every hit from the cached stamps.
 */
export class CallerCache {
  private entries = new Map<string, { caller: LiveCaller; at: number }>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly max = 10_000,
  ) {}

  get(tokenHash: string, now: number): LiveCaller | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (now - e.at >= this.ttlMs || now < e.at) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.caller;
  }

  set(tokenHash: string, caller: LiveCaller, now: number): void {
    // a flood of distinct tokens must not grow memory: start over rather than track recency
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(tokenHash, { caller, at: now });
  }

  /** After any write: what it changed (a session, a user, a role) is read afresh. */
  clear(): void {
    this.entries.clear();
  }
}
