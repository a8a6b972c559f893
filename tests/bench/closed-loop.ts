import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/**
 * A closed-loop HTTP client on a thread of its own (so the servers measured keep the main thread):
 * `concurrency` requests in flight over keep-alive connections, each URL in turn, for a fixed time.
 * A request counts as an error unless it answers 200 with a body starting `{"code":200`.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.concurrency });
const latencies = []; let errors = 0; let next = 0;
const deadline = Date.now() + workerData.seconds * 1000;
const once = (url) => new Promise((resolve) => {
  const t = process.hrtime.bigint();
  http.get(url, { agent, headers: workerData.headers }, (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (c) => { body += c; });
    res.on('end', () => {
      if (res.statusCode !== 200 || !body.startsWith('{"code":200')) errors++;
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6); resolve();
    });
  }).on('error', () => { errors++; resolve(); });
});
async function loop() { while (Date.now() < deadline) await once(workerData.urls[next++ % workerData.urls.length]); }
const started = Date.now();
Promise.all(Array.from({ length: workerData.concurrency }, loop)).then(() => {
  parentPort.postMessage({ latencies, errors, seconds: (Date.now() - started) / 1000 });
  agent.destroy();
});`;

export interface Run {
  latencies: number[];
  errors: number;
  seconds: number;
  busyMs: number;
}
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  busyPerRequest: number;
}

/** A load run; `busyMs` is the main thread's (the server's) busy time meanwhile: its cost per request, whatever else runs on the machine. */
export function run(urls: string[], headers: Record<string, string>, seconds: number, concurrency: number): Promise<Run> {
  const elu = performance.eventLoopUtilization();
  return new Promise((resolve, reject) => {
    const w = new Worker(CLIENT, { eval: true, workerData: { urls, headers, seconds, concurrency } });
    w.once('error', reject);
    w.once('message', (m: Omit<Run, 'busyMs'>) => {
      void w.terminate();
      resolve({ ...m, busyMs: performance.eventLoopUtilization(elu).active });
    });
  });
}

export const summary = (runs: Run[]): Load => {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    rps: latencies.length / seconds,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    busyPerRequest: runs.reduce((n, r) => n + r.busyMs, 0) / latencies.length,
  };
};

/**
 * Two servers in turns (ours, peer, ours, peer…) after a warm-up of each, so a change in the
 * machine's other load hits both alike.
 */
export async function compare(
  ours: string[],
  peer: string[],
  headers: Record<string, string>,
  concurrency: number,
  seconds: number,
  rounds = 4,
): Promise<[Load, Load]> {
  await run(ours, headers, 2, concurrency);
  await run(peer, headers, 2, concurrency);
  const a: Run[] = [];
  const b: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await run(ours, headers, seconds / rounds, concurrency));
    b.push(await run(peer, headers, seconds / rounds, concurrency));
  }
  return [summary(a), summary(b)];
}

/** `value ≥ target` (or ≤) as the bench prints it. */
export const holds = (ok: boolean) => (ok ? 'yes' : 'NO');
