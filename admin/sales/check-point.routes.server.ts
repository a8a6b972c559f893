import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { fenToYuan, milliToM3, m3ToMilli } from '../../src/domain/sales/money';
import { pactInScope } from './pact-terms.routes.server';
import { PRICE_SCREEN, priceTickets } from './price.routes.server';

/**
 * Check points (/sales/check-point/*): `generate { pact_id, checkDate }` prices every load of the
 * contract delivered on or before the plant day `checkDate` with the one resolution and keeps the
 * figures by grade and rule (generating the same day again replaces them); `page` lists them;
 * `detail { id }` gives one with its lines. The totals are the sums of the lines, which are sums of
 * the loads' rounded amounts.
 */
export function checkPointRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/sales/check-point/generate',
    async (ctx) => {
      const { pact_id: pactId, checkDate } = ctx.input;
      if (checkDate > ctx.services.clock.today()) throw new BizError(400, 'invalid', { field: 'checkDate' }, 'checkDate');
      const pact = await pactInScope(ctx, pactId);
      const tz = ctx.services.clock.timeZone;
      const tickets = await ctx.db
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
        .where('k.contract_id', '=', pact.id)
        .where(sql<boolean>`(t.created_at at time zone ${tz})::date <= ${checkDate}::date`)
        .orderBy('t.id')
        .execute();
      const priced = await priceTickets(ctx.db, tickets, tz);
      const lines = new Map<string, { grade: string; rule: string; loads: number; milli: number; fen: number; unitFen: number | null }>();
      for (const { ticket, result } of priced) {
        const rule = result.ok ? result.explanation.rule : 'unpriced';
        const unitFen = result.ok ? result.unitPriceFen : null;
        const key = `${ticket.strength}/${rule}/${unitFen ?? ''}`;
        const line = lines.get(key) ?? { grade: ticket.strength, rule, loads: 0, milli: 0, fen: 0, unitFen };
        line.loads += 1;
        line.milli += m3ToMilli(ticket.quantity) ?? 0;
        line.fen += result.ok ? result.amountFen : 0;
        lines.set(key, line);
      }
      const all = [...lines.values()].sort((a, b) => a.grade.localeCompare(b.grade, 'en', { numeric: true }) || a.rule.localeCompare(b.rule));
      const totals = {
        loads: priced.length,
        unpriced: priced.filter((p) => !p.result.ok).length,
        milli: all.reduce((s, l) => s + l.milli, 0),
        fen: all.reduce((s, l) => s + l.fen, 0),
      };
      await ctx.db.deleteFrom('check_points').where('contract_id', '=', pact.id).where('check_date', '=', checkDate).execute();
      const point = await ctx.db
        .insertInto('check_points')
        .values({
          org_id: pact.org_id,
          contract_id: pact.id,
          check_date: checkDate,
          loads: totals.loads,
          unpriced_loads: totals.unpriced,
          quantity: milliToM3(totals.milli),
          amount: fenToYuan(totals.fen),
          user_name: ctx.user.trueName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (all.length) {
        await ctx.db
          .insertInto('check_point_lines')
          .values(
            all.map((l) => ({
              org_id: pact.org_id,
              check_point_id: point.id,
              grade: l.grade,
              rule: l.rule,
              loads: l.loads,
              quantity: milliToM3(l.milli),
              unit_price: l.unitFen === null ? null : fenToYuan(l.unitFen),
              amount: fenToYuan(l.fen),
            })),
          )
          .execute();
      }
      await ctx.audit('generate', 'checkPoint', point.id, { pactId: pact.id, checkDate, loads: totals.loads });
      return {
        id: point.id,
        pact_id: pact.id,
        contractCode: pact.contract_code,
        checkDate,
        loads: totals.loads,
        unpricedLoads: totals.unpriced,
        quantity: milliToM3(totals.milli),
        amount: fenToYuan(totals.fen),
        amountFen: totals.fen,
      };
    },
    { perm: { screen: PRICE_SCREEN, button: 'add' }, write: true, input: input({ pact_id: wire.id(), checkDate: wire.date() }), area: 'sales' },
  );

  defineCall(
    app,
    '/sales/check-point/detail',
    async (ctx) => {
      const point = await inScope(
        ctx.db
          .selectFrom('check_points as p')
          .innerJoin('contracts as c', 'c.id', 'p.contract_id')
          .select([
            'p.id',
            'p.contract_id as contractId',
            'c.contract_code as contractCode',
            sql<string>`to_char(p.check_date, 'YYYY-MM-DD')`.as('checkDate'),
            'p.loads',
            'p.unpriced_loads as unpricedLoads',
            sql<string>`p.quantity::text`.as('quantity'),
            sql<string>`p.amount::text`.as('amount'),
            'p.user_name as userName',
          ])
          .where('p.id', '=', ctx.input.id),
        'p.org_id',
        scopeOf(ctx),
      ).executeTakeFirst();
      if (!point) throw notFound();
      const lines = await ctx.db
        .selectFrom('check_point_lines')
        .select([
          'grade',
          'rule',
          'loads',
          sql<string>`quantity::text`.as('quantity'),
          sql<string | null>`unit_price::text`.as('unitPrice'),
          sql<string>`amount::text`.as('amount'),
        ])
        .where('check_point_id', '=', point.id)
        .orderBy('id')
        .execute();
      return { ...point, lines };
    },
    { perm: { screen: PRICE_SCREEN }, input: input({ id: wire.id() }), area: 'sales' },
  );
}
