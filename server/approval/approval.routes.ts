import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { approvalTypes, resources } from '../../src/domain/resources/registry';
import type { FlowLevel } from '../../src/domain/resources/approval';
import { defineCall } from '../http/call';
import { invalid } from '../http/errors';
import { pageOf } from '../http/params';
import { anyDb } from '../resources/resource.query';
import { readFlow, saveFlow } from './approval.engine';
import { decidableBy } from './approvers';
import { flowsOf } from '../../src/domain/resources/flows';

/** /settings/approval-flow and the cross-type "waiting for me" list of the /approval screens. */
export function approvalRoutes(app: FastifyInstance): void {
  defineCall(app, '/system/approval-flow/list', async (ctx) => {
    const out = [];
    for (const t of approvalTypes()) out.push({ ...t, levels: await readFlow(anyDb(ctx), t.businessType) });
    return out;
  }, { perm: { screen: '/settings/approval-flow' } });

  defineCall(app, '/system/approval-flow/save', async (ctx) => {
    const type = ctx.params.need('businessType');
    if (!approvalTypes().some((t) => t.businessType === type)) throw invalid('businessType');
    const raw = ctx.params.list('levels');
    const levels: FlowLevel[] = raw.map((l, i) => {
      const o = (l ?? {}) as { approvers?: unknown };
      if (!Array.isArray(o.approvers)) throw invalid(`levels[${i}].approvers`);
      return { level: i + 1, approvers: o.approvers.map((a) => ({ type: (a as any)?.type, value: String((a as any)?.value ?? '') })) };
    });
    await saveFlow(ctx, type, levels);
    return { businessType: type, levels: await readFlow(anyDb(ctx), type) };
  }, { write: true, perm: 'admin' });

  /** Pending items the caller may decide, across every business type (or one: businessType). */
  defineCall(app, '/system/approval/pending', async (ctx) => {
    const paging = ctx.params.paging();
    const type = ctx.params.str('businessType');
    const db = anyDb(ctx);
    let q = db.selectFrom('approval_items as i').where('i.approve_state', '=', 0).where('i.level', '>', 0)
      .where(decidableBy(ctx.user));
    if (type) q = q.where('i.business_type', '=', type);
    const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
    const rows = await q.select(['i.id', 'i.business_type', 'i.business_id', 'i.level', 'i.create_time']).orderBy('i.id', 'desc').limit(paging.limit).offset(paging.offset).execute();
    return pageOf(rows.map((r: any) => {
      const def = resources.find((d) => flowsOf(d).some((f) => f.businessType === r.business_type));
      const flow = def && flowsOf(def).find((f) => f.businessType === r.business_type);
      return { id: r.id, businessType: r.business_type, businessId: r.business_id, level: r.level, createTime: ctx.services.clock.format(r.create_time),
        resource: def?.name, route: flow?.route, flow: flow?.name };
    }), Number(total), paging);
  }, { perm: 'session' });
}
