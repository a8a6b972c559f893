/**
 * `tsx scripts/bundle-budget.ts [outDir]` (default `dist`): the client's bundle budgets (issue 12),
 * read from the build's manifest (`<outDir>/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts) and the chunk → modules map written beside it (`chunk-modules.json`, plugin
 * `mixboard-chunk-modules`). Prints one row per page and exits 1 naming the chunk at fault.
 *
 * A page's initial JS is the static-import closure (manifest `imports`, followed recursively) of
 * the chunks the browser must run before the page shows, each chunk counted once, gzipped at level
 * 9 as the server hands it out. CSS and `dynamicImports` are not counted.
 * - admin shell: `index.html` + the shell route (src/app/shell-route.tsx, React Router `lazy`);
 * - login page: `index.html` + the login route (src/app/login-route.tsx);
 * - a wall board: `index.html` + the board route (src/app/board-route.tsx) + every board frame
 *   (`boards/shell/*-frame.screen.tsx`; counting both frames for every board is a little stricter
 *   than the one it renders in) + the board itself: every route-level lazy chunk of boards/, i.e.
 *   each manifest dynamic entry `boards/<family>/*.screen.tsx` outside boards/shell/.
 *
 * Targets (issue 12): admin shell and login ≤ 250 KB, and no module of antd, its cssinjs or
 * @rc-component in their set (icons are allowed: the frame draws the menu's); each board ≤ 350 KB, and no module of antd,
 * @ant-design, @rc-component, admin/ or src/shell/ in its set. The 3D home board is the exception:
 * the chunks that carry three (three, @react-three) are left out of its size and printed apart,
 * and no other page may load them.
 *
 * The admin shell's first paint is its plain frame (sidebar, header, breadcrumbs: React and CSS);
 * antd comes after it, with the first screen (src/shell/shell-content.tsx, a dynamic import), and
 * the login page renders no antd: both hold 250 KB (195 / 177 KB when the frame and the login form
 * left antd; 336 / 314 KB before). The entry every page shares is ~167 KB of it (react-dom 63,
 * react-router 30, Redux Toolkit with RTK Query 24, i18next 15).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
const kb = (n: number) => (n / KB).toFixed(1);
const ADMIN_BUDGET = 250 * KB;
const BOARD_BUDGET = 350 * KB;
const ENTRY = 'index.html';
const SHELL_ROUTE = 'src/app/shell-route.tsx';
const LOGIN_ROUTE = 'src/app/login-route.tsx';
const BOARD_ROUTE = 'src/app/board-route.tsx';
const HOME_BOARD = 'boards/home/home-board.screen.tsx';
/** Modules a board must never load. */
const NOT_ON_BOARDS = [/(^|\/)node_modules\/(antd|@ant-design\/[^/]+|@rc-component\/[^/]+)\//, /^admin\//, /^src\/shell\//];
/** antd's components and runtime: the admin shell's frame and the login page paint without them. */
const ANTD = /(^|\/)node_modules\/(antd|@ant-design\/cssinjs[^/]*|@rc-component\/[^/]+)\//;
const THREE = /(^|\/)node_modules\/(three|@react-three\/[^/]+)\//;

const outDir = resolve(process.argv[2] ?? 'dist');
const manifestFile = join(outDir, '.vite/manifest.json');
const modulesFile = join(outDir, '.vite/chunk-modules.json');
if (!existsSync(manifestFile) || !existsSync(modulesFile)) {
  console.error(`bundle budgets: ${manifestFile} or ${modulesFile} is missing; build the client first (vite build)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const moduleSizes = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, Record<string, number>>;
const modulesOf = (file: string) => Object.keys(moduleSizes[file] ?? {});
/** A chunk's largest source modules (rendered bytes, before gzip): what to look at when it is over. */
const largestModules = (file: string) =>
  Object.entries(moduleSizes[file] ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([m, n]) => `${m} ${kb(n)} KB`)
    .join(', ');

const gz = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) gz.set(file, (size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length));
  return size;
};

/** The manifest keys of `keys` and everything they import statically. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`bundle budgets: ${key} is not in the manifest; was it renamed? (update scripts/bundle-budget.ts)`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

interface Page {
  name: string;
  keys: string[];
  budget: number;
  board: boolean;
  threeAllowed: boolean;
  antdFree?: boolean;
}

const frames = Object.keys(manifest).filter((k) => /^boards\/shell\/[^/]+-frame\.screen\.tsx$/.test(k));
const boards = Object.entries(manifest)
  .filter(([k, c]) => c.isDynamicEntry && /^boards\/(?!shell\/)[^/]+\/.+\.screen\.tsx$/.test(k))
  .map(([k]) => k)
  .sort();
if (!boards.length || !frames.length) {
  console.error('bundle budgets: no board screens or frames in the manifest; are boards still lazy route chunks?');
  process.exit(1);
}

const pages: Page[] = [
  { name: 'admin shell', keys: [ENTRY, SHELL_ROUTE], budget: ADMIN_BUDGET, board: false, threeAllowed: false, antdFree: true },
  { name: 'login page', keys: [ENTRY, LOGIN_ROUTE], budget: ADMIN_BUDGET, board: false, threeAllowed: false, antdFree: true },
  ...boards.map((k) => ({
    name: k.replace(/^boards\//, '').replace(/\.screen\.tsx$/, ''),
    keys: [ENTRY, BOARD_ROUTE, ...frames, k],
    budget: BOARD_BUDGET,
    board: true,
    threeAllowed: k === HOME_BOARD,
  })),
];

const problems: string[] = [];
const rows: string[][] = [['page', 'chunks', 'raw KB', 'gzip KB', 'budget KB', '']];

for (const page of pages) {
  const files = [...closure(page.keys)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const threeFiles = files.filter((f) => modulesOf(f).some((m) => THREE.test(m)));
  const counted = page.threeAllowed ? files.filter((f) => !threeFiles.includes(f)) : files;
  const size = counted.reduce((sum, f) => sum + gzipped(f), 0);
  const raw = counted.reduce((sum, f) => sum + readFileSync(join(outDir, f)).length, 0);
  const faults: string[] = [];
  const limit = page.budget;
  if (size > limit) {
    const largest = [...counted]
      .sort((a, b) => gzipped(b) - gzipped(a))
      .slice(0, 3)
      .map((f) => `${f} ${kb(gzipped(f))} KB (${largestModules(f)})`);
    faults.push(`${page.name}: ${kb(size)} KB gzipped > ${kb(limit)} KB; largest chunks:\n      ${largest.join('\n      ')}`);
  }
  if (!page.threeAllowed) {
    for (const f of threeFiles) faults.push(`${page.name}: chunk ${f} carries three, which only the home board may load`);
  }
  if (page.antdFree) {
    for (const f of files) {
      const bad = modulesOf(f).filter((m) => ANTD.test(m));
      if (bad.length) faults.push(`${page.name}: chunk ${f} carries ${bad.length} antd module(s) into the first paint, e.g. ${bad.slice(0, 3).join(', ')}`);
    }
  }
  if (page.board) {
    for (const f of files) {
      const bad = modulesOf(f).filter((m) => NOT_ON_BOARDS.some((re) => re.test(m)));
      if (bad.length) faults.push(`${page.name}: chunk ${f} carries ${bad.length} module(s) a board must not load, e.g. ${bad.slice(0, 3).join(', ')}`);
    }
  }
  problems.push(...faults);
  const three = page.threeAllowed && threeFiles.length ? ` (+ three ${kb(threeFiles.reduce((s, f) => s + gzipped(f), 0))} KB, excepted)` : '';
  rows.push([page.name, String(counted.length), kb(raw), kb(size) + three, kb(page.budget), faults.length ? 'FAIL' : 'ok']);
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
if (problems.length) {
  console.error(`\nbundle budgets exceeded:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nevery page holds its budget (${pages.length} pages)`);
