import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { bombVariants } from '../api/security/bomb-files';
import type { Bench } from './run';

/**
 * Issue 13, defect 6: each crafted .xlsx (about 1 MB that would inflate to 1 GB) is refused by
 * server/resources/xlsx-guard.ts in < 1 s with < 64 MB of extra memory. Each variant runs in a
 * process of its own (bombs.worker.ts) so that the peak RSS it reports is the variant's.
 */
const bench: Bench = {
  title: 'Spreadsheet bombs refused by the .xlsx guard',
  async run() {
    const out: Awaited<ReturnType<Bench['run']>> = [];
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    for (let i = 0; i < bombVariants(1).length; i++) {
      const r = JSON.parse(
        execFileSync(tsx, [join(import.meta.dirname, 'bombs.worker.ts'), String(i)], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .pop()!,
      ) as { name: string; ms: number; rssMb: number; heapMb: number; refused: string; fileKb: number };
      out.push({ name: `${r.name}: file`, value: r.fileKb, unit: 'KB' });
      out.push({ name: `${r.name}: refused as`, value: r.refused || 'NOT REFUSED' });
      out.push({ name: `${r.name}: time`, value: r.ms, unit: 'ms', target: '< 1000' });
      out.push({ name: `${r.name}: peak RSS delta`, value: r.rssMb, unit: 'MB', target: '< 64' });
      out.push({ name: `${r.name}: heap + buffers delta`, value: r.heapMb, unit: 'MB', target: '< 64' });
    }
    return out;
  },
};
export default bench;
