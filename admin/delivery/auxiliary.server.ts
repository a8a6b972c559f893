import { sql, type Generated, type Kysely } from 'kysely';
import type { Text } from '../../server/db/column-types';
import type { DB } from '../../server/db/database';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { invalid, notFound } from '../../server/http/errors';
import { inScope, type OrgScope } from '../../server/http/scope';
import { audit, write, type OpsDeps } from '../../server/operations/ops-deps';
import { AUX_KIND_NAMES, AUX_KINDS, AUX_STATES, type AuxKind } from './auxiliary.kinds';
import { lockedRow, startsFrom } from './locked-row.server';

/**
 * Auxiliary tickets (spec doc 2 §4 "transport pump orders and auxiliary tickets: save, submit,
 * contract review, fail, approval list"; doc 1 §4 the water-pump, over-time, mutation-pump,
 * transfer-concrete and auxiliary checks). Each carries the quantity settlements will price, in the
 * unit its kind is counted in. Flow: saved → submitted → reviewed (contract review) → approved;
 * submitted or reviewed → failed.
 */
export { AUX_KIND_NAMES, AUX_KINDS, AUX_STATES, type AuxKind };

export interface AuxiliaryTicketTable {
  id: Generated<number>; created_at: Generated<Date>; updated_at: Generated<Date>; org_id: string;
  kind: string; task_id: number; ticket_id: number | null; quantity: string; unit: string; state: string; remark: Text; decided_by: Text; fail_reason: Text;
}
declare module '../../server/db/schema' {
  interface ResourceTables { auxiliary_tickets: AuxiliaryTicketTable }
}

/** Migration 0123. */
export const auxiliaryMigration = {
  async up(db: Kysely<unknown>) {
    await orgColumn(recordColumns(db.schema.createTable('auxiliary_tickets')))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
      .addColumn('ticket_id', 'integer', (c) => c.references('delivery_tickets.id'))
      .addColumn('quantity', sql`numeric(12,2)`, (c) => c.notNull())
      .addColumn('unit', 'varchar(16)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('decided_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('fail_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};

export async function auxList(db: DB, scope: OrgScope, f: { kind?: string; state?: string; id?: number; page: number; limit: number }) {
  let q = inScope(db.selectFrom('auxiliary_tickets as a').innerJoin('production_tasks as k', 'k.id', 'a.task_id').leftJoin('delivery_tickets as t', 't.id', 'a.ticket_id'),
    'a.org_id', scope);
  if (f.id) q = q.where('a.id', '=', f.id);
  if (f.kind) q = q.where('a.kind', '=', f.kind);
  if (f.state) q = q.where('a.state', '=', f.state);
  const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const list = await q.select(['a.id', 'a.org_id as orgId', 'a.kind', 'a.task_id as taskId', 'k.task_code as taskCode', 'a.ticket_id as ticketId', 't.ticket_code as ticketCode',
    'a.quantity', 'a.unit', 'a.state', 'a.remark', 'a.decided_by as decidedBy', 'a.fail_reason as failReason'])
    .orderBy('a.id', 'desc').limit(f.limit).offset((f.page - 1) * f.limit).execute();
  return { total, list: list.map((r) => ({ ...r, quantity: String(r.quantity) })) };
}

async function one(db: DB, id: number) {
  const r = (await auxList(db, 'all', { id, page: 1, limit: 1 })).list[0];
  if (!r) throw notFound();
  return r;
}

/** save: a new ticket (no id) or an edit of a saved one. */
export function saveAux(deps: OpsDeps, scope: OrgScope, i: { id?: number; kind: AuxKind; taskId: number; ticketId?: number; quantity: string; remark?: string }) {
  return write(deps, async (tx) => {
    const task = await inScope(tx.selectFrom('production_tasks').select(['id', 'org_id']).where('id', '=', i.taskId), 'org_id', scope).executeTakeFirst();
    if (!task) throw invalid('taskId');
    if (i.ticketId) {
      const t = await tx.selectFrom('delivery_tickets').select(['id', 'task_id']).where('id', '=', i.ticketId).executeTakeFirst();
      if (!t || t.task_id !== task.id) throw invalid('ticketId');
    }
    if (Number(i.quantity) <= 0) throw invalid('quantity');
    const values = { kind: i.kind, task_id: task.id, ticket_id: i.ticketId ?? null, quantity: i.quantity, unit: AUX_KINDS[i.kind], remark: i.remark ?? '' };
    let id = i.id;
    if (id) {
      await locked(tx, scope, id, ['saved']);
      await tx.updateTable('auxiliary_tickets').set({ ...values, updated_at: deps.clock.now() }).where('id', '=', id).execute();
    } else {
      id = (await tx.insertInto('auxiliary_tickets').values({ ...values, org_id: task.org_id, state: 'saved' }).returning('id').executeTakeFirstOrThrow()).id;
    }
    await audit(deps, tx, task.org_id, i.id ? 'update' : 'add', 'auxiliary_ticket', id, i);
    return one(tx, id);
  });
}

async function locked(tx: DB, scope: OrgScope, id: number, from: readonly string[]) {
  const r = await lockedRow(inScope(tx.selectFrom('auxiliary_tickets').selectAll().where('id', '=', id), 'org_id', scope));
  startsFrom(r.state, from);
  return r;
}

const MOVES = {
  submit: { from: ['saved'], to: 'submitted' }, review: { from: ['submitted'], to: 'reviewed' },
  approve: { from: ['reviewed'], to: 'approved' }, fail: { from: ['submitted', 'reviewed'], to: 'failed' },
} as const;
export type AuxMove = keyof typeof MOVES;

export function moveAux(deps: OpsDeps, scope: OrgScope, move: AuxMove, id: number, by: string, reason?: string) {
  return write(deps, async (tx) => {
    const r = await locked(tx, scope, id, MOVES[move].from);
    if (move === 'fail' && !reason) throw invalid('reason', 'required');
    await tx.updateTable('auxiliary_tickets').set({
      state: MOVES[move].to, updated_at: deps.clock.now(), ...(move === 'submit' ? {} : { decided_by: by }), ...(move === 'fail' ? { fail_reason: reason ?? '' } : {}),
    }).where('id', '=', id).execute();
    await audit(deps, tx, r.org_id, move, 'auxiliary_ticket', id, reason ? { reason } : undefined);
    return one(tx, id);
  });
}
