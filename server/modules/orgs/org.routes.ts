import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../http/call';
import { noInput } from '../../http/input';
import { orgSchemas } from './org.schema';
import { BizError, invalid, notFound } from '../../http/errors';
import type { Params } from '../../http/params';
import { HEAD_OFFICE } from '../../http/session-user';
import type { DB } from '../../db/database';
import { passesFormat } from '../../../src/domain/resources/rules';
import { stationResource } from '../../../admin/settings/station.resource';

const ORG_ID = /^[0-9A-Za-z]{2,16}$/;
const ORG_TYPES = ['head', 'station'];

type OrgRow = {
  org_id: string;
  org_name: string;
  org_short_name: string;
  org_type: string;
  parent_id: string | null;
  lng: number | null;
  lat: number | null;
  address: string;
  phone: string;
  sort: number;
};
type OrgNode = OrgRow & { children: OrgNode[] };

function tree(rows: OrgRow[]): OrgNode[] {
  const nodes = new Map(rows.map((r) => [r.org_id, { ...r, children: [] as OrgNode[] }]));
  const roots: OrgNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id ? nodes.get(n.parent_id) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

const COLS = ['org_id', 'org_name', 'org_short_name', 'org_type', 'parent_id', 'lng', 'lat', 'address', 'phone', 'sort'] as const;

function coordinate(p: Params, name: string, limit: number): number | null | undefined {
  const s = p.str(name);
  if (s === undefined) return undefined;
  const n = Number(s);
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw invalid(name);
  return n;
}

function orgFields(p: Params, creating: boolean) {
  const name = creating ? p.need('org_name') : p.str('org_name');
  if (name !== undefined && name.length > 100) throw invalid('org_name', 'tooLong', { max: 100 });
  const type = p.str('org_type');
  if (type !== undefined && !ORG_TYPES.includes(type)) throw invalid('org_type');
  const fields: Partial<OrgRow> = {};
  if (name !== undefined) fields.org_name = name;
  if (type !== undefined) fields.org_type = type;
  for (const k of ['org_short_name', 'address', 'phone'] as const) {
    const v = p.str(k);
    if (v !== undefined) {
      if (v.length > 200) throw invalid(k, 'tooLong', { max: 200 });
      fields[k] = v;
    }
    // the station screen's declaration gives each text its format (a phone number)
    const declared = stationResource.fields.find((f) => f.name === k);
    if (v !== undefined && declared && !passesFormat(declared, v.trim())) throw invalid(k);
  }
  const lng = coordinate(p, 'lng', 180);
  if (lng !== undefined) fields.lng = lng;
  const lat = coordinate(p, 'lat', 90);
  if (lat !== undefined) fields.lat = lat;
  const sort = p.int('sort');
  if (sort !== undefined) fields.sort = sort;
  return fields;
}

async function orgOrThrow(db: DB, id: string) {
  const o = await db
    .selectFrom('orgs')
    .select([...COLS])
    .where('org_id', '=', id)
    .executeTakeFirst();
  if (!o) throw notFound();
  return o;
}

export function orgRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/user/organization/tree-data',
    async ({ db, user }) => {
      let q = db
        .selectFrom('orgs')
        .select([...COLS])
        .orderBy('sort');
      if (user.orgs !== '*') q = q.where('org_id', 'in', user.orgs);
      return tree(await q.execute());
    },
    { perm: 'session', input: noInput },
  );

  defineCall(
    app,
    '/user/organization/allTree',
    async ({ db }) =>
      tree(
        await db
          .selectFrom('orgs')
          .select([...COLS])
          .orderBy('sort')
          .execute(),
      ),
    { perm: 'session', input: noInput },
  );

  defineCall(
    app,
    '/user/organization/findOrganizationByType',
    async ({ db, params, user }) => {
      let q = db
        .selectFrom('orgs')
        .select([...COLS])
        .orderBy('sort');
      const type = params.str('org_type') ?? params.str('type');
      if (type) q = q.where('org_type', '=', type);
      if (user.orgs !== '*') q = q.where('org_id', 'in', user.orgs);
      return q.execute();
    },
    { perm: 'session', input: orgSchemas.byType },
  );

  defineCall(
    app,
    '/user/organization/organization-add',
    async (ctx) => {
      const id = ctx.params.need('new_org_id');
      if (!ORG_ID.test(id)) throw invalid('new_org_id');
      if (await ctx.db.selectFrom('orgs').select('org_id').where('org_id', '=', id).executeTakeFirst())
        throw new BizError(400, 'duplicate', { field: 'new_org_id' }, 'new_org_id');
      const fields = orgFields(ctx.params, true);
      await ctx.db
        .insertInto('orgs')
        .values({
          org_id: id,
          org_name: fields.org_name!,
          org_short_name: fields.org_short_name ?? '',
          org_type: fields.org_type ?? 'station',
          parent_id: HEAD_OFFICE,
          lng: fields.lng ?? null,
          lat: fields.lat ?? null,
          address: fields.address ?? '',
          phone: fields.phone ?? '',
          sort: fields.sort ?? 0,
        })
        .execute();
      await ctx.audit('add', 'org', id, fields);
      return orgOrThrow(ctx.db, id);
    },
    { write: true, perm: 'admin', input: orgSchemas.add },
  );

  defineCall(
    app,
    '/user/organization/organization-update',
    async (ctx) => {
      const id = ctx.params.need('target_org_id');
      const before = await orgOrThrow(ctx.db, id);
      const fields = orgFields(ctx.params, false);
      if (Object.keys(fields).length) await ctx.db.updateTable('orgs').set(fields).where('org_id', '=', id).execute();
      await ctx.audit('update', 'org', id, { before, fields });
      return orgOrThrow(ctx.db, id);
    },
    { write: true, perm: 'admin', input: orgSchemas.update },
  );

  defineCall(
    app,
    '/user/organization/organization-del',
    async (ctx) => {
      const id = ctx.params.need('target_org_id');
      if (id === HEAD_OFFICE) throw invalid('target_org_id');
      const before = await orgOrThrow(ctx.db, id);
      const [{ n }] = await ctx.db
        .selectFrom('users')
        .select(sql<string>`count(*)`.as('n'))
        .where('org_id', '=', id)
        .execute();
      if (Number(n) > 0) throw new BizError(409, 'inUse', { field: before.org_name }, 'target_org_id');
      await ctx.db.deleteFrom('user_orgs').where('org_id', '=', id).execute();
      await ctx.db.deleteFrom('settings').where('org_id', '=', id).execute();
      await ctx.db.deleteFrom('orgs').where('org_id', '=', id).execute();
      await ctx.audit('delete', 'org', id, before);
      return null;
    },
    { write: true, perm: 'admin', input: orgSchemas.delete },
  );

  /**
   * Copies one organisation's settings to others (a new station starts from an existing one).
   * Body `data: { source_org_id, target_org_ids: [] }`; existing settings of a target are replaced.
   */
  defineCall(
    app,
    '/user/organization/copyTree',
    async (ctx) => {
      const raw = (ctx.params.raw.data ?? ctx.params.raw) as Record<string, unknown>;
      const source = typeof raw.source_org_id === 'string' ? raw.source_org_id : '';
      const targets = Array.isArray(raw.target_org_ids) ? raw.target_org_ids.map(String) : [];
      if (!source) throw new BizError(400, 'required', { field: 'source_org_id' }, 'source_org_id');
      if (!targets.length) throw new BizError(400, 'required', { field: 'target_org_ids' }, 'target_org_ids');
      await orgOrThrow(ctx.db, source);
      for (const t of targets) await orgOrThrow(ctx.db, t);
      const settings = await ctx.db.selectFrom('settings').select(['type', 'value', 'remark']).where('org_id', '=', source).execute();
      for (const t of targets.filter((x) => x !== source)) {
        await ctx.db.deleteFrom('settings').where('org_id', '=', t).execute();
        if (settings.length)
          await ctx.db
            .insertInto('settings')
            .values(settings.map((s) => ({ ...s, org_id: t })))
            .execute();
      }
      await ctx.audit('copy', 'org-settings', source, { targets, count: settings.length });
      return { copied: settings.length, targets: targets.length };
    },
    { write: true, perm: 'admin', input: orgSchemas.copyTree },
  );
}
