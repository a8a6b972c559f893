/**
 * Test quality (issue 24, "tests that can fail"): finds the checks in test files that pass without
 * checking anything, line by line, with simple heuristics.
 *
 *  1. `xs.every(…)` with no length check of that same `xs` in the lines before it, in the same test:
 *     `every` holds on an empty list, so a list that came back empty passes. A length check within
 *     LOOKBACK lines (`xs.length`, `expect(xs).toHaveLength(…)`, `.toHaveCount(…)`) or on the same
 *     line before it, or a comment `// quality: non-empty <why>` on the line above, answers it.
 *  2. Fixed waits: `waitForTimeout(…)`, `sleep(…)`, a bare `setTimeout(…)` (a sleep like
 *     `new Promise((r) => setTimeout(r, ms))`). A wait of fixed length is too short on a slow machine
 *     and, in a negative check ("nothing arrives"), passes whatever happens; wait on a state or an event
 *     instead. Allowed: a method `x.setTimeout(…)` (Playwright's `test.setTimeout`, a socket's idle
 *     timeout) and a timer whose callback rejects: a deadline that fails a wait, not a sleep.
 *
 * `npx tsx scripts/test-quality.ts` prints `file:line: problem` for each finding and exits 1, or
 * prints how many files it checked. `findProblems` is the whole check of one file, pure, for its test
 * (tests/quality/test-quality.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Problem {
  line: number;
  problem: string;
}

/** how many lines before an `every` its length check may stand */
const LOOKBACK = 8;
/** the line that opens a test (or a group): the look back for a length check stops there */
const TEST_START = /^\s*(it|test|describe)(\.\w+)*\s*\(/;
const OPT_OUT = /\/\/\s*quality:\s*non-empty\s+\S/;

/**
 * The line without the contents of its strings and without its `//` comment, so that code quoted in
 * a string (a test of this checker, a test name) is never read as code. Only one-line strings.
 */
export function codeOf(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '/' && line[i + 1] === '/') break;
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < line.length && line[j] !== c) j += line[j] === '\\' ? 2 : 1;
      out += c + c;
      i = j;
      continue;
    }
    out += c;
  }
  return out;
}

/** The expression `every` is called on, read backwards from `end`: names, dots, calls and indexes. */
export function receiverBefore(code: string, end: number): string {
  let i = end - 1;
  while (i >= 0) {
    const c = code[i];
    if (c === ')' || c === ']') {
      // skip back to the matching bracket
      let depth = 0;
      for (; i >= 0; i--) {
        if (code[i] === ')' || code[i] === ']') depth++;
        else if (code[i] === '(' || code[i] === '[') depth--;
        if (depth === 0) break;
      }
      i--;
    } else if (/[\w$.?!]/.test(c)) i--;
    else break;
  }
  return code.slice(i + 1, end).trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `code` checks the length of `list`: `list.length`, `expect(list).toHaveLength(…)`, `….toHaveCount(…)`. */
function checksLength(code: string, list: string): boolean {
  const l = escape(list);
  return new RegExp(`${l}\\s*\\??\\.length\\b`).test(code) || new RegExp(`expect\\(\\s*${l}\\s*\\)\\s*\\.(not\\.)?(toHaveLength|toHaveCount)\\(`).test(code);
}

/** The findings of one test file: `path` only names it, `text` is its content. */
export function findProblems(path: string, text: string): Problem[] {
  void path;
  const lines = text.split('\n');
  const code = lines.map(codeOf);
  const problems: Problem[] = [];
  code.forEach((line, n) => {
    // 1. every without a length check before it
    for (const m of line.matchAll(/\.every\(/g)) {
      if (n > 0 && OPT_OUT.test(lines[n - 1])) continue;
      const list = receiverBefore(line, m.index);
      // a list this cannot read (a chain that starts on the line above) has no length check it can find
      let checked = list !== '' && checksLength(line.slice(0, m.index), list);
      for (let k = n - 1; list && !checked && k >= 0 && k >= n - LOOKBACK; k--) {
        checked = checksLength(code[k], list);
        if (TEST_START.test(code[k])) break;
      }
      if (!checked)
        problems.push({
          line: n + 1,
          problem: `${list || 'a list'}.every(…) passes on an empty list: check its length first (or say why it is never empty: // quality: non-empty <why>)`,
        });
    }
    // 2. fixed waits
    if (/\bwaitForTimeout\s*\(/.test(line))
      problems.push({ line: n + 1, problem: 'waitForTimeout(…) waits a fixed time: wait for a state or an event instead' });
    if (/(?<![\w$.])sleep\s*\(/.test(line)) problems.push({ line: n + 1, problem: 'sleep(…) waits a fixed time: wait for a state or an event instead' });
    for (const m of line.matchAll(/(?<![\w$.])setTimeout\s*\(/g)) {
      // a deadline that fails a wait, `setTimeout(() => reject(…), ms)`, is no sleep
      if (/^setTimeout\s*\(\s*\(\)\s*=>\s*\{?\s*reject\(/.test(line.slice(m.index))) continue;
      problems.push({
        line: n + 1,
        problem: 'setTimeout(…) as a sleep waits a fixed time: wait for a state or an event (vi.waitFor, an event promise) instead',
      });
    }
  });
  return problems;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

/** Whether `file` (relative, with `/`) is a test file or a test's support file. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /\.e2e\.ts$/.test(file) || /^tests\/e2e\/[^/]+\.ts$/.test(file) || /^tests\/api\/.+\.ts$/.test(file);
}

function* walk(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    // dot folders (.git, .tmp, .ci's caches) and build output hold no tests of ours
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

function main(): void {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const files = [...walk(root)]
    .map((p) => relative(root, p).split('\\').join('/'))
    .filter(isTestFile)
    .sort();
  let count = 0;
  for (const f of files) {
    for (const p of findProblems(f, readFileSync(join(root, f), 'utf8'))) {
      console.log(`${f}:${p.line}: ${p.problem}`);
      count++;
    }
  }
  console.log(`test quality: ${files.length} files checked, ${count} problems`);
  if (count > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
