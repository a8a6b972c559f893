import { sql, type RawBuilder } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { scopeOf, type OrgScope } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';

/** One line of the sales day report: a station's customer, project and grade, on the day and cumulated over its month and year. */
export interface DayReportRow {
  rowNo: number; orgId: string; orgName: string; customerId: number; customerName: string; projectId: number; projectName: string; grade: string;
  dayTrips: number; dayQuantity: string; monthTrips: number; monthQuantity: string; yearTrips: number; yearQuantity: string;
}
export type DayReportTotal = Pick<DayReportRow, 'dayTrips' | 'dayQuantity' | 'monthTrips' | 'monthQuantity' | 'yearTrips' | 'yearQuantity'>;

/** The order of a line's values in a built report (lines are stored and answered as arrays first: a year has thousands). */
export const DAY_FIELDS = ['rowNo', 'orgId', 'orgName', 'customerId', 'customerName', 'projectId', 'projectName', 'grade', 'dayTrips', 'dayQuantity',
  'monthTrips', 'monthQuantity', 'yearTrips', 'yearQuantity'] as const satisfies ReadonlyArray<keyof DayReportRow>;
export type DayLine = unknown[];
export const lineToRow = (a: DayLine) => Object.fromEntries(DAY_FIELDS.map((f, i) => [f, a[i]])) as unknown as DayReportRow;

const nextDay = (day: string) => new Date(Date.parse(day + 'T00:00:00Z') + 86400000).toISOString().slice(0, 10);

/** The scope a report covers: one station of the caller's, or all of them. */
export function reportScope(ctx: CallContext, station: string | undefined): OrgScope {
  const scope = scopeOf(ctx);
  if (!station) return scope;
  if (scope !== 'all' && !scope.includes(station)) throw invalid('stationId');
  return [station];
}

const inOrgs = (scope: OrgScope): RawBuilder<boolean> =>
  scope === 'all' ? sql<boolean>`true` : scope.length ? sql<boolean>`s.org_id in (${sql.join(scope)})` : sql<boolean>`false`;

/** The report's three columns: 0 the day, 1 the month to date, 2 the year to date. */
type Column = 0 | 1 | 2;

/** Trips and m³ of the hourly table over [from, to), signed, into a column. */
const hours = (scope: OrgScope, column: Column, sign: 1 | -1, from: Date, to: Date) => sql`
  select s.org_id, s.customer_id, s.project_id, s.grade, ${column}::int as k, ${sign} * s.trips as trips, ${sign} * s.quantity as quantity
  from sales_hour_totals s where s.hour >= ${from} and s.hour < ${to} and ${inOrgs(scope)}`;

/** The same from a rollup: one plant month or one plant year. */
const rolledUp = (scope: OrgScope, column: Column, period: { month: string } | { year: number }) => sql`
  select s.org_id, s.customer_id, s.project_id, s.grade, ${column}::int as k, s.trips, s.quantity
  from ${'month' in period ? sql`sales_month_totals s where s.month = ${period.month}::date` : sql`sales_year_totals s where s.year = ${period.year}`}
    and ${inOrgs(scope)}`;

const sumOf = (k: Column) => sql`coalesce(sum(p.trips) filter (where p.k = ${sql.lit(k)}), 0)::int`;
const m3Of = (k: Column) => sql`coalesce(sum(p.quantity) filter (where p.k = ${sql.lit(k)}), 0)::numeric(16, 3)`;

/** Where a built report is stored, and which of its lines the call answers (`offset` lines skipped, at most `limit`). */
export interface DayReportTarget { orgId: string; station: string; builtBy: string; builtAt: Date; offset: number; limit: number }
/** The stored report: its key, whether it is new, its line count, total and the lines asked for. */
export interface BuiltDayReport { id: number; inserted: boolean; rows: number; total: DayReportTotal; lines: DayLine[] }

/**
 * Builds and stores the report of plant day `day`: every customer, project and grade sold to in
 * the year up to that day, with the day's, the month's and the year's trips and m³. The month and
 * the year to date are their rollup less the hours after the day (the hours since their start when
 * that is shorter); the day is its hours. A server whose zone is not the rollups' reads the hours only.
 *
 * One statement sums, names, orders and numbers the lines, totals them (the total is the sum of
 * the lines, in the same statement), stores them as JSON text and answers only the lines the call
 * shows: a year of the large seed has ~14,000 lines, which the server neither parses, assembles
 * nor serializes again.
 */
export async function buildDayReport(ctx: CallContext, day: string, scope: OrgScope, to: DayReportTarget): Promise<BuiltDayReport> {
  const clock = ctx.services.clock;
  const at = (d: string) => fromPlant(clock, `${d} 00:00:00`);
  const y = Number(day.slice(0, 4));
  const monthStart = `${day.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(y, Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const dayFrom = at(day); const dayTo = at(nextDay(day)); const monthFrom = at(monthStart); const yearFrom = at(`${y}-01-01`);
  const monthTo = at(nextMonth); const yearTo = at(`${y + 1}-01-01`);
  // the hourly table answers whole hours only: a zone with a half-hour offset is refused rather than misread
  if ([dayFrom, dayTo, monthFrom, yearFrom, monthTo, yearTo].some((d) => d.getTime() % 3600000 !== 0)) throw invalid('reportId');
  // rollups hold the months and years of the zone stored with them: another zone reads the hours since the period's start
  const rolled = sql<boolean>`(select z.zone from sales_plant_zone z limit 1) = ${clock.timeZone}`;
  const toDate = (column: Column, period: { month: string } | { year: number }, from: Date, end: Date) => {
    const sinceStart = sql`select * from (${hours(scope, column, 1, from, dayTo)}) h`;
    // the shorter side: the period's rollup less what follows the day, or the hours since its start
    if (dayTo.getTime() - from.getTime() < end.getTime() - dayTo.getTime()) return [sinceStart];
    return [sql`${sinceStart} where not ${rolled}`, sql`select * from (${rolledUp(scope, column, period)}) r where ${rolled}`,
      sql`select * from (${hours(scope, column, -1, dayTo, end)}) a where ${rolled}`];
  };
  const parts = [hours(scope, 0, 1, dayFrom, dayTo), ...toDate(1, { month: monthStart }, monthFrom, monthTo), ...toDate(2, { year: y }, yearFrom, yearTo)];
  const r = await sql<{ id: number; inserted: boolean; rows: number; total: string; page: string }>`
    with p as (${sql.join(parts, sql` union all `)}),
    g as (
      select p.org_id, p.customer_id, p.project_id, p.grade, ${sumOf(0)} as dn, ${m3Of(0)} as dq, ${sumOf(1)} as mn, ${m3Of(1)} as mq, ${sumOf(2)} as yn, ${m3Of(2)} as yq
      from p group by p.org_id, p.customer_id, p.project_id, p.grade
      having coalesce(sum(p.trips) filter (where p.k = 2), 0) <> 0),
    l as (
      -- code-point order (collate "C"): the same on every machine
      select row_number() over (order by g.org_id collate "C", c.customer_name collate "C", pr.project_name collate "C", g.grade collate "C", g.customer_id, g.project_id) as n,
        g.*, o.org_name, c.customer_name, pr.project_name
      from g join orgs o on o.org_id = g.org_id join customers c on c.id = g.customer_id join projects pr on pr.id = g.project_id),
    j as (select l.*, json_build_array(l.n, l.org_id, l.org_name, l.customer_id, l.customer_name, l.project_id, l.project_name, l.grade,
      l.dn, l.dq::text, l.mn, l.mq::text, l.yn, l.yq::text) as line from l),
    r as (
      select coalesce(json_agg(j.line order by j.n)::text, '[]') as lines,
        coalesce(json_agg(j.line order by j.n) filter (where j.n > ${to.offset} and j.n <= ${to.offset + to.limit})::text, '[]') as page,
        count(*)::int as rows, coalesce(sum(j.dn), 0)::int as trips, coalesce(sum(j.dq), 0)::numeric(16, 3) as quantity,
        json_build_object('dayTrips', coalesce(sum(j.dn), 0)::int, 'dayQuantity', coalesce(sum(j.dq), 0)::numeric(16, 3)::text,
          'monthTrips', coalesce(sum(j.mn), 0)::int, 'monthQuantity', coalesce(sum(j.mq), 0)::numeric(16, 3)::text,
          'yearTrips', coalesce(sum(j.yn), 0)::int, 'yearQuantity', coalesce(sum(j.yq), 0)::numeric(16, 3)::text)::text as total
      from j),
    s as (
      insert into sales_day_reports (org_id, report_date, station, built_at, built_by, trips, quantity, rows)
      select ${to.orgId}, ${day}::date, ${to.station}, ${to.builtAt}, ${to.builtBy}, r.trips, r.quantity, '{"rows":' || r.lines || ',"total":' || r.total || '}' from r
      on conflict (org_id, report_date, station) do update set built_at = excluded.built_at, built_by = excluded.built_by, trips = excluded.trips,
        quantity = excluded.quantity, rows = excluded.rows
      returning id, (xmax = 0) as inserted)
    select s.id, s.inserted, r.rows, r.total, r.page from s, r`.execute(ctx.db);
  const row = r.rows[0];
  return { id: row.id, inserted: row.inserted, rows: row.rows, total: JSON.parse(row.total) as DayReportTotal, lines: JSON.parse(row.page) as DayLine[] };
}
