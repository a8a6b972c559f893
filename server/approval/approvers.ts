import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { HEAD_OFFICE, type SessionUser } from '../http/session-user';
import type { DB } from '../db/database';
import type { OrgScope } from '../http/scope';
import type { FlowLevel } from '../../src/domain/resources/approval';
import { resources } from '../../src/domain/resources/registry';
import { flowsOf } from '../../src/domain/resources/flows';
import { idColumnOf } from '../../src/domain/resources/types';

/**
 * The one rule of who may decide an approval item: the user it names, or any active holder of the
 * role it names. The engine checks it for one item, lists with it, and opens and closes the
 * approvers' to-dos by it.
 */
export interface ApproverOf {
  approver_user_id: number | null;
  approver_role: string | null;
}

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
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.user_id')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select(['users.user_id', 'users.true_name'])
    .where('roles.role_code', '=', role)
    .where('users.status', '=', 1)
    .execute();
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

/** Users who may act for an organisation: its own staff, those granted it, and head-office staff. */
export async function actingFor(db: DB, userIds: readonly number[], orgId: string): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .select('u.user_id')
    .where('u.user_id', 'in', [...userIds])
    .where((eb) =>
      eb.or([
        eb('u.org_id', 'in', [HEAD_OFFICE, orgId]),
        eb.exists(eb.selectFrom('user_orgs as o').select('o.user_id').whereRef('o.user_id', '=', 'u.user_id').where('o.org_id', '=', orgId)),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The active users who may decide a level of a flow (users it names, holders of roles it names). */
export async function decidersOfLevel(db: DB, level: FlowLevel): Promise<Array<{ user_id: number; true_name: string }>> {
  const out = new Map<number, string>();
  for (const a of level.approvers) {
    if (a.type === 'user') {
      const u = /^\d{1,9}$/.test(String(a.value))
        ? await db.selectFrom('users').select(['user_id', 'true_name']).where('user_id', '=', Number(a.value)).where('status', '=', 1).executeTakeFirst()
        : undefined;
      if (u) out.set(u.user_id, u.true_name);
    } else for (const u of await usersOfRole(db, a.value)) out.set(u.user_id, u.true_name);
  }
  return [...out].map(([user_id, true_name]) => ({ user_id, true_name }));
}

/**
 * Approval items (aliased `alias`) of records in the scope: an org-scoped object's item shows only
 * when its record (or its group) belongs to one of the organisations; shared objects' items always.
 */
export function itemsInScope(scope: OrgScope, alias = 'i'): RawBuilder<SqlBool> {
  if (scope === 'all') return sql<SqlBool>`true`;
  const orgs = scope.length ? [...scope] : ['-'];
  const type = sql.ref(`${alias}.business_type`);
  const bid = sql.ref(`${alias}.business_id`);
  const scopedTypes: string[] = [];
  const owned: Array<RawBuilder<SqlBool>> = [];
  for (const d of resources.filter((r) => r.orgScoped)) {
    const types = flowsOf(d).map((f) => f.businessType);
    if (!types.length) continue;
    scopedTypes.push(...types);
    owned.push(sql<SqlBool>`(${type} in (${sql.join(types)}) and exists (select 1 from ${sql.table(d.table)} r
      where r.${sql.ref(idColumnOf(d))}::text = ${bid} and r.org_id in (${sql.join(orgs)})))`);
  }
  if (!scopedTypes.length) return sql<SqlBool>`true`;
  const grouped = sql<SqlBool>`exists (select 1 from approval_groups g where 'g' || g.id::text = ${bid}
    and g.business_type = ${type} and g.org_id in (${sql.join(orgs)}))`;
  return sql<SqlBool>`(${type} not in (${sql.join(scopedTypes)}) or ${grouped} or ${sql.join(owned, sql` or `)})`;
}
