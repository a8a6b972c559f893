import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createConnection as tcp } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Subscription } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Snapshots } from '../../../src/domain/events';
import { fetchToken } from '../calls';
import { nodeBoard, watchOpen } from './node-board';
import { TcpProxy } from './tcp-proxy';

/**
 * Scale-out (issue 12): two real server processes on one PostgreSQL schema and one Redis, a proxy in
 * front, and two wall boards running the client's own live layer. Runs when DATABASE_URL and
 * REDIS_URL are set, as .ci/run sets them.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const root = resolve(import.meta.dirname, '../../..');
const schema = `t_scale_${Date.now().toString(36)}`;
/** the instances' data directories (logs, uploads); made only when the test runs */
let dataDir = '';
const basePort = 21_000 + Math.floor(Math.random() * 15_000);

function redisAnswers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((done) => {
    const c = tcp({ host: u.hostname, port: Number(u.port || 6379) });
    const end = (ok: boolean) => {
      c.destroy();
      done(ok);
    };
    c.once('connect', () => end(true));
    c.once('error', () => end(false));
    c.setTimeout(1000, () => end(false));
  });
}
const ready = !!DATABASE_URL && !!REDIS_URL && (await redisAnswers(REDIS_URL));
if (!ready) console.warn('scale-out: skipped, needs DATABASE_URL and a reachable REDIS_URL');

/** `log`: the end of what the process wrote to stderr, to say why it stopped */
interface Instance {
  name: string;
  port: number;
  proc: ChildProcess;
  log: string;
}
const instances: Instance[] = [];

function start(name: string, port: number): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    DATA_DIR: join(dataDir, name),
    SIMULATOR: 'off',
    SKIP_CLIENT_BUILD: '1',
    CLIENT_DIR: join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
  };
  const i: Instance = {
    name,
    port,
    proc: spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] }),
    log: '',
  };
  i.proc.stderr?.setEncoding('utf8').on('data', (c: string) => {
    i.log = (i.log + c).slice(-2000);
  });
  instances.push(i);
  return i;
}

/** Resolves once the instance answers its health call; fails as soon as it exits instead. */
async function up(i: Instance): Promise<void> {
  await vi.waitFor(
    async () => {
      if (i.proc.exitCode !== null) return;
      expect((await fetch(`http://127.0.0.1:${i.port}/prod-api/health`)).ok).toBe(true);
    },
    { timeout: 120_000, interval: 200 },
  );
  if (i.proc.exitCode !== null) throw new Error(`instance ${i.name} exited with ${i.proc.exitCode}: ${i.log}`);
}

const exited = (p: ChildProcess) =>
  new Promise<void>((r) => {
    if (p.exitCode !== null || p.signalCode) r();
    else p.once('exit', () => r());
  });

/** Resolves when `test()` holds, looked at every 10 ms; the time it took, or a failure after `ms`. */
async function within(ms: number, test: () => boolean, what: string): Promise<number> {
  const t0 = performance.now();
  await vi.waitFor(
    () => {
      if (!test()) throw new Error(`${what}: not within ${ms} ms`);
    },
    { timeout: ms, interval: 10 },
  );
  return performance.now() - t0;
}

let proxy: TcpProxy;
let origin: string;
let token: string;
const subs: Subscription[] = [];

beforeAll(async () => {
  if (!ready) return;
  dataDir = mkdtempSync(join(tmpdir(), 'mixboard-scale-'));
  // A first: it migrates and seeds the schema; B then starts on a schema that is already there
  const a = start('A', basePort);
  await up(a);
  const b = start('B', basePort + 1);
  await up(b);
  proxy = new TcpProxy([
    { name: 'A', port: a.port },
    { name: 'B', port: b.port },
  ]);
  origin = `http://127.0.0.1:${await proxy.listen()}`;
  token = await fetchToken(origin, 'dispatcher');
}, 240_000);

afterAll(async () => {
  for (const s of subs) s.unsubscribe();
  await proxy?.close();
  for (const i of instances)
    if (i.proc.exitCode === null && !i.proc.signalCode) {
      i.proc.kill('SIGTERM');
      await exited(i.proc);
    }
  if (ready) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: DATABASE_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One call on a connection of its own, through the proxy to the instance it picks now: fetch's pooled
 * keep-alive lines would carry it to whichever instance a line was opened to, minutes ago (a write
 * "through A" would land on B), or fail it on a line to an instance just killed. Null when no answer came.
 */
function callOnce(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: number; data: unknown } | null> {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${origin}/prod-api${path}`,
      {
        method,
        agent: false,
        headers: { access_token: token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          answer += c;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(answer) as { code: number; data: unknown });
          } catch {
            resolve(null);
          }
        });
        res.on('error', () => resolve(null));
      },
    );
    // the instance died under this call: a write here was never acknowledged
    req.on('error', () => resolve(null));
    req.end(text);
  });
}

/** Issues one load from the dispatch desk; its ticket id once acknowledged. */
async function issueLoad(taskId: number, vehicleId: number): Promise<number | null> {
  const r = await callOnce('POST', '/production/dispatch/issue', { taskId, vehicleId });
  return r?.code === 200 ? (r.data as { ticketId: number }).ticketId : null;
}

/** The tasks and tickets as the server has them now. */
async function serverTasks(): Promise<Snapshots['tasks']> {
  const r = await callOnce('GET', '/live/tasks');
  if (r?.code !== 200) throw new Error(`/live/tasks answered ${JSON.stringify(r)}`);
  return r.data as Snapshots['tasks'];
}

/** The same rows with the same values, in any order. */
function sameRows(a: Array<{ id?: number }>, b: Array<{ id?: number }>): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((r) => [r.id, JSON.stringify(r, Object.keys(r).sort())]));
  return a.every((r) => byId.get(r.id) === JSON.stringify(r, Object.keys(r).sort()));
}

interface DeskTruck {
  vehicleId: number;
  orgId: string;
}
async function deskWork(): Promise<Array<{ taskId: number; vehicleId: number }>> {
  const d = (await (await fetch(`${origin}/prod-api/production/dispatch/dispatch-list`, { headers: { access_token: token } })).json()).data as {
    tasks: Array<{ id: number; orgId: string; remaining: number }>;
    stations: Array<{ orgId: string; yard: DeskTruck[] }>;
  };
  // one task per station, every ready truck of that station on it
  return d.stations.flatMap((s) => {
    const task = d.tasks.find((t) => t.orgId === s.orgId && t.remaining > 0);
    return task ? s.yard.map((y) => ({ taskId: task.id, vehicleId: y.vehicleId })) : [];
  });
}

describe.skipIf(!ready)('two instances on PostgreSQL and Redis behind a proxy', () => {
  it('shows on a board of B what is written through A, and after A is killed its boards come back on B with nothing acknowledged lost', async () => {
    proxy.prefer = () => 'B';
    const onB = nodeBoard(origin, token);
    let tasksOnB: Snapshots['tasks'] = { list: [], tickets: [] };
    subs.push(
      onB.channel('tasks').subscribe((s) => {
        tasksOnB = s;
      }),
    );
    const bOpen = watchOpen(onB);
    await within(15_000, () => bOpen.open() && tasksOnB.list.length > 0, 'board on B opens');

    proxy.prefer = () => 'A';
    const onA = nodeBoard(origin, token);
    let tasksOnA: Snapshots['tasks'] = { list: [], tickets: [] };
    // every state the board showed, and when: whether it matched the server in time is judged once the
    // server's state is known, however long asking took on a busy machine
    const shownOnA: Array<{ at: number; state: Snapshots['tasks'] }> = [];
    subs.push(
      onA.channel('tasks').subscribe((s) => {
        tasksOnA = s;
        shownOnA.push({ at: performance.now(), state: s });
      }),
    );
    const aOpen = watchOpen(onA);
    await within(15_000, () => aOpen.open() && tasksOnA.list.length > 0, 'board on A opens');

    const work = await deskWork();
    expect(work.length).toBeGreaterThan(40);

    // 1. written through A, seen by the board on B within 1 s
    const first = work.shift()!;
    const t0 = performance.now();
    const ticketId = await issueLoad(first.taskId, first.vehicleId);
    expect(ticketId).not.toBeNull();
    // counted from A's acknowledgement: the write's own time on a busy machine is not the hub's
    const written = performance.now() - t0;
    const seen = await within(1000, () => tasksOnB.tickets.some((t) => t.id === ticketId), 'ticket written through A on the board of B');
    expect(seen).toBeLessThan(1000);

    // 2. writes through A in flight when A is killed; every acknowledged one must survive. A's last
    // events never reach its board (held in the proxy, as in a dying process's buffers): the board
    // can match the server only through the snapshot it takes when its socket drops
    proxy.holdLive('A');
    const acknowledged: number[] = [ticketId!];
    let killed = false;
    const writer = async () => {
      while (!killed && work.length) {
        const w = work.shift()!;
        const id = await issueLoad(w.taskId, w.vehicleId);
        if (id !== null) acknowledged.push(id);
      }
    };
    const writers = [writer(), writer()];
    await within(20_000, () => acknowledged.length >= 8, 'writes acknowledged by A');
    const epochBefore = aOpen.epochs();
    const a = instances.find((i) => i.name === 'A')!;
    a.proc.kill('SIGKILL');
    const killedAt = performance.now();
    killed = true;
    await exited(a.proc);
    await Promise.all(writers);

    // the board that was on A matches the server's state (now B's) within 2 s of the kill: every
    // acknowledged ticket, and every task and ticket as the server has it (nothing else writes here)
    const server = await serverTasks();
    const matches = (state: Snapshots['tasks']) =>
      // quality: non-empty acknowledged holds the first ticket and the writes awaited above
      acknowledged.every((id) => state.tickets.some((t) => t.id === id)) && sameRows(state.tickets, server.tickets) && sameRows(state.list, server.list);
    // the state shown at the kill counts from the kill; then each state from when it was shown
    const firstMatch = () => {
      const atKill = shownOnA.filter((e) => e.at <= killedAt).at(-1);
      const since = [...(atKill ? [{ at: killedAt, state: atKill.state }] : []), ...shownOnA.filter((e) => e.at > killedAt)];
      return since.find((e) => matches(e.state));
    };
    await within(8000, () => !!firstMatch(), 'board of A matches the server after the kill');
    const matched = firstMatch()!.at - killedAt;
    expect(matched, 'board of A matches the server within 2 s of the kill').toBeLessThan(2000);
    // …and its socket comes back through the proxy, now on B, after the spec's 4 s reconnect delay
    await within(8000, () => aOpen.open() && aOpen.epochs() > epochBefore, 'board of A reconnects');
    const reconnectedAfter = performance.now() - killedAt;

    const stored = await serverTasks();
    expect(acknowledged.filter((id) => !stored.tickets.some((t) => t.id === id))).toEqual([]);

    // a write through B now reaches the board that came back
    const next = work.shift()!;
    const after = await issueLoad(next.taskId, next.vehicleId);
    expect(after).not.toBeNull();
    await within(1000, () => tasksOnA.tickets.some((t) => t.id === after), 'a write through B on the board that came back');
    console.info(
      `scale-out: written through A in ${written.toFixed(0)} ms, seen on B ${seen.toFixed(0)} ms after; ${acknowledged.length} acknowledged writes kept; ` +
        `board of A matched the server ${matched.toFixed(0)} ms after the kill, reconnected after ${reconnectedAfter.toFixed(0)} ms`,
    );
  }, 180_000);
});
