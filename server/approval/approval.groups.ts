import { sql } from 'kysely';
import { APPROVE_AGREED, APPROVE_PENDING, APPROVE_REJECTED, levelState, timeline } from '../../src/domain/resources/approval';
import type { FlowDef } from '../../src/domain/resources/flows';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { BizError, conflict, invalid, notFound, required } from '../http/errors';
import { pageOf } from '../http/params';
import { inScope, scopeOf } from '../http/scope';
import { fetchOne, guard, idsParam, lockRecord } from '../resources/resource.handlers';
import { decidableBy, mayDecide } from './approvers';
import { moveFlow, tellSubmitter } from './approval.engine';
import {
  approvalItemOf,
  assertFinishable,
  closeOpenItems,
  closeTodos,
  closeTodosOfDecided,
  decideItem,
  dueItem,
  opinionOf,
  openLevel,
  readFlow,
  recordSubmission,
  type Subject,
} from './approval.levels';
import { aboutGroup } from './approval.texts';
import type { TodoAbout } from '../../src/domain/todo-texts';

/**
 * Group approval: several records of one flow submitted as one group and decided as one — one set
 * of approval items and to-dos for the group (`g<id>`), every member moving with it, all in the
 * call's one transaction. A member cannot be decided or withdrawn alone while its group is open.
 */

interface GroupRow {
  id: number;
  org_id: string;
  state: number | null;
  level: number;
  submit_user_id: number;
  submit_user: string;
  created_at: Date;
}

const subjectOf = (flow: FlowDef, groupId: number, orgId: string): Subject => ({
  businessType: flow.businessType,
  businessId: `g${groupId}`,
  round: 1,
  route: flow.route,
  orgId,
});

async function membersOf(ctx: CallContext, groupId: number): Promise<number[]> {
  const rows = (await ctx.db
    .selectFrom('approval_group_members')
    .select('business_id')
    .where('group_id', '=', groupId)
    .orderBy('business_id')
    .execute()) as Array<{ business_id: string }>;
  return rows.map((r) => Number(r.business_id));
}

/** The group (locked), in the caller's organisation scope; 404 when it is not theirs to see. */
async function lockGroup(ctx: CallContext, flow: FlowDef, groupId: number): Promise<GroupRow> {
  const q = ctx.db.selectFrom('approval_groups').selectAll().where('id', '=', groupId).where('business_type', '=', flow.businessType);
  const g = (await inScope(q, 'org_id', scopeOf(ctx)).forUpdate().executeTakeFirst()) as GroupRow | undefined;
  if (!g) throw notFound();
  return g;
}

function groupParam(ctx: CallContext): number {
  const v = ctx.params.str('groupId');
  if (v === undefined) throw required('groupId');
  if (!/^\d{1,9}$/.test(v)) throw invalid('groupId');
  return Number(v);
}

/** Submits the selected records (`ids`) as one group: every one must be a draft or rejected, or none is submitted. */
export async function groupSubmit(ctx: CallContext, def: ResourceDef, flow: FlowDef) {
  await guard(ctx, def, 'edit');
  const ids = idsParam(ctx);
  if (ids.length < 2) throw invalid('ids');
  const submitter = ctx.user.trueName || ctx.user.userName;
  const levels = await readFlow(ctx.db, flow.businessType);
  await assertFinishable(ctx.db, levels, ctx.user.userId);
  const state = levels.length ? APPROVE_PENDING : APPROVE_AGREED;
  const g = (await ctx.db
    .insertInto('approval_groups')
    .values({
      business_type: flow.businessType,
      resource: def.name,
      org_id: ctx.orgId,
      state,
      level: levels.length ? 1 : 0,
      submit_user_id: ctx.user.userId,
      submit_user: submitter,
    })
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  await ctx.db
    .insertInto('approval_group_members')
    .values(ids.map((id) => ({ group_id: g.id, business_id: String(id) })))
    .execute();
  const records: Array<Record<string, unknown>> = [];
  for (const id of ids) {
    const rec = (await lockRecord(ctx, def, id)).flows[flow.name];
    if (rec.state === APPROVE_PENDING || rec.state === APPROVE_AGREED) throw conflict();
    await moveFlow(
      ctx,
      def,
      flow,
      [id],
      { state: [null, APPROVE_REJECTED] },
      {
        state,
        level: levels.length ? 1 : 0,
        round: rec.round + 1,
        submitUser: submitter,
        submitUserId: ctx.user.userId,
      },
    );
    await recordSubmission(
      ctx,
      { businessType: flow.businessType, businessId: String(id), round: rec.round + 1, route: flow.route },
      submitter,
      !levels.length,
    );
    if (records.length < 3) records.push(await fetchOne(ctx, def, id));
    await ctx.audit('submit', def.name, id, { flow: flow.name, group: g.id });
  }
  const s = subjectOf(flow, g.id, ctx.orgId);
  await recordSubmission(ctx, s, submitter, !levels.length);
  if (levels.length) await openLevel(ctx, s, levels[0], ctx.user.userId, aboutGroup(def, flow, records, ids.length), submitter);
  else for (const id of ids) await ctx.services.parts.approvalHooks(flow.businessType)?.onAgreed?.(ctx, id);
  return { groupId: g.id, ids, state };
}

/** approve: the group's current level is agreed for every member; refuse / sendBack: every member is rejected / a draft again. */
export async function groupDecide(ctx: CallContext, def: ResourceDef, flow: FlowDef, how: 'approve' | 'refuse' | 'sendBack') {
  await guard(ctx, def, how === 'approve' ? 'approve' : 'refuse', flow.route);
  const opinion = opinionOf(ctx, how === 'approve' ? APPROVE_AGREED : APPROVE_REJECTED);
  const g = await lockGroup(ctx, flow, groupParam(ctx));
  if (g.state !== APPROVE_PENDING) throw conflict();
  if (g.submit_user_id === ctx.user.userId) throw new BizError(403, 'ownRecord');
  const s = subjectOf(flow, g.id, g.org_id);
  const { items, mine } = await dueItem(ctx, s, g.level);
  const ids = await membersOf(ctx, g.id);
  const setGroup = (set: Partial<Pick<GroupRow, 'state' | 'level'>>) => ctx.db.updateTable('approval_groups').set(set).where('id', '=', g.id).execute();
  if (how === 'approve') {
    await decideItem(ctx, mine.id, APPROVE_AGREED, opinion);
    const states = items.map((it) => (it.id === mine.id ? APPROVE_AGREED : it.approve_state));
    if (levelState(g.level, states) === APPROVE_AGREED) {
      await closeTodos(ctx, s);
      const next = (await readFlow(ctx.db, flow.businessType)).find((l) => l.level === g.level + 1);
      if (next) {
        await setGroup({ level: g.level + 1 });
        await moveFlow(ctx, def, flow, ids, { state: [APPROVE_PENDING], level: g.level }, { level: g.level + 1 });
        await openLevel(ctx, s, next, g.submit_user_id, await aboutMembers(ctx, def, flow, ids), g.submit_user);
      } else {
        await setGroup({ state: APPROVE_AGREED });
        await moveFlow(ctx, def, flow, ids, { state: [APPROVE_PENDING], level: g.level }, { state: APPROVE_AGREED });
        for (const id of ids) await ctx.services.parts.approvalHooks(flow.businessType)?.onAgreed?.(ctx, id);
      }
    } else {
      await closeTodosOfDecided(
        ctx,
        s,
        items.filter((it) => it.id !== mine.id && it.approve_state === APPROVE_PENDING),
      );
    }
  } else {
    await decideItem(ctx, mine.id, APPROVE_REJECTED, opinion);
    await closeOpenItems(ctx, s);
    const to = how === 'refuse' ? APPROVE_REJECTED : null;
    await setGroup({ state: to ?? APPROVE_REJECTED });
    await moveFlow(ctx, def, flow, ids, { state: [APPROVE_PENDING], level: g.level }, { state: to });
    if (how === 'refuse') for (const id of ids) await ctx.services.parts.approvalHooks(flow.businessType)?.onRefused?.(ctx, id, opinion);
    await closeTodos(ctx, s);
    await tellSubmitter(ctx, def, flow, g.submit_user_id, s.businessId, await aboutMembers(ctx, def, flow, ids), how, opinion, g.org_id);
  }
  for (const id of ids) await ctx.audit(how, def.name, id, { level: g.level, opinion, flow: flow.name, group: g.id });
  return groupInfoOf(ctx, def, flow, g.id);
}

/** The group's members as its to-dos name them: how many, and the codes of the first few. */
async function aboutMembers(ctx: CallContext, def: ResourceDef, flow: FlowDef, ids: readonly number[]): Promise<TodoAbout> {
  const records = [];
  for (const id of ids.slice(0, 3)) records.push(await fetchOne(ctx, def, id));
  return aboutGroup(def, flow, records, ids.length);
}

async function groupInfoOf(ctx: CallContext, def: ResourceDef, flow: FlowDef, groupId: number) {
  const q = ctx.db.selectFrom('approval_groups').selectAll().where('id', '=', groupId).where('business_type', '=', flow.businessType);
  const g = (await inScope(q, 'org_id', scopeOf(ctx)).executeTakeFirst()) as GroupRow | undefined;
  if (!g) throw notFound();
  const ids = await membersOf(ctx, g.id);
  const records = [];
  for (const id of ids) records.push(await fetchOne(ctx, def, id));
  const rows = (await ctx.db
    .selectFrom('approval_items')
    .selectAll()
    .where('business_type', '=', flow.businessType)
    .where('business_id', '=', `g${g.id}`)
    .orderBy('level')
    .orderBy('id')
    .execute()) as Array<Record<string, unknown> & { level: number; approve_state: number; approver_user_id: number | null; approver_role: string | null }>;
  const items = rows.map((r) => approvalItemOf(ctx, r));
  const canApprove =
    g.state === APPROVE_PENDING &&
    g.submit_user_id !== ctx.user.userId &&
    rows.some((r) => r.level === g.level && r.approve_state === APPROVE_PENDING && mayDecide(ctx.user, r));
  return {
    groupId: g.id,
    flow: flow.name,
    approveState: g.state,
    approveLevel: g.level,
    submitUser: g.submit_user,
    createTime: ctx.services.clock.format(g.created_at),
    ids,
    records,
    timeline: timeline(items),
    canApprove,
  };
}

export const groupInfo = (ctx: CallContext, def: ResourceDef, flow: FlowDef) => groupInfoOf(ctx, def, flow, groupParam(ctx));

/** Groups of the flow waiting for the caller at their current level. */
export async function groupPage(ctx: CallContext, def: ResourceDef, flow: FlowDef) {
  const paging = ctx.params.paging();
  const db = ctx.db;
  const q = inScope(
    db
      .selectFrom('approval_groups as g')
      .where('g.business_type', '=', flow.businessType)
      .where('g.state', '=', APPROVE_PENDING)
      .where('g.submit_user_id', '<>', ctx.user.userId)
      .where((eb) =>
        eb.exists(
          db
            .selectFrom('approval_items as i')
            .select('i.id')
            .where('i.business_type', '=', flow.businessType)
            .where('i.business_id', '=', sql<string>`'g' || g.id`)
            .where('i.level', '=', sql<number>`g.level`)
            .where('i.approve_state', '=', APPROVE_PENDING)
            .where(decidableBy(ctx.user)),
        ),
      ),
    'g.org_id',
    scopeOf(ctx),
  );
  const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
  const rows = (await q.select(['g.id']).orderBy('g.id', 'desc').limit(paging.limit).offset(paging.offset).execute()) as Array<{ id: number }>;
  const list = [];
  for (const r of rows) list.push(await groupInfoOf(ctx, def, flow, r.id));
  return pageOf(list, Number(total), paging);
}
