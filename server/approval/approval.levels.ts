import { APPROVE_PENDING, APPROVE_REJECTED, MAX_APPROVAL_LEVELS, type ApprovalItem, type FlowLevel } from '../../src/domain/resources/approval';
import type { CallContext } from '../http/call';
import { BizError, conflict, invalid } from '../http/errors';
import type { DB } from '../db/database';
import { actingFor, decidersOf, decidersOfLevel, mayDecide, usersOfRole, type ApproverOf } from './approvers';
import { formatMessage } from '../../src/domain/server-messages';
import type { TodoAbout } from '../../src/domain/todo-texts';
import { todoTextColumns } from './approval.texts';

/**
 * What a single record and a group share: a flow's levels, the items of one level, the approvers'
 * to-dos and the approval form. A "subject" is what the items are about: one record (business id
 * = its key) or a group of records (`g<group id>`).
 */
export interface Subject {
  businessType: string;
  businessId: string;
  round: number;
  route: string;
  /** the organisation of the record (or group): its to-dos carry it, and only those who may act for it are told */
  orgId?: string;
}

/**
 * Business hooks run inside the deciding transaction (e.g. a temporary credit taking effect):
 * `onAgreed` when the last level agrees, `onRefused` when a level refuses (not on a send-back,
 * which returns the record to its submitter as a draft), with the refusing opinion. A server part
 * gives them by business type (`onApproval`); the engine finds them in `ctx.services.parts`.
 */
export type ApprovalHooks = {
  onAgreed?: (ctx: CallContext, id: number) => Promise<void>;
  onRefused?: (ctx: CallContext, id: number, opinion: string) => Promise<void>;
};

export async function readFlow(db: DB, businessType: string): Promise<FlowLevel[]> {
  const rows = await db.selectFrom('approval_flows').selectAll().where('business_type', '=', businessType).orderBy('level').orderBy('id').execute();
  const levels = new Map<number, FlowLevel>();
  for (const r of rows) {
    const l: FlowLevel = levels.get(r.level) ?? { level: r.level, approvers: [] };
    l.approvers.push({ type: r.approver_type, value: r.approver_value });
    levels.set(r.level, l);
  }
  return [...levels.values()];
}

/**
 * Refuses a submission that could not finish: a level whose every approver is the submitter
 * (issue 13 defect 7), named by its level, before anything is written.
 */
export async function assertFinishable(db: DB, levels: readonly FlowLevel[], submitterId: number): Promise<void> {
  for (const l of levels) {
    if (!(await decidersOfLevel(db, l)).some((u) => u.user_id !== submitterId))
      throw new BizError(400, 'noApprover', { level: l.level, field: 'approvers' }, 'approvers');
  }
}

/**
 * What a saved flow cannot do, worded for the admin: a level nobody may decide refuses the save;
 * a level only one user may decide saves with a warning, since that user's own records stop there.
 */
async function flowWarnings(ctx: CallContext, levels: readonly FlowLevel[]): Promise<string[]> {
  const out: string[] = [];
  for (const [i, l] of levels.entries()) {
    const who = await decidersOfLevel(ctx.db, l);
    if (!who.length) throw new BizError(400, 'noApprover', { level: i + 1, field: `levels[${i}].approvers` }, `levels[${i}].approvers`);
    if (who.length === 1) out.push(formatMessage('lonelyApprover', ctx.lang, { level: i + 1, name: who[0].true_name }));
  }
  return out;
}

/** Replaces the flow of a business type: up to six levels, each with users or roles; answers its warnings. */
export async function saveFlow(ctx: CallContext, businessType: string, levels: FlowLevel[]): Promise<string[]> {
  if (levels.length > MAX_APPROVAL_LEVELS) throw invalid('levels');
  const db = ctx.db;
  for (const [i, l] of levels.entries()) {
    if (!l.approvers?.length) throw invalid(`levels[${i}].approvers`);
    for (const a of l.approvers) {
      if (a.type === 'user') {
        if (!/^\d+$/.test(String(a.value)) || !(await db.selectFrom('users').select('user_id').where('user_id', '=', Number(a.value)).executeTakeFirst()))
          throw invalid(`levels[${i}].approvers`);
      } else if (a.type === 'role') {
        if (!(await db.selectFrom('roles').select('role_id').where('role_code', '=', String(a.value)).executeTakeFirst()))
          throw invalid(`levels[${i}].approvers`);
      } else throw invalid(`levels[${i}].approvers`);
    }
  }
  const warnings = await flowWarnings(ctx, levels);
  await db.deleteFrom('approval_flows').where('business_type', '=', businessType).execute();
  const rows = levels.flatMap((l, i) =>
    [...new Map(l.approvers.map((a) => [`${a.type}:${a.value}`, a])).values()].map((a) => ({
      business_type: businessType,
      level: i + 1,
      approver_type: a.type,
      approver_value: String(a.value),
    })),
  );
  if (rows.length) await db.insertInto('approval_flows').values(rows).execute();
  await ctx.audit('save', 'approval-flow', businessType, { levels: rows.length, warnings });
  return warnings;
}

export type Item = ApproverOf & { id: number; level: number; approve_state: number };

/**
 * The submission itself, recorded as the agreed level 0 of the round; `noFlow`: the business type has
 * no flow, so the round is agreed on submit, and the timeline says so (issue 26, item 16).
 */
export async function recordSubmission(ctx: CallContext, s: Subject, submitter: string, noFlow = false): Promise<void> {
  await ctx.db
    .insertInto('approval_items')
    .values({
      business_type: s.businessType,
      business_id: s.businessId,
      round: s.round,
      level: 0,
      approver_user_id: ctx.user.userId,
      approver_label: submitter,
      approve_state: 1,
      approve_person: ctx.user.userId,
      true_name: submitter,
      update_time: new Date(),
      no_flow: noFlow,
    })
    .execute();
}

/**
 * Opens the items of one level and sends type-2 to-dos to whoever may decide them, saying what
 * waits: the record (`about`), who submitted it and the level (src/domain/todo-texts.ts).
 */
export async function openLevel(ctx: CallContext, s: Subject, level: FlowLevel, submitterId: number, about: TodoAbout, submitter: string): Promise<void> {
  const db = ctx.db;
  const opened: Item[] = [];
  for (const a of level.approvers) {
    const base = { business_type: s.businessType, business_id: s.businessId, round: s.round, level: level.level };
    if (a.type === 'user') {
      const u = await db.selectFrom('users').select(['user_id', 'true_name']).where('user_id', '=', Number(a.value)).executeTakeFirst();
      if (!u || u.user_id === submitterId) continue;
      await db
        .insertInto('approval_items')
        .values({ ...base, approver_user_id: u.user_id, approver_label: u.true_name })
        .execute();
      opened.push({ id: 0, level: level.level, approve_state: APPROVE_PENDING, approver_user_id: u.user_id, approver_role: null });
    } else {
      if (!(await usersOfRole(db, a.value)).some((u) => u.user_id !== submitterId)) continue;
      const role = await db.selectFrom('roles').select('role_name').where('role_code', '=', a.value).executeTakeFirst();
      await db
        .insertInto('approval_items')
        .values({ ...base, approver_role: a.value, approver_label: role?.role_name ?? a.value })
        .execute();
      opened.push({ id: 0, level: level.level, approve_state: APPROVE_PENDING, approver_user_id: null, approver_role: a.value });
    }
  }
  if (!opened.length) throw new BizError(400, 'noApprover', { level: level.level, field: 'approvers' }, 'approvers');
  const org = s.orgId ?? ctx.orgId;
  const notify = [
    ...(await actingFor(
      db,
      [...(await decidersOf(db, opened))].filter((u) => u !== submitterId),
      org,
    )),
  ];
  if (notify.length) {
    await db
      .insertInto('todos')
      .values(
        notify.map((user_id) => ({
          user_id,
          type: 2,
          type_from: s.businessType,
          ...todoTextColumns('approvalWaiting', { ...about, submitter, level: level.level }),
          business_type: s.businessType,
          business_id: s.businessId,
          route: s.route,
          org_id: org,
          create_user: ctx.user.trueName || ctx.user.userName,
        })),
      )
      .execute();
  }
}

/** An approval item as the timeline shows it; the submission says when its round was agreed for want of a flow. */
export function approvalItemOf(ctx: Pick<CallContext, 'services'>, r: Record<string, unknown> & { level: number; approve_state: number }): ApprovalItem {
  return {
    id: Number(r.id),
    level: r.level,
    approve_state: r.approve_state,
    true_name: String(r.true_name || r.approver_label),
    approve_opinion: String(r.approve_opinion),
    update_time: r.update_time ? ctx.services.clock.format(r.update_time as Date) : '',
    approve_level: r.level,
    approve_person: String(r.approver_label),
    ...(r.no_flow === true ? { no_flow: true } : {}),
  };
}

/** Closes the open to-dos of a subject. */
export async function closeTodos(ctx: CallContext, s: Pick<Subject, 'businessType' | 'businessId'>): Promise<void> {
  await ctx.db
    .updateTable('todos')
    .set({ state: 1, done_time: new Date() })
    .where('business_type', '=', s.businessType)
    .where('business_id', '=', s.businessId)
    .where('state', '=', 0)
    .execute();
}

/**
 * Part of a level was decided: the to-dos of everyone who can no longer act on it close (the caller,
 * and the other members of a role whose item was just decided); approvers of items still pending keep theirs.
 */
export async function closeTodosOfDecided(ctx: CallContext, s: Subject, stillPending: readonly Item[]): Promise<void> {
  const keep = await decidersOf(ctx.db, stillPending);
  let q = ctx.db
    .updateTable('todos')
    .set({ state: 1, done_time: new Date() })
    .where('business_type', '=', s.businessType)
    .where('business_id', '=', s.businessId)
    .where('state', '=', 0)
    .where('type', '=', 2);
  if (keep.size) q = q.where('user_id', 'not in', [...keep]);
  await q.execute();
}

/** The items of the subject's current level, and the one the caller may decide (403 when none). */
export async function dueItem(ctx: CallContext, s: Subject, level: number): Promise<{ items: Item[]; mine: Item }> {
  const items = (await ctx.db
    .selectFrom('approval_items')
    .selectAll()
    .where('business_type', '=', s.businessType)
    .where('business_id', '=', s.businessId)
    .where('round', '=', s.round)
    .where('level', '=', level)
    .execute()) as Item[];
  const mine = items.find((it) => it.approve_state === APPROVE_PENDING && mayDecide(ctx.user, it));
  if (!mine) throw new BizError(403, 'noApprovalDue');
  return { items, mine };
}

export async function decideItem(ctx: CallContext, itemId: number, state: number, opinion: string): Promise<void> {
  const r = await ctx.db
    .updateTable('approval_items')
    .set({
      approve_state: state,
      approve_opinion: opinion,
      approve_person: ctx.user.userId,
      true_name: ctx.user.trueName || ctx.user.userName,
      update_time: new Date(),
    })
    .where('id', '=', itemId)
    .where('approve_state', '=', APPROVE_PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict();
}

/** Items still open in a round close when the round ends by refusal or withdrawal. */
export async function closeOpenItems(ctx: CallContext, s: Subject): Promise<void> {
  await ctx.db
    .updateTable('approval_items')
    .set({ approve_state: 3 })
    .where('business_type', '=', s.businessType)
    .where('business_id', '=', s.businessId)
    .where('round', '=', s.round)
    .where('approve_state', '=', APPROVE_PENDING)
    .execute();
}

/** The approval form of spec §5: status '1' approve / '2' reject, text required on reject. */
export function opinionOf(ctx: CallContext, expect: 1 | 2): string {
  const status = ctx.params.str('status');
  if (status !== undefined && status !== String(expect)) throw new BizError(400, 'opinionRequired', { field: 'status' }, 'status');
  const text = ctx.params.str('text') ?? ctx.params.str('reason') ?? ctx.params.str('approve_opinion') ?? '';
  if (expect === APPROVE_REJECTED && !text) throw new BizError(400, 'reasonRequired', { field: 'text' }, 'text');
  if (text.length > 500) throw invalid('text', 'tooLong', { max: 500 });
  return text;
}
