/**
 * Reduces V8 CPU profiles (`.cpuprofile`, as BENCH_PROFILE writes them, or from `node --cpu-prof`,
 * Chrome DevTools) to what a closing note needs: where the busy time went, by package, file and
 * function, self and total, and what ran in the longest stretches without a moment of idle (the
 * event loop's blocks on Node, long tasks in a page).
 *
 *   npx tsx tests/bench/profile-summary.ts <file.cpuprofile>… [--top=15] [--stretches=5] [--focus=<regex>] [--json]
 *   npx tsx tests/bench/profile-summary.ts <trace.json>   (a Chromium trace: its long tasks, by what ran in them)
 *
 * `--focus` keeps only the samples with a frame whose function or file matches (one route's
 * handler, say). Percentages are of the busy time (every sample but idle). A profile whose scripts
 * have a `.map` beside them (the grid bench's page) is read through the maps: original files,
 * packages and names. Times are wall-clock samples: a thread waiting for a core shows as busy,
 * as it would in a call's latency.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { relative, resolve } from 'node:path';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
  scriptId?: string;
}
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** A frame as reported: its function, its file (relative to the repository where it is in it), its package. */
export interface Frame {
  name: string;
  file: string;
  line: number;
  pkg: string;
}
export type Resolve = (frame: CallFrame) => Frame;
export interface Row {
  key: string;
  ms: number;
  pct: number;
}
export interface Stretch {
  startMs: number;
  ms: number;
  self: Row[];
  packages: Row[];
}
export interface Summary {
  wallMs: number;
  sampledMs: number;
  busyMs: number;
  idleMs: number;
  samples: number;
  focusMs?: number;
  selfByPackage: Row[];
  totalByPackage: Row[];
  selfByFile: Row[];
  selfByFunction: Row[];
  totalByFunction: Row[];
  stretches: Stretch[];
}

const ROOT = resolve(import.meta.dirname, '../..');
const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** The package a script belongs to: `node_modules/<pkg>`, `node:<module>`, `mixboard/<folder>`, or the file. */
export function packageOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:'))
    return `node:${
      url
        .slice(5)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a, b] = url.slice(nm + 13).split('/');
    return a.startsWith('@') ? `${a}/${b}` : a;
  }
  if (/^[a-z][\w+.-]*:/i.test(url) && !url.startsWith('file:')) return url.split(':')[0];
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const rel = relative(ROOT, path);
  if (!rel.startsWith('..') && !rel.startsWith('/')) return `mixboard/${rel.split('/').slice(0, -1).slice(0, 2).join('/') || rel}`;
  return path.split('/').slice(-2, -1)[0] ?? path;
}

/** A frame named plainly: function (or "(anonymous)"), file relative to the repository, package. */
export const plainFrame: Resolve = (cf) => {
  if (SPECIAL.has(cf.functionName) && !cf.url) return { name: cf.functionName, file: '', line: 0, pkg: cf.functionName };
  const path = cf.url.startsWith('file://') ? fileURLToPath(cf.url) : cf.url;
  const rel = path.startsWith(ROOT) ? relative(ROOT, path) : path.replace(/^.*node_modules\//, '');
  return { name: cf.functionName || '(anonymous)', file: rel, line: cf.lineNumber + 1, pkg: packageOf(cf.url) };
};

const label = (f: Frame) => (f.file ? `${f.name} ${f.file}:${f.line}` : f.name);

function top(map: Map<string, number>, total: number, n: number): Row[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => ({ key, ms, pct: total ? (ms / total) * 100 : 0 }));
}
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

/** Reduces one profile; `resolveFrame` names frames (through source maps for a page). */
export function summarize(profile: CpuProfile, opts: { top?: number; stretches?: number; focus?: RegExp; resolveFrame?: Resolve } = {}): Summary {
  const n = opts.top ?? 15;
  const resolveFrame = opts.resolveFrame ?? plainFrame;
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const parent = new Map<number, number>();
  for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
  const frames = new Map(profile.nodes.map((x) => [x.id, resolveFrame(x.callFrame)]));
  const stackCache = new Map<number, Frame[]>();
  /** the frames from the sampled one up to the root, the root left out */
  const stack = (id: number): Frame[] => {
    let s = stackCache.get(id);
    if (!s) {
      s = [];
      for (let at: number | undefined = id; at !== undefined && byId.get(at)!.callFrame.functionName !== '(root)'; at = parent.get(at)) s.push(frames.get(at)!);
      stackCache.set(id, s);
    }
    return s;
  };

  // each sample stands for the time until the next one (the last, for the mean interval)
  const { samples, timeDeltas } = profile;
  const wallMs = (profile.endTime - profile.startTime) / 1000;
  const mean = samples.length ? wallMs / samples.length : 0;
  const dur = (i: number) => (i + 1 < timeDeltas.length ? Math.max(0, timeDeltas[i + 1]) / 1000 : mean);
  const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';

  const selfPkg = new Map<string, number>();
  const totalPkg = new Map<string, number>();
  const selfFile = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  let busyMs = 0;
  let idleMs = 0;
  let sampledMs = 0;
  let focusMs = 0;
  const stretches: Array<{ start: number; end: number; ms: number }> = [];
  let open: { start: number; end: number; ms: number } | null = null;
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i];
    const ms = dur(i);
    sampledMs += ms;
    if (isIdle(id)) {
      idleMs += ms;
      if (open) {
        stretches.push(open);
        open = null;
      }
    } else {
      busyMs += ms;
      open ??= { start: i, end: i, ms: 0 };
      open.end = i;
      open.ms += ms;
      const s = stack(id);
      if (!opts.focus || s.some((f) => opts.focus!.test(f.name) || opts.focus!.test(f.file))) {
        focusMs += ms;
        const self = s[0] ?? frames.get(id)!;
        add(selfPkg, self.pkg, ms);
        add(selfFile, self.file || self.name, ms);
        add(selfFn, label(self), ms);
        for (const k of new Set(s.map(label))) add(totalFn, k, ms);
        for (const k of new Set(s.map((f) => f.pkg))) add(totalPkg, k, ms);
      }
    }
  }
  if (open) stretches.push(open);
  const base = opts.focus ? focusMs : busyMs;

  // the time offset of each sample, for the stretches' start
  const offsets: number[] = [];
  for (let i = 0, t = 0; i < samples.length; i++) {
    offsets.push(t);
    t += dur(i);
  }
  const longest = stretches
    .sort((a, b) => b.ms - a.ms)
    .slice(0, opts.stretches ?? 5)
    .map((st) => {
      const self = new Map<string, number>();
      const pkgs = new Map<string, number>();
      for (let i = st.start; i <= st.end; i++) {
        const f = stack(samples[i])[0] ?? frames.get(samples[i])!;
        add(self, label(f), dur(i));
        add(pkgs, f.pkg, dur(i));
      }
      return { startMs: offsets[st.start], ms: st.ms, self: top(self, st.ms, 5), packages: top(pkgs, st.ms, 4) };
    });
  return {
    wallMs,
    sampledMs,
    busyMs,
    idleMs,
    samples: samples.length,
    ...(opts.focus ? { focusMs } : {}),
    selfByPackage: top(selfPkg, base, n),
    totalByPackage: top(totalPkg, base, n),
    selfByFile: top(selfFile, base, n),
    selfByFunction: top(selfFn, base, n),
    totalByFunction: top(totalFn, base, n),
    stretches: longest,
  };
}

/**
 * Names frames of scripts that have a source map beside them (`<script>.map`) by their original
 * source: a bundled page's, a minified package's. Sources resolve against the map's own place.
 */
export async function sourceMapResolver(profile: CpuProfile): Promise<Resolve> {
  const urls = new Set(profile.nodes.map((x) => x.callFrame.url).filter((u) => u.startsWith('file://') && existsSync(`${fileURLToPath(u)}.map`)));
  if (!urls.size) return plainFrame;
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map([...urls].map((u) => [u, new TraceMap(readFileSync(`${fileURLToPath(u)}.map`, 'utf8'), `${u}.map`)]));
  return (cf) => {
    const map = maps.get(cf.url);
    if (!map) return plainFrame(cf);
    const o = originalPositionFor(map, { line: cf.lineNumber + 1, column: Math.max(0, cf.columnNumber) });
    if (!o.source) return plainFrame(cf);
    const path = o.source.startsWith('file://') ? fileURLToPath(o.source) : o.source;
    const file = path.includes('node_modules/') ? path.replace(/^.*node_modules\//, '') : path.startsWith(ROOT) ? relative(ROOT, path) : path;
    return { name: o.name ?? (cf.functionName || '(anonymous)'), file, line: o.line ?? 0, pkg: packageOf(pathToFileURL(path).href) };
  };
}

/** The summary as plain text, ready to paste into a closing note. */
export function format(name: string, s: Summary): string {
  const pc = (x: number) => `${x.toFixed(1).padStart(5)} %`;
  const ms = (x: number) => `${x.toFixed(0).padStart(7)} ms`;
  const table = (title: string, rows: Row[]) => [`  ${title}`, ...rows.map((r) => `    ${pc(r.pct)} ${ms(r.ms)}  ${r.key}`)];
  const lines = [
    `${name}`,
    `  wall ${s.wallMs.toFixed(0)} ms, ${s.samples} samples; busy ${s.busyMs.toFixed(0)} ms (${((s.busyMs / s.sampledMs) * 100 || 0).toFixed(1)} %), ` +
      `idle ${s.idleMs.toFixed(0)} ms` +
      (s.focusMs !== undefined
        ? `; focus ${s.focusMs.toFixed(0)} ms (${((s.focusMs / s.busyMs) * 100 || 0).toFixed(1)} % of busy, percentages below are of it)`
        : ''),
    ...table('self time by package', s.selfByPackage),
    ...table('total time by package (on the stack)', s.totalByPackage),
    ...table('self time by file', s.selfByFile),
    ...table('self time by function', s.selfByFunction),
    ...table('total time by function', s.totalByFunction),
    `  longest stretches without idle (event-loop blocks / long tasks)`,
    ...s.stretches.flatMap((st) => [
      `    ${st.ms.toFixed(0)} ms at +${(st.startMs / 1000).toFixed(1)} s: ${st.packages.map((r) => `${r.key} ${r.pct.toFixed(0)} %`).join(', ')}`,
      ...st.self.map((r) => `      ${pc(r.pct)}  ${r.key}`),
    ]),
  ];
  return lines.join('\n');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
export interface TraceTask {
  startMs: number;
  ms: number;
  self: Row[];
}
export interface TraceSummary {
  thread: string;
  longTasks: number;
  longestMs: number;
  byName: Row[];
  longest: TraceTask[];
}

/**
 * A Chromium trace (browser.startTracing, DevTools' Performance panel) reduced to its renderer
 * main thread's long tasks (≥ `minMs`): how many, the longest, and what each spent its time on,
 * self time by trace event (script by function, style, layout, paint, GC…).
 */
export function summarizeTrace(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  opts: { minMs?: number; longest?: number; top?: number } = {},
): TraceSummary {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const minUs = (opts.minMs ?? 50) * 1000;
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '']));
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const perThread = new Map<string, number>();
  for (const e of complete) if (names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') add(perThread, `${e.pid}:${e.tid}`, 1);
  const thread = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const onThread = complete.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const t0 = onThread[0]?.ts ?? 0;
  const label = (e: TraceEvent) => {
    const d = e.args?.data ?? {};
    if (e.name === 'FunctionCall' && d.url)
      return `FunctionCall ${String(d.functionName || '(anonymous)')} ${String(d.url).split('/').pop()}:${Number(d.lineNumber ?? 0) + 1}`;
    if (e.name === 'EventDispatch' && d.type) return `EventDispatch ${String(d.type)}`;
    return e.name;
  };
  // nesting by time: each event's self time is its duration less its direct children's
  const tasks: Array<{ e: TraceEvent; self: Map<string, number> }> = [];
  const stack: Array<{ e: TraceEvent; child: number; task: (typeof tasks)[number] | null }> = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= upTo) {
      const top = stack.pop()!;
      if (top.task) add(top.task.self, label(top.e), Math.max(0, top.e.dur! - top.child) / 1000);
    }
  };
  for (const e of onThread) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur!;
    let task = parent?.task ?? null;
    if (!parent && e.dur! >= minUs) {
      task = { e, self: new Map() };
      tasks.push(task);
    }
    stack.push({ e, child: 0, task });
  }
  close(Infinity);
  const all = new Map<string, number>();
  for (const t of tasks) for (const [k, v] of t.self) add(all, k, v);
  const totalMs = tasks.reduce((n, t) => n + t.e.dur! / 1000, 0);
  const longest = [...tasks]
    .sort((a, b) => b.e.dur! - a.e.dur!)
    .slice(0, opts.longest ?? 5)
    .map((t) => ({ startMs: (t.e.ts - t0) / 1000, ms: t.e.dur! / 1000, self: top(t.self, t.e.dur! / 1000, opts.top ?? 6) }));
  return {
    thread: names.get(thread) ? `${names.get(thread)} ${thread}` : '(none)',
    longTasks: tasks.length,
    longestMs: longest[0]?.ms ?? 0,
    byName: top(all, totalMs, opts.top ?? 10),
    longest,
  };
}

/** A trace summary as plain text. */
export function formatTrace(name: string, s: TraceSummary): string {
  const row = (r: Row) => `${r.pct.toFixed(1).padStart(5)} % ${r.ms.toFixed(0).padStart(6)} ms  ${r.key}`;
  return [
    `${name}: ${s.longTasks} long tasks on ${s.thread}, the longest ${s.longestMs.toFixed(0)} ms`,
    '  self time in all long tasks, by trace event',
    ...s.byName.map((r) => `    ${row(r)}`),
    ...s.longest.flatMap((t) => [`  ${t.ms.toFixed(0)} ms at +${(t.startMs / 1000).toFixed(2)} s`, ...t.self.map((r) => `    ${row(r)}`)]),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
  const files = args.filter((a) => !a.startsWith('--'));
  if (!files.length) {
    console.error('usage: npx tsx tests/bench/profile-summary.ts <file.cpuprofile | trace.json>… [--top=15] [--stretches=5] [--focus=<regex>] [--json]');
    process.exit(2);
  }
  const focus = opt('focus');
  for (const file of files) {
    if (file.endsWith('.json')) {
      console.log(`${formatTrace(file, summarizeTrace(JSON.parse(readFileSync(file, 'utf8'))))}\n`);
      continue;
    }
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const s = summarize(profile, {
      top: Number(opt('top') ?? 15),
      stretches: Number(opt('stretches') ?? 5),
      focus: focus ? new RegExp(focus) : undefined,
      resolveFrame: await sourceMapResolver(profile),
    });
    console.log(args.includes('--json') ? JSON.stringify({ file, ...s }) : `${format(file, s)}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
