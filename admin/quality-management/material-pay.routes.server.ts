import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type ContextOf } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { pageOf } from '../../server/http/params';
import { inScope, scopeOf } from '../../server/http/scope';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../src/domain/quality/raw-materials';
import { screenOf } from '../material-test/material-test.resource';

/**
 * The lab's word on paying for a raw-material arrival (`/experiment/pay-record/selectData`, the
 * "material payment record" of spec doc 1 §3): an arrival is payable when its test report passed,
 * withheld when its car check or its report failed, pending until then. Read from the test itself
 * (`material_tests`: one arrival, one test), so purchasing pays what the lab released and nothing else.
 */
export const PAY_STATES = ['payable', 'withheld', 'pending'] as const;

const payState = sql<string>`case when m.inspect_result = 'fail' or m.verdict = 'fail' then 'withheld'
  when m.verdict = 'pass' then 'payable' else 'pending' end`;

/** The screens that show what arrived and whether it passed: the ledgers and reports of the seven materials. */
const SCREENS = MATERIAL_KINDS.flatMap((k) => [screenOf(MATERIAL_STANDARDS[k], 'account'), screenOf(MATERIAL_STANDARDS[k], 'report')]);

const like = (v: string) => `%${v.replace(/[%_\\]/g, '\\$&')}%`;

const FILTERS = input({
  recordId: wire.id().optional(),
  material: wire.oneOf(MATERIAL_KINDS).optional(),
  supplierName: wire.text(100).optional(),
  payState: wire.oneOf(PAY_STATES).optional(),
  dateFrom: wire.date().optional(),
  dateTo: wire.date().optional(),
  ...pageParams,
});

/** The arrivals the filters select, in the caller's scope. */
function arrivals(ctx: ContextOf<typeof FILTERS>) {
  const i = ctx.input;
  let q = inScope(ctx.db.selectFrom('material_tests as m'), 'm.org_id', scopeOf(ctx));
  if (i.recordId !== undefined) q = q.where('m.id', '=', i.recordId);
  if (i.material) q = q.where('m.material', '=', i.material);
  if (i.supplierName) q = q.where('m.supplier_name', 'ilike', like(i.supplierName));
  if (i.payState) q = q.where(payState, '=', i.payState);
  if (i.dateFrom) q = q.where('m.arrival_date', '>=', sql<Date>`${i.dateFrom}::date`);
  if (i.dateTo) q = q.where('m.arrival_date', '<=', sql<Date>`${i.dateTo}::date`);
  return q;
}

const ROW = [
  'm.id as recordId',
  'm.org_id as orgId',
  'm.material',
  'm.test_code as testCode',
  'm.grade',
  'm.supplier_name as supplierName',
  'm.batch_no as batchNo',
  'm.car_number as carNumber',
  sql<string>`to_char(m.arrival_date, 'YYYY-MM-DD')`.as('arrivalDate'),
  sql<string>`m.quantity::text`.as('quantity'),
  'm.inspect_result as inspectResult',
  'm.report_code as reportCode',
  sql<string | null>`to_char(m.report_date, 'YYYY-MM-DD')`.as('reportDate'),
  'm.verdict',
  'm.failed_items as failedItems',
  payState.as('payState'),
  sql<string>`(case when ${payState} = 'payable' then m.quantity else 0 end)::text`.as('payableQuantity'),
] as const;

export function materialPayRoutes(app: FastifyInstance): void {
  /**
   * Without `recordId`: a page of arrivals, newest first, and `totals` over every arrival the
   * filters select (tonnes payable, withheld, pending; their sum is `quantity`). With it: that
   * arrival alone, 404 outside the caller's stations.
   */
  defineCall(
    app,
    '/experiment/pay-record/selectData',
    async (ctx) => {
      if (ctx.input.recordId !== undefined) {
        const row = await arrivals(ctx)
          .select([...ROW])
          .executeTakeFirst();
        if (!row) throw notFound();
        return row;
      }
      const paging = ctx.params.paging();
      const sum = (state: string) => sql<string>`coalesce(sum(m.quantity) filter (where ${payState} = ${state}), 0)::text`;
      const [totals, list] = await Promise.all([
        arrivals(ctx)
          .select([
            sql<string>`count(*)::text`.as('rows'),
            sql<string>`coalesce(sum(m.quantity), 0)::text`.as('quantity'),
            sum('payable').as('payable'),
            sum('withheld').as('withheld'),
            sum('pending').as('pending'),
          ])
          .executeTakeFirstOrThrow(),
        arrivals(ctx)
          .select([...ROW])
          .orderBy('m.arrival_date', 'desc')
          .orderBy('m.id', 'desc')
          .limit(paging.limit)
          .offset(paging.offset)
          .execute(),
      ]);
      return { ...pageOf(list, Number(totals.rows), paging), totals: { ...totals, rows: Number(totals.rows) } };
    },
    {
      perm: { screen: SCREENS },
      input: FILTERS,
      area: 'quality-management',
    },
  );
}
