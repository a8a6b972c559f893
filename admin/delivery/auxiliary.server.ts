import { sql, type Generated, type Kysely } from 'kysely';
import type { ApprovalColumns, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { BizError, invalid } from '../../server/http/errors';
import { add, idParam, lockRecord, remove, update } from '../../server/resources/resource.handlers';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { COUNTERSIGNED, demoFlow } from '../../server/seed/demo-flow';
import type { ResourceDef } from '../../src/domain/resources/types';
import { AUX_KIND_NAMES, AUX_ROUTES, type AuxKind } from './auxiliary.kinds';
import { auxiliaryResources } from './auxiliary.resource';

/** Auxiliary tickets (./auxiliary.resource.ts): the table, and what the declaration cannot say. */
export interface AuxiliaryTicketTable extends ApprovalColumns {
  id: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  org_id: string;
  kind: string;
  task_id: number;
  ticket_id: number | null;
  quantity: string;
  unit: string;
  remark: Text;
  decided_by: Text;
  fail_reason: Text;
}
declare module '../../server/db/schema' {
  interface ResourceTables {
    auxiliary_tickets: AuxiliaryTicketTable;
  }
}

/** Migration 0123 (its `state` column went to the approval engine's in 0124, ./return-handle.server.ts). */
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

/** A ticket named on an auxiliary ticket must be one of its task's (the input of add, update or save: ticketId an int). */
async function ticketOfTask(ctx: CallContext) {
  const { taskId, ticketId, quantity } = ctx.input;
  if (quantity !== undefined && Number(quantity) <= 0) throw invalid('quantity');
  if (!ticketId) return;
  const t = await ctx.db.selectFrom('delivery_tickets').select('task_id').where('id', '=', Number(ticketId)).executeTakeFirst();
  if (!t || t.task_id !== taskId) throw invalid('ticketId');
}

/** The decision stamps the ticket: who decided its last level, and a refusal's reason. */
const stamp = (ctx: CallContext, id: number, failReason: string) =>
  ctx.db
    .updateTable('auxiliary_tickets')
    .set({ decided_by: ctx.user.trueName || ctx.user.userName, fail_reason: failReason, updated_at: new Date() })
    .where('id', '=', id)
    .execute()
    .then(() => undefined);

/** An agreed ticket is what a settlement prices: it no longer changes (409 naming its state). */
async function notAgreed(ctx: CallContext, def: ResourceDef) {
  const rec = await lockRecord(ctx, def, idParam(ctx, def));
  if (rec.flows.approval?.state === 1) throw new BizError(409, 'stateForbids', { state: '1' }, 'approveState');
}

export async function addAux(ctx: CallContext, def: ResourceDef) {
  await ticketOfTask(ctx);
  return add(ctx, def);
}

export async function updateAux(ctx: CallContext, def: ResourceDef) {
  await notAgreed(ctx, def);
  await ticketOfTask(ctx);
  return update(ctx, def);
}

function auxiliaryServer(kind: AuxKind): ServerPart {
  return defineServerPart({
    resource: auxiliaryResources[kind].name,
    overrides: {
      add: { write: true, button: 'add', handler: addAux },
      update: { write: true, handler: updateAux },
      delete: {
        write: true,
        handler: async (ctx, def) => {
          await notAgreed(ctx, def);
          return remove(ctx, def);
        },
      },
    },
    onApproval: { [AUX_ROUTES[kind]]: { onAgreed: (ctx, id) => stamp(ctx, id, ''), onRefused: (ctx, id, opinion) => stamp(ctx, id, opinion) } },
    seed: demoFlow(AUX_ROUTES[kind], COUNTERSIGNED),
  });
}

export const auxiliaryServers = AUX_KIND_NAMES.map(auxiliaryServer);
export const auxiliaryDef = (kind: AuxKind): ResourceDef => auxiliaryResources[kind];
