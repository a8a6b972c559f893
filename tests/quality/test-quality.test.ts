import { describe, expect, it } from 'vitest';
import { codeOf, findProblems, isTestFile, receiverBefore } from '../../scripts/test-quality';

/** The lines of a test file; each a one-line string, so that this file itself reads as clean. */
const file = (...lines: string[]) => lines.join('\n');
const lines = (text: string) => findProblems('x.test.ts', text).map((p) => p.line);

describe('every without a length check', () => {
  it('flags a bare every, naming its list', () => {
    const problems = findProblems(
      'x.test.ts',
      file("it('keeps to the station', async () => {", '  const rows = await list();', "  expect(rows.every((r) => r.orgId === '01')).toBe(true);", '});'),
    );
    expect(problems).toEqual([{ line: 3, problem: expect.stringContaining('rows.every(…) passes on an empty list') }]);
  });

  it('accepts one after a length check of the same list, in any of its forms', () => {
    for (const check of [
      'expect(r.body.data.list.length).toBeGreaterThan(0);',
      'expect(r.body.data.list).toHaveLength(3);',
      'await expect(r.body.data.list).toHaveCount(3);',
    ]) {
      expect(
        lines(file("it('x', async () => {", `  ${check}`, '  const n = 1;', "  expect(r.body.data.list.every((x) => x.orgId === '01')).toBe(true);", '});')),
        check,
      ).toEqual([]);
    }
    expect(lines(file('  expect(xs.length > 0 && xs.every((x) => x > 0)).toBe(true);'))).toEqual([]);
  });

  it('flags one whose length check is of another list, in another test or too far above', () => {
    expect(lines(file('  expect(ys.length).toBe(2);', '  expect(xs.every((x) => x > 0)).toBe(true);'))).toEqual([2]);
    expect(lines(file('  expect(xs.length).toBe(2);', '});', "it('y', () => {", '  expect(xs.every((x) => x > 0)).toBe(true);'))).toEqual([4]);
    expect(lines(file('  expect(xs.length).toBe(2);', ...Array(8).fill('  step();'), '  expect(xs.every((x) => x > 0)).toBe(true);'))).toEqual([10]);
  });

  it('accepts a reason why the list is never empty, on the line above', () => {
    expect(lines(file('  // quality: non-empty the seed has four stations', '  expect(stations.every((s) => s.open)).toBe(true);'))).toEqual([]);
    expect(lines(file('  // quality: non-empty', '  expect(stations.every((s) => s.open)).toBe(true);'))).toEqual([2]);
  });

  it('flags a chain it cannot read the list of, whatever length checks stand above', () => {
    expect(lines(file('  expect(xs.length).toBe(2);', '  expect(xs', '    .every((x) => x > 0)).toBe(true);'))).toEqual([3]);
  });

  it('reads the list back through calls and indexes', () => {
    const code = 'expect(flat(r.body.data[0]).slice(1).every((n) => n)).toBe(true);';
    expect(receiverBefore(code, code.indexOf('.every('))).toBe('flat(r.body.data[0]).slice(1)');
  });
});

describe('fixed waits', () => {
  it('flags waitForTimeout, sleep and setTimeout as a sleep', () => {
    expect(
      lines(
        file(
          '  await page.waitForTimeout(500);',
          '  await sleep(200);',
          '  await new Promise((r) => setTimeout(r, 250));',
          '  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));',
        ),
      ),
    ).toEqual([1, 2, 3, 4]);
  });

  it("accepts test.setTimeout, a socket's setTimeout and a deadline that rejects", () => {
    expect(
      lines(
        file(
          '  test.setTimeout(180_000);',
          "  c.once('error', () => end(false)); c.setTimeout(1000, () => end(false));",
          "  const timer = setTimeout(() => reject(new Error('no matching message')), ms);",
          "  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });",
        ),
      ),
    ).toEqual([]);
  });

  it('reads no code in strings and comments', () => {
    expect(codeOf("it('waits with sleep(1)', () => { // then sleep(2)")).toBe("it('', () => { ");
    expect(lines(file('it(`no sleep(1) here`, () => {', '  const s = "waitForTimeout(5)";'))).toEqual([]);
  });
});

describe('the files it reads', () => {
  it('reads the unit, API and e2e tests and the e2e and API support files', () => {
    const read = [
      'src/a.test.ts',
      'src/b.test.tsx',
      'tests/e2e/map.e2e.ts',
      'tests/e2e/support.ts',
      'tests/api/calls.ts',
      'tests/api/operations/socket-client.ts',
    ];
    const skipped = ['src/a.ts', 'tests/e2e/fixtures/data.ts', 'scripts/test-quality.ts', 'tests/bench/run.ts'];
    expect([...read, ...skipped].filter(isTestFile)).toEqual(read);
  });
});
