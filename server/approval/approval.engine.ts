import { sql } from 'kysely';
import { APPROVE_AGREED, APPROVE_CLOSED, APPROVE_PENDING, APPROVE_REJECTED, MAX_APPROVAL_LEVELS, levelState, timeline, type FlowLevel } from '../../src/domain/resources/approval';
import { idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { BizError, conflict, forbidden, invalid, required } from '../http/errors';
import { isAdmin } from '../http/session-user';
import { pageOf } from '../http/params';
import { anyDb, type AnyDb } from '../resources/resource.query';
import { fetchOne, guard, idParam, lockRecord } from '../resources/resource.handlers';

/** Business hooks run inside the deciding transaction (e.g. a temporary credit taking effect). */
export type ApprovalHooks = { onAgreed?: (ctx: CallContext, id: number) => Promise<void> };
const hooks = new Map<string, ApprovalHooks>();
export function onApproval(businessType: string, h: ApprovalHooks): void { hooks.set(businessType, h); }

export async function readFlow(db: AnyDb, businessType: string): Promise<FlowLevel[]> {
  const rows = await db.selectFrom('approval_flows').selectAll().where('business_type', '=', businessType).orderBy('level').orderBy('id').execute();
  const levels = new Map<number, FlowLevel>();
  for (const r of rows) {
    const l: FlowLevel = levels.get(r.level) ?? { level: r.level, approvers: [] };
    l.approvers.push({ type: r.approver_type, value: r.approver_value });
    levels.set(r.level, l);
  }
  return [...levels.values()];
}

/** Replaces the flow of a business type: up to six levels, each with users or roles. */
export async function saveFlow(ctx: CallContext, businessType: string, levels: FlowLevel[]): Promise<void> {
  if (levels.length > MAX_APPROVAL_LEVELS) throw invalid('levels');
  const db = anyDb(ctx);
  for (const [i, l] of levels.entries()) {
    if (!l.approvers?.length) throw invalid(`levels[${i}].approvers`);
    for (const a of l.approvers) {
      if (a.type === 'user') {
        if (!/^\d+$/.test(String(a.value)) || !(await db.selectFrom('users').select('user_id').where('user_id', '=', Number(a.value)).executeTakeFirst())) throw invalid(`levels[${i}].approvers`);
      } else if (a.type === 'role') {
        if (!(await db.selectFrom('roles').select('role_id').where('role_code', '=', String(a.value)).executeTakeFirst())) throw invalid(`levels[${i}].approvers`);
      } else throw invalid(`levels[${i}].approvers`);
    }
  }
  await db.deleteFrom('approval_flows').where('business_type', '=', businessType).execute();
  const rows = levels.flatMap((l, i) => [...new Map(l.approvers.map((a) => [`${a.type}:${a.value}`, a])).values()]
    .map((a) => ({ business_type: businessType, level: i + 1, approver_type: a.type, approver_value: String(a.value) })));
  if (rows.length) await db.insertInto('approval_flows').values(rows).execute();
  await ctx.audit('save', 'approval-flow', businessType, { levels: rows.length });
}

type Item = { id: number; level: number; approver_user_id: number | null; approver_role: string | null; approve_state: number };

const mayAct = (ctx: CallContext, it: Item) =>
  it.approver_user_id === ctx.user.userId || (!!it.approver_role && ctx.user.roles.includes(it.approver_role));

async function usersOfRole(db: AnyDb, role: string): Promise<Array<{ user_id: number; true_name: string }>> {
  return db.selectFrom('users').innerJoin('user_roles', 'user_roles.user_id', 'users.user_id').innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select(['users.user_id', 'users.true_name']).where('roles.role_code', '=', role).where('users.status', '=', 1).execute();
}

/** Opens the items of one level and sends type-2 to-dos to whoever may decide them. */
async function openLevel(ctx: CallContext, def: ResourceDef, id: number, round: number, level: FlowLevel, submitterId: number, title: string) {
  const db = anyDb(ctx);
  const ap = def.approval!;
  const notify = new Map<number, string>();
  let count = 0;
  for (const a of level.approvers) {
    if (a.type === 'user') {
      const u = await db.selectFrom('users').select(['user_id', 'true_name']).where('user_id', '=', Number(a.value)).executeTakeFirst();
      if (!u || u.user_id === submitterId) continue;
      await db.insertInto('approval_items').values({ business_type: ap.businessType, business_id: String(id), round, level: level.level, approver_user_id: u.user_id, approver_label: u.true_name }).execute();
      notify.set(u.user_id, u.true_name); count++;
    } else {
      const users = (await usersOfRole(db, a.value)).filter((u) => u.user_id !== submitterId);
      if (!users.length) continue;
      const role = await db.selectFrom('roles').select('role_name').where('role_code', '=', a.value).executeTakeFirst();
      await db.insertInto('approval_items').values({ business_type: ap.businessType, business_id: String(id), round, level: level.level, approver_role: a.value, approver_label: role?.role_name ?? a.value }).execute();
      for (const u of users) notify.set(u.user_id, u.true_name);
      count++;
    }
  }
  if (!count) throw new BizError(400, 'noApprover', { level: level.level, field: 'approvers' }, 'approvers');
  if (notify.size) {
    await db.insertInto('todos').values([...notify.keys()].map((user_id) => ({
      user_id, type: 2, type_from: ap.businessType, title, content: `${ap.businessType}#${id}`, business_type: ap.businessType,
      business_id: String(id), route: ap.route, org_id: ctx.orgId, create_user: ctx.user.trueName || ctx.user.userName,
    }))).execute();
  }
}

async function closeTodos(ctx: CallContext, def: ResourceDef, id: number) {
  await anyDb(ctx).updateTable('todos').set({ state: 1, done_time: new Date() })
    .where('business_type', '=', def.approval!.businessType).where('business_id', '=', String(id)).where('state', '=', 0).execute();
}

/**
 * Part of a level was decided: the to-dos of everyone who can no longer act on it close (the caller,
 * and the other members of a role whose item was just decided); approvers of items still pending keep theirs.
 */
async function closeTodosOfDecided(ctx: CallContext, def: ResourceDef, id: number, stillPending: Item[]) {
  const db = anyDb(ctx);
  const keep = new Set<number>();
  for (const it of stillPending) {
    if (it.approver_user_id !== null) keep.add(it.approver_user_id);
    if (it.approver_role) for (const u of await usersOfRole(db, it.approver_role)) keep.add(u.user_id);
  }
  let q = db.updateTable('todos').set({ state: 1, done_time: new Date() })
    .where('business_type', '=', def.approval!.businessType).where('business_id', '=', String(id)).where('state', '=', 0).where('type', '=', 2);
  if (keep.size) q = q.where('user_id', 'not in', [...keep]);
  await q.execute();
}

async function titleOf(ctx: CallContext, def: ResourceDef, id: number): Promise<string> {
  const rec = await fetchOne(ctx, def, id);
  return String(rec[def.approval!.titleField] ?? `#${id}`);
}

/** Conditional transition of the record: exactly one of many identical concurrent calls wins. */
async function transition(ctx: CallContext, def: ResourceDef, id: number, from: { state: Array<number | null>; level?: number }, set: Record<string, unknown>) {
  let q = anyDb(ctx).updateTable(def.table).set({ ...set, updated_at: new Date() }).where(idColumnOf(def), '=', id);
  const states = from.state.filter((s): s is number => s !== null);
  q = q.where((eb: any) => eb.or([
    ...(states.length ? [eb('approve_state', 'in', states)] : []),
    ...(from.state.includes(null) ? [eb('approve_state', 'is', null)] : []),
  ]));
  if (from.level !== undefined) q = q.where('approve_level', '=', from.level);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict();
}

export async function submit(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def)) {
  await guard(ctx, def, 'edit');
  const rec = await lockRecord(ctx, def, id);
  if (rec.approve_state === APPROVE_PENDING || rec.approve_state === APPROVE_AGREED) throw conflict();
  const flow = await readFlow(anyDb(ctx), def.approval!.businessType);
  const round = (rec.approve_round ?? 0) + 1;
  const submitter = ctx.user.trueName || ctx.user.userName;
  await transition(ctx, def, id, { state: [null, APPROVE_REJECTED] }, {
    approve_state: flow.length ? APPROVE_PENDING : APPROVE_AGREED, approve_level: flow.length ? 1 : 0, approve_round: round,
    submit_user: submitter, submit_user_id: ctx.user.userId,
  });
  const now = new Date();
  await anyDb(ctx).insertInto('approval_items').values({ business_type: def.approval!.businessType, business_id: String(id), round, level: 0,
    approver_user_id: ctx.user.userId, approver_label: submitter, approve_state: APPROVE_AGREED, approve_person: ctx.user.userId, true_name: submitter, update_time: now }).execute();
  if (flow.length) await openLevel(ctx, def, id, round, flow[0], ctx.user.userId, await titleOf(ctx, def, id));
  else await hooks.get(def.approval!.businessType)?.onAgreed?.(ctx, id);
  await ctx.audit('submit', def.name, id, { round });
  return fetchOne(ctx, def, id);
}

async function dueItem(ctx: CallContext, def: ResourceDef, id: number) {
  const rec = await lockRecord(ctx, def, id);
  if (rec.approve_state !== APPROVE_PENDING) throw conflict();
  if (rec.submit_user_id === ctx.user.userId) throw new BizError(403, 'ownRecord');
  const items = await anyDb(ctx).selectFrom('approval_items').selectAll().where('business_type', '=', def.approval!.businessType)
    .where('business_id', '=', String(id)).where('round', '=', rec.approve_round!).where('level', '=', rec.approve_level!).execute() as Item[];
  const mine = items.find((it) => it.approve_state === APPROVE_PENDING && mayAct(ctx, it));
  if (!mine) throw new BizError(403, 'noApprovalDue');
  return { rec, items, mine };
}

async function decideItem(ctx: CallContext, itemId: number, state: number, opinion: string) {
  const r = await anyDb(ctx).updateTable('approval_items')
    .set({ approve_state: state, approve_opinion: opinion, approve_person: ctx.user.userId, true_name: ctx.user.trueName || ctx.user.userName, update_time: new Date() })
    .where('id', '=', itemId).where('approve_state', '=', APPROVE_PENDING).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict();
}

/** The approval form of spec §5: status '1' approve / '2' reject, text required on reject. */
function opinionOf(ctx: CallContext, expect: 1 | 2): string {
  const status = ctx.params.str('status');
  if (status !== undefined && status !== String(expect)) throw new BizError(400, 'opinionRequired', { field: 'status' }, 'status');
  const text = ctx.params.str('text') ?? ctx.params.str('reason') ?? ctx.params.str('approve_opinion') ?? '';
  if (expect === APPROVE_REJECTED && !text) throw new BizError(400, 'reasonRequired', { field: 'text' }, 'text');
  if (text.length > 500) throw invalid('text', 'tooLong', { max: 500 });
  return text;
}

export async function approve(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def)) {
  await guard(ctx, def, 'approve', def.approval!.route);
  const opinion = opinionOf(ctx, APPROVE_AGREED);
  const { rec, items, mine } = await dueItem(ctx, def, id);
  await decideItem(ctx, mine.id, APPROVE_AGREED, opinion);
  const states = items.map((it) => (it.id === mine.id ? APPROVE_AGREED : it.approve_state));
  const level = rec.approve_level!;
  if (levelState(level, states) === APPROVE_AGREED) {
    await closeTodos(ctx, def, id);
    const flow = await readFlow(anyDb(ctx), def.approval!.businessType);
    const next = flow.find((l) => l.level === level + 1);
    if (next) {
      await transition(ctx, def, id, { state: [APPROVE_PENDING], level }, { approve_level: level + 1 });
      await openLevel(ctx, def, id, rec.approve_round!, next, rec.submit_user_id ?? -1, await titleOf(ctx, def, id));
    } else {
      await transition(ctx, def, id, { state: [APPROVE_PENDING], level }, { approve_state: APPROVE_AGREED });
      await hooks.get(def.approval!.businessType)?.onAgreed?.(ctx, id);
    }
  } else {
    await closeTodosOfDecided(ctx, def, id, items.filter((it) => it.id !== mine.id && it.approve_state === APPROVE_PENDING));
  }
  await ctx.audit('approve', def.name, id, { level, opinion });
  return fetchOne(ctx, def, id);
}

async function closeOpenItems(ctx: CallContext, def: ResourceDef, id: number, round: number) {
  await anyDb(ctx).updateTable('approval_items').set({ approve_state: APPROVE_CLOSED }).where('business_type', '=', def.approval!.businessType)
    .where('business_id', '=', String(id)).where('round', '=', round).where('approve_state', '=', APPROVE_PENDING).execute();
}

/** refuse: the record is rejected (state 2); sendBack: it returns to its submitter as a draft. */
export async function refuse(ctx: CallContext, def: ResourceDef, mode: 'refuse' | 'sendBack' = 'refuse', id = idParam(ctx, def)) {
  await guard(ctx, def, 'refuse', def.approval!.route);
  const opinion = opinionOf(ctx, APPROVE_REJECTED);
  const { rec, mine } = await dueItem(ctx, def, id);
  await decideItem(ctx, mine.id, APPROVE_REJECTED, opinion);
  await closeOpenItems(ctx, def, id, rec.approve_round!);
  await transition(ctx, def, id, { state: [APPROVE_PENDING], level: rec.approve_level }, { approve_state: mode === 'refuse' ? APPROVE_REJECTED : null });
  await closeTodos(ctx, def, id);
  if (rec.submit_user_id) {
    await anyDb(ctx).insertInto('todos').values({ user_id: rec.submit_user_id, type: 6, type_from: def.approval!.businessType,
      title: await titleOf(ctx, def, id), content: opinion, business_type: def.approval!.businessType, business_id: String(id), route: def.screen,
      org_id: ctx.orgId, create_user: ctx.user.trueName || ctx.user.userName }).execute();
  }
  await ctx.audit(mode, def.name, id, { level: rec.approve_level, opinion });
  return fetchOne(ctx, def, id);
}

/** The submitter (or an admin) withdraws a pending record back to a draft. */
export async function recover(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def)) {
  await guard(ctx, def, 'edit');
  const rec = await lockRecord(ctx, def, id);
  if (rec.approve_state !== APPROVE_PENDING) throw conflict();
  if (rec.submit_user_id !== ctx.user.userId && !isAdmin(ctx.user)) throw forbidden();
  await closeOpenItems(ctx, def, id, rec.approve_round!);
  await transition(ctx, def, id, { state: [APPROVE_PENDING] }, { approve_state: null, approve_level: 0 });
  await closeTodos(ctx, def, id);
  await ctx.audit('recover', def.name, id);
  return fetchOne(ctx, def, id);
}

/** The record, its timeline (current round) and whether the caller has an item to decide. */
export async function approvalInfo(ctx: CallContext, def: ResourceDef, id = idParam(ctx, def)) {
  const record = await fetchOne(ctx, def, id);
  const round = await anyDb(ctx).selectFrom(def.table).select(['approve_round', 'approve_level', 'approve_state']).where(idColumnOf(def), '=', id).executeTakeFirstOrThrow();
  const rows = await anyDb(ctx).selectFrom('approval_items').selectAll().where('business_type', '=', def.approval!.businessType)
    .where('business_id', '=', String(id)).where('round', '=', round.approve_round).orderBy('level').orderBy('id').execute();
  const items = rows.map((r: any) => ({
    id: r.id, level: r.level, approve_state: r.approve_state, true_name: r.true_name || r.approver_label, approve_opinion: r.approve_opinion,
    update_time: r.update_time ? ctx.services.clock.format(r.update_time) : '', approve_level: r.level, approve_person: r.approver_label,
  }));
  const submitter = (await anyDb(ctx).selectFrom(def.table).select('submit_user_id').where(idColumnOf(def), '=', id).executeTakeFirst())?.submit_user_id;
  const canApprove = round.approve_state === APPROVE_PENDING && submitter !== ctx.user.userId
    && rows.some((r: any) => r.level === round.approve_level && r.approve_state === APPROVE_PENDING && mayAct(ctx, r));
  return { record, timeline: timeline(items), items, canApprove };
}

/** Records of this resource waiting for the caller at their current level. */
export async function approvalPage(ctx: CallContext, def: ResourceDef) {
  const paging = ctx.params.paging();
  const db = anyDb(ctx);
  const t = def.table;
  const idc = idColumnOf(def);
  const mineOnly = ctx.params.bool('all') !== true;
  let q = db.selectFrom(`${t} as r`).where('r.approve_state', 'is not', null);
  if (mineOnly) {
    q = q.where('r.approve_state', '=', APPROVE_PENDING).where('r.submit_user_id', 'is distinct from', ctx.user.userId).where((eb: any) => eb.exists(
      db.selectFrom('approval_items as i').select('i.id').where('i.business_type', '=', def.approval!.businessType)
        .whereRef('i.business_id', '=', sql`r.${sql.ref(idc)}::text` as any).whereRef('i.round', '=', 'r.approve_round').whereRef('i.level', '=', 'r.approve_level')
        .where('i.approve_state', '=', APPROVE_PENDING)
        .where((e: any) => e.or([e('i.approver_user_id', '=', ctx.user.userId), ...(ctx.user.roles.length ? [e('i.approver_role', 'in', ctx.user.roles)] : [])])),
    ));
  }
  const state = ctx.params.int('approveState'); if (state !== undefined) q = q.where('r.approve_state', '=', state);
  const [{ total }] = await q.select(sql<string>`count(*)`.as('total')).execute();
  const ids = await q.select(`r.${idc} as id`).orderBy(`r.${idc}`, 'desc').limit(paging.limit).offset(paging.offset).execute();
  const list = [];
  for (const r of ids) list.push(await fetchOne(ctx, def, Number((r as { id: number }).id)));
  return pageOf(list, Number(total), paging);
}

export function requireApproval(def: ResourceDef): void {
  if (!def.approval) throw required('approval');
}
