import { sql, type Kysely } from 'kysely';

/** The statement adding a load's (n, q) to a rollup's row of its period (for sales_rollup_apply). */
export const upsertInto = (table: string, period: string, value: string) => `
  insert into ${table} (org_id, ${period}, customer_id, project_id, contract_id, grade, trips, quantity)
    values (o, ${value}, cu, pr, co, gr, n, q)
    on conflict (org_id, ${period}, customer_id, project_id, contract_id, grade)
    do update set trips = ${table}.trips + excluded.trips, quantity = ${table}.quantity + excluded.quantity;`;

/**
 * sales_rollup_apply: one ticket's trips and volume into the hourly, month and year tables, plus the
 * upserts of `more` (in scope: o, at, local, cu, pr, co, gr, n, q). Later migrations replace it with more tables.
 */
export const rollupApply = (
  verb: 'create' | 'create or replace',
  more: string,
) => `${verb} function sales_rollup_apply(o varchar, at timestamptz, cu integer, pr integer, co integer, gr varchar, n integer, q numeric)
  returns void language plpgsql as $$
  declare local timestamp := at at time zone (select zone from sales_plant_zone limit 1);
  begin
    insert into sales_hour_totals (org_id, hour, customer_id, project_id, contract_id, grade, trips, quantity)
      values (o, date_trunc('hour', at), cu, pr, co, gr, n, q)
      on conflict (org_id, hour, customer_id, project_id, contract_id, grade)
      do update set trips = sales_hour_totals.trips + excluded.trips, quantity = sales_hour_totals.quantity + excluded.quantity;
    ${upsertInto('sales_month_totals', 'month', "date_trunc('month', local)::date")}
    ${upsertInto('sales_year_totals', 'year', 'extract(year from local)::int')}
    ${more}
  end $$`;

/**
 * Migration 0194: month and year rollups of the hourly sales table, kept by the same triggers, so
 * a day report's month-to-date and year-to-date figures read one row per customer, project and
 * grade. Months and years are the plant's: the zone is stored with them (`sales_plant_zone`, from
 * the `plant_time_zone` setting); a server running in another zone reads the hourly table
 * instead (sales-day.queries.server.ts).
 */
export const salesRollupMigration = {
  async up(db: Kysely<unknown>) {
    await sql`create table sales_plant_zone (zone varchar(64) not null)`.execute(db);
    await sql`insert into sales_plant_zone (zone) select coalesce((select value from settings where type = 'plant_time_zone'), 'Asia/Shanghai')`.execute(db);
    for (const [table, period, type] of [
      ['sales_month_totals', 'month', 'date'],
      ['sales_year_totals', 'year', 'integer'],
    ]) {
      await sql
        .raw(
          `create table ${table} (org_id varchar(16) not null, ${period} ${type} not null, customer_id integer not null, project_id integer not null,
        contract_id integer not null, grade varchar(32) not null, trips integer not null, quantity numeric(16, 3) not null,
        primary key (org_id, ${period}, customer_id, project_id, contract_id, grade))`,
        )
        .execute(db);
    }
    await sql.raw(rollupApply('create', '')).execute(db);
    await sql
      .raw(
        `create or replace function sales_hours_apply(o varchar, at timestamptz, task integer, n integer, q numeric) returns void language plpgsql as $$
      declare k record;
      begin
        select customer_id, project_id, coalesce(contract_id, 0) as contract_id, strength into k from production_tasks where id = task;
        if found then perform sales_rollup_apply(o, at, k.customer_id, k.project_id, k.contract_id, k.strength, n, q); end if;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create or replace function sales_hours_task() returns trigger language plpgsql as $$
      declare r record;
      begin
        for r in select t.org_id, date_trunc('hour', t.created_at) as h, count(*)::int as n, sum(t.quantity) as q from delivery_tickets t
          where t.task_id = new.id and t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2 loop
          perform sales_rollup_apply(r.org_id, r.h, old.customer_id, old.project_id, coalesce(old.contract_id, 0), old.strength, -r.n, -r.q);
          perform sales_rollup_apply(r.org_id, r.h, new.customer_id, new.project_id, coalesce(new.contract_id, 0), new.strength, r.n, r.q);
        end loop;
        return null;
      end $$`,
      )
      .execute(db);
    for (const [table, period, value] of [
      ['sales_month_totals', 'month', "date_trunc('month', hour at time zone z.zone)::date"],
      ['sales_year_totals', 'year', 'extract(year from hour at time zone z.zone)::int'],
    ]) {
      await sql
        .raw(
          `insert into ${table} (org_id, ${period}, customer_id, project_id, contract_id, grade, trips, quantity)
        select org_id, ${value}, customer_id, project_id, contract_id, grade, sum(trips), sum(quantity)
        from sales_hour_totals, sales_plant_zone z group by 1, 2, 3, 4, 5, 6`,
        )
        .execute(db);
    }
    for (const t of ['sales_hour_totals', 'sales_month_totals', 'sales_year_totals']) await sql.raw(`analyze ${t}`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function sales_rollup_apply(varchar, timestamptz, integer, integer, integer, varchar, integer, numeric)`.execute(db);
    for (const t of ['sales_year_totals', 'sales_month_totals', 'sales_plant_zone']) await sql.raw(`drop table ${t}`).execute(db);
  },
};
