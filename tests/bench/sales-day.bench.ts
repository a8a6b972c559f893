import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import { plantTimeZone } from '../../server/seed/scale/seed-scale';
import { digest, DEMO_PASSWORD } from '../api/harness';
import type { Bench } from './run';
import { holds } from './closed-loop';

/**
 * The sales day report (admin/finance) on the large seed: `day-report` with `forceReset` rebuilds
 * the day, month-to-date and year-to-date figures of every station, customer, project and grade
 * from the plant-day sales table (and the year's rollup), end to end through the HTTP call (sign-in aside). The same figures
 * straight from the tickets are timed beside it, and the two are compared to the thousandth.
 * Uses the schema tickets.bench.ts seeds (bench_large; BENCH_TICKETS_SCHEMA to change it).
 */
const SCHEMA = process.env.BENCH_TICKETS_SCHEMA ?? 'bench_large';
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const bench: Bench = {
  title: `Sales day report over the large seed (PostgreSQL, schema ${SCHEMA})`,
  async run() {
    const url = process.env.DATABASE_URL;
    if (!url) return [{ name: 'skipped: needs DATABASE_URL (PostgreSQL)', value: '-' }];
    const config = readConfig({ ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: SCHEMA, SIMULATOR: 'off', LOG_LEVEL: 'warn' });
    const t0 = performance.now();
    const { services, database } = await bootServices(config, { seed: false });
    const bootMs = performance.now() - t0;
    const app = await build({ services, logger: false });
    try {
      const db = services.db;
      const tickets = Number((await sql<{ n: string }>`select count(*) as n from delivery_tickets`.execute(db)).rows[0].n);
      if (tickets < 1_000_000) return [{ name: `schema ${SCHEMA} holds ${tickets} tickets: seed it first (npm run bench -- tickets)`, value: '-' }];
      const tz = await plantTimeZone(db);
      const [{ day }] = (await sql<{ day: string }>`select to_char(max(created_at) at time zone ${tz}, 'YYYY-MM-DD') as day from delivery_tickets`.execute(db))
        .rows;
      const port = (await app.listen({ port: 0, host: '127.0.0.1' }), (app.server.address() as AddressInfo).port);
      const base = `http://127.0.0.1:${port}/prod-api`;
      const login = await fetch(`${base}/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' });
      const headers = { access_token: ((await login.json()) as { access_token: string }).access_token };
      const times: number[] = [];
      let cpu = { user: 0, system: 0 };
      let report:
        | {
            rows: number;
            total: Record<'dayTrips' | 'monthTrips' | 'yearTrips', number> & Record<'dayQuantity' | 'monthQuantity' | 'yearQuantity', string>;
            list: unknown[];
          }
        | undefined;
      for (let i = 0; i < RUNS + 2; i++) {
        const s = performance.now();
        const c0 = process.cpuUsage();
        const r = (await (await fetch(`${base}/sales/report/sale/day-report?reportDate=${day}&forceReset=true`, { method: 'POST', headers })).json()) as {
          code: number;
          msg: string;
          data: typeof report;
        };
        if (r.code !== 200) throw new Error(`day-report: ${r.code} ${r.msg}`);
        const c = process.cpuUsage(c0);
        if (i >= 2) {
          times.push(performance.now() - s);
          cpu = { user: cpu.user + c.user, system: cpu.system + c.system };
        } // the first two warm the caches
        report = r.data;
      }
      // the same day, month-to-date and year-to-date figures from the tickets themselves
      const s = performance.now();
      const from = (d: string) => sql`(${d}::timestamp at time zone ${tz})`;
      const direct = (
        await sql<Record<'dn' | 'mn' | 'yn', number> & Record<'dq' | 'mq' | 'yq', string>>`select
          count(*) filter (where t.created_at >= ${from(day)})::int as dn,
          coalesce(sum(t.quantity) filter (where t.created_at >= ${from(day)}), 0)::numeric(16, 3)::text as dq,
          count(*) filter (where t.created_at >= ${from(day.slice(0, 8) + '01')})::int as mn,
          coalesce(sum(t.quantity) filter (where t.created_at >= ${from(day.slice(0, 8) + '01')}), 0)::numeric(16, 3)::text as mq,
          count(*)::int as yn, coalesce(sum(t.quantity), 0)::numeric(16, 3)::text as yq
        from delivery_tickets t join production_tasks k on k.id = t.task_id
        where t.ticketed_at is not null and t.detail_state = 'sent'
          and t.created_at >= ${from(day.slice(0, 4) + '-01-01')} and t.created_at < ((${day}::date + 1)::timestamp at time zone ${tz})`.execute(db)
      ).rows[0];
      const directMs = performance.now() - s;
      const t = report!.total;
      const exact =
        t.dayTrips === direct.dn &&
        t.dayQuantity === direct.dq &&
        t.monthTrips === direct.mn &&
        t.monthQuantity === direct.mq &&
        t.yearTrips === direct.yn &&
        t.yearQuantity === direct.yq;
      const p50 = pct(times, 50);
      const p95 = pct(times, 95);
      const p99 = pct(times, 99);
      return [
        { name: `delivery tickets in ${SCHEMA}`, value: tickets },
        { name: 'boot and migrations (first run backfills the sales tables)', value: bootMs, unit: 'ms' },
        { name: `report day ${day}: lines / year trips`, value: `${report!.rows} / ${report!.total.yearTrips}` },
        { name: `build (day-report, forceReset) p50 over ${RUNS}`, value: p50, unit: 'ms' },
        {
          name: `build p95 / p99 / max`,
          value: `${p95.toFixed(1)} / ${p99.toFixed(1)} / ${Math.max(...times).toFixed(1)}`,
          unit: 'ms',
          target: 'p99 ≤ 300 ms',
        },
        { name: "this process's CPU per build (server and client, load-independent)", value: (cpu.user + cpu.system) / 1000 / RUNS, unit: 'ms' },
        { name: 'machine load average (1 min) during the run', value: (await import('node:os')).loadavg()[0] },
        { name: 'the same totals straight from the tickets (one SQL sum, no lines)', value: directMs, unit: 'ms' },
        { name: 'day, month and year trips and m³ equal the tickets', value: exact ? 'yes' : `NO (${JSON.stringify(t)} vs ${JSON.stringify(direct)})` },
        { name: 'build ≤ 300 ms holds', value: holds(p99 <= 300) },
      ];
    } finally {
      await app.close();
      await database.close();
    }
  },
};
export default bench;
