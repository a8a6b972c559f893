import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { CMD, SNAPSHOT, SOCKET } from '../../src/domain/events';
import { startTestServer } from '../api/harness';
import { holds, pct } from './closed-loop';
import { benchNumber } from './flags';
import { startProfile, statementStats, timePaths } from './profile';
import type { Bench } from './run';

/**
 * The plant under load (issue 12): the simulator at 20×, USERS signed-in users browsing lists and
 * snapshots through autocannon (its own thread), USERS boards on the socket, an export started every
 * second at most (EXPORT_EVERY_MS), for 600 s (`npm run bench -- load --seconds=60`, or BENCH_LOAD_SECONDS, for a try).
 * The simulator's truck cycle does not follow the hour, so 20× its rate is ten times twice its
 * busiest hour's; the figures say how many plant events a board received a second. A probe event
 * every PROBE_MS goes through the hub and, at the same moment, through a plain `ws` broadcast in the
 * same process to as many clients: the hub's latency against the plainest one under the same load.
 */
const SECONDS = benchNumber('seconds', 'BENCH_LOAD_SECONDS', 600);
const USERS = 50;
/** a user clicking through screens: a list, its search, a board's snapshots, two calls a second each */
const CALLS_PER_USER_S = 2;
const SIM_SPEED = 20;
const PROBE_MS = 50;
const LOGINS = ['admin', 'dispatcher', 'sales', 'station', 'lab', 'manager'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/**
 * autocannon in a thread of its own, each connection with its own user's token, the URLs in turn. A
 * call counts as an error unless it answers 200 with a body starting `{"code":200` (refusals and
 * failures of a known call come as HTTP 200 with another code). In a thread autocannon hands back
 * its raw histograms: aggregateResult turns them into the usual figures.
 */
const CANNON = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require('autocannon');
let next = 0;
let refused = 0;
const samples = [];
const onResponse = (status, body) => {
  if (status === 200 && String(body).startsWith('{"code":200')) return;
  refused++;
  if (samples.length < 3) samples.push(status + ' ' + String(body).slice(0, 160));
};
const requests = (headers) => workerData.paths.map((path) => ({ method: 'GET', path, headers, onResponse }));
const opts = {
  url: workerData.origin, connections: workerData.tokens.length, connectionRate: workerData.rate, duration: workerData.seconds,
  requests: requests({}),
  // setHeaders would set the first request's headers only: each connection gets its own list
  setupClient: (client) => client.setRequests(requests({ access_token: workerData.tokens[next++ % workerData.tokens.length] })),
};
autocannon(opts, (err, raw) => {
  if (err) return parentPort.postMessage({ error: String(err) });
  const r = autocannon.aggregateResult([raw], opts);
  parentPort.postMessage({
    requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, refused, samples,
    p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max,
  });
});
`;

function clients(data: { kind: 'socket.io' | 'ws'; url: string; path?: string; token?: string; count: number }) {
  const worker = new Worker(new URL('./live-clients.worker.mjs', import.meta.url), { workerData: data });
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m) => {
      if (m.type === 'ready') resolve();
      else if (m.type === 'error') reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
  const report = () =>
    new Promise<{ latencies: number[]; received: number }>((resolve) => {
      worker.on('message', (m) => {
        if (m.type === 'report') resolve(m);
      });
      worker.postMessage({ type: 'report' });
    });
  return {
    ready,
    report,
    close: async () => {
      worker.postMessage({ type: 'close' });
      await sleep(200);
      await worker.terminate();
    },
  };
}

/** What a user browsing does: list screens, the live snapshots a board opens with, the menu. */
const BROWSE = [
  '/prod-api/resource/customer/page?page=1&limit=20',
  '/prod-api/resource/deliveryTicket/page?page=1&limit=20',
  '/prod-api/system/home/today-tasks?page=1&limit=10',
  '/prod-api/user/menu/findbycode',
  '/prod-api/user/users/current',
  ...Object.values(SNAPSHOT).map((p) => `/prod-api${p}`),
];

type Calls = { requests: number; non2xx: number; errors: number; timeouts: number; refused: number; samples: string[]; p50: number; p99: number; max: number };

function cannon(origin: string, tokens: string[], paths: string[]): { done: Promise<Calls>; stop: () => Promise<number> } {
  const w = new Worker(CANNON, { eval: true, workerData: { origin, tokens, paths, seconds: SECONDS, rate: CALLS_PER_USER_S } });
  const done = new Promise<Calls>((resolve, reject) => {
    w.once('message', (m: Calls & { error?: string }) => (m.error ? reject(new Error(m.error)) : resolve(m)));
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`the load thread exited (${code}) before reporting`)));
  });
  return { done, stop: () => w.terminate() };
}

/**
 * The export, again and again, as a clerk would while the plant runs: the next one starts when the
 * last has downloaded, and no sooner than EXPORT_EVERY_MS after it started. Unpaced, an export of
 * the demo's tickets (13 ms since the writer thread is kept) ran 27 times a second, a load no clerk
 * makes, and the run measured that instead of the plant. `stop()` waits for the one in progress.
 */
const EXPORT_EVERY_MS = 1000;
function exporter(origin: string, token: string) {
  let on = true;
  const times: number[] = [];
  let errors = 0;
  const loop = (async () => {
    while (on) {
      const t = performance.now();
      const r = await fetch(`${origin}/prod-api/resource/deliveryTicket/export?page=1&limit=50000`, { headers: { access_token: token } }).catch(() => null);
      if (!r || r.status !== 200) errors++;
      await r?.arrayBuffer().catch(() => null);
      times.push(performance.now() - t);
      const rest = EXPORT_EVERY_MS - (performance.now() - t);
      if (on && rest > 0) await sleep(rest);
    }
  })();
  return {
    times,
    errors: () => errors,
    stop: async () => {
      on = false;
      await loop;
    },
  };
}

const bench: Bench = {
  title: `Load: simulator at ${SIM_SPEED}×, ${USERS} users browsing and ${USERS} boards, an export running, ${SECONDS} s (--seconds=)`,
  async run() {
    // whatever was started is stopped, in reverse order, however the run ends
    const stops: Array<() => unknown> = [];
    try {
      statementStats('load');
      const s = await startTestServer({ SIMULATOR: 'on', SIM_SPEED: String(SIM_SPEED) });
      stops.push(() => s.close());
      const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      stops.push(() => new Promise((r) => wss.close(r)));
      await new Promise((r) => wss.once('listening', r));
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
      const tokens: string[] = [];
      for (let i = 0; i < USERS; i++) tokens.push(await s.login(LOGINS[i % LOGINS.length]));
      const admin = await s.login('admin');
      // the lists are open to everyone who signs in here, or the run would count refusals as errors
      const refused: string[] = [];
      for (const p of BROWSE)
        for (const t of tokens.slice(0, LOGINS.length)) {
          const r = await fetch(`${origin}${p}`, { headers: { access_token: t } });
          if (r.status !== 200 || !(await r.text()).startsWith('{"code":200')) refused.push(p);
        }
      const browse = BROWSE.filter((p) => !refused.includes(p));

      const sio = clients({ kind: 'socket.io', url: origin, path: SOCKET.path, token: tokens[1], count: USERS });
      stops.push(() => sio.close());
      const ws = clients({ kind: 'ws', url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, count: USERS });
      stops.push(() => ws.close());
      await Promise.all([sio.ready, ws.ready]);

      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      stops.push(() => lag.disable());
      const simStart = s.app.live.simulator?.time ?? 0;
      // BENCH_PROFILE=<dir>: CPU profiles of every thread over the measured window (profile.ts)
      const profile = await startProfile('load');
      stops.push(() => profile.stop());
      const paths = timePaths(s.app.server, 'load');
      const load = cannon(origin, tokens, browse);
      stops.push(() => load.stop());
      const exports = exporter(origin, admin);
      stops.push(() => exports.stop());
      const hubOnly = s.app.live.hub!.publisher;
      let probes = 0;
      const firstProbe = now();
      const probe = setInterval(() => {
        // each probe is stamped with the moment it was due, and those a blocked loop held back are
        // all sent now: the time the loop was blocked counts as latency, as it would for a truck's fix
        while (firstProbe + probes * PROBE_MS <= now()) {
          const data = {
            id: 900_000 + (probes % 100),
            orgId: '01',
            lat: 30.3,
            lng: 120.1,
            heading: 0,
            speed: 0,
            time: '',
            sentAt: firstProbe + probes++ * PROBE_MS,
          };
          // straight to the hub: a probe is no change of the plant (no truck, no row), so it must not
          // mark the trucks' kept snapshot stale twenty times a second as no plant would
          hubOnly.publish('01', CMD.vehiclePositions, data);
          const text = JSON.stringify({ cmd: CMD.vehiclePositions, data });
          for (const c of wss.clients) c.send(text);
        }
      }, PROBE_MS / 5);
      stops.push(() => clearInterval(probe));

      const calls = await load.done;
      clearInterval(probe);
      await profile.stop();
      paths.stop();
      await exports.stop();
      lag.disable();
      await sleep(500);
      const [hub, plain] = await Promise.all([sio.report(), ws.report()]);
      const errors = calls.non2xx + calls.errors + calls.timeouts + calls.refused;
      const hubP99 = pct(hub.latencies, 0.99);
      const plainP99 = pct(plain.latencies, 0.99);
      const simSeconds = (s.app.live.simulator?.time ?? 0) - simStart;
      return [
        { name: 'plant seconds simulated during the run', value: simSeconds, unit: 's' },
        { name: 'live events a board received a second (probes included)', value: hub.received / USERS / SECONDS, unit: '/s' },
        { name: `calls made, ${CALLS_PER_USER_S}/s per user (${browse.length} kinds; refused to these users: ${refused.length})`, value: calls.requests },
        {
          name: 'calls: errors (non-2xx / other codes / socket errors / timeouts)',
          value: `${errors} (${calls.non2xx} / ${calls.refused} / ${calls.errors} / ${calls.timeouts})`,
          target: '0',
        },
        ...calls.samples.map((x, i) => ({ name: `  error ${i + 1}`, value: x })),
        { name: 'calls: p50 / p99 / max', value: `${calls.p50} / ${calls.p99} / ${calls.max}`, unit: 'ms', target: 'p99 < 500 ms' },
        { name: `exports finished, one started every ${EXPORT_EVERY_MS} ms at most (errors)`, value: `${exports.times.length} (${exports.errors()})` },
        { name: 'export: median time', value: pct(exports.times, 0.5), unit: 'ms' },
        { name: `probes through the hub to ${USERS} boards: received / sent×${USERS}`, value: `${hub.latencies.length}/${probes * USERS}` },
        { name: 'live: hub p50 / p99', value: `${pct(hub.latencies, 0.5).toFixed(1)} / ${hubP99.toFixed(1)}`, unit: 'ms', target: 'p99 < 100 ms' },
        {
          name: 'live: plain ws broadcast p50 / p99 (same process, same moment)',
          value: `${pct(plain.latencies, 0.5).toFixed(1)} / ${plainP99.toFixed(1)}`,
          unit: 'ms',
        },
        { name: 'live: hub p99 / plain ws p99', value: hubP99 / plainP99, unit: '×', target: '≤ 2×' },
        {
          name: 'server event loop delay p50 / p99 / max',
          value: `${(lag.percentile(50) / 1e6).toFixed(1)} / ${(lag.percentile(99) / 1e6).toFixed(1)} / ${(lag.max / 1e6).toFixed(1)}`,
          unit: 'ms',
        },
        { name: '0 errors holds', value: holds(errors === 0) },
        { name: 'calls p99 < 500 ms holds', value: holds(calls.p99 < 500) },
        { name: 'live p99 < 100 ms holds', value: holds(hubP99 < 100) },
        { name: 'live p99 ≤ 2× plain ws holds', value: holds(hubP99 <= 2 * plainP99) },
      ];
    } finally {
      for (const stop of stops.reverse())
        await Promise.resolve()
          .then(stop)
          .catch(() => {});
    }
  },
};
export default bench;
