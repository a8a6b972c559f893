import { describe, expect, it } from 'vitest';
import reducer, { allClosed, nextAfterClose, othersClosed, viewAdded, viewClosed, type TabView } from './tags-view.slice';

const tab = (path: string, extra: Partial<TabView> = {}): TabView => ({ path, fullPath: path, title: `menu.${path}`, affix: false, noCache: false, ...extra });

describe('tags view', () => {
  const opened = [tab('/home/index', { affix: true }), tab('/a'), tab('/b'), tab('/a')].reduce(
    (s, t) => reducer(s, viewAdded(t)),
    reducer(undefined, { type: 'init' }),
  );

  it('adds a tab once per path and caches it', () => {
    expect(opened.visited.map((v) => v.path)).toEqual(['/home/index', '/a', '/b']);
    expect(opened.cached).toEqual(['/home/index', '/a', '/b']);
  });

  it('does not cache noCache screens', () => {
    expect(reducer(undefined, viewAdded(tab('/x', { noCache: true }))).cached).toEqual([]);
  });

  it('never closes affixed tabs', () => {
    expect(reducer(opened, viewClosed('/home/index')).visited).toHaveLength(3);
    expect(reducer(opened, allClosed()).visited.map((v) => v.path)).toEqual(['/home/index']);
    expect(reducer(opened, othersClosed('/b')).visited.map((v) => v.path)).toEqual(['/home/index', '/b']);
  });

  it('removes the cache with the tab', () => {
    expect(reducer(opened, viewClosed('/a')).cached).toEqual(['/home/index', '/b']);
  });

  it('goes to the last remaining tab after closing', () => {
    expect(nextAfterClose(opened.visited, '/b')).toBe('/a');
  });
});
