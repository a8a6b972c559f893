import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { XlsxSheetWriter } from '../../server/resources/xlsx-writer';
import type { CellPlan } from '../../server/resources/xlsx-cells.mjs';
import { count, rangeOf, vol } from './report-range.server';
import { batchesIn, ticketsIn } from './stats-queries.server';
import { sumOf } from './production.figures';
import { dayReportColumns } from './day-report.columns';

const PERM = { screen: '/report/production-report' } as const;
/** The report of one plant day: `reportDate`, or `reportId` (the download's spec name) or `beginTime` (the screens' filter); today when absent. */
const dayInput = input({
  reportDate: wire.date().optional(),
  reportId: wire.date().optional(),
  beginTime: wire.date().optional(),
  stationId: wire.code(16).optional(),
  forceReset: wire.bool().optional(),
});
type DayInput = { reportDate?: string; reportId?: string; beginTime?: string; stationId?: string };

/** One row per task produced on the day: its tickets (shipped) and its batches (mixed). */
export async function dayReport(ctx: CallContext<DayInput>) {
  const day = ctx.input.reportDate ?? ctx.input.reportId ?? ctx.input.beginTime ?? ctx.services.clock.today();
  const r = rangeOf({ ...ctx, input: { beginTime: day, endTime: day, stationId: ctx.input.stationId } });
  const shipped = await ticketsIn(ctx, r)
    .innerJoin('orgs as o', 'o.org_id', 't.org_id')
    .select([
      'k.id',
      'o.org_name',
      'k.task_code',
      'c.customer_name',
      'p.project_name',
      'k.pouring_site',
      'k.strength',
      'k.pour_method',
      'k.plan_quantity',
      count().as('trips'),
      vol('t.quantity').as('quantity'),
    ])
    .groupBy(['k.id', 'o.org_name', 'k.task_code', 'c.customer_name', 'p.project_name', 'k.pouring_site', 'k.strength', 'k.pour_method', 'k.plan_quantity'])
    .orderBy('o.org_name')
    .orderBy('k.task_code')
    .execute();
  const batched = await batchesIn(ctx, r)
    .select(['k.id', vol('b.quantity').as('quantity')])
    .groupBy('k.id')
    .execute();
  const list = shipped.map((x, i) => ({
    rowNo: i + 1,
    taskId: x.id,
    orgName: x.org_name,
    taskCode: x.task_code,
    customerName: x.customer_name,
    projectName: x.project_name,
    pouringSite: x.pouring_site,
    strength: x.strength,
    pourMethod: x.pour_method,
    planQuantity: sumOf([x], (y) => y.plan_quantity),
    trips: x.trips,
    quantity: x.quantity,
    batchedQuantity: batched.find((b) => b.id === x.id)?.quantity ?? '0.000',
  }));
  return {
    day,
    list,
    total: { trips: list.reduce((n, x) => n + x.trips, 0), quantity: sumOf(list, (x) => x.quantity), batchedQuantity: sumOf(list, (x) => x.batchedQuantity) },
  };
}

export function dayReportRoutes(app: FastifyInstance): void {
  defineCall(app, '/report/production/day-report', (ctx) => dayReport(ctx), { perm: PERM, input: dayInput, area: 'production-report' });

  /** The same report as an .xlsx sheet, written by the xlsx worker; the last row is the day's total. */
  defineCall(
    app,
    '/report/production/day-report-download',
    async (ctx) => {
      const report = await dayReport(ctx);
      const columns = dayReportColumns(ctx.lang);
      const plans: CellPlan[] = columns.map((c) => ({ name: c.key, kind: c.numeric ? 'number' : 'text' }));
      const out = new PassThrough();
      ctx.reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`production-day-report-${report.day}`)}.xlsx`);
      void ctx.reply.send(out);
      const sheet = new XlsxSheetWriter(
        columns.map(({ header, key, width }) => ({ header, key, width })),
        plans,
        'rowNo',
        out,
      );
      try {
        const rows = [...report.list, { rowNo: report.list.length + 1, orgName: columns.find((c) => c.key === 'orgName')!.totalLabel, ...report.total }];
        await sheet.add(
          JSON.stringify(rows),
          rows.map((x) => x.rowNo),
        );
        await sheet.end();
      } catch (e) {
        sheet.abort();
        out.destroy(e as Error);
      }
    },
    { perm: PERM, input: dayInput, area: 'production-report', raw: true },
  );
}
