/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` (or those named on the command line) and
 * prints their figures. Benchmarks compare against a baseline measured in the same run; nothing
 * here asserts a time, so a slow machine shows slow figures rather than a red test.
 *
 * Each bench file runs in a process of its own: a bench registers fixtures (export.bench.ts adds an
 * area with its own migration) that must not leak into the benches after it, and a bench's heap,
 * threads and timers must not weigh on the next one's figures.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Bench {
  title: string;
  run(): Promise<Array<{ name: string; value: number | string; unit?: string; target?: string }>>;
}

const dir = import.meta.dirname;
const child = process.env.BENCH_FILE;

async function runOne(f: string): Promise<void> {
  const mod = (await import(join(dir, f))) as { default: Bench };
  console.log(`\n## ${mod.default.title} (${f})`);
  const t0 = performance.now();
  try {
    for (const r of await mod.default.run()) {
      console.log(
        `  ${r.name.padEnd(58)} ${String(typeof r.value === 'number' ? Math.round(r.value * 100) / 100 : r.value).padStart(10)} ` +
          `${r.unit ?? ''}${r.target ? `   (target ${r.target})` : ''}`,
      );
    }
  } catch (e) {
    console.log(`  failed: ${e instanceof Error ? e.stack : e}`);
    process.exitCode = 1;
  }
  console.log(`  (${Math.round(performance.now() - t0)} ms)`);
}

/** The same node, loader (tsx's execArgv) and options, with the one file to run named in the environment. */
const runInChild = (f: string) =>
  new Promise<number>((resolve) => {
    const p = spawn(process.execPath, [...process.execArgv, import.meta.filename, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_FILE: f },
    });
    p.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

if (child) {
  await runOne(child);
  // a bench that leaves a handle open (a pool, a timer) must not hold the run
  process.exit(process.exitCode ?? 0);
} else {
  // names select bench files; `--name=value` options are the benches' own (flags.ts)
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o))))
    .sort();
  for (const f of files) {
    if ((await runInChild(f)) !== 0) process.exitCode = 1;
  }
}
