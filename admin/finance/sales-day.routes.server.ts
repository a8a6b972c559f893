import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { defineCall, type CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, pageParams, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import type { CellPlan } from '../../server/resources/xlsx-cells.mjs';
import { XlsxSheetWriter } from '../../server/resources/xlsx-writer';
import { labelOf } from '../../src/domain/resources/labels';
import { buildDayReport, lineToRow, readDayReport, reportScope, type DayLine, type DayReportTotal } from './sales-day.queries.server';

const PERM = { screen: '/report/sales-report' } as const;
const AREA = 'sales-report';
/** `reportDate` (or `reportId` as a day, as the download names it) and `stationId`; `forceReset` rebuilds a built report. */
const buildInput = input({ reportDate: wire.date().optional(), stationId: wire.code(16).optional(), forceReset: wire.bool().optional(), ...pageParams });
/** A built report by its key, or by day and station (built when missing). */
const reportInput = input({
  reportId: wire.text(16).optional(),
  reportDate: wire.date().optional(),
  stationId: wire.code(16).optional(),
  forceReset: wire.bool().optional(),
  ...pageParams,
});

/** A report's heading, its line count and total, and the lines a call answers (a page, or all of them for a download). */
type Answer = {
  reportId: number;
  reportDate: string;
  stationId: string;
  builtAt: string;
  builtBy: string;
  rows: number;
  total: DayReportTotal;
  lines: DayLine[];
};
type Window = { offset: number; limit: number };
const ALL: Window = { offset: 0, limit: 2 ** 31 - 1 };

/** A stored report with the lines of `window`. */
async function stored(ctx: CallContext, id: number, window: Window): Promise<Answer | undefined> {
  const r = await readDayReport(ctx.db, id, scopeOf(ctx), window);
  if (!r) return undefined;
  const day = typeof r.report_date === 'string' ? r.report_date : ctx.services.clock.format(r.report_date).slice(0, 10);
  return {
    reportId: r.id,
    reportDate: String(day).slice(0, 10),
    stationId: r.station,
    builtAt: ctx.services.clock.format(r.built_at),
    builtBy: r.built_by,
    rows: r.rows,
    total: r.total,
    lines: r.lines,
  };
}

/**
 * Builds (or, unless `forceReset`, reuses) the report of a day for a station or the caller's whole
 * scope, storing it under the organisation it covers, in the call's transaction.
 */
async function build(ctx: CallContext, day: string, station: string | undefined, force: boolean, window: Window): Promise<Answer> {
  const scope = reportScope(ctx, station);
  const orgId = station ?? ctx.orgId;
  if (!force) {
    const existing = await ctx.db
      .selectFrom('sales_day_reports')
      .select('id')
      .where('org_id', '=', orgId)
      .where('report_date', '=', day)
      .where('station', '=', station ?? '')
      .executeTakeFirst();
    if (existing) return (await stored(ctx, existing.id, window))!;
  }
  const builtAt = new Date();
  const builtBy = ctx.user.trueName || ctx.user.userName;
  const r = await buildDayReport(ctx, day, scope, { orgId, station: station ?? '', builtBy, builtAt, ...window });
  await ctx.audit(r.inserted ? 'build' : 'rebuild', 'salesDayReport', r.id, { day, station: station ?? '' });
  return {
    reportId: r.id,
    reportDate: day,
    stationId: station ?? '',
    builtAt: ctx.services.clock.format(builtAt),
    builtBy,
    rows: r.rows,
    total: r.total,
    lines: r.lines,
  };
}

/** `reportId` is a stored report's key, or a day (`YYYY-MM-DD`) whose report is built when missing. */
async function reportOf(
  ctx: CallContext<{ reportId?: string; reportDate?: string; stationId?: string; forceReset?: boolean }>,
  window: Window,
): Promise<Answer> {
  const key = ctx.input.reportId;
  if (key && /^\d{1,9}$/.test(key)) {
    const s = await stored(ctx, Number(key), window);
    if (!s) throw notFound();
    return ctx.input.forceReset ? build(ctx, s.reportDate, s.stationId || undefined, true, window) : s;
  }
  const day = key && /^\d{4}-\d{2}-\d{2}$/.test(key) ? key : (ctx.input.reportDate ?? ctx.services.clock.today());
  return build(ctx, day, ctx.input.stationId, !!ctx.input.forceReset, window);
}

/** The page a call asks for (`page`, `limit`, 50 by default). */
const pageOf = (ctx: CallContext): Window & { page: number } => {
  const { page, limit } = ctx.params.paging(50);
  return { page, offset: (page - 1) * limit, limit };
};

/** A report as the calls answer it: a page of its lines, their count, and the total of all of them. */
const paged = (r: Answer, w: Window & { page: number }) => {
  const { lines, ...rest } = r;
  return { ...rest, page: w.page, limit: w.limit, list: lines.map(lineToRow) };
};

export const DAY_COLUMNS = [
  'rowNo',
  'orgName',
  'customerName',
  'projectName',
  'grade',
  'dayTrips',
  'dayQuantity',
  'monthTrips',
  'monthQuantity',
  'yearTrips',
  'yearQuantity',
] as const;
const NUMERIC = new Set(['rowNo', 'dayTrips', 'dayQuantity', 'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity']);

export function salesDayRoutes(app: FastifyInstance): void {
  /** day-report: builds the day's report (reused unless forceReset) and answers it with its reportId */
  defineCall(
    app,
    '/sales/report/sale/day-report',
    (ctx) => {
      const { reportDate, stationId, forceReset } = ctx.input;
      const w = pageOf(ctx);
      return build(ctx, reportDate ?? ctx.services.clock.today(), stationId, !!forceReset, w).then((r) => paged(r, w));
    },
    { perm: PERM, input: buildInput, area: AREA, write: true },
  );

  /** day-report-detail: a built report with its lines */
  defineCall(
    app,
    '/sales/report/sale/day-report-detail',
    async (ctx) => {
      const w = pageOf(ctx);
      return paged(await reportOf(ctx, w), w);
    },
    { perm: PERM, input: reportInput, area: AREA, write: true },
  );

  /** day-report-download: the report as an .xlsx sheet; forceReset=true rebuilds it first */
  defineCall(
    app,
    '/sales/report/sale/day-report-download',
    async (ctx) => {
      const report = await reportOf(ctx, ALL);
      const columns = DAY_COLUMNS.map((key) => ({ key, header: labelOf(`finance.${key}`, ctx.lang), width: key.endsWith('Name') ? 22 : 12 }));
      const plans: CellPlan[] = DAY_COLUMNS.map((name) => ({ name, kind: NUMERIC.has(name) ? 'number' : 'text' }));
      const out = new PassThrough();
      ctx.reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`sales-day-report-${report.reportDate}`)}.xlsx`);
      void ctx.reply.send(out);
      const sheet = new XlsxSheetWriter(columns, plans, 'rowNo', out);
      try {
        const rows = [...report.lines.map(lineToRow), { rowNo: report.lines.length + 1, orgName: labelOf('finance.total', ctx.lang), ...report.total }];
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
    { perm: PERM, input: reportInput, area: AREA, raw: true, write: true },
  );
}
