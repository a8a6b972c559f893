import { sql, type QueryExecutorProvider } from 'kysely';
import { deriveSalesDays } from './sales-days.migration.server';

const KEY = 'org_id, customer_id, project_id, contract_id, grade';

/**
 * Derives the hourly sales table and its day, month and year rollups afresh from the tickets, as the
 * triggers of migrations 0192/0194/0340 would have kept them. For writes that bypass triggers: the
 * scale seed loads its history with `session_replication_role = replica` (foreign keys unchecked),
 * which silences the triggers too, and left a seeded database's sales report empty. Runs in the
 * caller's transaction; the figures equal the tickets' (tests/api/finance/finance.test.ts).
 * `days: false` leaves out the day table, for migration 0241, which runs before 0340 creates it.
 */
export async function rebuildSalesTotals(db: QueryExecutorProvider, opts: { days: boolean } = { days: true }): Promise<void> {
  const tables = ['sales_hour_totals', ...(opts.days ? ['sales_day_totals'] : []), 'sales_month_totals', 'sales_year_totals'];
  await sql.raw(`truncate ${tables.join(', ')}`).execute(db);
  await sql
    .raw(
      `insert into sales_hour_totals (org_id, hour, customer_id, project_id, contract_id, grade, trips, quantity)
    select t.org_id, date_trunc('hour', t.created_at), k.customer_id, k.project_id, coalesce(k.contract_id, 0), k.strength, count(*), sum(t.quantity)
    from delivery_tickets t join production_tasks k on k.id = t.task_id
    where t.ticketed_at is not null and t.detail_state = 'sent' group by 1, 2, 3, 4, 5, 6`,
    )
    .execute(db);
  for (const [table, period, value] of [
    ['sales_month_totals', 'month', "date_trunc('month', s.hour at time zone z.zone)::date"],
    ['sales_year_totals', 'year', 'extract(year from s.hour at time zone z.zone)::int'],
  ]) {
    await sql
      .raw(
        `insert into ${table} (${period}, ${KEY}, trips, quantity)
      select ${value}, s.org_id, s.customer_id, s.project_id, s.contract_id, s.grade, sum(s.trips), sum(s.quantity)
      from sales_hour_totals s, (select zone from sales_plant_zone limit 1) z group by 1, 2, 3, 4, 5, 6`,
      )
      .execute(db);
  }
  if (opts.days) await deriveSalesDays.execute(db);
  for (const t of tables) await sql.raw(`analyze ${t}`).execute(db);
}
