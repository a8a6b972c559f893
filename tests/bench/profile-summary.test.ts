import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageOf, summarize, summarizeTrace, type CpuProfile } from './profile-summary';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });

/**
 * root ─ handler (server/http/call.ts) ─ compile (node_modules/kysely/…) and, beside it, idle and GC.
 * Samples 1 ms apart: idle, handler, compile, compile, idle, compile, gc, idle.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
    { id: 2, callFrame: frame('handler', pathToFileURL(resolve(import.meta.dirname, '../../server/http/call.ts')).href, 9), children: [3] },
    { id: 3, callFrame: frame('compile', 'file:///work/main/node_modules/kysely/dist/esm/query-compiler/default-query-compiler.js', 40) },
    { id: 4, callFrame: frame('(idle)') },
    { id: 5, callFrame: frame('(garbage collector)') },
  ],
  startTime: 0,
  endTime: 8000,
  samples: [4, 2, 3, 3, 4, 3, 5, 4],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('profile-summary', () => {
  it('names the package of node_modules, node: and project scripts', () => {
    expect(packageOf('file:///x/node_modules/@electric-sql/pglite/dist/index.js')).toBe('@electric-sql/pglite');
    expect(packageOf('node:internal/streams/writable')).toBe('node:streams');
    expect(packageOf('')).toBe('(native)');
  });

  it('splits busy time into self and total, by function and by package, idle left out', () => {
    const s = summarize(profile, { top: 5 });
    expect(s.busyMs).toBe(5);
    expect(s.idleMs).toBe(3);
    expect(s.selfByPackage[0]).toMatchObject({ key: 'kysely', ms: 3, pct: 60 });
    expect(s.totalByFunction.find((r) => r.key.startsWith('handler'))).toMatchObject({ ms: 4, pct: 80 });
    expect(s.selfByFunction.find((r) => r.key === '(garbage collector)')).toMatchObject({ ms: 1 });
  });

  it('finds the longest stretch without idle and what ran in it', () => {
    const [first, second] = summarize(profile).stretches;
    expect(first).toMatchObject({ startMs: 1, ms: 3 });
    expect(first.self[0]).toMatchObject({ pct: (2 / 3) * 100 });
    expect(second).toMatchObject({ startMs: 5, ms: 2 });
  });

  it('keeps only the samples under a focused frame', () => {
    const s = summarize(profile, { focus: /^handler$/ });
    expect(s.focusMs).toBe(4);
    expect(s.selfByPackage).toEqual([
      { key: 'kysely', ms: 3, pct: 75 },
      { key: 'mixboard/server/http', ms: 1, pct: 25 },
    ]);
  });

  it('breaks the long tasks of a trace down by what ran in them, short tasks left out', () => {
    const at = { pid: 1, tid: 7, ph: 'X' };
    const s = summarizeTrace({
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
        { ...at, name: 'RunTask', ts: 1000, dur: 80_000 },
        { ...at, name: 'FunctionCall', ts: 2000, dur: 60_000, args: { data: { functionName: 'render', url: 'http://x/assets/index.js', lineNumber: 4 } } },
        { ...at, name: 'Layout', ts: 10_000, dur: 20_000 },
        { ...at, name: 'RunTask', ts: 100_000, dur: 10_000 },
        { ...at, name: 'Paint', ts: 101_000, dur: 5_000 },
      ],
    });
    expect(s).toMatchObject({ longTasks: 1, longestMs: 80 });
    expect(s.longest[0].self.map((r) => [r.key, r.ms])).toEqual([
      ['FunctionCall render index.js:5', 40],
      ['Layout', 20],
      ['RunTask', 20],
    ]);
  });
});
