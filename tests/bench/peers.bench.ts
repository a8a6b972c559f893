import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import { digest, DEMO_PASSWORD } from '../api/harness';
import { compare, holds, pct, run } from './closed-loop';
import type { Bench } from './run';
import { autoRestPeer } from './peers/autorest';
import { gridPeer } from './peers/grid';
import { PROFILE_DIR, startProfile } from './profile';

type Rows = Awaited<ReturnType<Bench['run']>>;
/** BENCH_PEERS=framework,embedded,autorest,grid runs some of them. */
const ONLY = (process.env.BENCH_PEERS ?? '').split(',').filter(Boolean);
const wanted = (name: string) => !ONLY.length || ONLY.includes(name);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** A trivial authenticated call: the session, the organisation, the envelope, and a two-field answer. */
const LIGHT = '/system/sys/get-websocket-ip';
/** A light call that reads the database: the signed-in user, as every screen asks first. */
const LIGHT_DB = '/user/users/current';

type Booted = { base: string; headers: Record<string, string>; close: () => Promise<void> };

/** Our server in this process on PGlite (in memory) or on PostgreSQL (a fresh schema), signed in as admin. */
async function ours(database: 'pglite' | 'postgres'): Promise<Booted> {
  const schema = `bench_peer_${Date.now().toString(36)}`;
  const env = {
    ...process.env,
    SIMULATOR: 'off',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATA_DIR: 'memory://',
    ...(database === 'postgres' ? { DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
  };
  const { services, database: db } = await bootServices(readConfig(env));
  const app = await build({ services, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/prod-api`;
  const r = await fetch(`${base}/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' });
  const headers = { access_token: ((await r.json()) as { access_token: string }).access_token };
  return {
    base,
    headers,
    async close() {
      await app.close();
      if (database === 'postgres')
        await (
          await import('kysely')
        ).sql
          .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          .execute(db.db)
          .catch(() => {});
      await db.close();
    },
  };
}

/** Bare Fastify answering the same JSON, with nothing in front of the handler. */
async function bareFastify(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/current', async (_req, reply) => reply.type('application/json').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/current`, close: () => app.close() };
}

/** A trivial authenticated call of ours against bare Fastify answering the same bytes. */
async function frameworkOverhead(lite: Booted): Promise<Rows> {
  const body = await (await fetch(`${lite.base}${LIGHT}`, { headers: lite.headers })).text();
  const bare = await bareFastify(body);
  try {
    const [a, b] = await compare([`${lite.base}${LIGHT}`], [bare.url], lite.headers, 8, SECONDS);
    return [
      { name: `framework: ours ${LIGHT} (PGlite) requests/s at 8 clients`, value: a.rps },
      { name: 'framework: bare Fastify, same JSON, requests/s', value: b.rps },
      { name: 'framework: p50 ours / bare', value: `${a.p50.toFixed(2)} / ${b.p50.toFixed(2)}`, unit: 'ms' },
      { name: 'framework: errors ours / bare', value: `${a.errors} / ${b.errors}` },
      // the server thread's busy time per request: its CPU cost, which the machine's other load moves far less than requests/s
      {
        name: 'framework: server busy per request ours / bare',
        value: `${(a.busyPerRequest * 1000).toFixed(1)} / ${(b.busyPerRequest * 1000).toFixed(1)}`,
        unit: 'µs',
      },
      { name: 'framework: busy per request ratio (ours / bare)', value: a.busyPerRequest / b.busyPerRequest, unit: '×' },
      { name: 'framework: ratio (ours / bare Fastify)', value: a.rps / b.rps, unit: '×', target: '≥ 0.85×' },
      { name: 'framework: ratio ≥ 0.85× holds', value: holds(a.rps / b.rps >= 0.85) },
    ];
  } finally {
    await bare.close();
  }
}

/** One light database call on PGlite and on PostgreSQL: latency at 1 client, throughput at 50. */
async function embeddedAgainstNative(lite: Booted): Promise<Rows> {
  if (!process.env.DATABASE_URL) return [{ name: 'embedded: PGlite against PostgreSQL skipped, needs DATABASE_URL', value: '-' }];
  const native = await ours('postgres');
  try {
    // one client: latency; fifty: throughput; the two in turns, each server with its own session
    const one = async (b: Booted) => (await run([`${b.base}${LIGHT_DB}`], b.headers, SECONDS / 2, 1)).latencies;
    const fifty = async (b: Booted) => {
      const r = await run([`${b.base}${LIGHT_DB}`], b.headers, SECONDS / 2, 50);
      return r.latencies.length / r.seconds;
    };
    await one(lite);
    await one(native);
    const lat = { lite: [] as number[], native: [] as number[] };
    const rps = { lite: [] as number[], native: [] as number[] };
    for (let i = 0; i < 2; i++) {
      lat.lite.push(...(await one(lite)));
      lat.native.push(...(await one(native)));
      rps.lite.push(await fifty(lite));
      rps.native.push(await fifty(native));
    }
    // BENCH_PROFILE=<dir>: after the measurement, one more turn of each under the profiler (profile.ts)
    if (PROFILE_DIR)
      for (const [name, b] of [
        ['pglite', lite],
        ['postgres', native],
      ] as const) {
        const profile = await startProfile(`embedded-${name}`);
        await one(b);
        await fifty(b);
        await profile.stop();
      }
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const latRatio = pct(lat.lite, 0.5) / pct(lat.native, 0.5);
    const rpsRatio = mean(rps.lite) / mean(rps.native);
    return [
      {
        name: `embedded: ${LIGHT_DB}, 1 client p50 PGlite / PostgreSQL`,
        value: `${pct(lat.lite, 0.5).toFixed(2)} / ${pct(lat.native, 0.5).toFixed(2)}`,
        unit: 'ms',
      },
      { name: 'embedded: 1 client p99 PGlite / PostgreSQL', value: `${pct(lat.lite, 0.99).toFixed(2)} / ${pct(lat.native, 0.99).toFixed(2)}`, unit: 'ms' },
      { name: 'embedded: 50 clients requests/s PGlite / PostgreSQL', value: `${mean(rps.lite).toFixed(0)} / ${mean(rps.native).toFixed(0)}` },
      { name: 'embedded: 1 client latency ratio (PGlite / PostgreSQL)', value: latRatio, unit: '×', target: '≤ 1.5×' },
      { name: 'embedded: 50 clients throughput ratio (PGlite / PostgreSQL)', value: rpsRatio, unit: '×', target: '≥ 0.5×' },
      { name: 'embedded: latency ≤ 1.5× holds', value: holds(latRatio <= 1.5) },
      { name: 'embedded: throughput ≥ 0.5× holds', value: holds(rpsRatio >= 0.5) },
    ];
  } finally {
    await native.close();
  }
}

/** A peer that fails prints why and fails the run, without losing the other peers' figures. */
async function section(name: string, measure: () => Promise<Rows>): Promise<Rows> {
  try {
    return await measure();
  } catch (e) {
    process.exitCode = 1;
    return [{ name: `${name}: failed, ${(e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 160)}`, value: '-' }];
  }
}

const bench: Bench = {
  title: 'Peers: bare Fastify, native PostgreSQL, @platformatic/db, AG Grid',
  async run() {
    const out: Rows = [];
    if (wanted('framework') || wanted('embedded')) {
      const lite = await ours('pglite');
      try {
        if (wanted('framework')) out.push(...(await section('framework', () => frameworkOverhead(lite))));
        if (wanted('embedded')) out.push(...(await section('embedded', () => embeddedAgainstNative(lite))));
      } finally {
        await lite.close();
      }
    }
    if (wanted('autorest')) out.push(...(await section('auto-REST', autoRestPeer)));
    if (wanted('grid')) out.push(...(await section('grid', gridPeer)));
    return out;
  },
};
export default bench;
