import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { inScope, scopeOf, type OrgScope } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';
import { m3ToMilli, milliToM3 } from '../../src/domain/sales/money';

/** One line of the sales day report: a station's customer, project and grade, on the day and cumulated over its month and year. */
export interface DayReportRow {
  rowNo: number; orgId: string; orgName: string; customerId: number; customerName: string; projectId: number; projectName: string; grade: string;
  dayTrips: number; dayQuantity: string; monthTrips: number; monthQuantity: string; yearTrips: number; yearQuantity: string;
}
export type DayReportTotal = Pick<DayReportRow, 'dayTrips' | 'dayQuantity' | 'monthTrips' | 'monthQuantity' | 'yearTrips' | 'yearQuantity'>;

const nextDay = (day: string) => new Date(Date.parse(day + 'T00:00:00Z') + 86400000).toISOString().slice(0, 10);

/** The scope a report covers: one station of the caller's, or all of them. */
export function reportScope(ctx: CallContext, station: string | undefined): OrgScope {
  const scope = scopeOf(ctx);
  if (!station) return scope;
  if (scope !== 'all' && !scope.includes(station)) throw invalid('stationId');
  return [station];
}

/** Totals of rows, summed exactly (thousandths of a m³ as integers). */
export function totalOf(rows: readonly DayReportTotal[]): DayReportTotal {
  const sum = (f: (r: DayReportTotal) => string) => milliToM3(rows.reduce((n, r) => n + (m3ToMilli(f(r)) ?? 0), 0));
  const trips = (f: (r: DayReportTotal) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    dayTrips: trips((r) => r.dayTrips), dayQuantity: sum((r) => r.dayQuantity), monthTrips: trips((r) => r.monthTrips),
    monthQuantity: sum((r) => r.monthQuantity), yearTrips: trips((r) => r.yearTrips), yearQuantity: sum((r) => r.yearQuantity),
  };
}

type Sums = { trips: number; milli: number };
type Key = { org_id: string; customer_id: number; project_id: number; grade: string };
const keyOf = (r: Key) => `${r.org_id}|${r.customer_id}|${r.project_id}|${r.grade}`;

/** Trips and m³ (in thousandths) per customer, project and grade of the hourly table over [from, to). */
async function hourSums(ctx: CallContext, scope: OrgScope, from: Date, to: Date): Promise<Map<string, Sums>> {
  const rows = await inScope(ctx.db.selectFrom('sales_hour_totals as s')
    .select(['s.org_id', 's.customer_id', 's.project_id', 's.grade', sql<number>`sum(s.trips)::int`.as('trips'), sql<string>`sum(s.quantity)::text`.as('quantity')])
    .where('s.hour', '>=', from).where('s.hour', '<', to), 's.org_id', scope)
    .groupBy(['s.org_id', 's.customer_id', 's.project_id', 's.grade']).execute();
  return new Map(rows.map((r) => [keyOf(r), { trips: r.trips, milli: m3ToMilli(r.quantity) ?? 0 }]));
}

/** The same from a rollup (one month or one year), with the names of the row. */
async function rollup(ctx: CallContext, scope: OrgScope, table: 'sales_month_totals' | 'sales_year_totals', period: string | number) {
  const q = table === 'sales_month_totals'
    ? ctx.db.selectFrom('sales_month_totals as s').where('s.month', '=', String(period))
    : ctx.db.selectFrom('sales_year_totals as s').where('s.year', '=', Number(period));
  return inScope(q.innerJoin('orgs as o', 'o.org_id', 's.org_id').innerJoin('customers as c', 'c.id', 's.customer_id').innerJoin('projects as p', 'p.id', 's.project_id')
    .select(['s.org_id', 'o.org_name', 's.customer_id', 'c.customer_name', 's.project_id', 'p.project_name', 's.grade',
      sql<number>`sum(s.trips)::int`.as('trips'), sql<string>`sum(s.quantity)::text`.as('quantity')]), 's.org_id', scope)
    .groupBy(['s.org_id', 'o.org_name', 's.customer_id', 'c.customer_name', 's.project_id', 'p.project_name', 's.grade']).execute();
}

// code-point order: the same on every machine, and cheap over thousands of lines
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const minus = (a: Sums, b: Sums | undefined): Sums => ({ trips: a.trips - (b?.trips ?? 0), milli: a.milli - (b?.milli ?? 0) });

/**
 * The report of plant day `day`: every customer, project and grade sold to in the year up to that
 * day, with the day's, the month's and the year's trips and m³. The month and the year to date are
 * their rollup less the hours after the day (the hours since their start when that is shorter);
 * the day is its hours. A server whose zone is not the rollups' reads the hours only.
 */
export async function buildDayReport(ctx: CallContext, day: string, scope: OrgScope): Promise<{ list: DayReportRow[]; total: DayReportTotal }> {
  const clock = ctx.services.clock;
  const at = (d: string) => fromPlant(clock, `${d} 00:00:00`);
  const y = Number(day.slice(0, 4));
  const monthStart = `${day.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(y, Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const dayFrom = at(day); const dayTo = at(nextDay(day)); const monthFrom = at(monthStart); const yearFrom = at(`${y}-01-01`);
  const monthTo = at(nextMonth); const yearTo = at(`${y + 1}-01-01`);
  // the hourly table answers whole hours only: a zone with a half-hour offset is refused rather than misread
  if ([dayFrom, dayTo, monthFrom, yearFrom, monthTo, yearTo].some((d) => d.getTime() % 3600000 !== 0)) throw invalid('reportId');
  const zone = await ctx.db.selectFrom('sales_plant_zone').select('zone').executeTakeFirst();
  const rolled = zone?.zone === clock.timeZone;
  const year = await rollup(ctx, scope, 'sales_year_totals', y);
  const toDate = async (table: 'sales_month_totals' | 'sales_year_totals', period: string | number, from: Date, to: Date) => {
    // the shorter side: the period's rollup less what follows the day, or the hours since its start
    if (!rolled || dayTo.getTime() - from.getTime() < to.getTime() - dayTo.getTime()) return hourSums(ctx, scope, from, dayTo);
    const after = await hourSums(ctx, scope, dayTo, to);
    const rows = table === 'sales_year_totals' ? year : await rollup(ctx, scope, table, period);
    return new Map(rows.map((r) => [keyOf(r), minus({ trips: r.trips, milli: m3ToMilli(r.quantity) ?? 0 }, after.get(keyOf(r)))]));
  };
  const [ytd, mtd, today] = [await toDate('sales_year_totals', y, yearFrom, yearTo), await toDate('sales_month_totals', monthStart, monthFrom, monthTo),
    await hourSums(ctx, scope, dayFrom, dayTo)];
  const none: Sums = { trips: 0, milli: 0 };
  const list = year.filter((r) => (ytd.get(keyOf(r))?.trips ?? 0) !== 0)
    .sort((a, b) => cmp(a.org_id, b.org_id) || cmp(a.customer_name, b.customer_name) || cmp(a.project_name, b.project_name) || cmp(a.grade, b.grade))
    .map((r, i): DayReportRow => {
      const k = keyOf(r); const d = today.get(k) ?? none; const m = mtd.get(k) ?? none; const yy = ytd.get(k) ?? none;
      return { rowNo: i + 1, orgId: r.org_id, orgName: r.org_name, customerId: r.customer_id, customerName: r.customer_name, projectId: r.project_id,
        projectName: r.project_name, grade: r.grade, dayTrips: d.trips, dayQuantity: milliToM3(d.milli), monthTrips: m.trips, monthQuantity: milliToM3(m.milli),
        yearTrips: yy.trips, yearQuantity: milliToM3(yy.milli) };
    });
  return { list, total: totalOf(list) };
}
