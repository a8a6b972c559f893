import { sql, type Kysely } from 'kysely';
import type { Text } from '../../server/db/column-types';
import type { DB } from '../../server/db/database';
import { BizError } from '../../server/http/errors';
import { inScope, type OrgScope } from '../../server/http/scope';
import { audit, write, type OpsDeps } from '../../server/operations/ops-deps';
import { emitTask } from '../../server/operations/task.service';
import { lockedRow, startsFrom } from './locked-row.server';

/**
 * Revoking an abandoned delivery (spec doc 2 §4/§7 "abandonDeliver with revoke flows"): a ticket
 * called back (detail state 'back') may be asked back into service; the request waits for
 * approval, and only the approval restores the ticket to the state it was called back from (a
 * sent load counts as shipped again). States of the request: '' none, pending, approved, refused.
 */
declare module '../../server/db/schema' {
  interface DeliveryTicketTable {
    back_from: Text;
    revoke_state: Text;
    revoke_reason: Text;
    revoke_by: Text;
  }
}

/** Migration 0122. */
export const abandonDeliverMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('delivery_tickets')
      .addColumn('back_from', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('revoke_state', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('revoke_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('revoke_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};

/** The revocations waiting for a decision (or in a given state), newest first. */
export async function revokeList(db: DB, scope: OrgScope, f: { state: string; page: number; limit: number }) {
  const q = inScope(
    db.selectFrom('delivery_tickets as t').innerJoin('production_tasks as k', 'k.id', 't.task_id').where('t.revoke_state', '=', f.state),
    't.org_id',
    scope,
  );
  const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const list = await q
    .select([
      't.id',
      't.org_id as orgId',
      't.ticket_code as ticketCode',
      'k.task_code as taskCode',
      't.quantity',
      't.detail_state as state',
      't.back_from as backFrom',
      't.revoke_state as revokeState',
      't.revoke_reason as revokeReason',
      't.revoke_by as revokeBy',
    ])
    .orderBy('t.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total, list: list.map((r) => ({ ...r, quantity: String(r.quantity) })) };
}

const locked = (tx: DB, scope: OrgScope, id: number) => lockedRow(inScope(tx.selectFrom('delivery_tickets').selectAll().where('id', '=', id), 'org_id', scope));

/** submit: a called-back ticket without a pending request. */
export function submitRevoke(deps: OpsDeps, scope: OrgScope, id: number, reason: string, by: string) {
  return write(deps, async (tx) => {
    const t = await locked(tx, scope, id);
    startsFrom(t.detail_state, ['back']);
    if (t.revoke_state === 'pending') throw new BizError(409, 'stateForbids', { state: 'pending' }, 'revokeState');
    await tx.updateTable('delivery_tickets').set({ revoke_state: 'pending', revoke_reason: reason, revoke_by: by }).where('id', '=', id).execute();
    await audit(deps, tx, t.org_id, 'revokeSubmit', 'delivery_ticket', id, { reason });
    return { id, revokeState: 'pending' };
  });
}

/** approve restores the ticket (and its shipped volume when it had been sent); refuse closes the request. */
export function decideRevoke(deps: OpsDeps, scope: OrgScope, id: number, approve: boolean) {
  return write(deps, async (tx, emit) => {
    const t = await locked(tx, scope, id);
    if (t.revoke_state !== 'pending') throw new BizError(409, 'stateForbids', { state: t.revoke_state || 'none' }, 'revokeState');
    if (!approve) {
      await tx.updateTable('delivery_tickets').set({ revoke_state: 'refused' }).where('id', '=', id).execute();
    } else {
      const back = t.back_from || 'sent';
      await tx.updateTable('delivery_tickets').set({ revoke_state: 'approved', detail_state: back }).where('id', '=', id).execute();
      if (back === 'sent') {
        await tx
          .updateTable('production_tasks')
          .set({ shipped_quantity: sql`shipped_quantity + ${String(t.quantity)}::numeric` })
          .where('id', '=', t.task_id)
          .execute();
        await emitTask(deps, tx, emit, t.org_id, t.task_id);
      }
    }
    await audit(deps, tx, t.org_id, approve ? 'revokeApprove' : 'revokeRefuse', 'delivery_ticket', id);
    return { id, revokeState: approve ? 'approved' : 'refused' };
  });
}
