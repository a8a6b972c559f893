import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../../server/db/database';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { labelOf } from '../../src/domain/resources/labels';
import { estimateHaul, type Point } from '../../src/domain/sales/distance';
import { PACT_BUTTONS, PACT_STATE } from './pact.resource';

const CONTRACT = '/sales/contract';
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const bad = (field: string) => new BizError(400, 'invalid', { field }, field);

/** The contract named by `pact_id`, in the caller's scope (400 naming `pact_id` otherwise). */
export async function pactInScope(ctx: CallContext, pactId: number) {
  const pact = await inScope(
    ctx.db.selectFrom('contracts').select(['id', 'org_id', 'customer_id', 'project_id', 'contract_code', 'state', 'approve_state']).where('id', '=', pactId),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!pact) throw bad('pact_id');
  return pact;
}

/**
 * A routing service's road distance and duration (OSRM's `/route/v1/driving`), when ROUTING_URL names
 * one; undefined when none is configured or it does not answer in time, so the estimate is used.
 */
async function routed(from: Point, to: Point): Promise<{ distanceKm: string; durationMin: number } | undefined> {
  const base = process.env.ROUTING_URL;
  if (!base) return undefined;
  try {
    const res = await fetch(`${base.replace(/\/$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`, {
      signal: AbortSignal.timeout(3000),
    });
    const body = (await res.json()) as { routes?: Array<{ distance: number; duration: number }> };
    const r = body.routes?.[0];
    if (!res.ok || !r || !Number.isFinite(r.distance) || !Number.isFinite(r.duration)) return undefined;
    return { distanceKm: (r.distance / 1000).toFixed(2), durationMin: Math.round(r.duration / 60) };
  } catch {
    return undefined;
  }
}

async function plantOf(db: DB, orgId: string): Promise<Point | undefined> {
  const o = await db.selectFrom('orgs').select(['lng', 'lat']).where('org_id', '=', orgId).executeTakeFirst();
  return o && o.lng !== null && o.lat !== null ? { lng: Number(o.lng), lat: Number(o.lat) } : undefined;
}

/** The contract's calls that are no object's action: distance, people, addresses, control, change of customer. */
export function pactTermRoutes(app: FastifyInstance): void {
  /**
   * getDistanceAndDuration { pact_id, addressId? }: from the contract's station to its project (or one
   * of its addresses): the routing service's road distance when configured, else the estimate.
   */
  defineCall(
    app,
    '/sales/pact/getDistanceAndDuration',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      const plant = await plantOf(ctx.db, pact.org_id);
      if (!plant) throw bad('orgId');
      let to: Point | undefined;
      if (ctx.input.addressId !== undefined) {
        const a = await ctx.db
          .selectFrom('project_addresses')
          .select(['lng', 'lat'])
          .where('id', '=', ctx.input.addressId)
          .where('contract_id', '=', pact.id)
          .executeTakeFirst();
        if (!a) throw bad('addressId');
        to = a.lng !== null && a.lat !== null ? { lng: Number(a.lng), lat: Number(a.lat) } : undefined;
      } else {
        const p = await ctx.db.selectFrom('projects').select(['lng', 'lat']).where('id', '=', pact.project_id).executeTakeFirstOrThrow();
        to = { lng: Number(p.lng), lat: Number(p.lat) };
      }
      if (!to) throw bad(ctx.input.addressId !== undefined ? 'addressId' : 'pact_id');
      const road = await routed(plant, to);
      return { from: plant, to, ...(road ?? estimateHaul(plant, to)), source: road ? 'routing' : 'estimate' };
    },
    { perm: { screen: CONTRACT, button: PACT_BUTTONS.distance }, input: input({ pact_id: wire.id(), addressId: wire.id().optional() }), area: 'sales' },
  );

  /** getProjectScope { pact_id }: the contract project's site: where it is and the radius a truck counts as arrived within. */
  defineCall(
    app,
    '/sales/pact/getProjectScope',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      const p = await ctx.db
        .selectFrom('projects')
        .select(['id', 'project_name', 'address', 'lng', 'lat', 'radius_m'])
        .where('id', '=', pact.project_id)
        .executeTakeFirstOrThrow();
      return { projectId: p.id, projectName: p.project_name, address: p.address, lng: Number(p.lng), lat: Number(p.lat), radiusM: p.radius_m };
    },
    { perm: { screen: CONTRACT }, input: input({ pact_id: wire.id() }), area: 'sales' },
  );

  /** address-list { pact_id }: the contract's project addresses a task may pour at — the agreed ones. */
  defineCall(
    app,
    '/sales/pact/address-list',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      const rows = await ctx.db
        .selectFrom('project_addresses')
        .select(['id', 'address', 'lng', 'lat', 'contact', 'phone'])
        .where('contract_id', '=', pact.id)
        .where('approve_state', '=', 1)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, lng: r.lng === null ? null : Number(r.lng), lat: r.lat === null ? null : Number(r.lat) }));
    },
    { perm: { screen: [CONTRACT, '/production/produce-plan'] }, input: input({ pact_id: wire.id() }), area: 'sales' },
  );

  const peopleOf = (ctx: CallContext, pactId: number, role: string) =>
    ctx.db
      .selectFrom('pact_users as p')
      .innerJoin('users as u', 'u.user_id', 'p.user_id')
      .select(['p.id', 'u.user_id as userId', 'u.user_name as userName', 'u.true_name as trueName', 'u.phone', 'p.role'])
      .where('p.contract_id', '=', pactId)
      .where('p.role', '=', role)
      .orderBy('p.id')
      .execute();

  /** foreman { pact_id }: the contract's foremen. */
  defineCall(
    app,
    '/sales/pact/foreman',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      return peopleOf(ctx, pact.id, 'foreman');
    },
    { perm: { screen: CONTRACT }, input: input({ pact_id: wire.id() }), area: 'sales' },
  );

  /** getUser { keyword? }: the active users of the caller's scope a contract may name (portal users, foremen). */
  defineCall(
    app,
    '/sales/pact/getUser',
    async (ctx) => {
      const k = ctx.input.keyword;
      const rows = await inScope(
        ctx.db.selectFrom('users').select(['user_id', 'user_name', 'true_name', 'phone', 'user_type', 'org_id']).where('status', '=', 1),
        'org_id',
        scopeOf(ctx),
      )
        .$if(!!k, (q) => q.where((w) => w.or([w('user_name', 'like', like(k!)), w('true_name', 'like', like(k!))])))
        .orderBy('user_name')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        value: r.user_id,
        label: `${r.true_name} (${r.user_name})`,
        userName: r.user_name,
        trueName: r.true_name,
        phone: r.phone,
        userType: r.user_type,
      }));
    },
    { perm: { screen: CONTRACT }, input: input({ keyword: wire.text(100).optional() }), area: 'sales' },
  );

  /**
   * pact-portar-add { pact_id, userIds, role? }: the contract's portal users (or, with role foreman, its
   * foremen) become exactly `userIds`, users of the caller's scope; → the new list.
   */
  defineCall(
    app,
    '/sales/pact/pact-portar-add',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      const role = ctx.input.role ?? 'portal';
      const ids = [...new Set(ctx.input.userIds)];
      if (ids.length) {
        const found = await inScope(ctx.db.selectFrom('users').select('user_id').where('user_id', 'in', ids), 'org_id', scopeOf(ctx)).execute();
        if (found.length !== ids.length) throw bad('userIds');
      }
      await ctx.db.deleteFrom('pact_users').where('contract_id', '=', pact.id).where('role', '=', role).execute();
      if (ids.length)
        await ctx.db
          .insertInto('pact_users')
          .values(ids.map((user_id) => ({ org_id: pact.org_id, contract_id: pact.id, user_id, role })))
          .execute();
      await ctx.audit('pact-portar-add', 'pact', pact.id, { role, userIds: ids });
      return peopleOf(ctx, pact.id, role);
    },
    {
      perm: { screen: CONTRACT, button: 'edit' },
      write: true,
      input: input({ pact_id: wire.id(), userIds: wire.list(wire.id(), { max: 200 }), role: wire.oneOf(['portal', 'foreman']).optional() }),
      area: 'sales',
    },
  );

  /** getPactByUser { userId? }: the contracts in force a user (the caller when absent) is a portal user or foreman of. */
  defineCall(
    app,
    '/sales/pact/getPactByUser',
    async (ctx) => {
      const userId = ctx.input.userId ?? ctx.user.userId;
      return inScope(
        ctx.db
          .selectFrom('pact_users as p')
          .innerJoin('contracts as c', 'c.id', 'p.contract_id')
          .innerJoin('customers as k', 'k.id', 'c.customer_id')
          .innerJoin('projects as j', 'j.id', 'c.project_id')
          .select([
            'c.id as pact_id',
            'c.contract_code as contractCode',
            'k.customer_name as customerName',
            'j.project_name as projectName',
            'p.role',
            'c.state',
          ])
          .where('p.user_id', '=', userId)
          .where('c.state', '=', PACT_STATE.inForce),
        'c.org_id',
        scopeOf(ctx),
      )
        .orderBy('c.id')
        .execute();
    },
    { perm: { screen: CONTRACT }, input: input({ userId: wire.id().optional() }), area: 'sales' },
  );

  /** findByPactId { pact_id }: the contract's supply control, or the open defaults when it has none. */
  defineCall(
    app,
    '/sales/pactcontrol/findByPactId',
    async (ctx) => {
      const pact = await pactInScope(ctx, ctx.input.pact_id);
      const row = await ctx.db
        .selectFrom('pact_controls')
        .select(['id', 'max_quantity', 'max_amount', 'stop_supply', 'remark'])
        .where('contract_id', '=', pact.id)
        .executeTakeFirst();
      return {
        id: row?.id ?? null,
        contractId: pact.id,
        maxQuantity: row?.max_quantity ?? null,
        maxAmount: row?.max_amount ?? null,
        stopSupply: row?.stop_supply ?? false,
        remark: row?.remark ?? '',
      };
    },
    { perm: { screen: CONTRACT }, input: input({ pact_id: wire.id() }), area: 'sales' },
  );

  /**
   * change-customer { pact_id, customerId, projectId, reason }: the contract passes to another customer
   * of its station and one of that customer's projects; refused while the contract is in approval or
   * closed. The change is kept with who made it (`history`).
   */
  defineCall(
    app,
    '/sales/new-pact/change-customer',
    async (ctx) => {
      const { pact_id: pactId, customerId, projectId, reason } = ctx.input;
      if (!reason.trim()) throw new BizError(400, 'required', { field: 'reason' }, 'reason');
      const pact = await pactInScope(ctx, pactId);
      if (pact.approve_state === 0) throw new BizError(409, 'inApproval');
      if (pact.state === PACT_STATE.closed) throw new BizError(409, 'stateForbids', { state: labelOf('pact.stateClosed', ctx.lang) }, 'state');
      const customer = await ctx.db.selectFrom('customers').select('id').where('id', '=', customerId).where('org_id', '=', pact.org_id).executeTakeFirst();
      if (!customer) throw bad('customerId');
      if (customerId === pact.customer_id) throw bad('customerId');
      const project = await ctx.db.selectFrom('projects').select('id').where('id', '=', projectId).where('customer_id', '=', customerId).executeTakeFirst();
      if (!project) throw bad('projectId');
      await ctx.db.updateTable('contracts').set({ customer_id: customerId, project_id: projectId, updated_at: new Date() }).where('id', '=', pact.id).execute();
      await ctx.db
        .insertInto('pact_customer_changes')
        .values({
          org_id: pact.org_id,
          contract_id: pact.id,
          from_customer_id: pact.customer_id,
          to_customer_id: customerId,
          from_project_id: pact.project_id,
          to_project_id: projectId,
          reason,
          user_name: ctx.user.trueName,
        })
        .execute();
      await ctx.audit('change-customer', 'pact', pact.id, { from: pact.customer_id, to: customerId });
      const history = await ctx.db
        .selectFrom('pact_customer_changes as h')
        .innerJoin('customers as f', 'f.id', 'h.from_customer_id')
        .innerJoin('customers as t', 't.id', 'h.to_customer_id')
        .select([
          'h.id',
          'f.customer_name as fromCustomer',
          't.customer_name as toCustomer',
          'h.reason',
          'h.user_name as userName',
          sql<string>`to_char(h.created_at at time zone ${ctx.services.clock.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`.as('changedAt'),
        ])
        .where('h.contract_id', '=', pact.id)
        .orderBy('h.id', 'desc')
        .execute();
      return { pact_id: pact.id, customerId, projectId, history };
    },
    {
      perm: { screen: CONTRACT, button: PACT_BUTTONS.changeCustomer },
      write: true,
      input: input({ pact_id: wire.id(), customerId: wire.id(), projectId: wire.id(), reason: wire.text(200) }),
      area: 'sales',
    },
  );
}
