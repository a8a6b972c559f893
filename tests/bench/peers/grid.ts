import { readFile } from 'node:fs/promises';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import e2eConfig from '../../e2e/playwright.config';
import type { Bench } from '../run';
import { holds } from '../closed-loop';
import { PROFILE_DIR, PROFILE_INTERVAL_US } from '../profile';
import { formatTrace, summarizeTrace, type CpuProfile } from '../profile-summary';

type Rows = Awaited<ReturnType<Bench['run']>>;
type Kind = 'ours' | 'ag-grid';
interface Timed {
  ms: number;
  longTasks: number[];
}
declare const bench: {
  render(kind: Kind): Promise<Timed>;
  scroll(kind: Kind): Promise<Timed>;
  baseline(ms: number): Promise<Timed>;
  unmount(): void;
  rows: number;
};

const root = resolve(import.meta.dirname, '../../..');
const outDir = join(root, '.tmp/bench-grid-harness');
const ORIGIN = 'http://bench.localhost';
const CHROMIUM = '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_GRID_ROUNDS ?? 5);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * 50,000 delivery tickets in Debian's Chromium: our DataTable against AG Grid Community on the
 * bench-only page tests/bench/grid-harness (built here, never part of the product), same rows and
 * columns. First render (mount until the first row is painted) and a scroll through 5,000 rows
 * (25 rows a frame until row 5,000 is on screen), the two grids in turns for ROUNDS rounds, medians
 * compared; the longest task of every phase is kept, and that of an empty page for as long (a
 * busy machine makes long tasks of its own: those are not the grid's).
 */
export async function gridPeer(): Promise<Rows> {
  if (!existsSync(CHROMIUM)) return [{ name: `grid: skipped, ${CHROMIUM} is missing`, value: '-' }];
  await build({
    root: join(root, 'tests/bench/grid-harness'),
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    base: '/',
    plugins: [react()],
    // source maps (a comment in each script, the code unchanged) only when profiling: profile-summary reads them
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, sourcemap: !!PROFILE_DIR },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: e2eConfig.use?.launchOptions?.args ?? [] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(outDir, path === '/' ? 'index.html' : path);
      try {
        await route.fulfill({ body: await readFile(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
      } catch {
        await route.fulfill({ status: 404, body: '' });
      }
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => typeof (window as unknown as { bench?: unknown }).bench === 'object');
    const rows = await page.evaluate(() => bench.rows);
    const times = { ours: { render: [] as number[], scroll: [] as number[] }, 'ag-grid': { render: [] as number[], scroll: [] as number[] } };
    const longest = { ours: 0, 'ag-grid': 0, none: 0 };
    // one unmeasured round each warms the JIT; then turns, so the machine's other load hits both
    for (let round = 0; round <= ROUNDS; round++) {
      for (const kind of ['ours', 'ag-grid'] as const) {
        const r = await page.evaluate((k) => bench.render(k), kind);
        const s = await page.evaluate((k) => bench.scroll(k), kind);
        if (round === 0) continue;
        times[kind].render.push(r.ms);
        times[kind].scroll.push(s.ms);
        longest[kind] = Math.max(longest[kind], ...r.longTasks, ...s.longTasks);
      }
      if (round === 0) continue;
      // as long as one grid's turn, nothing on the page: what the machine does by itself
      const idle = await page.evaluate((ms) => bench.baseline(ms), times.ours.render.at(-1)! + times.ours.scroll.at(-1)!);
      longest.none = Math.max(longest.none, ...idle.longTasks);
    }
    if (PROFILE_DIR) await profiledPass(browser, page, PROFILE_DIR);
    await page.evaluate(() => bench.unmount());
    const m = (k: Kind, phase: 'render' | 'scroll') => median(times[k][phase]);
    const renderRatio = m('ours', 'render') / m('ag-grid', 'render');
    const scrollRatio = m('ours', 'scroll') / m('ag-grid', 'scroll');
    const total = (m('ours', 'render') + m('ours', 'scroll')) / (m('ag-grid', 'render') + m('ag-grid', 'scroll'));
    return [
      { name: `grid: rows, median of ${ROUNDS} rounds`, value: rows },
      { name: 'grid: first render ours / AG Grid', value: `${m('ours', 'render').toFixed(0)} / ${m('ag-grid', 'render').toFixed(0)}`, unit: 'ms' },
      { name: 'grid: scroll 5,000 rows ours / AG Grid', value: `${m('ours', 'scroll').toFixed(0)} / ${m('ag-grid', 'scroll').toFixed(0)}`, unit: 'ms' },
      {
        name: 'grid: longest task ours / AG Grid / empty page',
        value: `${longest.ours.toFixed(0)} / ${longest['ag-grid'].toFixed(0)} / ${longest.none.toFixed(0)}`,
        unit: 'ms',
      },
      { name: 'grid: first render ratio (ours / AG Grid)', value: renderRatio, unit: '×', target: '≤ 1.2×' },
      { name: 'grid: scroll ratio (ours / AG Grid)', value: scrollRatio, unit: '×', target: '≤ 1.2×' },
      { name: 'grid: render + scroll ratio (ours / AG Grid)', value: total, unit: '×', target: '≤ 1.2×' },
      { name: 'grid: ≤ 1.2× holds (render and scroll)', value: holds(renderRatio <= 1.2 && scrollRatio <= 1.2) },
      { name: 'grid: no long task over 200 ms (ours) holds', value: holds(longest.ours <= 200) },
    ];
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_PROFILE=<dir>: after the measured rounds, one more render and scroll of each grid under
 * the page's CPU profiler and a Chromium trace (not counted in any figure): `grid-<kind>.page.cpuprofile`
 * (its scripts and their source maps copied to `<dir>/grid-assets`, so profile-summary names the
 * original files) and `grid-<kind>.trace.json` (DevTools → Performance, or ui.perfetto.dev), with
 * the long tasks of that pass broken down by what the renderer did in them.
 */
async function profiledPass(browser: Browser, page: Page, dir: string): Promise<void> {
  // the scripts and their maps, kept beside the profiles (the next build empties outDir), with the
  // maps' sources made absolute so they still name the repository's files
  const assets = join(dir, 'grid-assets');
  cpSync(join(outDir, 'assets'), assets, { recursive: true });
  for (const f of readdirSync(assets).filter((x) => x.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(assets, f), 'utf8')) as { sources: string[]; sourceRoot?: string };
    map.sources = map.sources.map((x) => resolve(outDir, 'assets', map.sourceRoot ?? '', x));
    delete map.sourceRoot;
    writeFileSync(join(assets, f), JSON.stringify(map));
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
  for (const kind of ['ours', 'ag-grid'] as const) {
    // the profiler first: its start is a long task of its own, kept out of the trace
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      path: join(dir, `grid-${kind}.trace.json`),
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing'],
    });
    const r = await page.evaluate((k) => bench.render(k), kind);
    const s = await page.evaluate((k) => bench.scroll(k), kind);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    for (const n of profile.nodes) {
      if (n.callFrame.url.startsWith(ORIGIN))
        n.callFrame.url = pathToFileURL(join(dir, new URL(n.callFrame.url).pathname.replace(/^\/assets\//, 'grid-assets/'))).href;
    }
    const file = join(dir, `grid-${kind}.page.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(
      `  grid profiled pass, ${kind}: render ${r.ms.toFixed(0)} ms, scroll ${s.ms.toFixed(0)} ms, ` +
        `long tasks ${[...r.longTasks, ...s.longTasks].map((x) => x.toFixed(0)).join(' ') || 'none'}`,
    );
    console.log(`  profile ${file}; trace ${join(dir, `grid-${kind}.trace.json`)}`);
    console.log(formatTrace(`  long tasks in the trace (${kind})`, summarizeTrace(trace)).replace(/^/gm, '  '));
  }
  await cdp.detach();
}
