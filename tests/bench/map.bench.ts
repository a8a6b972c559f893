import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import e2eConfig from '../e2e/playwright.config';
import type { Bench } from './run';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, '.tmp/bench-map-harness');
/** a *.localhost name is a secure context, which cross-origin isolation (ISOLATED) needs */
const ORIGIN = 'http://bench.localhost';
const TRUCKS = 1000;
const UPDATES = 60;
const STEADY_MS = 60_000;
const BASELINE_MS = 30_000;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.geojson': 'application/json',
};

/**
 * Cross-origin isolation refines performance.now() from 100 µs steps to 5 µs: an update that only
 * posts its rows to a worker takes less than one coarse step.
 */
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const fmt = (x: number) => String(Math.round(x * 100) / 100);

type Step = { script: number; layout: number };
interface Harness {
  init(n: number): Promise<void>;
  setMode(m: 'canvas' | 'canvas-clustered' | 'dom' | 'none'): void;
  step(): Step;
  framed(n: number): Promise<Array<{ script: number; busy: number }>>;
  steady(hz: number, ms: number, warmupMs: number): Promise<{ longTasks: number[]; updates: number; frames: number; workerFrames: number[] }>;
}
declare const bench: Harness;

/**
 * The dispatch map with 1,000 moving trucks in Debian's Chromium (launch flags of the e2e config):
 * main-thread script time of one update on the truck canvas layer against one DOM L.marker per
 * truck, on the same page in the same run (modes interleaved so neither gets the warmer JIT), then
 * 60 s of steady state with a PerformanceObserver counting long tasks, and a baseline of the same
 * page without trucks so a busy machine's own long tasks can be told apart. The canvas layer draws
 * in a worker, so the worker's own time per update is reported beside its main-thread figures:
 * the work moved, it did not vanish.
 */
const mapBench: Bench = {
  title: 'Dispatch map: 1,000 moving trucks',
  async run() {
    await build({
      root: join(import.meta.dirname, 'map-harness'),
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      base: '/',
      build: { outDir, emptyOutDir: true },
    });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: e2eConfig.use?.launchOptions?.args ?? [] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 920 } });
      await page.route(`${ORIGIN}/**`, async (route) => {
        const path = new URL(route.request().url()).pathname;
        const file = path.startsWith('/map/') ? join(root, 'public', path) : join(outDir, path === '/' ? 'index.html' : path);
        try {
          await route.fulfill({ body: await readFile(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream', headers: ISOLATED });
        } catch {
          await route.fulfill({ status: 404, body: '' });
        }
      });
      await page.route(
        (url) => !url.href.startsWith(ORIGIN),
        (route) => route.abort(),
      );
      await page.goto(`${ORIGIN}/`);
      await page.waitForFunction(() => 'bench' in window);
      await page.evaluate((n) => bench.init(n), TRUCKS);

      // Script time alone flatters DOM markers (setLatLng only writes a transform; the browser pays
      // in style, layout and paint), so the main thread's whole busy time per update is measured
      // too, from Chrome's own counters, with each update left to reach the screen.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
      type Mode = 'canvas' | 'canvas-clustered' | 'dom';
      const samples: Record<Mode, Step[]> = { canvas: [], 'canvas-clustered': [], dom: [] };
      const perUpdate: Record<Mode, number[]> = { canvas: [], 'canvas-clustered': [], dom: [] };
      const worker: Record<Mode, Array<{ script: number; busy: number }>> = { canvas: [], 'canvas-clustered': [], dom: [] };
      for (let round = 0; round < 6; round++) {
        for (const mode of ['dom', 'canvas', 'canvas-clustered'] as const) {
          const steps = await page.evaluate(
            ({ mode, n }) => {
              bench.setMode(mode);
              for (let i = 0; i < 5; i++) bench.step();
              return Array.from({ length: n }, () => bench.step());
            },
            { mode, n: UPDATES / 3 },
          );
          samples[mode].push(...steps);
          const before = await busy();
          worker[mode].push(...(await page.evaluate((n) => bench.framed(n), UPDATES / 6)));
          perUpdate[mode].push(((await busy()) - before) / (UPDATES / 6));
        }
      }
      const script = (m: Mode) => samples[m].map((s) => s.script);
      const total = (m: Mode) => samples[m].map((s) => s.script + s.layout);

      await page.evaluate(() => bench.setMode('canvas'));
      const steady = await page.evaluate((ms) => bench.steady(1, ms, 5000), STEADY_MS);
      // the same page without trucks: long tasks a loaded machine produces on its own
      await page.evaluate(() => bench.setMode('none'));
      const baseline = await page.evaluate((ms) => bench.steady(1, ms, 2000), BASELINE_MS);

      return [
        { name: 'DOM L.marker x1000: script per update (median)', value: median(script('dom')), unit: 'ms' },
        { name: 'canvas layer x1000, unclustered: script per update (median)', value: median(script('canvas')), unit: 'ms' },
        { name: 'canvas layer x1000, clustered at zoom 11 (median)', value: median(script('canvas-clustered')), unit: 'ms' },
        { name: 'script per update, DOM / canvas (same run)', value: median(script('dom')) / median(script('canvas')), unit: 'x', target: '≥ 10x' },
        { name: 'script + forced style/layout per update, DOM / canvas', value: median(total('dom')) / median(total('canvas')), unit: 'x' },
        { name: 'worker per update, unclustered: script, merge + draw (median)', value: median(worker.canvas.map((w) => w.script)), unit: 'ms' },
        { name: 'worker per update, unclustered: with raster + hand-over', value: median(worker.canvas.map((w) => w.busy)), unit: 'ms' },
        { name: 'worker per update, clustered at zoom 11: with raster', value: median(worker['canvas-clustered'].map((w) => w.busy)), unit: 'ms' },
        { name: 'worker p95 per update, unclustered, with raster', value: p95(worker.canvas.map((w) => w.busy)), unit: 'ms' },
        { name: 'main-thread busy per update to screen: DOM', value: median(perUpdate.dom), unit: 'ms' },
        { name: 'main-thread busy per update to screen: canvas', value: median(perUpdate.canvas), unit: 'ms' },
        { name: 'main-thread busy per update to screen, DOM / canvas', value: median(perUpdate.dom) / median(perUpdate.canvas), unit: 'x' },
        { name: 'canvas layer p95 script per update', value: p95(script('canvas')), unit: 'ms' },
        { name: `steady state ${STEADY_MS / 1000} s, 1 update/s + glide: worker frames drawn`, value: steady.workerFrames.length, unit: 'frames' },
        { name: 'steady state: main-thread animation frames', value: steady.frames, unit: 'frames' },
        {
          name: 'steady state: worker frame with raster, median / longest',
          value: `${fmt(median(steady.workerFrames))} / ${fmt(Math.max(...steady.workerFrames))}`,
          unit: 'ms',
        },
        { name: 'steady state: long tasks (over 50 ms, PerformanceObserver)', value: steady.longTasks.length, unit: 'tasks', target: '0' },
        { name: 'steady state: longest task', value: steady.longTasks.length ? Math.max(...steady.longTasks) : 0, unit: 'ms' },
        { name: `baseline, base map only, ${BASELINE_MS / 1000} s: long tasks`, value: baseline.longTasks.length, unit: 'tasks' },
        { name: 'machine load average (1 min) at the end', value: loadavg()[0] },
      ];
    } finally {
      await browser.close();
    }
  },
};
export default mapBench;
