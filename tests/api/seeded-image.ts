import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createClock } from '../../server/clock';

/**
 * The demo company as the tests start from it, migrated and seeded once and kept as a PGlite
 * data-directory image: every test server on PGlite opens the image instead of migrating and seeding
 * afresh (profiled at ~6 s of migrations and ~4 s of seeds per server on a loaded machine, paid by
 * every test file). The image is named by what makes the seeded database: the server's, the
 * declarations' and the seeds' sources, and the plant's day (the demo's tasks are today's), so a
 * change to any of them, or a new day, builds a new one.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['server', 'admin', 'src/domain'];
const DIR = join(tmpdir(), 'mixboard-test-images');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mts|mjs|json)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** once per process: a test file starts several servers, and reading ~1,000 sources each time showed in the suite's time */
let sourcesDigest: string | undefined;
function sourcesHash(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash('sha256');
  for (const f of SOURCES.flatMap((d) => sourceFiles(join(ROOT, d))).sort()) hash.update(relative(ROOT, f)).update('\0').update(readFileSync(f));
  return (sourcesDigest = hash.digest('hex'));
}

/** What names a seeded database: this source tree, time zone and plant day. */
export function seededKey(timeZone: string): string {
  const hash = createHash('sha256');
  hash.update(sourcesHash()).update(timeZone).update(createClock(timeZone).today());
  return hash.digest('hex').slice(0, 24);
}

/** The image's file for this source tree, time zone and plant day. */
export function imagePath(timeZone: string): string {
  return join(DIR, `${seededKey(timeZone)}.tar`);
}

export function readImage(path: string): Uint8Array | undefined {
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    return undefined;
  }
}

/** Written whole or not at all (another run may be reading); older images go. */
export function keepImage(path: string, image: Uint8Array): void {
  mkdirSync(DIR, { recursive: true });
  const part = `${path}.${process.pid}.part`;
  writeFileSync(part, image);
  renameSync(part, path);
  for (const f of readdirSync(DIR)) {
    const other = join(DIR, f);
    if (other !== path && !f.endsWith('.part') && Date.now() - statSync(other).mtimeMs > 3600_000) rmSync(other, { force: true });
  }
}
