import { sql, type Kysely } from 'kysely';
import { rollupApply, upsertInto } from './sales-rollup.migration.server';

/** The plant days' rows afresh from the hourly table (a plant day is whole hours: the report refuses other zones). */
export const deriveSalesDays = sql`insert into sales_day_totals (org_id, day, customer_id, project_id, contract_id, grade, trips, quantity)
  select s.org_id, (s.hour at time zone z.zone)::date, s.customer_id, s.project_id, s.contract_id, s.grade, sum(s.trips), sum(s.quantity)
  from sales_hour_totals s, (select zone from sales_plant_zone limit 1) z group by 1, 2, 3, 4, 5, 6 having sum(s.trips) <> 0 or sum(s.quantity) <> 0`;

/**
 * Migration 0340: the sold loads per plant day (the zone of `sales_plant_zone`), kept by the same
 * function as the hourly, month and year tables, so in the transaction of every ticket or task
 * write (the simulator's too). A day report reads a day, a month to date and a year to date in
 * whole days (~70 rows a day on the large seed) instead of hours (~500 a day).
 */
export const salesDaysMigration = {
  async up(db: Kysely<unknown>) {
    await sql`create table sales_day_totals (org_id varchar(16) not null, day date not null, customer_id integer not null, project_id integer not null,
      contract_id integer not null, grade varchar(32) not null, trips integer not null, quantity numeric(16, 3) not null,
      primary key (day, org_id, customer_id, project_id, contract_id, grade))`.execute(db);
    await sql.raw(rollupApply('create or replace', upsertInto('sales_day_totals', 'day', 'local::date'))).execute(db);
    await deriveSalesDays.execute(db);
    await sql`analyze sales_day_totals`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(rollupApply('create or replace', '')).execute(db);
    await sql`drop table sales_day_totals`.execute(db);
  },
};

/** The fields of a built report's line, in DAY_FIELDS order (sales-day.queries.server.ts). */
const LINE_TYPE = `create type sales_day_line as (n integer, org_id text, org_name text,
  customer_id integer, customer_name text, project_id integer, project_name text,
  grade text, day_trips integer, day_quantity numeric(16, 3),
  month_trips integer, month_quantity numeric(16, 3), year_trips integer, year_quantity numeric(16, 3))`;

/**
 * Migration 0341: a built day report keeps its lines as an array of `sales_day_line` (binary,
 * compressed with lz4 where the server has it) and its total as JSON text, instead of one JSON
 * text of both: building no longer formats ~14,000 lines, reading formats only the lines it shows.
 * Reports built before are converted.
 */
export const salesDayLinesMigration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(LINE_TYPE).execute(db);
    await sql`alter table sales_day_reports add column lines sales_day_line[] not null default '{}', add column total text not null default '{}'`.execute(db);
    await sql`update sales_day_reports r set total = (r.rows::json -> 'total')::text, lines = coalesce((select array_agg(row(
        (x ->> 0)::int, x ->> 1, x ->> 2, (x ->> 3)::int, x ->> 4, (x ->> 5)::int, x ->> 6, x ->> 7,
        (x ->> 8)::int, (x ->> 9)::numeric, (x ->> 10)::int, (x ->> 11)::numeric,
        (x ->> 12)::int, (x ->> 13)::numeric)::sales_day_line order by i)
        from json_array_elements(r.rows::json -> 'rows') with ordinality e(x, i)), '{}')`.execute(db);
    await sql`alter table sales_day_reports drop column rows`.execute(db);
    const lz4 = await sql<{
      lz4: boolean;
    }>`select coalesce(bool_or('lz4' = any(enumvals)), false) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
    if (lz4.rows[0]?.lz4) await sql`alter table sales_day_reports alter column lines set compression lz4`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table sales_day_reports add column rows text not null default ''`.execute(db);
    await sql`update sales_day_reports r set rows = '{"rows":' ||
      coalesce((select json_agg(json_build_array(x.n, x.org_id, x.org_name, x.customer_id, x.customer_name,
        x.project_id, x.project_name, x.grade, x.day_trips, x.day_quantity::text,
        x.month_trips, x.month_quantity::text, x.year_trips, x.year_quantity::text) order by x.n)
        from unnest(r.lines) x), '[]') || ',"total":' || r.total || '}'`.execute(db);
    await sql`alter table sales_day_reports drop column lines, drop column total`.execute(db);
    await sql`drop type sales_day_line`.execute(db);
  },
};
