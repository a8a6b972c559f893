import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../server/db/database';
import { defineCall } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { PUMPED } from '../../server/operations/plant-vocabulary';
import { labelOf } from '../../src/domain/resources/labels';
import { fenToYuan, milliToM3, m3ToMilli, yuanToFen } from '../../src/domain/sales/money';
import {
  floatDelta,
  floatOn,
  gradeSpecials,
  plantDay,
  priceLoad,
  type NotPriced,
  type PriceBook,
  type Priced,
  type PricingContract,
} from '../../src/domain/sales/price';
import { priceText } from '../../src/domain/sales/price-text';

/** Read on the contract price screen: who may see the price lists may see how a load is priced. */
export const PRICE_SCREEN = '/sales/contract-price';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
/** numeric(14,2) text from the database is exact, so it always reads as fen */
const fen = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : (yuanToFen(v) ?? 0));

/** A load's product type: mortar grades are M5…M30 (GB/T 25181), everything else is concrete. */
export const productTypeOf = (strength: string) => (/^M\d/i.test(strength.trim()) ? 'mortar' : 'concrete');

type TicketRow = {
  id: number;
  org_id: string;
  ticket_code: string;
  quantity: string;
  created_at: Date;
  customer_id: number;
  contract_id: number | null;
  strength: string;
  pour_method: string;
};

/** Everything the resolution reads for one contract (or, without a contract, for the customer alone). */
export async function priceBookOf(
  db: DB,
  orgId: string,
  customerId: number,
  contractId: number | null,
): Promise<{ contract: PricingContract; book: PriceBook }> {
  const c =
    contractId === null
      ? undefined
      : await db
          .selectFrom('contracts')
          .select([
            'id',
            'pact_area_id',
            'price_type',
            'bilizhi',
            'digital',
            'floating',
            'floating_type',
            'including_pump',
            'bengsong',
            'mortar_price_type',
            'mortar_fixed_price',
          ])
          .where('id', '=', contractId)
          .executeTakeFirst();
  const contract: PricingContract = c
    ? {
        id: c.id,
        priceType: c.price_type === 'information' ? 'information' : 'fixed',
        float: {
          floating: c.floating === 'up' ? 'up' : 'down',
          floatingType: c.floating_type === 'amount' ? 'amount' : 'percent',
          bilizhi: String(c.bilizhi),
          digital: fen(c.digital),
        },
        includingPump: c.including_pump,
        pumpFeeFen: fen(c.bengsong),
        mortarPriceType: c.mortar_price_type === 'fixed' ? 'fixed' : 'grade',
        mortarFixedPriceFen: c.mortar_fixed_price === null ? null : fen(c.mortar_fixed_price),
      }
    : { id: 0, priceType: 'information', float: null, includingPump: true, pumpFeeFen: 0, mortarPriceType: 'grade', mortarFixedPriceFen: null };

  const dated = (rows: Array<{ id: number; product_type: string; grade: string; price: string; effective_from: string }>) =>
    rows.map((r) => ({ id: r.id, productType: r.product_type, grade: r.grade, priceFen: fen(r.price), effectiveFrom: r.effective_from }));
  const periods = (rows: Array<{ id: number; name: string; start_date: string; end_date: string }>) =>
    rows.map((r) => ({ id: r.id, name: r.name, startDate: r.start_date, endDate: r.end_date }));
  const periodCols = ['id', 'name', day('start_date').as('start_date'), day('end_date').as('end_date')] as const;

  // a zone or customer price charges only once its flow agreed it (approve_state 1)
  // the lists are independent reads: on a pool they overlap (PGlite takes them in turn); a delivery book waits for them
  const [customerPrices, zonePrices, specialPrices, otherFees, [contractPrices, contractPeriods], [informationPeriods, informationPrices], floats] =
    await Promise.all([
      db
        .selectFrom('customer_prices')
        .select(['id', 'product_type', 'grade', 'price', day('effective_from').as('effective_from')])
        .where('customer_id', '=', customerId)
        .where('approve_state', '=', 1)
        .execute(),
      c?.pact_area_id
        ? db
            .selectFrom('zone_prices')
            .select(['id', 'product_type', 'grade', 'price', day('effective_from').as('effective_from')])
            .where('pact_area_id', '=', c.pact_area_id)
            .where('org_id', '=', orgId)
            .where('approve_state', '=', 1)
            .execute()
        : [],
      db
        .selectFrom('special_prices')
        .select(['code', 'price', day('effective_from').as('effective_from')])
        .where('org_id', '=', orgId)
        .execute(),
      c
        ? db
            .selectFrom('sales_other_fees')
            .select([
              'id',
              'name',
              'per',
              'fee',
              'grade',
              day('start_date').as('start_date'),
              sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
            ])
            .where('contract_id', '=', c.id)
            .orderBy('id')
            .execute()
        : [],
      (async () => {
        const prices = c
          ? await db.selectFrom('contract_prices').select(['period_id', 'product_type', 'grade', 'price']).where('contract_id', '=', c.id).execute()
          : [];
        const used = prices.length
          ? await db
              .selectFrom('price_periods')
              .select(periodCols)
              .where('id', 'in', [...new Set(prices.map((p) => p.period_id))])
              .execute()
          : [];
        return [prices, used] as const;
      })(),
      (async () => {
        const periods = await db.selectFrom('price_periods').select(periodCols).where('org_id', '=', orgId).where('kind', '=', 'information').execute();
        const prices = periods.length
          ? await db
              .selectFrom('information_prices')
              .select(['period_id', 'product_type', 'grade', 'price'])
              .where(
                'period_id',
                'in',
                periods.map((p) => p.id),
              )
              .execute()
          : [];
        return [periods, prices] as const;
      })(),
      c
        ? db
            .selectFrom('price_floats')
            .select(['floating', 'floating_type', 'bilizhi', 'digital', day('effective_from').as('effective_from')])
            .where('contract_id', '=', c.id)
            .execute()
        : [],
    ]);
  contract.floatRecords = floats.map((f) => ({
    floating: f.floating === 'up' ? ('up' as const) : ('down' as const),
    floatingType: f.floating_type === 'amount' ? ('amount' as const) : ('percent' as const),
    bilizhi: String(f.bilizhi),
    digital: fen(f.digital),
    effectiveFrom: f.effective_from,
  }));

  const byPeriod = (rows: Array<{ period_id: number; product_type: string; grade: string; price: string }>) =>
    rows.map((r) => ({ periodId: r.period_id, productType: r.product_type, grade: r.grade, priceFen: fen(r.price) }));
  return {
    contract,
    book: {
      customerPrices: dated(customerPrices),
      zonePrices: dated(zonePrices),
      contractPrices: byPeriod(contractPrices),
      contractPeriods: periods(contractPeriods),
      informationPrices: byPeriod(informationPrices),
      informationPeriods: periods(informationPeriods),
      specialPrices: specialPrices.map((p) => ({ code: p.code, priceFen: fen(p.price), effectiveFrom: p.effective_from })),
      otherFees: otherFees.map((f) => ({
        id: f.id,
        name: f.name,
        per: f.per === 'load' ? ('load' as const) : ('m3' as const),
        feeFen: fen(f.fee),
        grade: f.grade,
        startDate: f.start_date,
        endDate: f.end_date ?? undefined,
      })),
    },
  };
}

/** Prices the tickets with the pure resolution, each with its explanation. */
export async function priceTickets(db: DB, tickets: readonly TicketRow[], timeZone: string): Promise<Array<{ ticket: TicketRow; result: Priced | NotPriced }>> {
  const keyOf = (t: TicketRow) => `${t.org_id}/${t.customer_id}/${t.contract_id ?? ''}`;
  // each contract's book once, all read at the same time (a pool overlaps them; PGlite takes them in turn)
  const first = new Map(tickets.map((t) => [keyOf(t), t]));
  const books = new Map(await Promise.all([...first].map(async ([key, t]) => [key, await priceBookOf(db, t.org_id, t.customer_id, t.contract_id)] as const)));
  const out: Array<{ ticket: TicketRow; result: Priced | NotPriced }> = [];
  for (const t of tickets) {
    const { contract, book } = books.get(keyOf(t))!;
    const { grade, specials } = gradeSpecials(t.strength);
    out.push({
      ticket: t,
      result: priceLoad(contract, book, {
        productType: productTypeOf(grade),
        grade,
        day: plantDay(new Date(t.created_at), timeZone),
        quantity: m3ToMilli(String(t.quantity)) ?? 0,
        pumped: t.pour_method === PUMPED,
        specials,
      }),
    });
  }
  return out;
}

/**
 * `/sales/price/ticket-price` (designed, docs/wire.md): the unit price of each load of a ticket or a
 * task (by id or code), which rule priced it, which period, which float — or why nothing did.
 */
export function priceRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/sales/price/ticket-price',
    async (ctx) => {
      const { ticketId, taskId, taskCode } = ctx.input;
      if (ticketId === undefined && taskId === undefined && taskCode === undefined) throw new BizError(400, 'required', { field: 'ticketId' }, 'ticketId');
      const rows = await inScope(
        ctx.db
          .selectFrom('delivery_tickets as t')
          .innerJoin('production_tasks as k', 'k.id', 't.task_id')
          .select([
            't.id',
            't.org_id',
            't.ticket_code',
            sql<string>`t.quantity::text`.as('quantity'),
            't.created_at',
            'k.customer_id',
            'k.contract_id',
            'k.strength',
            'k.pour_method',
          ])
          .$if(ticketId !== undefined, (q) => q.where('t.id', '=', ticketId!))
          .$if(taskId !== undefined, (q) => q.where('t.task_id', '=', taskId!))
          .$if(taskCode !== undefined, (q) => q.where('k.task_code', '=', taskCode!))
          .orderBy('t.id')
          .limit(1000),
        't.org_id',
        scopeOf(ctx),
      ).execute();
      if (!rows.length && ticketId !== undefined) throw notFound();
      const priced = await priceTickets(ctx.db, rows, ctx.services.clock.timeZone);
      const t = (key: string) => labelOf(key, ctx.lang);
      return {
        list: priced.map(({ ticket, result }) => ({
          ticketId: ticket.id,
          ticketCode: ticket.ticket_code,
          contractId: ticket.contract_id,
          grade: ticket.strength,
          quantity: milliToM3(m3ToMilli(ticket.quantity) ?? 0),
          priced: result.ok,
          unitPrice: result.ok ? fenToYuan(result.unitPriceFen) : '',
          amount: result.ok ? fenToYuan(result.amountFen) : '',
          unitPriceFen: result.ok ? result.unitPriceFen : null,
          amountFen: result.ok ? result.amountFen : null,
          rule: result.ok ? result.explanation.rule : null,
          reason: result.ok ? null : result.reason,
          explanation: result.ok ? result.explanation : { skipped: result.skipped, detail: result.detail },
          text: priceText(result, t),
        })),
        totalFen: priced.reduce((s, p) => s + (p.result.ok ? p.result.amountFen : 0), 0),
      };
    },
    {
      perm: { screen: PRICE_SCREEN },
      input: input({ ticketId: wire.id().optional(), taskId: wire.id().optional(), taskCode: wire.text(32).optional() }),
      area: 'sales',
    },
  );

  /**
   * get-strength-level-price (pact_id, strength, time, pumped?): what the contract charges per m³ of the
   * grade on that plant day, by the same resolution as the tickets, with its explanation.
   */
  defineCall(
    app,
    '/sales/pact/get-strength-level-price',
    async (ctx) => {
      const { pact_id: pactId, strength, time, pumped } = ctx.input;
      const pact = await inScope(
        ctx.db.selectFrom('contracts').select(['id', 'org_id', 'customer_id']).where('id', '=', pactId),
        'org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!pact) throw new BizError(400, 'invalid', { field: 'pact_id' }, 'pact_id');
      const { contract, book } = await priceBookOf(ctx.db, pact.org_id, pact.customer_id, pact.id);
      const on = time?.slice(0, 10) ?? ctx.services.clock.today();
      const { grade, specials } = gradeSpecials(strength);
      const result = priceLoad(contract, book, { productType: productTypeOf(grade), grade, day: on, quantity: 1000, pumped: !!pumped, specials });
      return {
        day: on,
        strength,
        priced: result.ok,
        unitPrice: result.ok ? fenToYuan(result.unitPriceFen) : '',
        unitPriceFen: result.ok ? result.unitPriceFen : null,
        rule: result.ok ? result.explanation.rule : null,
        reason: result.ok ? null : result.reason,
        explanation: result.ok ? result.explanation : { skipped: result.skipped, detail: result.detail },
        text: priceText(result, (k) => labelOf(k, ctx.lang)),
      };
    },
    {
      perm: { screen: ['/sales/contract', PRICE_SCREEN] },
      input: input({ pact_id: wire.id(), strength: wire.text(16), time: z.union([wire.date(), wire.datetime()]).optional(), pumped: wire.bool().optional() }),
      area: 'sales',
    },
  );

  /**
   * findInformationAndTime (time, pact_id, type): the information prices of the period covering the
   * plant day `time`, each with the contract's float of that day applied — what step 4 of the
   * resolution would charge for each grade.
   */
  defineCall(
    app,
    '/sales/sanyinformationprice/findInformationAndTime',
    async (ctx) => {
      const { time, pact_id: pactId, type } = ctx.input;
      const pact = await inScope(
        ctx.db.selectFrom('contracts').select(['id', 'org_id', 'customer_id']).where('id', '=', pactId),
        'org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!pact) throw new BizError(400, 'invalid', { field: 'pact_id' }, 'pact_id');
      const { contract, book } = await priceBookOf(ctx.db, pact.org_id, pact.customer_id, pact.id);
      const on = time.slice(0, 10);
      const period = book.informationPeriods.filter((p) => p.startDate <= on && on <= p.endDate).sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0];
      const f = floatOn(contract, on);
      const list = period
        ? book.informationPrices
            .filter((p) => p.periodId === period.id && (!type || p.productType === type))
            .map((p) => {
              const delta = f ? floatDelta(p.priceFen, f) : 0;
              return {
                productType: p.productType,
                grade: p.grade,
                informationPrice: fenToYuan(p.priceFen),
                price: delta === undefined ? '' : fenToYuan(p.priceFen + delta),
                deltaFen: delta ?? null,
              };
            })
            .sort((a, b) => a.grade.localeCompare(b.grade))
        : [];
      return { day: on, period: period ?? null, float: f, list };
    },
    {
      perm: { screen: ['/sales/information', '/sales/contract'] },
      input: input({ time: z.union([wire.date(), wire.datetime()]), pact_id: wire.id(), type: z.enum(['concrete', 'mortar']).optional() }),
      area: 'sales',
    },
  );
}
