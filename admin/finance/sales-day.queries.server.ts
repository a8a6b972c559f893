import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { scopeOf, type OrgScope } from '../../server/http/scope';
import { fromPlant } from '../../server/operations/plant-time';

/** One line of the sales day report: a station's customer, project and grade, on the day and cumulated over its month and year. */
export interface DayReportRow {
  rowNo: number;
  orgId: string;
  orgName: string;
  customerId: number;
  customerName: string;
  projectId: number;
  projectName: string;
  grade: string;
  dayTrips: number;
  dayQuantity: string;
  monthTrips: number;
  monthQuantity: string;
  yearTrips: number;
  yearQuantity: string;
}
export type DayReportTotal = Pick<DayReportRow, 'dayTrips' | 'dayQuantity' | 'monthTrips' | 'monthQuantity' | 'yearTrips' | 'yearQuantity'>;

/** The order of a line's values in a built report (lines are stored and answered as arrays first: a year has thousands). */
export const DAY_FIELDS = [
  'rowNo',
  'orgId',
  'orgName',
  'customerId',
  'customerName',
  'projectId',
  'projectName',
  'grade',
  'dayTrips',
  'dayQuantity',
  'monthTrips',
  'monthQuantity',
  'yearTrips',
  'yearQuantity',
] as const satisfies ReadonlyArray<keyof DayReportRow>;
export type DayLine = unknown[];
export const lineToRow = (a: DayLine) => Object.fromEntries(DAY_FIELDS.map((f, i) => [f, a[i]])) as unknown as DayReportRow;

/** Line numbers are PostgreSQL integers: a window past them is cut to them. */
const INT_MAX = 2 ** 31 - 1;
const addDays = (day: string, n: number) => new Date(Date.parse(day + 'T00:00:00Z') + n * 86400000).toISOString().slice(0, 10);
const nextDay = (day: string) => addDays(day, 1);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86400000;

/** The scope a report covers: one station of the caller's, or all of them. */
export function reportScope(ctx: CallContext, station: string | undefined): OrgScope {
  const scope = scopeOf(ctx);
  if (!station) return scope;
  if (scope !== 'all' && !scope.includes(station)) throw invalid('stationId');
  return [station];
}

const inOrgs = (scope: OrgScope, alias = 's'): RawBuilder<boolean> =>
  scope === 'all' ? sql<boolean>`true` : scope.length ? sql<boolean>`${sql.ref(`${alias}.org_id`)} in (${sql.join(scope)})` : sql<boolean>`false`;

/** The report's three columns: 0 the day, 1 the month to date, 2 the year to date. */
type Column = 0 | 1 | 2;

/** Trips and m³ of the hourly table over [from, to), signed, into a column. */
const hours = (scope: OrgScope, column: Column, sign: 1 | -1, from: Date, to: Date) => sql`
  select s.org_id, s.customer_id, s.project_id, s.grade,
  ${sql.lit(column)}::int as k, ${sql.lit(sign)} * s.trips as trips, ${sql.lit(sign)} * s.quantity as quantity
  from sales_hour_totals s where s.hour >= ${from} and s.hour < ${to} and ${inOrgs(scope)}`;

/** The same from the plant-day table over the days [from, to]. */
const days = (scope: OrgScope, column: Column, sign: 1 | -1, from: string, to: string) => sql`
  select s.org_id, s.customer_id, s.project_id, s.grade,
  ${sql.lit(column)}::int as k, ${sql.lit(sign)} * s.trips as trips, ${sql.lit(sign)} * s.quantity as quantity
  from sales_day_totals s where s.day >= ${from}::date and s.day <= ${to}::date and ${inOrgs(scope)}`;

/** The same from the plant year's rollup, into the year column. */
const yearRollup = (scope: OrgScope, year: number) => sql`
  select s.org_id, s.customer_id, s.project_id, s.grade, 2 as k, s.trips, s.quantity from sales_year_totals s where s.year = ${year} and ${inOrgs(scope)}`;

/** The columns of a line while it is built (the statement's `l`) and as it is stored (`sales_day_line`), both in DAY_FIELDS order. */
const BUILT = ['n', 'org_id', 'org_name', 'customer_id', 'customer_name', 'project_id', 'project_name', 'grade', 'dn', 'dq', 'mn', 'mq', 'yn', 'yq'];
const STORED = [
  'n',
  'org_id',
  'org_name',
  'customer_id',
  'customer_name',
  'project_id',
  'project_name',
  'grade',
  'day_trips',
  'day_quantity',
  'month_trips',
  'month_quantity',
  'year_trips',
  'year_quantity',
];
/** A line as the wire's array (DAY_FIELDS order, m³ as exact text) from the columns `names` of `at`. */
const lineJson = (at: string, names: readonly string[]) =>
  sql`json_build_array(${sql.join(names.map((c, i) => (DAY_FIELDS[i].endsWith('Quantity') ? sql`${sql.ref(`${at}.${c}`)}::text` : sql.ref(`${at}.${c}`))))})`;

const sumOf = (k: Column) => sql`coalesce(sum(p.trips) filter (where p.k = ${sql.lit(k)}), 0)::int`;
const m3Of = (k: Column) => sql`coalesce(sum(p.quantity) filter (where p.k = ${sql.lit(k)}), 0)::numeric(16, 3)`;

/** Where a built report is stored, and which of its lines the call answers (`offset` lines skipped, at most `limit`). */
export interface DayReportTarget {
  orgId: string;
  station: string;
  builtBy: string;
  builtAt: Date;
  offset: number;
  limit: number;
}
/** The stored report: its key, whether it is new, its line count, total and the lines asked for. */
export interface BuiltDayReport {
  id: number;
  inserted: boolean;
  rows: number;
  total: DayReportTotal;
  lines: DayLine[];
}

/**
 * Builds and stores the report of plant day `day`: every customer, project and grade sold to in
 * the year up to that day, with the day's, the month's and the year's trips and m³, from the
 * plant-day table: the day is its row; the month and the year to date are their days since their
 * start, or their rollup less the days after the day when that reads fewer days. A server whose
 * zone is not the rollups' reads the hours since each period's start.
 *
 * One statement sums, names, orders and numbers the lines, totals them (the total is the sum of
 * the lines, in the same statement), stores them as an array of `sales_day_line` (binary: no line
 * is formatted to be stored) and answers only the lines the call shows, as JSON: a year of the
 * large seed has ~14,000 lines, which the server neither parses, assembles nor serializes again.
 */
export async function buildDayReport(ctx: CallContext, day: string, scope: OrgScope, to: DayReportTarget): Promise<BuiltDayReport> {
  const clock = ctx.services.clock;
  const at = (d: string) => fromPlant(clock, `${d} 00:00:00`);
  const y = Number(day.slice(0, 4));
  const monthStart = `${day.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(y, Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10);
  const dayFrom = at(day);
  const dayTo = at(nextDay(day));
  const monthFrom = at(monthStart);
  const yearFrom = at(`${y}-01-01`);
  const monthTo = at(nextMonth);
  const yearTo = at(`${y + 1}-01-01`);
  // the hourly table answers whole hours only: a zone with a half-hour offset is refused rather than misread
  if ([dayFrom, dayTo, monthFrom, yearFrom, monthTo, yearTo].some((d) => d.getTime() % 3600000 !== 0)) throw invalid('reportId');
  // the day, month and year tables hold the days of the zone stored with them: another zone reads the hours since the period's start
  const rolled = sql<boolean>`(select z.zone from sales_plant_zone z limit 1) = ${clock.timeZone}`;
  // the month to date is its days (at most 31); the year to date its days since 1 January, or its rollup less the days after `day`, whichever reads fewer days
  const yearToDate =
    daysBetween(`${y}-01-01`, day) < daysBetween(day, `${y}-12-31`)
      ? [days(scope, 2, 1, `${y}-01-01`, day)]
      : [yearRollup(scope, y), ...(day < `${y}-12-31` ? [days(scope, 2, -1, nextDay(day), `${y}-12-31`)] : [])];
  const byDays = [days(scope, 0, 1, day, day), days(scope, 1, 1, monthStart, day), ...yearToDate];
  const byHours = [hours(scope, 0, 1, dayFrom, dayTo), hours(scope, 1, 1, monthFrom, dayTo), hours(scope, 2, 1, yearFrom, dayTo)];
  const parts = [...byDays.map((q) => sql`select * from (${q}) d where ${rolled}`), ...byHours.map((q) => sql`select * from (${q}) h where not ${rolled}`)];
  const r = await sql<{ id: number; inserted: boolean; rows: number; total: string; page: string }>`
    with p as (${sql.join(parts, sql` union all `)}),
    g as (
      select p.org_id, p.customer_id, p.project_id, p.grade, ${sumOf(0)} as dn, ${m3Of(0)} as dq,
      ${sumOf(1)} as mn, ${m3Of(1)} as mq, ${sumOf(2)} as yn, ${m3Of(2)} as yq
      from p group by p.org_id, p.customer_id, p.project_id, p.grade
      having coalesce(sum(p.trips) filter (where p.k = 2), 0) <> 0),
    -- lines in code-point order (collate "C", the same on every machine) of station, customer name, project name, grade, then ids: the names
    -- are ranked once per customer and project (a few thousand pairs), so the lines sort on numbers
    cp as (select distinct g.customer_id, g.project_id from g),
    k as (
      select cp.customer_id, cp.project_id, c.customer_name, pr.project_name,
        dense_rank() over (order by c.customer_name collate "C", pr.project_name collate "C")::int as k
      from cp join customers c on c.id = cp.customer_id join projects pr on pr.id = cp.project_id),
    l as (
      select row_number() over (order by g.org_id collate "C", k.k, g.grade collate "C", g.customer_id, g.project_id)::int as n,
        g.*, o.org_name, k.customer_name, k.project_name
      from g join orgs o on o.org_id = g.org_id join k on k.customer_id = g.customer_id and k.project_id = g.project_id),
    r as (
      select coalesce(array_agg(row(${sql.join(BUILT.map((c) => sql.ref(`l.${c}`)))})::sales_day_line order by l.n), '{}') as lines,
        coalesce(json_agg(${lineJson('l', BUILT)} order by l.n)
          filter (where l.n > ${Math.min(to.offset, INT_MAX)} and l.n <= ${Math.min(to.offset + to.limit, INT_MAX)})::text, '[]') as page,
        count(*)::int as rows, coalesce(sum(l.dn), 0)::int as trips, coalesce(sum(l.dq), 0)::numeric(16, 3) as quantity,
        json_build_object('dayTrips', coalesce(sum(l.dn), 0)::int, 'dayQuantity', coalesce(sum(l.dq), 0)::numeric(16, 3)::text,
          'monthTrips', coalesce(sum(l.mn), 0)::int, 'monthQuantity', coalesce(sum(l.mq), 0)::numeric(16, 3)::text,
          'yearTrips', coalesce(sum(l.yn), 0)::int, 'yearQuantity', coalesce(sum(l.yq), 0)::numeric(16, 3)::text)::text as total
      from l),
    s as (
      insert into sales_day_reports (org_id, report_date, station, built_at, built_by, trips, quantity, lines, total)
      select ${to.orgId}, ${day}::date, ${to.station}, ${to.builtAt}, ${to.builtBy}, r.trips, r.quantity, r.lines, r.total from r
      on conflict (org_id, report_date, station) do update set built_at = excluded.built_at, built_by = excluded.built_by, trips = excluded.trips,
        quantity = excluded.quantity, lines = excluded.lines, total = excluded.total
      returning id, (xmax = 0) as inserted)
    select s.id, s.inserted, r.rows, r.total, r.page from s, r`.execute(ctx.db);
  const row = r.rows[0];
  return { id: row.id, inserted: row.inserted, rows: row.rows, total: JSON.parse(row.total) as DayReportTotal, lines: JSON.parse(row.page) as DayLine[] };
}

/** A stored report (scoped to `scope`): its heading, line count, total, and the lines of `window` (only those are formatted). */
export async function readDayReport(db: QueryExecutorProvider, id: number, scope: OrgScope, window: { offset: number; limit: number }) {
  const from = Math.min(window.offset, INT_MAX - 1) + 1;
  const to = Math.min(window.offset + window.limit, INT_MAX);
  const q = sql<{ id: number; report_date: string | Date; station: string; built_at: Date; built_by: string; total: string; rows: number; page: string }>`
    select r.id, r.report_date, r.station, r.built_at, r.built_by, r.total, cardinality(r.lines) as rows,
      coalesce((select json_agg(${lineJson('x', STORED)} order by x.n) from unnest(r.lines[${from}:${to}]) x)::text, '[]') as page
    from sales_day_reports r where r.id = ${id} and ${inOrgs(scope, 'r')}`;
  const row = (await q.execute(db)).rows[0];
  return row && { ...row, total: JSON.parse(row.total) as DayReportTotal, lines: JSON.parse(row.page) as DayLine[] };
}
