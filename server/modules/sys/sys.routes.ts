import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../http/call';
import { notFound } from '../../http/errors';
import { input, noInput, wire } from '../../http/input';
import { HEAD_OFFICE, mayActFor } from '../../http/session-user';
import { inScope, scopeOf } from '../../http/scope';
import { containsPattern } from '../../http/filters';

/** The system/sys/* helpers of spec §7 "System, settings and dashboard" (websocket host excluded). */
export function sysRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/system/sys/org-list',
    async ({ db, user }) => {
      let q = db.selectFrom('orgs').select(['org_id', 'org_name', 'org_short_name', 'org_type', 'parent_id', 'address', 'phone']).orderBy('sort');
      if (user.orgs !== '*') q = q.where('org_id', 'in', user.orgs.length ? user.orgs : ['-']);
      return q.execute();
    },
    { perm: 'session', input: noInput },
  );

  defineCall(
    app,
    '/system/sys/sys-daytime',
    async ({ services }) => {
      const now = services.clock.now();
      return { time: services.clock.format(now), date: services.clock.today(), timestamp: now.getTime(), timeZone: services.clock.timeZone };
    },
    { perm: 'session', input: noInput },
  );

  defineCall(
    app,
    '/system/sys/sys-company',
    async ({ db }) => {
      const head = await db.selectFrom('orgs').selectAll().where('org_id', '=', HEAD_OFFICE).executeTakeFirst();
      const name = await db.selectFrom('system_config').select('config_value').where('config_code', '=', 'company_name').executeTakeFirst();
      return {
        companyName: name?.config_value ?? head?.org_name ?? '',
        shortName: head?.org_short_name ?? '',
        address: head?.address ?? '',
        phone: head?.phone ?? '',
        orgId: HEAD_OFFICE,
      };
    },
    { perm: 'session', input: noInput },
  );

  /** Counts for the home dashboard, read from the tables themselves. */
  defineCall(
    app,
    '/system/sys/getSum',
    async (ctx) => {
      const db = ctx.db;
      const count = async (table: 'customers' | 'transfer_companies' | 'users' | 'suppliers' | 'orgs', org?: boolean) => {
        const q = db.selectFrom(table).select(sql<string>`count(*)`.as('n'));
        const scoped = org ? inScope(q, 'org_id', scopeOf(ctx)) : q;
        return Number((await scoped.executeTakeFirstOrThrow()).n);
      };
      const pending = await db
        .selectFrom('todos')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', ctx.user.userId)
        .where('state', '=', 0)
        .where('type', '=', 2)
        .executeTakeFirstOrThrow();
      return {
        customers: await count('customers', true),
        suppliers: await count('suppliers'),
        transferCompanies: await count('transfer_companies', true),
        users: await count('users', true),
        stations: (await count('orgs')) - 1,
        pendingApprovals: Number(pending.n),
      };
    },
    { perm: 'session', input: noInput },
  );

  defineCall(
    app,
    '/system/sys/const-list',
    async ({ db, params }) => {
      const type = params.need('type');
      return db
        .selectFrom('sys_consts')
        .select(['id', 'const_type', 'const_code', 'const_name', 'const_value', 'sort'])
        .where('const_type', '=', type)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    { perm: 'session', input: input({ type: wire.text(32, { pattern: /^[a-z_]+$/ }) }) },
  );

  defineCall(
    app,
    '/system/sys/host/org-list',
    async ({ db, user }) => {
      let q = db
        .selectFrom('orgs as o')
        .leftJoin('hosts as h', 'h.org_id', 'o.org_id')
        .select(['o.org_id', 'o.org_name', 'o.org_short_name', sql<string>`count(h.id)`.as('hostCount')])
        .groupBy(['o.org_id', 'o.org_name', 'o.org_short_name', 'o.sort'])
        .orderBy('o.sort');
      if (user.orgs !== '*') q = q.where('o.org_id', 'in', user.orgs.length ? user.orgs : ['-']);
      return (await q.execute()).map((r) => ({ ...r, hostCount: Number(r.hostCount) }));
    },
    { perm: 'session', input: noInput },
  );

  /** The control host of an organisation (kind batching unless asked): `org_id` or the caller's org. */
  defineCall(
    app,
    '/system/sys/getHost',
    async ({ db, params, user, orgId }) => {
      const org = params.str('hostOrgId') ?? orgId;
      if (!mayActFor(user, org)) throw notFound();
      const kind = params.str('kind') ?? 'batching';
      const h = await db
        .selectFrom('hosts')
        .select(['id', 'host_name', 'ip', 'port', 'kind', 'org_id'])
        .where('org_id', '=', org)
        .where('kind', '=', kind)
        .orderBy('id')
        .executeTakeFirst();
      return h ?? null;
    },
    { perm: 'session', input: input({ hostOrgId: wire.text(16).optional(), kind: wire.text(32).optional() }) },
  );

  defineCall(
    app,
    '/system/sales/username-list',
    async ({ db, user, orgId, params }) => {
      let q = db.selectFrom('users').select(['user_id', 'user_name', 'true_name', 'org_id']).where('status', '=', 1).orderBy('user_id');
      q = inScope(q, 'org_id', scopeOf({ user, orgId }));
      const name = params.str('true_name');
      if (name) q = q.where('true_name', 'ilike', containsPattern(name));
      return q.execute();
    },
    { perm: 'session', input: input({ true_name: wire.text(50).optional() }) },
  );
}
