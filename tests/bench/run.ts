/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` (or those named on the command line) and
 * prints their figures. Benchmarks compare against a baseline measured in the same run; nothing
 * here asserts a time, so a slow machine shows slow figures rather than a red test.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Bench {
  title: string;
  run(): Promise<Array<{ name: string; value: number | string; unit?: string; target?: string }>>;
}

const dir = import.meta.dirname;
// names select bench files; `--name=value` options are the benches' own (flags.ts)
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o)))).sort();
for (const f of files) {
  const mod = (await import(join(dir, f))) as { default: Bench };
  console.log(`\n## ${mod.default.title} (${f})`);
  const t0 = performance.now();
  try {
    for (const r of await mod.default.run()) {
      console.log(`  ${r.name.padEnd(58)} ${String(typeof r.value === 'number' ? Math.round(r.value * 100) / 100 : r.value).padStart(10)} ${r.unit ?? ''}${r.target ? `   (target ${r.target})` : ''}`);
    }
  } catch (e) {
    console.log(`  failed: ${e instanceof Error ? e.stack : e}`);
    process.exitCode = 1;
  }
  console.log(`  (${Math.round(performance.now() - t0)} ms)`);
}
