import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { inScope, scopeOf } from '../../server/http/scope';
import type { PrintData } from '../../server/print/prepare';
import { MATERIAL_KINDS, MATERIAL_STANDARDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import { labelOf } from '../../src/domain/resources/labels';
import type { ResourceDef } from '../../src/domain/resources/types';
import { plantDayEnd, plantInstant } from '../../server/http/filters';
import { dec } from '../../src/domain/quality/decimal';
import { transitWaterTotals } from '../../src/domain/quality/transit-water';

/**
 * A certificate as printed, from the records it stands for, read when it prints (never from a
 * copy that could have gone stale):
 * - the tickets of its task delivered on its days, counted and summed;
 * - the raw-material reports behind that concrete: of each material, the latest report dated on
 *   or before the certificate's last day, with every indicator the lab entered and its verdict;
 * - its chloride tests against their limits;
 * - the producer's data of the certificate's station (its base data as last saved).
 */
export async function certificateData(ctx: CallContext, _def: ResourceDef, id: number): Promise<PrintData> {
  const c = await inScope(
    ctx.db
      .selectFrom('certificates')
      .selectAll()
      .select([sql<string>`date_from::text`.as('from'), sql<string>`date_to::text`.as('to'), sql<string>`issue_date::text`.as('issued')])
      .where('id', '=', id),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!c) throw notFound();
  const lang = ctx.lang;
  // the station's base data as last saved
  const producer = await ctx.db
    .selectFrom('certificate_data')
    .selectAll()
    .where('org_id', '=', c.org_id)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const tickets = await coveredTickets(ctx, c.task_id, c.from, c.to);
  const tests = [];
  for (const kind of MATERIAL_KINDS) {
    const r = await ctx.db
      .selectFrom('material_tests')
      .selectAll()
      .select(sql<string>`report_date::text`.as('reported'))
      .where('org_id', '=', c.org_id)
      .where('material', '=', kind)
      .where('report_code', 'is not', null)
      .where('report_date', '<=', sql<Date>`${c.to}::date`)
      .orderBy('report_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!r) continue;
    const std = MATERIAL_STANDARDS[kind as MaterialKind];
    const figures = std.indicators
      .map((i) => ({ i, v: (r as unknown as Record<string, unknown>)[i.name.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)] }))
      .filter((x) => x.v !== null && x.v !== undefined)
      .map((x) => `${labelOf(`materialIndicator.${x.i.name}`, lang)} ${String(x.v)}`)
      .join('; ');
    tests.push({
      kind: `${labelOf(`materialTest.kind.${kind}`, lang)} (${std.standard})`,
      code: r.report_code,
      grade: r.grade,
      figures,
      verdict: labelOf(`materialTest.verdict${r.verdict[0].toUpperCase()}${r.verdict.slice(1)}`, lang),
    });
  }
  const chlorides = await ctx.db
    .selectFrom('certificate_chloride_tests')
    .select(['test_no', 'chloride_content', 'chloride_limit', 'result'])
    .where('certificate_id', '=', id)
    .orderBy('test_date')
    .orderBy('id')
    .execute();
  const chloride = chlorides
    .map(
      (t) =>
        `${t.test_no}: ${String(t.chloride_content)}% ≤ ${String(t.chloride_limit ?? '-')}% ` +
        `${t.result ? labelOf(`materialTest.verdict${t.result === 'pass' ? 'Pass' : 'Fail'}`, lang) : ''}`,
    )
    .join('; ');
  const failed = tests.filter((t) => t.verdict === labelOf('materialTest.verdictFail', lang)).length;
  const strengths = (await strengthResults(ctx, c.task_id, c.from, c.to)).map((g) => `${g.sampleNo}: ${g.strength} MPa (${g.percent}%)`).join('; ');
  const water = await transitWaterOf(ctx, c.task_id, c.from, c.to);
  const transitWater =
    water.count === 0
      ? '-'
      : labelOf('certificate.transitWaterSummary', lang)
          .replace('{{count}}', String(water.count))
          .replace('{{kg}}', water.addedKg)
          .replace('{{flagged}}', String(water.flagged));
  return {
    orgId: c.org_id,
    record: {
      id: c.id,
      certificateNo: c.certificate_no,
      companyName: producer?.company_name ?? '',
      licenseNo: producer?.license_no ?? '',
      standard: producer?.standard ?? '',
      customerName: c.customer_name,
      projectName: c.project_name,
      pouringSite: c.pouring_site,
      strength: c.strength,
      dateFrom: c.from,
      dateTo: c.to,
      issueDate: c.issued,
      ticketCount: tickets.ticketCount,
      quantity: tickets.quantity,
      chloride: chloride || '-',
      strengths: strengths || '-',
      transitWater,
      materials: `${tests.length - failed}/${tests.length} ${labelOf('materialTest.verdictPass', lang)}`,
    },
    lines: { tests },
  };
}

/** The tickets of a certificate's task delivered on its days (plant time), counted and summed. */
export async function coveredTickets(ctx: Pick<CallContext, 'db' | 'services'>, taskId: number, from: string, to: string) {
  const tz = ctx.services.query.timeZone;
  const r = await ctx.db
    .selectFrom('delivery_tickets')
    .select([sql<string>`count(*)::text`.as('n'), sql<string>`coalesce(sum(quantity), 0)::text`.as('quantity')])
    .where('task_id', '=', taskId)
    .where('created_at', '>=', plantInstant(`${from} 00:00:00`, tz))
    .where('created_at', '<', plantDayEnd(to, tz))
    .executeTakeFirstOrThrow();
  return { ticketCount: Number(r.n), quantity: dec(r.quantity).toFixed(2) };
}

/**
 * The 28-day results of the task's concrete sampled on the certificate's days: each valid group's
 * representative strength and its share of the grade (GB/T 14902 §9: the certificate states the
 * strength the concrete reached). Cancelled and untested groups are not results.
 */
export async function strengthResults(ctx: Pick<CallContext, 'db'>, taskId: number, from: string, to: string) {
  const rows = await ctx.db
    .selectFrom('concrete_samples')
    .select(['sample_no', sql<string>`strength_mpa::text`.as('strength'), sql<string>`percent_of_grade::text`.as('percent')])
    .where('task_id', '=', taskId)
    .where('age_days', '=', 28)
    .where('state', '=', 1)
    .where('strength_mpa', 'is not', null)
    .where('sample_date', '>=', sql<string>`${from}::date`)
    .where('sample_date', '<=', sql<string>`${to}::date`)
    .orderBy('sample_no')
    .execute();
  return rows.map((r) => ({ sampleNo: r.sample_no, strength: r.strength, percent: r.percent }));
}

/** The water added in transit to the task's loads delivered on the certificate's days (admin/lab/transit-water.server.ts). */
export async function transitWaterOf(ctx: Pick<CallContext, 'db' | 'services'>, taskId: number, from: string, to: string) {
  const tz = ctx.services.query.timeZone;
  const rows = await ctx.db
    .selectFrom('ticket_water_additions as w')
    .innerJoin('delivery_tickets as t', 't.id', 'w.ticket_id')
    .select([sql<string>`w.added_kg::text`.as('addedKg'), 'w.flagged'])
    .where('w.task_id', '=', taskId)
    .where('t.created_at', '>=', plantInstant(`${from} 00:00:00`, tz))
    .where('t.created_at', '<', plantDayEnd(to, tz))
    .execute();
  return transitWaterTotals(rows);
}
