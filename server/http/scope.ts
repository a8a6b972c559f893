import type { DB } from '../db/database';
import { HEAD_OFFICE, type SessionUser } from './session-user';

/**
 * The one organisation-scope rule, for every call over HTTP and for the live rooms: head-office
 * staff acting for the head office (0001) see every station; anyone else the organisation they act
 * for. A live connection acts for no single organisation, so it covers every one its user may act for.
 */
export type OrgScope = readonly string[] | 'all';

export interface Acting {
  user: Pick<SessionUser, 'orgs' | 'orgId'>;
  /** the organisation the call acts for (already checked against the user); absent on a live connection */
  orgId?: string;
}

export function scopeOf(who: Acting): OrgScope {
  const { user, orgId } = who;
  if (orgId !== undefined) return user.orgs === '*' && orgId === HEAD_OFFICE ? 'all' : [orgId];
  return user.orgs === '*' ? 'all' : [...new Set([user.orgId, ...user.orgs])];
}

export const seesAllOrgs = (who: Acting): boolean => scopeOf(who) === 'all';

/** Any Kysely builder with a `where` (select, update, delete). */
export type Whereable<Q> = { where(...args: never[]): Q };

/** Limits a query to the scope on `column` (e.g. `t.org_id`); an empty scope matches nothing. */
export function inScope<Q extends Whereable<Q>>(q: Q, column: string, scope: OrgScope): Q {
  if (scope === 'all') return q;
  const where = q.where as unknown as (this: Q, c: string, op: 'in', v: string[]) => Q;
  return where.call(q, column, 'in', scope.length ? [...scope] : ['-']);
}

/** The organisations a scope covers, listed: every organisation for 'all'. */
export async function orgsOf(db: DB, scope: OrgScope): Promise<string[]> {
  if (scope !== 'all') return [...scope];
  return (await db.selectFrom('orgs').select('org_id').execute()).map((o) => o.org_id);
}
