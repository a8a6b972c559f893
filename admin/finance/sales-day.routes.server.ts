import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import type { CellPlan } from '../../server/resources/xlsx-cells.mjs';
import { XlsxSheetWriter } from '../../server/resources/xlsx-writer';
import { labelOf } from '../../src/domain/resources/labels';
import { buildDayReport, reportScope, type DayReportRow, type DayReportTotal } from './sales-day.queries.server';

const PERM = { screen: '/report/sales-report' } as const;
const AREA = 'sales-report';
/** `reportDate` (or `reportId` as a day, as the download names it) and `stationId`; `forceReset` rebuilds a built report. */
const buildInput = input({ reportDate: wire.date().optional(), stationId: wire.code(16).optional(), forceReset: wire.bool().optional(), ...pageParams });
/** A built report by its key, or by day and station (built when missing). */
const reportInput = input({ reportId: wire.text(16).optional(), reportDate: wire.date().optional(), stationId: wire.code(16).optional(), forceReset: wire.bool().optional(), ...pageParams });

type Stored = { reportId: number; reportDate: string; stationId: string; builtAt: string; builtBy: string; list: DayReportRow[]; total: DayReportTotal };

/** Stored lines are arrays in DAY_FIELDS order: a year's report has thousands of them. */
const DAY_FIELDS = ['rowNo', 'orgId', 'orgName', 'customerId', 'customerName', 'projectId', 'projectName', 'grade', 'dayTrips', 'dayQuantity',
  'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity'] as const satisfies ReadonlyArray<keyof DayReportRow>;
const pack = (r: { list: DayReportRow[]; total: DayReportTotal }) => JSON.stringify({ rows: r.list.map((x) => DAY_FIELDS.map((f) => x[f])), total: r.total });
const unpack = (text: string): Pick<Stored, 'list' | 'total'> => {
  const { rows, total } = JSON.parse(text) as { rows: unknown[][]; total: DayReportTotal };
  return { list: rows.map((a) => Object.fromEntries(DAY_FIELDS.map((f, i) => [f, a[i]])) as unknown as DayReportRow), total };
};

async function stored(ctx: CallContext, id: number): Promise<Stored | undefined> {
  const r = await inScope(ctx.db.selectFrom('sales_day_reports').selectAll().where('id', '=', id), 'org_id', scopeOf(ctx)).executeTakeFirst();
  if (!r) return undefined;
  const day = typeof r.report_date === 'string' ? r.report_date : ctx.services.clock.format(r.report_date).slice(0, 10);
  return { reportId: r.id, reportDate: String(day).slice(0, 10), stationId: r.station, builtAt: ctx.services.clock.format(r.built_at), builtBy: r.built_by, ...unpack(r.rows) };
}

/**
 * Builds (or, unless `forceReset`, reuses) the report of a day for a station or the caller's whole
 * scope, storing it under the organisation it covers, in the call's transaction.
 */
async function build(ctx: CallContext, day: string, station: string | undefined, force: boolean): Promise<Stored> {
  const scope = reportScope(ctx, station);
  const orgId = station ?? ctx.orgId;
  const existing = await ctx.db.selectFrom('sales_day_reports').select('id').where('org_id', '=', orgId).where('report_date', '=', day).where('station', '=', station ?? '').executeTakeFirst();
  if (existing && !force) return (await stored(ctx, existing.id))!;
  const report = await buildDayReport(ctx, day, scope);
  const builtAt = new Date();
  const values = { trips: report.total.dayTrips, quantity: report.total.dayQuantity, rows: pack(report), built_at: builtAt, built_by: ctx.user.trueName || ctx.user.userName };
  const id = existing
    ? (await ctx.db.updateTable('sales_day_reports').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
    : (await ctx.db.insertInto('sales_day_reports').values({ ...values, org_id: orgId, report_date: day, station: station ?? '' }).returning('id').executeTakeFirstOrThrow()).id;
  await ctx.audit(existing ? 'rebuild' : 'build', 'salesDayReport', id, { day, station: station ?? '' });
  return { reportId: id, reportDate: day, stationId: station ?? '', builtAt: ctx.services.clock.format(builtAt), builtBy: values.built_by, ...report };
}

/** `reportId` is a stored report's key, or a day (`YYYY-MM-DD`) whose report is built when missing. */
async function reportOf(ctx: CallContext<{ reportId?: string; reportDate?: string; stationId?: string; forceReset?: boolean }>): Promise<Stored> {
  const key = ctx.input.reportId;
  if (key && /^\d{1,9}$/.test(key)) {
    const s = await stored(ctx, Number(key));
    if (!s) throw notFound();
    return ctx.input.forceReset ? build(ctx, s.reportDate, s.stationId || undefined, true) : s;
  }
  const day = key && /^\d{4}-\d{2}-\d{2}$/.test(key) ? key : ctx.input.reportDate ?? ctx.services.clock.today();
  return build(ctx, day, ctx.input.stationId, !!ctx.input.forceReset);
}

/** A report as the calls answer it: a page of its lines (`page`, `limit`, 50 by default), their count, and the total of all of them. */
function paged(ctx: CallContext, r: Stored) {
  const { page, limit } = ctx.params.paging(50);
  const { list, ...rest } = r;
  return { ...rest, rows: list.length, page, limit, list: list.slice((page - 1) * limit, page * limit) };
}

export const DAY_COLUMNS = ['rowNo', 'orgName', 'customerName', 'projectName', 'grade', 'dayTrips', 'dayQuantity', 'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity'] as const;
const NUMERIC = new Set(['rowNo', 'dayTrips', 'dayQuantity', 'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity']);

export function salesDayRoutes(app: FastifyInstance): void {
  /** day-report: builds the day's report (reused unless forceReset) and answers it with its reportId */
  defineCall(app, '/sales/report/sale/day-report', (ctx) => {
    const { reportDate, stationId, forceReset } = ctx.input;
    return build(ctx, reportDate ?? ctx.services.clock.today(), stationId, !!forceReset).then((r) => paged(ctx, r));
  }, { perm: PERM, input: buildInput, area: AREA, write: true });

  /** day-report-detail: a built report with its lines */
  defineCall(app, '/sales/report/sale/day-report-detail', async (ctx) => paged(ctx, await reportOf(ctx)), { perm: PERM, input: reportInput, area: AREA, write: true });

  /** day-report-download: the report as an .xlsx sheet; forceReset=true rebuilds it first */
  defineCall(app, '/sales/report/sale/day-report-download', async (ctx) => {
    const report = await reportOf(ctx);
    const columns = DAY_COLUMNS.map((key) => ({ key, header: labelOf(`finance.${key}`, ctx.lang), width: key.endsWith('Name') ? 22 : 12 }));
    const plans: CellPlan[] = DAY_COLUMNS.map((name) => ({ name, kind: NUMERIC.has(name) ? 'number' : 'text' }));
    const out = new PassThrough();
    ctx.reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`sales-day-report-${report.reportDate}`)}.xlsx`);
    void ctx.reply.send(out);
    const sheet = new XlsxSheetWriter(columns, plans, 'rowNo', out);
    try {
      const rows = [...report.list, { rowNo: report.list.length + 1, orgName: labelOf('finance.total', ctx.lang), ...report.total }];
      await sheet.add(JSON.stringify(rows), rows.map((x) => x.rowNo));
      await sheet.end();
    } catch (e) {
      sheet.abort();
      out.destroy(e as Error);
    }
  }, { perm: PERM, input: reportInput, area: AREA, raw: true, write: true });
}
