import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import type { DB } from '../../server/db/database';
import { holdsBusinessData, plantTimeZone, seedScale } from '../../server/seed/scale/seed-scale';
import { stderrProgress } from '../../server/seed/scale/progress';
import { digest, DEMO_PASSWORD } from '../api/harness';
import type { Bench } from './run';
import { compare as compareLoads, holds } from './closed-loop';

/** BENCH_TICKETS_SCALE=medium (or tiny) measures a smaller seed quickly; the target is for large. */
const SCALE = process.env.BENCH_TICKETS_SCALE ?? 'large';
const SCHEMA = process.env.BENCH_TICKETS_SCHEMA ?? `bench_${SCALE}`;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const LARGE_TICKETS = 1_000_000;

/** The bench schema holds the large seed, or gets it now (once: later runs reuse it). */
const ticketCount = async (db: DB) => Number((await sql<{ n: string }>`select count(*) as n from delivery_tickets`.execute(db)).rows[0].n);
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

async function scaleSeed(db: DB): Promise<string> {
  if ((await ticketCount(db)) >= (SCALE === 'large' ? LARGE_TICKETS : 1)) return 'reused';
  if (await holdsBusinessData(db)) throw new Error(`schema ${SCHEMA} holds a company without the ${SCALE} history: drop it (drop schema ${SCHEMA} cascade)`);
  await seedScale(db, { scale: SCALE, seed: 20260401, progress: stderrProgress(SCALE) });
  return 'seeded now';
}

/** Customer-month pairs to ask for: the busiest ones and a spread of ordinary ones. */
async function customerMonths(db: DB): Promise<Array<{ customerId: number; month: string; tickets: number }>> {
  const tz = await plantTimeZone(db);
  const r = await sql<{ customer_id: number; month: string; n: string }>`
    with m as (select k.customer_id, to_char(t.created_at at time zone ${tz}, 'YYYY-MM') as month, count(*) as n
      from delivery_tickets t join production_tasks k on k.id = t.task_id group by 1, 2)
    (select * from m order by n desc limit 8) union all (select * from m order by md5(customer_id || month) limit 24)`.execute(db);
  return r.rows.map((x) => ({ customerId: x.customer_id, month: x.month, tickets: Number(x.n) }));
}

/** One statement as the pg driver got it: `name` when it runs as a named (prepared) statement. */
type Statement = { text: string; values: unknown[]; name?: string };

/**
 * The SQL (text and parameters) that one request makes our server run, caught at the pg driver, in
 * steps: the statements of a step were sent while another of it was still running (the count and
 * the page at once), a step starts when the one before it has answered.
 */
async function captureSql(url: string, headers: Record<string, string>): Promise<Statement[][]> {
  const steps: Statement[][] = [];
  let running = 0;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [a] = args;
    let q: Statement | undefined;
    if (typeof a === 'string') q = { text: a, values: (args[1] as unknown[]) ?? [] };
    // server/db/prepared.ts hands the driver a query config: the bare peer prepares it the same way
    else if (a && typeof a === 'object' && typeof (a as Statement).text === 'string') {
      const c = a as Statement;
      q = { text: c.text, values: c.values ?? [], ...(c.name ? { name: c.name } : {}) };
    }
    const result = original.apply(this, args);
    if (q) {
      if (running === 0 || !steps.length) steps.push([]);
      steps.at(-1)!.push(q);
      running++;
      void Promise.resolve(result).finally(() => {
        running--;
      });
    }
    return result;
  };
  try {
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  } finally {
    proto.query = original;
  }
  return steps;
}

/**
 * node:http + pg, nothing else: runs the captured statements of request `i` and answers their rows,
 * overlapping them as our server does (each step's statements at once, the steps in turn).
 */
function peerServer(pool: pg.Pool, plans: Statement[][][]): Server {
  return createServer((req, res) => {
    const i = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('i'));
    void (async () => {
      const results: unknown[][] = [];
      for (const step of plans[i]) results.push(...(await Promise.all(step.map(async (q) => (await pool.query(q)).rows))));
      const list = results.at(-1) ?? [];
      const counted = results.find((r) => r.length === 1 && 'total' in (r[0] as object))?.[0] as { total?: unknown } | undefined;
      const total = Number(counted?.total ?? list.length);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, msg: '', data: { list, total, page: 1, limit: 20 } }));
    })().catch((e: Error) => {
      res.writeHead(500);
      res.end(e.message);
    });
  });
}

const listen = (s: Server) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));

const bench: Bench = {
  title: `Delivery ticket list at plant scale: page 1 by customer and month (PostgreSQL, ${SCALE} seed)`,
  async run() {
    const url = process.env.DATABASE_URL;
    if (!url) return [{ name: 'skipped: needs DATABASE_URL (PostgreSQL)', value: '-' }];
    const config = readConfig({ ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: SCHEMA, SIMULATOR: 'off', LOG_LEVEL: 'warn' });
    const { services, database } = await bootServices(config, { seed: false });
    const app = await build({ services, logger: false });
    const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${SCHEMA}` });
    let peer: Server | undefined;
    try {
      const seeded = await scaleSeed(services.db);
      const port = (await app.listen({ port: 0, host: '127.0.0.1' }), (app.server.address() as AddressInfo).port);
      const base = `http://127.0.0.1:${port}/prod-api`;
      const login = await fetch(`${base}/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' });
      const token = ((await login.json()) as { access_token: string }).access_token;
      const headers = { access_token: token };
      const pairs = await customerMonths(services.db);
      const resource = (await fetch(`${base}/resource/deliveryTicket/page?page=1&limit=20`, { headers })).status !== 404;
      const ours = pairs.map((p) =>
        resource
          ? `${base}/resource/deliveryTicket/page?customerId=${p.customerId}&month=${p.month}&page=1&limit=20`
          : `${base}/production/production/getTaskDetailByTime?start_time=${p.month}-01&end_time=${lastDay(p.month)}&page=1&limit=20`,
      );
      const plans = [];
      for (const u of ours) plans.push(await captureSql(u, headers));
      if (process.env.BENCH_SHOW_SQL)
        for (const [n, step] of plans[0].entries())
          for (const q of step) console.error(`-- step ${n + 1}${q.name ? ` (prepared ${q.name})` : ''}\n${q.text}\n  -- ${JSON.stringify(q.values)}`);
      const peerPort = await listen((peer = peerServer(pool, plans)));
      const bare = pairs.map((_, i) => `http://127.0.0.1:${peerPort}/?i=${i}`);
      // one user's call (latency), then a busy office (throughput): p99 under a saturated closed loop
      // measures the queue, which the bare peer shares, so the latency target is read at concurrency 1
      const [one, oneBare] = await compareLoads(ours, bare, headers, 1, SECONDS);
      const [a, b] = await compareLoads(ours, bare, headers, CONCURRENCY, SECONDS);
      const ratio = a.rps / b.rps;
      return [
        { name: `delivery tickets in schema ${SCHEMA} (${seeded})`, value: await ticketCount(services.db) },
        {
          name: `served by ${resource ? '/resource/deliveryTicket/page' : 'getTaskDetailByTime (no customer filter yet)'}`,
          value: pairs.length,
          unit: 'customer-months',
        },
        { name: 'statements per request (in steps)', value: plans[0].map((step) => step.length).join(' + ') },
        { name: 'one client: ours p50', value: one.p50, unit: 'ms' },
        { name: 'one client: ours p99', value: one.p99, unit: 'ms', target: '≤ 50 ms' },
        { name: 'one client: bare p50 / p99', value: `${oneBare.p50.toFixed(2)} / ${oneBare.p99.toFixed(2)}`, unit: 'ms' },
        { name: `ours: requests/s at concurrency ${CONCURRENCY}`, value: a.rps },
        { name: `ours: p50 / p99 at concurrency ${CONCURRENCY}`, value: `${a.p50.toFixed(2)} / ${a.p99.toFixed(2)}`, unit: 'ms' },
        { name: 'bare node:http + pg, same SQL: requests/s', value: b.rps },
        { name: `bare: p50 / p99 at concurrency ${CONCURRENCY}`, value: `${b.p50.toFixed(2)} / ${b.p99.toFixed(2)}`, unit: 'ms' },
        { name: 'ratio of requests/s (ours / bare)', value: ratio, unit: '×', target: '≥ 0.8×' },
        { name: `ratio of p99 at concurrency ${CONCURRENCY} (ours / bare)`, value: a.p99 / b.p99, unit: '×', target: '≤ 1.25×' },
        { name: 'server thread busy per request (ours / bare)', value: `${a.busyPerRequest.toFixed(2)} / ${b.busyPerRequest.toFixed(2)}`, unit: 'ms' },
        { name: 'errors (ours / bare)', value: `${a.errors} / ${b.errors}` },
        { name: 'p99 ≤ 50 ms (one client) holds', value: one.p99 <= 50 ? 'yes' : 'NO' },
        { name: 'ratio ≥ 0.8× holds', value: holds(ratio >= 0.8) },
        { name: 'p99 ≤ 1.25× the bare peer holds', value: holds(a.p99 / b.p99 <= 1.25) },
      ];
    } finally {
      await new Promise((r) => (peer ? peer.close(r) : r(null)));
      await pool.end();
      await app.close();
      await database.close();
    }
  },
};
export default bench;
