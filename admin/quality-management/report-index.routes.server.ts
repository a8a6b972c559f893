import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall, type CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import { printRecord } from '../../server/print/print.service';
import { labelOf } from '../../src/domain/resources/labels';
import { printDocsOf } from '../../src/domain/resources/print';
import { concreteReports, REPORT_KINDS, type ReportKind } from './concrete-report.resource';

const SCREENS = concreteReports.map((d) => d.screen);
const defOf = (kind: string) => concreteReports[REPORT_KINDS.indexOf(kind as ReportKind)];

const scoped = <Q extends { where: (...a: never[]) => Q }>(ctx: CallContext, q: Q, column: string): Q => {
  const scope = scopeOf(ctx);
  return scope === 'all' ? q : (q.where as (c: string, op: string, v: readonly string[]) => Q)(column, 'in', scope.length ? scope : ['-']);
};

/** A concrete report of the caller's scope by id, with the declaration of its kind; 404 outside it. */
async function reportOf(ctx: CallContext, id: number) {
  const row = await scoped(ctx, ctx.db.selectFrom('concrete_reports').select(['id', 'kind', 'report_code']).where('id', '=', id), 'org_id').executeTakeFirst();
  if (!row) throw notFound();
  return { row, def: defOf(row.kind) };
}

/**
 * The lab's calls across report kinds: the kinds with their counts (allReport/selectList), the
 * report codes (common/listTestCode), and the print of any report by its id alone
 * (report-print/printList, printRecord), which is the generic print of the spec's report screens.
 */
export function reportIndexRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/experiment/allReport/selectList',
    async (ctx) => {
      const counts = await scoped(
        ctx,
        ctx.db
          .selectFrom('concrete_reports')
          .select(['kind', sql<string>`count(*)`.as('n')])
          .groupBy('kind'),
        'org_id',
      ).execute();
      return REPORT_KINDS.map((kind) => ({
        kind,
        resource: defOf(kind).name,
        screen: defOf(kind).screen,
        label: labelOf(defOf(kind).title, ctx.lang),
        count: Number(counts.find((c) => c.kind === kind)?.n ?? 0),
      }));
    },
    { perm: { screen: SCREENS }, input: input({}), area: 'quality-management' },
  );

  defineCall(
    app,
    '/experiment/common/listTestCode',
    async (ctx) => {
      let q = ctx.db
        .selectFrom('concrete_reports')
        .select(['id', 'kind', 'report_code as reportCode', 'grade', sql<string>`to_char(tested_on, 'YYYY-MM-DD')`.as('testedOn')])
        .orderBy('tested_on', 'desc')
        .orderBy('id', 'desc')
        .limit(500);
      if (ctx.input.kind) q = q.where('kind', '=', ctx.input.kind);
      if (ctx.input.keyword) q = q.where('report_code', 'like', `%${ctx.input.keyword}%`);
      return scoped(ctx, q, 'org_id').execute();
    },
    { perm: { screen: SCREENS }, input: input({ kind: wire.oneOf(REPORT_KINDS).optional(), keyword: wire.text(32).optional() }), area: 'quality-management' },
  );

  defineCall(
    app,
    '/experiment/report-print/printList',
    async (ctx) => {
      const { row, def } = await reportOf(ctx, ctx.input.id);
      const jobs = await ctx.db
        .selectFrom('print_jobs')
        .select(['id', 'doc', 'title', 'user_name as userName', 'pages', 'reprint', 'created_at as createdAt'])
        .where('resource', '=', def.name)
        .where('record_id', '=', row.id)
        .orderBy('id', 'desc')
        .execute();
      return {
        id: row.id,
        reportCode: row.report_code,
        kind: row.kind,
        resource: def.name,
        documents: printDocsOf(def).map((d) => ({ doc: d.name, title: labelOf(d.title, ctx.lang) })),
        printed: jobs.map((j) => ({ ...j, createdAt: ctx.services.clock.format(j.createdAt) })),
      };
    },
    { perm: { screen: SCREENS }, input: input({ id: wire.id() }), area: 'quality-management' },
  );

  defineCall(
    app,
    '/experiment/report-print/printRecord',
    async (ctx) => {
      const { row, def } = await reportOf(ctx, ctx.input.id);
      const job = await printRecord(ctx, def, printDocsOf(def)[0], row.id);
      const ascii = job.fileName.replace(/[^\w.-]+/g, '_');
      void ctx.reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(job.fileName)}`)
        .header('x-print-job', String(job.id))
        .header('cache-control', 'private, no-store')
        .send(job.bytes);
    },
    { perm: { screen: SCREENS, button: 'print' }, input: input({ id: wire.id() }), raw: true, mutates: true, area: 'quality-management' },
  );
}
