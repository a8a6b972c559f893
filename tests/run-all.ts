/**
 * `npm test`: every runner a reviewer needs, in order, with one closing line
 * `N passed, N failed` summed over all of them (typecheck, lint and the client build count as one
 * check each). Exits non-zero when anything failed, a test needed a retry included.
 *
 * `npm test -- --area lab`: one area's tests alone (the unit, component, API and end-to-end files
 * whose path names the area), without the whole-tree checks (typecheck, lint, build when `dist/`
 * is there, bundle budgets, log check).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
// coverage figures are this run's only
rmSync(join(tmp, 'coverage'), { recursive: true, force: true });
rmSync(join(tmp, 'component-coverage.json'), { force: true });
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const CHROMIUM = '/usr/bin/chromium';

const areaArg = process.argv.findIndex((a) => a === '--area' || a.startsWith('--area='));
const area = areaArg < 0 ? undefined : (process.argv[areaArg].split('=')[1] ?? process.argv[areaArg + 1]);
if (areaArg >= 0 && !area) {
  console.error('--area needs a name, e.g. npm test -- --area lab');
  process.exit(2);
}
/** file filters for the runners: the area's name as a path fragment */
const vitestOnly = area ? [area, '--passWithNoTests'] : [];
const suiteStarted = Date.now();
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

let passed = 0;
let failed = 0;
const summary: string[] = [];
const timings: string[] = [];
let retries = 0;

/**
 * Runs one step in a process of its own, its output kept in a file and printed whole when it ends:
 * the lanes below run at once, and their lines must not interleave. Answers whether it passed.
 */
function step(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const logFile = join(tmp, `step-${label.replace(/\W+/g, '-')}.log`);
  const started = Date.now();
  console.log(`▶ ${label}: started`);
  return new Promise((done) => {
    const log = openSync(logFile, 'w');
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', log, log] });
    child.on('close', (code) => {
      closeSync(log);
      const s = Math.round((Date.now() - started) / 1000);
      console.log(`\n▶ ${label}: finished in ${s} s\n${readFileSync(logFile, 'utf8')}`);
      timings.push(`${label} ${s} s`);
      done(code === 0);
    });
  });
}

function check(label: string, ok: boolean) {
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? '✓' : '✗'} ${label}`);
}

const projectArgs = (project: string | string[]) => [project].flat().flatMap((p) => ['--project', p]);

/** A vitest project (or several) as a step, its JSON report counted. `extra`: more arguments (exclusions). */
async function vitest(label: string, project: string | string[], env: NodeJS.ProcessEnv, extra: string[] = []): Promise<void> {
  const out = join(tmp, `${[project].flat().join('+')}-${label.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const ok = await step(
    label,
    bin('vitest'),
    ['run', ...projectArgs(project), '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra, ...vitestOnly],
    env,
  );
  countVitest(label, out, ok);
}

function countVitest(label: string, out: string, ok: boolean) {
  if (!existsSync(out)) {
    check(`${label}: did not report`, false);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // vitest retries nothing unless a test asks for it: a test that passed on a retry is a defect too
  const retried = (r.testResults ?? [])
    .flatMap((f: { assertionResults?: Array<{ retryCount?: number }> }) => f.assertionResults ?? [])
    .filter((t: { retryCount?: number }) => (t.retryCount ?? 0) > 0).length;
  retries += retried;
  passed -= retried;
  failed += retried;
  // a suite that failed to load has no failed tests but must not pass silently
  if (!ok && r.numFailedTests === 0) failed++;
  summary.push(`${ok ? '✓' : '✗'} ${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

/** What the suite covered, as the runners left it in .tmp/coverage: named calls served, routes rendered per role. */
function coverage(): string[] {
  const read = (name: string) => {
    try {
      return JSON.parse(readFileSync(join(tmp, 'coverage', name), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const out: string[] = [];
  const calls = read('calls.json') as { served: number; named: number } | undefined;
  if (calls) out.push(`coverage: ${calls.served} of ${calls.named} named calls served, each answered by the contract test`);
  let screens: { routesRendered: number; perUser: Record<string, string[]>; calls: string[] } | undefined;
  try {
    screens = JSON.parse(readFileSync(join(tmp, 'component-coverage.json'), 'utf8'));
  } catch {
    /* the components did not run */
  }
  if (screens)
    out.push(
      `coverage: ${screens.routesRendered} routes rendered (${Object.entries(screens.perUser)
        .map(([u, r]) => `${u} ${r.length}`)
        .join(', ')}), ${screens.calls.length} calls asked by the screens`,
    );
  return out;
}

async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  const cmd = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's package (${cmd})`);
    return (await step('install chromium', 'sh', ['-c', `${cmd} >/dev/null`])) && existsSync(CHROMIUM);
  }
  console.error(`Chromium is missing. Install it as root, then run npm test again:\n  sudo sh -c '${cmd}'`);
  return false;
}

/** the API files in one process, and those that register fixture areas each in its own (vite.config.ts) */
const API = ['api', 'api-fixtures'];
/**
 * Files whose subject is the HTTP layer, not the database: the schema fuzz of every call, the
 * role × call matrix and the cross-organisation refusals. PGlite is PostgreSQL's own engine, so
 * they run once, on PostgreSQL when it is there (on PGlite otherwise); together they were a third
 * of each database's API time. The list is vite.config.ts's HTTP_LAYER_TESTS; API_HTTP_LAYER=off
 * leaves them out of the PGlite run below.
 */

const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;
const onPostgres = !!process.env.DATABASE_URL;

/** whole-tree checks, then the unit and component tests */
async function checksLane(): Promise<void> {
  if (!area) {
    // the second project checks workers against the WebWorker lib instead of the DOM
    check(
      'typecheck',
      (await step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])) &&
        (await step('typecheck workers', bin('tsc'), ['-p', 'tsconfig.worker.json', '--noEmit'])),
    );
    check('lint', await step('lint', bin('eslint'), ['--max-warnings', '0', '.']));
    // one form for every source file: prettier's, at 160 characters (.prettierrc.json)
    check('format', await step('format', bin('prettier'), ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,cjs}']));
    // no import circle among the server's files (scripts/import-circles.ts)
    check('import circles', await step('import circles', bin('tsx'), ['scripts/import-circles.ts']));
    // no assertion that passes on an empty list, no fixed sleep in a test
    check('test quality', await step('test quality', bin('tsx'), ['scripts/test-quality.ts']));
  }
  await vitest('unit', 'unit', withoutDb);
  // every screen once per demo role, and screens' behaviour, in jsdom (tests/components)
  await vitest('components', 'components', withoutDb);
}

/** the API suite on the embedded database, beside the others from the start: it is the longest after the browser's */
async function pgliteLane(): Promise<void> {
  await vitest('api on PGlite', API, onPostgres ? { ...withoutDb, API_HTTP_LAYER: 'off' } : withoutDb);
  if (!onPostgres) summary.push('- api on PostgreSQL: skipped (DATABASE_URL not set)');
}

/** the client's build, its budgets, then the journeys in Chromium against two fresh servers */
async function browserLane(): Promise<void> {
  const built = area && existsSync(join(root, 'dist', 'index.html')) ? true : await step('client build', bin('vite'), ['build', '--logLevel', 'warn']);
  if (!area) check('client build', built);
  if (built && !area) check('bundle budgets', await step('bundle budgets', bin('tsx'), ['scripts/bundle-budget.ts', 'dist']));
  if (!built) return;
  if (!(await ensureChromium())) {
    check('end-to-end: Chromium missing', false);
    return;
  }
  const out = join(tmp, 'e2e.json');
  rmSync(out, { force: true });
  const ok = await step(
    'end-to-end (Chromium)',
    bin('playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...(area ? [area, '--pass-with-no-tests'] : [])],
    { ...withoutDb, REDIS_URL: '', PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  );
  if (!existsSync(out)) {
    check('end-to-end: did not report', false);
    return;
  }
  const s = JSON.parse(readFileSync(out, 'utf8')).stats;
  // a test that passed only on a retry (flaky) counts as failed
  passed += s.expected;
  failed += s.unexpected + (s.flaky ?? 0);
  retries += s.flaky ?? 0;
  if (!ok && s.unexpected === 0 && !(area && s.expected === 0)) failed++;
  summary.push(`${ok ? '✓' : '✗'} end-to-end: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky ?? 0} passed on a retry`);
  // after the whole run: no token, password or digest in any line the server logged
  // both servers of the run: the running plant's, and the still one's (tests/e2e/ports.ts)
  const port = Number(process.env.E2E_PORT ?? 8199);
  if (!area)
    for (const p of [port, port + 1]) check(`log check ${p}`, await step(`log check ${p}`, bin('tsx'), ['tests/e2e/log-check.ts', `.tmp/e2e-server-${p}.log`]));
}

if (area) console.log(`Only the tests whose path names "${area}"`);
/**
 * Four lanes at once: on two cores no single runner keeps both busy (the browser journeys leave a
 * third of the machine idle, the checks one core), so the lanes fill each other's gaps; with the
 * API suite on PGlite after the checks, their lane ended last by three minutes. Each lane's steps
 * stay in order: a lane's later step needs nothing of another lane.
 */
await Promise.all([checksLane(), browserLane(), pgliteLane(), onPostgres ? vitest('api on PostgreSQL', API, process.env) : Promise.resolve()]);

summary.push(`retries used: ${retries}`);
summary.push(...coverage());
console.log(`\n${summary.join('\n')}`);
console.log(`times: ${timings.join(', ')}; in all ${minutes(Date.now() - suiteStarted)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
