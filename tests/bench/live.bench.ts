import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer } from 'ws';
import { CMD, SOCKET } from '../../src/domain/events';
import { startTestServer } from '../api/harness';
import { startProfile } from './profile';
import type { Bench } from './run';
import { holds } from './closed-loop';

const CLIENTS = 100;
const RATE = 1000;
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 5);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 1);
const SOAK_SPEED = 10;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A vehicle position batch entry, the most frequent message on the wire. `sentAt` is the moment the
 * event was due (ingested), not the moment this thread got round to sending it: a sender that falls
 * behind must show as latency, or a server that blocks its own sending looks faster than one that
 * queues after sending.
 */
const payload = (i: number, dueAt = now()) => ({
  id: i % 1000,
  orgId: '01',
  lat: 30.3 + (i % 97) / 1000,
  lng: 120.1 + (i % 89) / 1000,
  heading: i % 360,
  speed: 36.5,
  time: '2026-04-01 10:00:00',
  sentAt: dueAt,
});

function startClients(data: { kind: 'socket.io' | 'ws'; url: string; path?: string; token?: string; count: number; batch?: boolean }) {
  const worker = new Worker(new URL('./live-clients.worker.mjs', import.meta.url), { workerData: data });
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m) => {
      if (m.type === 'ready') resolve();
      else if (m.type === 'error') reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
  /** resolves when every client together has received `total` messages since the call, with the time */
  const received = (total: number) =>
    new Promise<number>((resolve) => {
      const on = (m: { type: string; at: number }) => {
        if (m.type === 'done') {
          worker.off('message', on);
          resolve(m.at);
        }
      };
      worker.on('message', on);
      worker.postMessage({ type: 'expect', total });
    });
  const report = () =>
    new Promise<{ latencies: number[]; received: number }>((resolve) => {
      worker.on('message', (m) => {
        if (m.type === 'report') resolve(m);
      });
      worker.postMessage({ type: 'report' });
    });
  /** forget what was received so far (the warm-up) */
  const reset = () => worker.postMessage({ type: 'reset' });
  const close = async () => {
    worker.postMessage({ type: 'close' });
    await sleep(200);
    await worker.terminate();
  };
  return { ready, received, report, reset, close };
}

/**
 * Sends RATE events a second for `seconds` (catching up on late timer ticks), then waits for the tail.
 * Each server is first driven WARMUP_SECONDS unmeasured: the first second of a fresh process compiles
 * the sending path (profiled: one 329 ms block in socket.io's broadcast at +0.2 s), which a hub
 * running for days has long done, and which alone would make the p99 of a 5 s run.
 */
const WARMUP_SECONDS = 1;
async function drive(send: (i: number, dueAt: number) => void, seconds = INGEST_SECONDS) {
  let i = 0;
  const start = performance.now();
  const origin = now();
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor(((performance.now() - start) * RATE) / 1000);
    for (; i < due; i++) send(i, origin + (i * 1000) / RATE);
    await sleep(5);
  }
  await sleep(1000);
  return i;
}

/** As fast as the server can: BURST events at once (to every client), time to the last delivery. */
const BURST = 5000;
async function burst(send: (i: number) => void, received: (total: number) => Promise<number>) {
  const done = received(BURST * CLIENTS);
  const start = now();
  for (let i = 0; i < BURST; i++) {
    send(i);
    if (i % 100 === 99) await new Promise((r) => setImmediate(r));
  }
  return ((BURST * CLIENTS) / ((await done) - start)) * 1000;
}

/**
 * `batch`: the clients ask for the events of one moment in one frame, as the board client does
 * (server/socket/hub.ts); without, one frame per event as the spec has it. BENCH_PROFILE=<dir>
 * profiles the steady ingest of each (`live-batched`, `live-single`).
 */
async function ingestSocketIo(batch: boolean) {
  const s = await startTestServer();
  try {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const clients = startClients({ kind: 'socket.io', url, path: SOCKET.path, token: await s.login('dispatcher'), count: CLIENTS, batch });
    await clients.ready;
    const send = (i: number, dueAt?: number) => s.app.live.publisher.publish('01', CMD.vehiclePositions, payload(i, dueAt));
    await drive(send, WARMUP_SECONDS);
    clients.reset();
    const profile = await startProfile(batch ? 'live-batched' : 'live-single');
    const sent = await drive(send);
    await profile.stop();
    const latencies = (await clients.report()).latencies;
    const throughput = await burst(send, clients.received);
    await clients.close();
    return { sent, latencies, throughput };
  } finally {
    await s.close();
  }
}

async function ingestPlainWs() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  try {
    const clients = startClients({ kind: 'ws', url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, count: CLIENTS });
    await clients.ready;
    const send = (i: number, dueAt?: number) => {
      const text = JSON.stringify({ cmd: CMD.vehiclePositions, data: payload(i, dueAt) });
      for (const c of wss.clients) c.send(text);
    };
    await drive(send, WARMUP_SECONDS);
    clients.reset();
    const sent = await drive(send);
    const latencies = (await clients.report()).latencies;
    const throughput = await burst(send, clients.received);
    await clients.close();
    return { sent, latencies, throughput };
  } finally {
    await new Promise((r) => wss.close(r));
  }
}

function gc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** The demo plant at 10× with a board connected: the server's heap after GC, start against end. */
async function soak() {
  const collect = gc();
  const s = await startTestServer({ SIMULATOR: 'on', SIM_SPEED: String(SOAK_SPEED) });
  try {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const board = startClients({ kind: 'socket.io', url, path: SOCKET.path, token: await s.login('dispatcher'), count: 1 });
    await board.ready;
    await sleep(30_000);
    collect();
    const start = process.memoryUsage();
    await sleep(SOAK_MINUTES * 60_000);
    collect();
    const end = process.memoryUsage();
    const events = (await board.report()).received;
    await board.close();
    return { start, end, events, simSeconds: s.app.live.simulator?.time ?? 0 };
  } finally {
    await s.close();
  }
}

const bench: Bench = {
  title: `Live: socket hub ingest (${CLIENTS} boards, ${RATE} events/s) and soak at ${SOAK_SPEED}× simulator speed`,
  async run() {
    const sio = await ingestSocketIo(true);
    const single = await ingestSocketIo(false);
    const ws = await ingestPlainWs();
    const sioP99 = pct(sio.latencies, 0.99);
    const wsP99 = pct(ws.latencies, 0.99);
    const soaked = await soak();
    const mb = (b: number) => b / 1048576;
    return [
      { name: `socket.io: events delivered / sent×${CLIENTS}`, value: `${sio.latencies.length}/${sio.sent * CLIENTS}` },
      { name: 'socket.io: ingest to client p50', value: pct(sio.latencies, 0.5), unit: 'ms' },
      { name: 'socket.io: ingest to client p99', value: sioP99, unit: 'ms', target: '≤ 100 ms' },
      { name: 'socket.io, one frame per event (spec client): delivered', value: `${single.latencies.length}/${single.sent * CLIENTS}` },
      {
        name: 'socket.io, one frame per event (spec client): p50 / p99',
        value: `${pct(single.latencies, 0.5).toFixed(1)} / ${pct(single.latencies, 0.99).toFixed(1)}`,
        unit: 'ms',
      },
      { name: `plain ws broadcast: events delivered / sent×${CLIENTS}`, value: `${ws.latencies.length}/${ws.sent * CLIENTS}` },
      { name: 'plain ws broadcast: p99', value: wsP99, unit: 'ms' },
      { name: 'latency ratio socket.io p99 / plain ws p99 (same run)', value: sioP99 / wsP99, unit: '×', target: '≤ 2×' },
      { name: 'socket.io p99 ≤ 100 ms holds', value: holds(sioP99 <= 100) },
      { name: 'socket.io p99 ≤ 2× plain ws holds', value: holds(sioP99 <= 2 * wsP99) },
      { name: `socket.io: burst of ${BURST} events to ${CLIENTS} boards`, value: sio.throughput / 1000, unit: 'k messages/s' },
      { name: `plain ws broadcast: the same burst`, value: ws.throughput / 1000, unit: 'k messages/s' },
      { name: 'throughput ratio socket.io / plain ws (same run)', value: sio.throughput / ws.throughput, unit: '×', target: '≥ 0.5×' },
      { name: `soak: minutes measured (BENCH_SOAK_MINUTES) after 30 s warm-up`, value: SOAK_MINUTES, unit: 'min' },
      { name: 'soak: plant seconds simulated in all', value: soaked.simSeconds, unit: 's' },
      { name: 'soak: events received by the board', value: soaked.events },
      { name: 'soak: heap used after GC, start', value: mb(soaked.start.heapUsed), unit: 'MB' },
      { name: 'soak: heap used after GC, end', value: mb(soaked.end.heapUsed), unit: 'MB' },
      { name: 'soak: heap growth', value: ((soaked.end.heapUsed - soaked.start.heapUsed) / soaked.start.heapUsed) * 100, unit: '%', target: '≤ 10 %' },
      { name: 'soak: rss growth (includes the in-memory database)', value: mb(soaked.end.rss - soaked.start.rss), unit: 'MB' },
    ];
  },
};
export default bench;
