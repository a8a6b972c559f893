import { sql, type Kysely } from 'kysely';
import type { Id, Num, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import { salesRollupMigration } from './sales-rollup.migration.server';
import { salesDayLinesMigration, salesDaysMigration } from './sales-days.migration.server';
import { rebuildSalesTotals } from './sales-totals.server';

/**
 * The hourly sales table: per station, hour (UTC, the start of the hour), customer, project,
 * contract (0 for none) and grade, the trips and m³ of sold loads (issued tickets whose delivery
 * state is `sent`: a returned or called-back load is no sale). Triggers on delivery_tickets and on
 * production_tasks keep it equal to the tickets at every commit, so a report over a year reads a
 * few thousand rows instead of a million tickets. A plant day is a whole number of hours in
 * every zone with a whole-hour offset (sales-day.queries.server.ts checks it).
 */
export interface SalesHourTable {
  org_id: string;
  hour: Date;
  customer_id: number;
  project_id: number;
  contract_id: number;
  grade: string;
  trips: number;
  quantity: Num;
}
/** The same sold loads per plant month (its first day) and plant year (migration 0194). */
export interface SalesMonthTable {
  org_id: string;
  month: string;
  customer_id: number;
  project_id: number;
  contract_id: number;
  grade: string;
  trips: number;
  quantity: Num;
}
/** The same per plant day (migration 0340): what a day report sums. */
export interface SalesDayTotalTable {
  org_id: string;
  day: string;
  customer_id: number;
  project_id: number;
  contract_id: number;
  grade: string;
  trips: number;
  quantity: Num;
}
export interface SalesYearTotalTable {
  org_id: string;
  year: number;
  customer_id: number;
  project_id: number;
  contract_id: number;
  grade: string;
  trips: number;
  quantity: Num;
}
/** A built report: its lines (`sales_day_line[]`, migration 0341: read them with SQL, unnest or a slice) and its total as JSON text. */
export interface SalesDayReportTable {
  id: Id;
  org_id: string;
  report_date: string;
  station: Text;
  built_at: Stamp;
  built_by: string;
  trips: number;
  quantity: Num;
  lines: string;
  total: string;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    sales_hour_totals: SalesHourTable;
    sales_day_reports: SalesDayReportTable;
    sales_month_totals: SalesMonthTable;
    sales_year_totals: SalesYearTotalTable;
    sales_day_totals: SalesDayTotalTable;
    sales_plant_zone: { zone: string };
  }
}

const KEY = 'org_id, hour, customer_id, project_id, contract_id, grade';

export const salesDayReportServer = defineServerPart({
  resource: 'salesDayReport',
  migrations: {
    '0192-finance-sales-hours': {
      async up(db: Kysely<unknown>) {
        await sql`create table sales_hour_totals (
          org_id varchar(16) not null, hour timestamptz not null, customer_id integer not null, project_id integer not null,
          contract_id integer not null, grade varchar(32) not null, trips integer not null, quantity numeric(16, 3) not null,
          primary key (org_id, hour, customer_id, project_id, contract_id, grade))`.execute(db);
        // the sign of a load's contribution: +1 when it is counted in NEW, -1 for OLD
        await sql
          .raw(
            `create function sales_hours_apply(o varchar, at timestamptz, task integer, n integer, q numeric) returns void language plpgsql as $$
          begin
            insert into sales_hour_totals (${KEY}, trips, quantity)
              select o, date_trunc('hour', at), k.customer_id, k.project_id, coalesce(k.contract_id, 0), k.strength, n, q
              from production_tasks k where k.id = task
              on conflict (${KEY}) do update set trips = sales_hour_totals.trips + excluded.trips, quantity = sales_hour_totals.quantity + excluded.quantity;
          end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function sales_hours_ticket() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'INSERT' and old.ticketed_at is not null and old.detail_state = 'sent' then
              perform sales_hours_apply(old.org_id, old.created_at, old.task_id, -1, -old.quantity);
            end if;
            if tg_op <> 'DELETE' and new.ticketed_at is not null and new.detail_state = 'sent' then
              perform sales_hours_apply(new.org_id, new.created_at, new.task_id, 1, new.quantity);
            end if;
            return null;
          end $$`,
          )
          .execute(db);
        await sql`create trigger sales_hours_ticket after insert or delete or update of org_id, created_at, task_id, quantity, ticketed_at, detail_state
          on delivery_tickets for each row execute function sales_hours_ticket()`.execute(db);
        // a task moved to another customer, project, contract or grade moves its sold loads with it
        await sql
          .raw(
            `create function sales_hours_task() returns trigger language plpgsql as $$
          begin
            insert into sales_hour_totals (${KEY}, trips, quantity)
              select t.org_id, date_trunc('hour', t.created_at), k.customer_id, k.project_id,
              coalesce(k.contract_id, 0), k.strength, k.sign * count(*), k.sign * sum(t.quantity)
              from delivery_tickets t, (select -1 as sign, old.customer_id, old.project_id, old.contract_id, old.strength
                union all select 1, new.customer_id, new.project_id, new.contract_id, new.strength) k
              where t.task_id = new.id and t.ticketed_at is not null and t.detail_state = 'sent'
              group by 1, 2, 3, 4, 5, 6, k.sign
              on conflict (${KEY}) do update set trips = sales_hour_totals.trips + excluded.trips, quantity = sales_hour_totals.quantity + excluded.quantity;
            return null;
          end $$`,
          )
          .execute(db);
        await sql`create trigger sales_hours_task after update of customer_id, project_id, contract_id, strength on production_tasks
          for each row when (old.customer_id is distinct from new.customer_id or old.project_id is distinct from new.project_id
            or old.contract_id is distinct from new.contract_id or old.strength is distinct from new.strength)
          execute function sales_hours_task()`.execute(db);
        await sql
          .raw(
            `insert into sales_hour_totals (${KEY}, trips, quantity)
          select t.org_id, date_trunc('hour', t.created_at), k.customer_id, k.project_id, coalesce(k.contract_id, 0), k.strength, count(*), sum(t.quantity)
          from delivery_tickets t join production_tasks k on k.id = t.task_id
          where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6`,
          )
          .execute(db);

        await sql`create table sales_day_reports (
          id serial primary key, org_id varchar(16) not null references orgs (org_id), report_date date not null, station varchar(16) not null default '',
          built_at timestamptz not null default now(), built_by varchar(50) not null,
          trips integer not null, quantity numeric(16, 3) not null, rows text not null,
          unique (org_id, report_date, station))`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table sales_day_reports`.execute(db);
        await sql`drop trigger sales_hours_task on production_tasks`.execute(db);
        await sql`drop trigger sales_hours_ticket on delivery_tickets`.execute(db);
        await sql`drop function sales_hours_task()`.execute(db);
        await sql`drop function sales_hours_ticket()`.execute(db);
        await sql`drop function sales_hours_apply(varchar, timestamptz, integer, integer, numeric)`.execute(db);
        await sql`drop table sales_hour_totals`.execute(db);
      },
    },
    '0194-finance-sales-rollups': salesRollupMigration,
    // a report reads a day's hours, or the hours after it to the month's or year's end: by hour, not by station first
    '0240-finance-sales-hours-by-hour': {
      async up(db: Kysely<unknown>) {
        await sql`create index sales_hour_totals_hour on sales_hour_totals (hour)`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop index sales_hour_totals_hour`.execute(db);
      },
    },
    // databases seeded at scale before the seed rebuilt them hold tickets their sales tables never counted
    '0241-finance-sales-totals-rebuild': {
      up: (db) => rebuildSalesTotals(db, { days: false }),
      async down() {
        /* derived rows: nothing to undo */
      },
    },
    '0340-finance-sales-days': salesDaysMigration,
    '0341-finance-sales-day-report-lines': salesDayLinesMigration,
  },
});
