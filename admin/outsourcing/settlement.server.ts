import { sql, type Kysely } from 'kysely';
import type { ApprovalColumns, Id, NullableDate, Num, Stamp } from '../../server/db/column-types';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext, ContextOf } from '../../server/http/call';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';
import { fetchOne, guard, idParam, lockRecord } from '../../server/resources/resource.handlers';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { APPROVE_AGREED, APPROVE_PENDING } from '../../src/domain/resources/approval';
import type { ResourceDef } from '../../src/domain/resources/types';
import { cubicText, priceLoad, scaled, type PriceBand } from './settlement.pricing';

/** Outsourcing settlement sheets and their lines, one per ticket (migration 0153). */
export interface OutsourcingSettlementTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  settlement_code: string;
  unit_id: number;
  contract_id: number;
  start_date: NullableDate;
  end_date: NullableDate;
  ticket_count: number;
  total_quantity: Num;
  /** integer fen: the sum of the lines' amounts */
  total_fen: string | number;
}
export interface OutsourcingSettlementLineTable {
  id: Id;
  settlement_id: number;
  ticket_id: number;
  ticket_code: string;
  task_code: string;
  ticket_time: Stamp;
  quantity: Num;
  distance_km: Num;
  price_kind: string;
  unit_price_fen: number;
  amount_fen: string | number;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    outsourcing_settlements: OutsourcingSettlementTable;
    outsourcing_settlement_lines: OutsourcingSettlementLineTable;
  }
}

const MAX_DAYS = 366;
const STATE_NAMES: Record<number, string> = { [APPROVE_PENDING]: '待审批', [APPROVE_AGREED]: '已同意' };

const PERIOD = input({ unitId: wire.id(), startDate: wire.date(), endDate: wire.date() });

interface Period {
  unitId: number;
  startDate: string;
  endDate: string;
}

function periodOf(ctx: ContextOf<typeof PERIOD>): Period {
  const { unitId, startDate, endDate } = ctx.input;
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86400000;
  if (days < 0 || days > MAX_DAYS) throw invalid('endDate');
  return { unitId, startDate, endDate };
}

/** The day after `day` (YYYY-MM-DD), as the end of a half-open range. */
const nextDay = (day: string) => new Date(Date.parse(day) + 86400000).toISOString().slice(0, 10);

/**
 * The period's unsettled tickets of one unit in the caller's scope, priced with the unit's agreed
 * contract covering the period. `lock` holds the tickets for the rest of the transaction (make).
 */
async function priceSheet(ctx: CallContext, p: Period, lock: boolean) {
  const scope = scopeOf(ctx);
  const unit = await inScope(
    ctx.db.selectFrom('outsourcing_units').select(['id', 'org_id', 'unit_name']).where('id', '=', p.unitId),
    'org_id',
    scope,
  ).executeTakeFirst();
  if (!unit) throw notFound();
  const contract = await ctx.db
    .selectFrom('outsourcing_contracts')
    .select(['id', 'contract_code'])
    .where('unit_id', '=', unit.id)
    .where('approve_state', '=', APPROVE_AGREED)
    .where('start_date', '<=', p.startDate)
    .where('end_date', '>=', p.endDate)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!contract) throw new BizError(409, 'outsourcingNoContract', { field: unit.unit_name }, 'unitId');
  const bands: PriceBand[] = (
    await ctx.db
      .selectFrom('outsourcing_transport_prices')
      .select(['price_kind', 'from_km', 'to_km', 'price_fen'])
      .where('contract_id', '=', contract.id)
      .execute()
  ).map((b) => ({ priceKind: b.price_kind, fromKm: String(b.from_km), toKm: String(b.to_km), priceFen: Number(b.price_fen) }));
  const clock = ctx.services.clock;
  let q = inScope(
    ctx.db
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .select(['t.id', 't.ticket_code', 't.quantity', 't.created_at', 'k.task_code', 'k.outsourcing_distance_km'])
      .where('t.outsourcing_unit_id', '=', unit.id)
      .where('t.outsourcing_settlement_id', 'is', null)
      .where('t.created_at', '>=', fromPlant(clock, `${p.startDate} 00:00:00`))
      .where('t.created_at', '<', fromPlant(clock, `${nextDay(p.endDate)} 00:00:00`)),
    't.org_id',
    scope,
  )
    .orderBy('t.created_at')
    .orderBy('t.id');
  if (lock) q = q.forUpdate('t');
  const tickets = await q.execute();
  if (!tickets.length) throw new BizError(409, 'outsourcingNoTickets', { field: unit.unit_name }, 'unitId');
  const lines = tickets.map((t) => {
    const distance = t.outsourcing_distance_km === null ? '0' : String(t.outsourcing_distance_km);
    const priced = priceLoad(bands, String(t.quantity), distance);
    if (!priced) throw new BizError(409, 'outsourcingNoPrice', { ticket: t.ticket_code, distance }, 'unitId');
    return {
      ticketId: t.id,
      ticketCode: t.ticket_code,
      taskCode: t.task_code,
      ticketTime: clock.format(t.created_at),
      ticketAt: t.created_at,
      quantity: String(t.quantity),
      distanceKm: distance,
      ...priced,
    };
  });
  const litres = lines.reduce((s, l) => s + scaled(l.quantity, 3), 0);
  return {
    unit,
    contract,
    lines,
    totals: { ticketCount: lines.length, totalQuantity: cubicText(litres), totalFen: lines.reduce((s, l) => s + l.amountFen, 0) },
  };
}

const wireLine = (l: Awaited<ReturnType<typeof priceSheet>>['lines'][number]) => ({
  ticketId: l.ticketId,
  ticketCode: l.ticketCode,
  taskCode: l.taskCode,
  ticketTime: l.ticketTime,
  quantity: l.quantity,
  distanceKm: l.distanceKm,
  priceKind: l.priceKind,
  unitPriceFen: l.unitPriceFen,
  amountFen: l.amountFen,
});

async function linesOf(ctx: CallContext, id: number) {
  const rows = await ctx.db
    .selectFrom('outsourcing_settlement_lines')
    .selectAll()
    .where('settlement_id', '=', id)
    .orderBy('ticket_time')
    .orderBy('ticket_id')
    .execute();
  return rows.map((l) => ({
    ticketId: l.ticket_id,
    ticketCode: l.ticket_code,
    taskCode: l.task_code,
    ticketTime: ctx.services.clock.format(l.ticket_time),
    quantity: String(l.quantity),
    distanceKm: String(l.distance_km),
    priceKind: l.price_kind,
    unitPriceFen: l.unit_price_fen,
    amountFen: Number(l.amount_fen),
  }));
}

async function detail(ctx: CallContext, def: ResourceDef, id: number) {
  return { ...(await fetchOne(ctx, def, id)), lines: await linesOf(ctx, id) };
}

export const outsourcingSettlementServer = defineServerPart({
  resource: 'outsourcingSettlement',
  overrides: {
    /** pre-sheet: what `make` would store, computed from the tickets, nothing written */
    preSheet: override({
      input: PERIOD,
      handler: async (ctx) => {
        const p = periodOf(ctx);
        const s = await priceSheet(ctx, p, false);
        return {
          unitId: s.unit.id,
          unitName: s.unit.unit_name,
          contractId: s.contract.id,
          contractCode: s.contract.contract_code,
          startDate: p.startDate,
          endDate: p.endDate,
          ...s.totals,
          lines: s.lines.map(wireLine),
        };
      },
    }),
    /** make: stores the sheet and its lines and locks the tickets, in the call's one transaction */
    make: override({
      write: true,
      button: 'make',
      input: PERIOD,
      handler: async (ctx, def) => {
        await guard(ctx, def, 'make');
        const p = periodOf(ctx);
        const s = await priceSheet(ctx, p, true);
        const row = await ctx.db
          .insertInto('outsourcing_settlements')
          .values({
            org_id: s.unit.org_id,
            settlement_code: '',
            unit_id: s.unit.id,
            contract_id: s.contract.id,
            start_date: p.startDate,
            end_date: p.endDate,
            ticket_count: s.totals.ticketCount,
            total_quantity: s.totals.totalQuantity,
            total_fen: s.totals.totalFen,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const code = `WXJS${ctx.services.clock.today().replace(/-/g, '')}${String(row.id).padStart(5, '0')}`;
        await ctx.db.updateTable('outsourcing_settlements').set({ settlement_code: code }).where('id', '=', row.id).execute();
        await ctx.db
          .insertInto('outsourcing_settlement_lines')
          .values(
            s.lines.map((l) => ({
              settlement_id: row.id,
              ticket_id: l.ticketId,
              ticket_code: l.ticketCode,
              task_code: l.taskCode,
              ticket_time: l.ticketAt,
              quantity: l.quantity,
              distance_km: l.distanceKm,
              price_kind: l.priceKind,
              unit_price_fen: l.unitPriceFen,
              amount_fen: l.amountFen,
            })),
          )
          .execute();
        const locked = await ctx.db
          .updateTable('delivery_tickets')
          .set({ outsourcing_settlement_id: row.id })
          .where(
            'id',
            'in',
            s.lines.map((l) => l.ticketId),
          )
          .where('outsourcing_settlement_id', 'is', null)
          .executeTakeFirst();
        // the tickets were locked when read: none can have been settled meanwhile
        if (Number(locked.numUpdatedRows) !== s.lines.length) throw new BizError(409, 'conflict');
        await ctx.audit('make', def.name, row.id, { unitId: s.unit.id, tickets: s.lines.length, totalFen: s.totals.totalFen });
        return detail(ctx, def, row.id);
      },
    }),
    /** detail: the sheet with its lines */
    detail: { input: input({ id: wire.id() }), handler: async (ctx, def) => detail(ctx, def, idParam(ctx, def)) },
    /** revoke: a sheet not submitted, or refused, is deleted and its tickets may be settled again */
    revoke: {
      write: true,
      button: 'revoke',
      input: input({ id: wire.id() }),
      handler: async (ctx, def) => {
        await guard(ctx, def, 'revoke');
        const id = idParam(ctx, def);
        const state = (await lockRecord(ctx, def, id)).flows.approval.state;
        if (state === APPROVE_PENDING || state === APPROVE_AGREED) throw new BizError(409, 'stateForbids', { state: STATE_NAMES[state] }, 'approveState');
        const freed = await ctx.db
          .updateTable('delivery_tickets')
          .set({ outsourcing_settlement_id: null })
          .where('outsourcing_settlement_id', '=', id)
          .executeTakeFirst();
        await ctx.db.deleteFrom('outsourcing_settlement_lines').where('settlement_id', '=', id).execute();
        await ctx.db.deleteFrom('outsourcing_settlements').where('id', '=', id).execute();
        await ctx.audit('revoke', def.name, id, { tickets: Number(freed.numUpdatedRows) });
        return { id, tickets: Number(freed.numUpdatedRows) };
      },
    },
  },
  migrations: {
    '0153-outsourcing-settlements': {
      async up(db: Kysely<unknown>) {
        await approvalColumns(orgColumn(recordColumns(db.schema.createTable('outsourcing_settlements'))))
          .addColumn('settlement_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('unit_id', 'integer', (c) => c.notNull().references('outsourcing_units.id'))
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('outsourcing_contracts.id'))
          .addColumn('start_date', 'date', (c) => c.notNull())
          .addColumn('end_date', 'date', (c) => c.notNull())
          .addColumn('ticket_count', 'integer', (c) => c.notNull())
          .addColumn('total_quantity', 'numeric(14, 3)', (c) => c.notNull())
          .addColumn('total_fen', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('outsourcing_settlement_lines')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('settlement_id', 'integer', (c) => c.notNull().references('outsourcing_settlements.id').onDelete('cascade'))
          .addColumn('ticket_id', 'integer', (c) => c.notNull().references('delivery_tickets.id'))
          .addColumn('ticket_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('task_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('ticket_time', 'timestamptz', (c) => c.notNull())
          .addColumn('quantity', 'numeric(10, 3)', (c) => c.notNull())
          .addColumn('distance_km', 'numeric(8, 2)', (c) => c.notNull())
          .addColumn('price_kind', 'varchar(10)', (c) => c.notNull())
          .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
          .addColumn('amount_fen', 'bigint', (c) => c.notNull())
          .execute();
        // a ticket is on one sheet at most (revoke deletes the sheet's lines)
        await sql`create unique index outsourcing_settlement_lines_ticket on outsourcing_settlement_lines (ticket_id)`.execute(db);
        await sql`alter table delivery_tickets add constraint delivery_tickets_outsourcing_settlement
          foreign key (outsourcing_settlement_id) references outsourcing_settlements (id)`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`alter table delivery_tickets drop constraint delivery_tickets_outsourcing_settlement`.execute(db);
        await db.schema.dropTable('outsourcing_settlement_lines').execute();
        await db.schema.dropTable('outsourcing_settlements').execute();
      },
    },
  },
});
