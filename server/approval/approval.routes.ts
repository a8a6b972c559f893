import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { approvalTypes, resources } from '../../src/domain/resources/registry';
import type { FlowLevel } from '../../src/domain/resources/approval';
import { z } from 'zod';
import { defineCall } from '../http/call';
import { input, noInput, pageParams, wire } from '../http/input';
import { invalid } from '../http/errors';
import { pageOf } from '../http/params';
import { readFlow, saveFlow } from './approval.engine';
import { decidableBy, itemsInScope } from './approvers';
import { scopeOf } from '../http/scope';
import { flowsOf } from '../../src/domain/resources/flows';

/** A flow's levels in order, each with its approvers: users by id or roles by code. */
const FLOW_INPUT = input({
  businessType: wire.text(64),
  levels: z
    .array(
      z.looseObject({
        approvers: z.array(z.looseObject({ type: wire.oneOf(['user', 'role']), value: z.union([wire.text(64), z.number().int()]) })).max(100),
      }),
    )
    .max(20)
    .optional(),
});

/** /settings/approval-flow and the cross-type "waiting for me" list of the /approval screens. */
export function approvalRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/system/approval-flow/list',
    async (ctx) => {
      const out = [];
      for (const t of approvalTypes()) out.push({ ...t, levels: await readFlow(ctx.db, t.businessType) });
      return out;
    },
    { perm: { screen: '/settings/approval-flow' }, input: noInput },
  );

  /**
   * The business types with no flow (issue 26, item 16): a record of one is agreed the moment it is
   * submitted, so the settings screen warns about each, by its label.
   */
  defineCall(
    app,
    '/system/approval-flow/unconfigured',
    async (ctx) => {
      const configured = new Set((await ctx.db.selectFrom('approval_flows').select('business_type').distinct().execute()).map((r) => r.business_type));
      return approvalTypes().filter((t) => !configured.has(t.businessType));
    },
    { perm: { screen: '/settings/approval-flow' }, input: noInput },
  );

  defineCall(
    app,
    '/system/approval-flow/save',
    async (ctx) => {
      const type = ctx.params.need('businessType');
      if (!approvalTypes().some((t) => t.businessType === type)) throw invalid('businessType');
      const levels: FlowLevel[] = (ctx.input.levels ?? []).map((l, i) => ({
        level: i + 1,
        approvers: l.approvers.map((a) => ({ type: a.type, value: String(a.value) })),
      }));
      const warnings = await saveFlow(ctx, type, levels);
      return { businessType: type, levels: await readFlow(ctx.db, type), warnings };
    },
    { write: true, perm: 'admin', input: FLOW_INPUT },
  );

  /** Pending items the caller may decide, across every business type (or one: businessType). */
  defineCall(
    app,
    '/system/approval/pending',
    async (ctx) => {
      const paging = ctx.params.paging();
      const type = ctx.params.str('businessType');
      const db = ctx.db;
      // decidable by the caller, and about a record of an organisation the call acts for
      let q = db
        .selectFrom('approval_items as i')
        .where('i.approve_state', '=', 0)
        .where('i.level', '>', 0)
        .where(decidableBy(ctx.user))
        .where(itemsInScope(scopeOf(ctx)));
      if (type) q = q.where('i.business_type', '=', type);
      const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
      const rows = await q
        .select(['i.id', 'i.business_type', 'i.business_id', 'i.level', 'i.create_time'])
        .orderBy('i.id', 'desc')
        .limit(paging.limit)
        .offset(paging.offset)
        .execute();
      return pageOf(
        rows.map((r) => {
          const def = resources.find((d) => flowsOf(d).some((f) => f.businessType === r.business_type));
          const flow = def && flowsOf(def).find((f) => f.businessType === r.business_type);
          return {
            id: r.id,
            businessType: r.business_type,
            businessId: r.business_id,
            level: r.level,
            createTime: ctx.services.clock.format(r.create_time),
            resource: def?.name,
            route: flow?.route,
            flow: flow?.name,
          };
        }),
        Number(total),
        paging,
      );
    },
    { perm: 'session', input: input({ ...pageParams, businessType: wire.text(64).optional() }) },
  );
}
