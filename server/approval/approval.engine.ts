import { sql } from 'kysely';
import { APPROVE_AGREED, APPROVE_PENDING, APPROVE_REJECTED, levelState, timeline } from '../../src/domain/resources/approval';
import { flowColumns, flowOf, type FlowDef } from '../../src/domain/resources/flows';
import { idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { BizError, conflict, forbidden, invalid } from '../http/errors';
import { isAdmin } from '../http/session-user';
import { pageOf } from '../http/params';
import { anyDb } from '../resources/resource.query';
import { fetchOne, guard, idParam, lockRecord } from '../resources/resource.handlers';
import { decidableBy, mayDecide } from './approvers';
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
import { groupOfRecord } from './approval.groups.store';
import { aboutOf, todoTextColumns } from './approval.texts';
import type { TodoAbout } from '../../src/domain/todo-texts';
import { inScope, scopeOf } from '../http/scope';

export { readFlow, saveFlow, type ApprovalHooks } from './approval.levels';

/**
 * The approval of one record through one of its object's flows (src/domain/resources/flows.ts):
 * submit, approve level by level, refuse or send back, withdraw. Each flow keeps its own state in
 * its own columns, so a recipe can be in its float approval while its approval is agreed.
 */

/** The flow a call names (`flow`), else the object's first; 400 naming `flow` when it has no such flow. */
export function flowParam(ctx: CallContext, def: ResourceDef, name = ctx.params.str('flow')): FlowDef {
  const f = flowOf(def, name);
  if (!f) throw invalid('flow');
  return f;
}

/** The flow a generic submit names: never one that another flow or its own call opens (400 naming `flow`). */
export function submittableFlow(ctx: CallContext, def: ResourceDef): FlowDef {
  const f = flowParam(ctx, def);
  if (f.openedBy) throw invalid('flow');
  return f;
}

/** `orgId`: the record's organisation (org-scoped objects), which its approvers' to-dos carry. */
const subjectOf = (flow: FlowDef, id: number, round: number, orgId?: string): Subject => ({
  businessType: flow.businessType,
  businessId: String(id),
  round,
  route: flow.route,
  orgId,
});

type FlowSet = Partial<{ state: number | null; level: number; round: number; submitUserId: number; submitUser: string }>;

/** Conditional change of a flow's state: exactly one of many identical concurrent calls wins. */
export async function moveFlow(
  ctx: CallContext,
  def: ResourceDef,
  flow: FlowDef,
  ids: readonly number[],
  from: { state: Array<number | null>; level?: number },
  set: FlowSet,
) {
  const c = flowColumns(flow);
  const values: Record<string, unknown> = { updated_at: new Date() };
  for (const [k, v] of Object.entries(set)) values[c[k as keyof typeof c]] = v;
  const states = from.state.filter((s): s is number => s !== null);
  const stateIn = sql.ref(c.state);
  const cond = [...(states.length ? [sql`${stateIn} in (${sql.join(states)})`] : []), ...(from.state.includes(null) ? [sql`${stateIn} is null`] : [])];
  let q = anyDb(ctx)
    .updateTable(def.table)
    .set(values)
    .where(idColumnOf(def), 'in', [...ids])
    .where(sql<boolean>`(${sql.join(cond, sql` or `)})`);
  if (from.level !== undefined) q = q.where(c.level, '=', from.level);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== ids.length) throw conflict();
}

export async function submit(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def), button = 'edit', flow = flowParam(ctx, def)) {
  await guard(ctx, def, button);
  const locked = await lockRecord(ctx, def, id);
  const rec = locked.flows[flow.name];
  if (rec.state === APPROVE_PENDING || rec.state === APPROVE_AGREED) throw conflict();
  const levels = await readFlow(ctx.db, flow.businessType);
  await assertFinishable(ctx.db, levels, ctx.user.userId);
  const round = rec.round + 1;
  const submitter = ctx.user.trueName || ctx.user.userName;
  await moveFlow(
    ctx,
    def,
    flow,
    [id],
    { state: [null, APPROVE_REJECTED] },
    {
      state: levels.length ? APPROVE_PENDING : APPROVE_AGREED,
      level: levels.length ? 1 : 0,
      round,
      submitUser: submitter,
      submitUserId: ctx.user.userId,
    },
  );
  const s = subjectOf(flow, id, round, locked.org_id);
  await recordSubmission(ctx, s, submitter, !levels.length);
  if (levels.length) await openLevel(ctx, s, levels[0], ctx.user.userId, await aboutOf(ctx, def, flow, id), submitter);
  else await ctx.services.parts.approvalHooks(flow.businessType)?.onAgreed?.(ctx, id);
  await ctx.audit('submit', def.name, id, { round, flow: flow.name });
  return fetchOne(ctx, def, id);
}

/** The record's state in the flow, refusing a record decided as part of a group (its items are the group's). */
async function pendingRecord(ctx: CallContext, def: ResourceDef, flow: FlowDef, id: number) {
  const locked = await lockRecord(ctx, def, id);
  const rec = locked.flows[flow.name];
  if (rec.state !== APPROVE_PENDING) throw conflict();
  if (rec.submitUserId === ctx.user.userId) throw new BizError(403, 'ownRecord');
  return { ...rec, orgId: locked.org_id };
}

export async function approve(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def), flow = flowParam(ctx, def)) {
  await guard(ctx, def, 'approve', flow.route);
  const opinion = opinionOf(ctx, APPROVE_AGREED);
  const rec = await pendingRecord(ctx, def, flow, id);
  const s = subjectOf(flow, id, rec.round, rec.orgId);
  const { items, mine } = await dueItem(ctx, s, rec.level);
  await decideItem(ctx, mine.id, APPROVE_AGREED, opinion);
  const states = items.map((it) => (it.id === mine.id ? APPROVE_AGREED : it.approve_state));
  if (levelState(rec.level, states) === APPROVE_AGREED) {
    await closeTodos(ctx, s);
    const next = (await readFlow(ctx.db, flow.businessType)).find((l) => l.level === rec.level + 1);
    if (next) {
      await moveFlow(ctx, def, flow, [id], { state: [APPROVE_PENDING], level: rec.level }, { level: rec.level + 1 });
      await openLevel(ctx, s, next, rec.submitUserId ?? -1, await aboutOf(ctx, def, flow, id), rec.submitUser);
    } else {
      await moveFlow(ctx, def, flow, [id], { state: [APPROVE_PENDING], level: rec.level }, { state: APPROVE_AGREED });
      await ctx.services.parts.approvalHooks(flow.businessType)?.onAgreed?.(ctx, id);
    }
  } else {
    await closeTodosOfDecided(
      ctx,
      s,
      items.filter((it) => it.id !== mine.id && it.approve_state === APPROVE_PENDING),
    );
  }
  await ctx.audit('approve', def.name, id, { level: rec.level, opinion, flow: flow.name });
  return fetchOne(ctx, def, id);
}

/**
 * The submitter hears of a refusal or a send-back: a type-6 to-do on the object's screen naming the
 * record, who decided and why, carrying the record's organisation (`orgId`), else the submitter's
 * own, so that it shows in the submitter's scope.
 */
export async function tellSubmitter(
  ctx: CallContext,
  def: ResourceDef,
  flow: FlowDef,
  submitterId: number | null,
  businessId: string,
  about: TodoAbout,
  mode: 'refuse' | 'sendBack',
  opinion: string,
  orgId?: string,
) {
  if (!submitterId) return;
  const org = orgId ?? (await ctx.db.selectFrom('users').select('org_id').where('user_id', '=', submitterId).executeTakeFirst())?.org_id ?? ctx.orgId;
  const who = ctx.user.trueName || ctx.user.userName;
  await ctx.db
    .insertInto('todos')
    .values({
      user_id: submitterId,
      type: 6,
      type_from: flow.businessType,
      ...todoTextColumns(mode === 'refuse' ? 'approvalRefused' : 'approvalSentBack', { ...about, who, opinion }),
      business_type: flow.businessType,
      business_id: businessId,
      route: def.screen,
      org_id: org,
      create_user: who,
    })
    .execute();
}

/** refuse: the record is rejected (state 2); sendBack: it returns to its submitter as a draft. */
export async function refuse(ctx: CallContext, def: ResourceDef, mode: 'refuse' | 'sendBack' = 'refuse', id = idParam(ctx, def), flow = flowParam(ctx, def)) {
  await guard(ctx, def, 'refuse', flow.route);
  const opinion = opinionOf(ctx, APPROVE_REJECTED);
  const rec = await pendingRecord(ctx, def, flow, id);
  const s = subjectOf(flow, id, rec.round, rec.orgId);
  const { mine } = await dueItem(ctx, s, rec.level);
  await decideItem(ctx, mine.id, APPROVE_REJECTED, opinion);
  await closeOpenItems(ctx, s);
  await moveFlow(ctx, def, flow, [id], { state: [APPROVE_PENDING], level: rec.level }, { state: mode === 'refuse' ? APPROVE_REJECTED : null });
  if (mode === 'refuse') await ctx.services.parts.approvalHooks(flow.businessType)?.onRefused?.(ctx, id, opinion);
  await closeTodos(ctx, s);
  await tellSubmitter(ctx, def, flow, rec.submitUserId, String(id), await aboutOf(ctx, def, flow, id), mode, opinion, rec.orgId);
  await ctx.audit(mode, def.name, id, { level: rec.level, opinion, flow: flow.name });
  return fetchOne(ctx, def, id);
}

/** The submitter (or an admin) withdraws a pending record back to a draft; a group member only with its group. */
export async function recover(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def), flow = flowParam(ctx, def)) {
  await guard(ctx, def, 'edit');
  const locked = await lockRecord(ctx, def, id);
  const rec = locked.flows[flow.name];
  if (rec.state !== APPROVE_PENDING) throw conflict();
  if (rec.submitUserId !== ctx.user.userId && !isAdmin(ctx.user)) throw forbidden();
  if (await groupOfRecord(ctx, flow, id)) throw conflict();
  const s = subjectOf(flow, id, rec.round, locked.org_id);
  await closeOpenItems(ctx, s);
  await moveFlow(ctx, def, flow, [id], { state: [APPROVE_PENDING] }, { state: null, level: 0 });
  await closeTodos(ctx, s);
  await ctx.audit('recover', def.name, id, { flow: flow.name });
  return fetchOne(ctx, def, id);
}

/** The record, its timeline in the flow (current round) and whether the caller has an item to decide. */
export async function approvalInfo(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def), flow = flowParam(ctx, def)) {
  const record = await fetchOne(ctx, def, id);
  const c = flowColumns(flow);
  const st = (await anyDb(ctx)
    .selectFrom(def.table)
    .select([sql.ref(c.round).as('round'), sql.ref(c.level).as('level'), sql.ref(c.state).as('state'), sql.ref(c.submitUserId).as('submitter')])
    .where(idColumnOf(def), '=', id)
    .executeTakeFirstOrThrow()) as { round: number; level: number; state: number | null; submitter: number | null };
  const group = await groupOfRecord(ctx, flow, id);
  const businessIds = group ? [String(id), `g${group}`] : [String(id)];
  const rows = (await ctx.db
    .selectFrom('approval_items')
    .selectAll()
    .where('business_type', '=', flow.businessType)
    .where('business_id', 'in', businessIds)
    .where((eb) => eb.or([eb('business_id', '<>', String(id)), eb('round', '=', st.round)]))
    .orderBy('level')
    .orderBy('id')
    .execute()) as Array<Record<string, unknown> & { level: number; approve_state: number; approver_user_id: number | null; approver_role: string | null }>;
  const items = rows.map((r) => approvalItemOf(ctx, r));
  const canApprove =
    !group &&
    st.state === APPROVE_PENDING &&
    st.submitter !== ctx.user.userId &&
    rows.some((r) => r.level === st.level && r.approve_state === APPROVE_PENDING && mayDecide(ctx.user, r));
  return { record, timeline: timeline(items), items, canApprove, flow: flow.name, group: group ?? null };
}

/** Records of this flow waiting for the caller at their current level (`all`: every submitted record). */
export async function approvalPage(ctx: CallContext, def: ResourceDef, flow = flowParam(ctx, def)) {
  const paging = ctx.params.paging();
  const db = anyDb(ctx);
  const c = flowColumns(flow);
  const ref = (col: string) => sql.ref(`r.${col}`);
  let q = db.selectFrom(`${def.table} as r`).where(ref(c.state), 'is not', null);
  // the caller's organisations only: a foreign record must neither show nor turn the page into a 404
  if (def.orgScoped) q = inScope(q, 'r.org_id', scopeOf(ctx));
  // objects sharing a table (auxiliary tickets of each kind) list only their own rows
  for (const [k, v] of Object.entries(def.fixed ?? {})) q = q.where(ref(k), '=', v);
  if (ctx.params.bool('all') !== true) {
    q = q
      .where(ref(c.state), '=', APPROVE_PENDING)
      .where(ref(c.submitUserId), 'is distinct from', ctx.user.userId)
      .where((eb) =>
        eb.exists(
          db
            .selectFrom('approval_items as i')
            .select('i.id')
            .where('i.business_type', '=', flow.businessType)
            .whereRef('i.business_id', '=', sql`r.${sql.ref(idColumnOf(def))}::text`)
            .whereRef('i.round', '=', ref(c.round))
            .whereRef('i.level', '=', ref(c.level))
            .where('i.approve_state', '=', APPROVE_PENDING)
            .where(decidableBy(ctx.user)),
        ),
      );
  }
  const state = ctx.params.int('approveState');
  if (state !== undefined) q = q.where(ref(c.state), '=', state);
  const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
  const ids = await q
    .select(sql.ref(`r.${idColumnOf(def)}`).as('id'))
    .orderBy(`r.${idColumnOf(def)}`, 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  const list = [];
  for (const r of ids) list.push(await fetchOne(ctx, def, Number((r as { id: number }).id)));
  return pageOf(list, Number(total), paging);
}
