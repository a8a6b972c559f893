/**
 * One bomb variant, measured in a process of its own so that its peak RSS is its own:
 * `tsx bombs.worker.ts <index>` prints { name, ms, rssMb, heapMb, refused } as JSON.
 */
import { checkXlsx, UnsafeXlsx } from '../../server/resources/xlsx-guard';
import { bombVariants } from '../api/security/bomb-files';

const v = bombVariants()[Number(process.argv[2])];
global.gc?.();
const rss0 = process.resourceUsage().maxRSS;
const heap0 = process.memoryUsage();
const t = performance.now();
let refused = '';
try {
  checkXlsx(v.file);
} catch (e) {
  refused = e instanceof UnsafeXlsx ? e.message : `crashed: ${(e as Error).message}`;
}
const ms = performance.now() - t;
const heap1 = process.memoryUsage();
const mb = (n: number) => n / 1024 / 1024;
console.log(
  JSON.stringify({
    name: v.name,
    ms,
    refused,
    rssMb: mb((process.resourceUsage().maxRSS - rss0) * 1024),
    heapMb: mb(heap1.heapUsed + heap1.arrayBuffers - heap0.heapUsed - heap0.arrayBuffers),
    fileKb: v.file.length / 1024,
  }),
);
