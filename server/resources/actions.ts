import { sql } from 'kysely';
import type { BatchDef, StateValue, TransitionDef } from '../../src/domain/resources/actions';
import { labelOf } from '../../src/domain/resources/labels';
import { idColumnOf, columnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { BizError, conflict, invalid } from '../http/errors';
import { approve, flowParam, refuse } from '../approval/approval.engine';
import { anyDb } from './resource.query';
import { deleteRecords, fetchOne, guard, idParam, idsParam, lockRecord, refuseInApproval } from './resource.handlers';
import type { Services } from '../services';

/**
 * Declared actions beyond CRUD (src/domain/resources/actions.ts): state transitions and batch
 * actions over the selected rows. A transition from a state it does not leave answers 409 naming
 * the current state by its label in the caller's language.
 */

/** The column holding a transition's state, in the base table (a read view's source must be of its base alias). */
export function stateColumn(def: ResourceDef, t: TransitionDef): string {
  const f = def.fields.find((x) => x.name === t.field);
  if (!f) throw new Error(`resource ${def.name}: transition ${t.name} names unknown field ${t.field}`);
  if (!def.view) return columnOf(f);
  const src = def.view.sources[t.field];
  if (!src || src.split('.')[0] !== def.view.alias) throw new Error(`resource ${def.name}: transition ${t.name} needs ${t.field} from the base table`);
  return src.split('.')[1];
}

const same = (a: unknown, b: StateValue) => a !== null && a !== undefined && String(a) === String(b);

/** 409 "not possible while the record is <state>", the state named by its option label. */
export function stateConflict(ctx: CallContext, def: ResourceDef, t: TransitionDef, current: unknown): BizError {
  const f = def.fields.find((x) => x.name === t.field);
  const option = f?.options?.find((o) => same(current, o.value));
  const state = option ? labelOf(option.label, ctx.lang) : String(current ?? '—');
  return new BizError(409, 'stateForbids', { state }, t.field);
}

/** Whether the transition is written by a service of the object's server part (it owns its transaction). */
export const serviceWrite = (parts: Services['parts'], def: ResourceDef, t: TransitionDef) => parts.partOf(def.name)?.transitionWrites?.[t.name];

/** One record through one transition, inside the caller's transaction unless a service writes it. */
export async function transitionOne(ctx: CallContext, def: ResourceDef, t: TransitionDef, id: number): Promise<void> {
  const column = stateColumn(def, t);
  const rec = await lockRecord(ctx, def, id, [column]);
  const current = rec.extra[column];
  if (!t.from.some((s) => same(current, s))) throw stateConflict(ctx, def, t, current);
  refuseInApproval(rec);
  if (t.guard) {
    const check = ctx.services.parts.partOf(def.name)?.guards?.[t.guard];
    if (!check) throw new Error(`resource ${def.name}: guard ${t.guard} has no server part`);
    await check(ctx, def, id);
  }
  const write = serviceWrite(ctx.services.parts, def, t);
  if (write) {
    await write(ctx, def, id);
    return;
  }
  const set: Record<string, unknown> = { [column]: t.to };
  for (const name of t.stamp ?? []) {
    const f = def.fields.find((x) => x.name === name);
    if (f) set[columnOf(f)] = sql`now()`;
  }
  // conditional on the state read under the lock: a second identical call finds it moved
  const r = await anyDb(ctx)
    .updateTable(def.view?.table ?? def.table)
    .set(set)
    .where(idColumnOf(def), '=', id)
    .where(column, '=', current)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw conflict();
  await ctx.audit(t.name, def.name, id, { [t.field]: { from: current, to: t.to } });
}

export async function runTransition(ctx: CallContext, def: ResourceDef, t: TransitionDef) {
  await guard(ctx, def, t.button);
  const id = idParam(ctx, def);
  await transitionOne(ctx, def, t, id);
  return fetchOne(ctx, def, id);
}

/** A batch action over `ids`, all or nothing: the first refusal rolls every row back (the call's one transaction). */
export async function runBatch(ctx: CallContext, def: ResourceDef, b: BatchDef) {
  const flow = b.kind === 'approve' || b.kind === 'refuse' ? flowParam(ctx, def, b.flow) : undefined;
  await guard(ctx, def, b.button, flow?.route ?? def.screen);
  const ids = idsParam(ctx);
  switch (b.kind) {
    case 'delete':
      return { ...(await deleteRecords(ctx, def, ids)), ids };
    case 'transition': {
      const t = def.transitions?.find((x) => x.name === b.transition);
      if (!t) throw invalid('transition');
      for (const id of ids) await transitionOne(ctx, def, t, id);
      return { done: ids.length, ids };
    }
    case 'approve':
      for (const id of ids) await approve(ctx, def, id, flow);
      return { done: ids.length, ids };
    case 'refuse':
      for (const id of ids) await refuse(ctx, def, 'refuse', id, flow);
      return { done: ids.length, ids };
  }
}
