import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectationOf, namedRoutes, type Expectation } from '../route-lists';
import { COVERAGE_DIR, type FileCoverage } from '../support/coverage';
import { failedCalls, seenCalls, serveFromDemo } from '../support/demo-server';
import { currentPath, menuRoutes, mountApp, openRoute, settle, shown, signIn, until } from '../support/render-app';

/** where a screen draws: the shell's content area, or a wall board's frame (outside the shell) */
const contentOf = (route: string) => document.querySelector(/^\/(bigscreen|bridge)\//.test(route) ? '.board-frame' : 'main.shell-content');
/** shown elements of a class under `root` (a class lookup: selector matching in jsdom is slow) */
const shownOfClass = (root: Element, name: string) => [...root.getElementsByClassName(name)].filter(shown);

/** What the screen shows now against what it must: 'ok', 'refused', or why not yet. */
function verdict(route: string, want: Expectation): string {
  if (currentPath() !== route || shownOfClass(document.body, 'ant-result-403').length || shownOfClass(document.body, 'ant-result-404').length) return 'refused';
  const content = contentOf(route);
  if (!content) return 'no content area';
  // the spinners of a screen still loading (src/ui/page-loading.tsx, plain-loading.tsx)
  if ([...document.querySelectorAll('[aria-live="polite"]')].some((e) => e.getAttribute('role') === 'status' && shown(e))) return 'loading';
  switch (want.kind) {
    case 'text':
      return shownOfClass(content, 'ant-table-row').some((r) => r.textContent?.includes(want.text)) ? 'ok' : `no row with ${want.text}`;
    case 'rows':
      return shownOfClass(content, 'ant-table-row').length ? 'ok' : 'no table row';
    case 'item':
      return [...document.querySelectorAll(want.selector)].some(shown) ? 'ok' : `no ${want.selector}`;
    case 'opens':
      return [...content.children].some((c) => shown(c) && c.childElementCount > 0) ? 'ok' : 'nothing shown';
  }
}

/**
 * Declares one test per route of `user`'s menu (as the seeded demo grants it) that `pick` keeps:
 * the route opens in the mounted app without a refused screen (403/404) and without a refused or
 * failed call, and shows what tests/components/route-lists.ts says it shows to this user; `pages`
 * are shell pages outside the menu (the help document, the printed documents) walked the same way. Also
 * checks that every route a walk names for the user is in the menu. Call at a test file's top level
 * (it signs in to read the menu before the tests are declared).
 */
export async function walkMenu(
  user: string,
  file: string,
  { pick = () => true, pages = [] }: { pick?: (route: string) => boolean; pages?: readonly string[] } = {},
) {
  serveFromDemo();
  await signIn(user);
  const all = menuRoutes()
    .map((r) => r.path)
    .filter((p) => !/[{:]/.test(p));
  const routes = [...new Set([...all.filter(pick), ...pages])];
  const rendered: string[] = [];

  describe(`the routes of ${user}'s menu`, () => {
    beforeAll(async () => {
      await mountApp();
    }, 120_000);
    afterAll(() => {
      mkdirSync(COVERAGE_DIR, { recursive: true });
      const calls = [...new Set(seenCalls.filter((c) => c.status < 500).map((c) => `${c.method} ${c.path}`))];
      const out: FileCoverage = { routes: { [user]: rendered }, calls };
      writeFileSync(join(COVERAGE_DIR, `${file}.json`), JSON.stringify(out));
    });

    it(`holds every route the walks name for ${user}`, () => {
      expect(
        namedRoutes(user)
          .filter(pick)
          .filter((r) => !all.includes(r)),
      ).toEqual([]);
    });

    for (const route of routes) {
      it(route, async () => {
        const want = expectationOf(user, route);
        await openRoute(route);
        let last = '';
        await until(() => ['ok', 'refused'].includes((last = verdict(route, want))));
        expect(last, route).toBe('ok');
        await settle();
        expect(failedCalls(route), `${route}: refused or failed calls`).toEqual([]);
        rendered.push(route);
      });
    }
  });
}
