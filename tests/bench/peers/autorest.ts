import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { build } from '../../../server/app';
import { bootServices } from '../../../server/boot';
import { readConfig } from '../../../server/config';
import type { DB } from '../../../server/db/database';
import { holdsBusinessData, plantTimeZone, seedScale } from '../../../server/seed/scale/seed-scale';
import { stderrProgress } from '../../../server/seed/scale/progress';
import { digest, DEMO_PASSWORD } from '../../api/harness';
import { compare, holds, run } from '../closed-loop';
import { childProfileArgs, PROFILE_DIR, startProfile } from '../profile';
import type { Bench } from '../run';
import { startPlatformatic } from './platformatic';

type Rows = Awaited<ReturnType<Bench['run']>>;

/** Same seed and schema as tickets.bench.ts (BENCH_TICKETS_SCALE), so the two benches share it. */
const SCALE = process.env.BENCH_TICKETS_SCALE ?? 'large';
const SCHEMA = process.env.BENCH_TICKETS_SCHEMA ?? `bench_${SCALE}`;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

async function ensureSeed(db: DB): Promise<void> {
  const n = Number((await sql<{ n: string }>`select count(*) as n from delivery_tickets`.execute(db)).rows[0].n);
  if (n > 0) return;
  if (await holdsBusinessData(db)) throw new Error(`schema ${SCHEMA} holds a company without the ${SCALE} history: drop it`);
  await seedScale(db, { scale: SCALE, seed: 20260401, progress: stderrProgress(SCALE) });
}

interface CustomerMonth {
  customerId: number;
  month: string;
  tasks: number[];
  from: Date;
  to: Date;
  tickets: number;
}

/**
 * Customer-months to ask for (the busiest and a spread), with what an auto-REST client must send for
 * the same filter: delivery_tickets has no customer column (a ticket's customer is its task's), so
 * the peer is handed the customer's task ids of that month and the month's bounds in the plant's
 * time zone. Finding those ids is not counted against it.
 */
async function customerMonths(db: DB): Promise<CustomerMonth[]> {
  const tz = await plantTimeZone(db);
  const r = await sql<{ customer_id: number; month: string; n: string; tasks: number[]; from_ts: Date; to_ts: Date }>`
    with m as (select k.customer_id, to_char(t.created_at at time zone ${tz}, 'YYYY-MM') as month, count(*) as n,
        array_agg(distinct t.task_id) as tasks,
        min(date_trunc('month', t.created_at at time zone ${tz})) at time zone ${tz} as from_ts,
        (min(date_trunc('month', t.created_at at time zone ${tz})) + interval '1 month') at time zone ${tz} as to_ts
      from delivery_tickets t join production_tasks k on k.id = t.task_id group by 1, 2)
    (select * from m order by n desc limit 8) union all (select * from m order by md5(customer_id || month) limit 24)`.execute(db);
  return r.rows.map((x) => ({
    customerId: x.customer_id,
    month: x.month,
    tasks: x.tasks,
    from: new Date(x.from_ts),
    to: new Date(x.to_ts),
    tickets: Number(x.n),
  }));
}

const peerQuery = (c: CustomerMonth) =>
  `?where.taskId.in=${c.tasks.join(',')}&where.createdAt.gte=${c.from.toISOString()}` +
  `&where.createdAt.lt=${c.to.toISOString()}&orderby.createdAt=desc&orderby.id=desc&limit=20&totalCount=true`;

/**
 * The delivery ticket list (customer and month, page 1) on PostgreSQL: ours against
 * @platformatic/db's generated list route of delivery_tickets on the same schema (it
 * answers the table's own columns; ours joins the task, customer and vehicle for the screen). Before timing, every
 * customer-month is asked once of both and their totals compared, so the peer is known to answer
 * the same question (the closed loop only checks our envelope; the peer answers a bare array).
 */
export async function autoRestPeer(): Promise<Rows> {
  const url = process.env.DATABASE_URL;
  if (!url) return [{ name: 'auto-REST: skipped, needs DATABASE_URL (PostgreSQL)', value: '-' }];
  const config = readConfig({ ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: SCHEMA, SIMULATOR: 'off', LOG_LEVEL: 'warn', REDIS_URL: '' });
  const { services, database } = await bootServices(config, { seed: false });
  const app = await build({ services, logger: false });
  try {
    await ensureSeed(services.db);
    // BENCH_PROFILE=<dir>: the peer's process writes its own profile into <dir>/autorest-peer when it ends
    const peer = await startPlatformatic(url, SCHEMA, childProfileArgs('autorest-peer'));
    if ('skipped' in peer) return [{ name: `auto-REST: skipped, ${peer.skipped}`, value: '-' }];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/prod-api`;
      const login = await fetch(`${base}/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' });
      const headers = { access_token: ((await login.json()) as { access_token: string }).access_token };
      const pairs = await customerMonths(services.db);
      const ours = pairs.map((p) => `${base}/resource/deliveryTicket/page?customerId=${p.customerId}&month=${p.month}&page=1&limit=20`);
      const theirs = pairs.map((p) => `${peer.url}${peer.ticketsPath}${peerQuery(p)}`);
      let sameTotals = 0;
      for (let i = 0; i < pairs.length; i++) {
        const a = (await (await fetch(ours[i], { headers })).json()) as { code: number; data: { total: number } };
        const res = await fetch(theirs[i]);
        if (res.status !== 200) throw new Error(`@platformatic/db answered ${res.status} to ${theirs[i].slice(0, 200)}: ${(await res.text()).slice(0, 200)}`);
        if (a.code === 200 && Number(res.headers.get('x-total-count')) === a.data.total && a.data.total === pairs[i].tickets) sameTotals++;
      }
      const [one, oneTheirs] = await compare(ours, theirs, headers, 1, SECONDS);
      const [a, b] = await compare(ours, theirs, headers, CONCURRENCY, SECONDS);
      // BENCH_PROFILE=<dir>: after the measurement, ours alone for as long again under the profiler (profile.ts)
      if (PROFILE_DIR) {
        const profile = await startProfile('autorest');
        await run(ours, headers, SECONDS, CONCURRENCY);
        await profile.stop();
      }
      const rps = a.rps / b.rps;
      const p99 = a.p99 / b.p99;
      return [
        { name: `auto-REST: @platformatic/db ${peer.version} on schema ${SCHEMA}, customer-months`, value: pairs.length },
        { name: 'auto-REST: customer-months with equal totals (ours = peer = SQL)', value: `${sameTotals} / ${pairs.length}` },
        { name: 'auto-REST: 1 client p50 / p99 ours', value: `${one.p50.toFixed(2)} / ${one.p99.toFixed(2)}`, unit: 'ms' },
        { name: 'auto-REST: 1 client p50 / p99 peer', value: `${oneTheirs.p50.toFixed(2)} / ${oneTheirs.p99.toFixed(2)}`, unit: 'ms' },
        { name: `auto-REST: requests/s at ${CONCURRENCY} clients ours / peer`, value: `${a.rps.toFixed(0)} / ${b.rps.toFixed(0)}` },
        { name: `auto-REST: p99 at ${CONCURRENCY} clients ours / peer`, value: `${a.p99.toFixed(2)} / ${b.p99.toFixed(2)}`, unit: 'ms' },
        { name: 'auto-REST: ratio of requests/s (ours / peer)', value: rps, unit: '×', target: '≥ 1.2×' },
        { name: 'auto-REST: ratio of p99 (ours / peer)', value: p99, unit: '×', target: '≤ 1.0×' },
        { name: 'auto-REST: errors ours', value: a.errors + one.errors },
        { name: 'auto-REST: requests/s ≥ 1.2× holds', value: holds(rps >= 1.2) },
        { name: 'auto-REST: p99 ≤ 1.0× holds', value: holds(p99 <= 1.0) },
      ];
    } finally {
      await peer.close();
    }
  } finally {
    await app.close();
    await database.close();
  }
}
