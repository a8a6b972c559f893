import { describe, expect, it } from 'vitest';
import { assertScreensDeclared } from './screen-permissions';
import { screenComponents } from './screen-components';
import { buildMenuTree, flattenMenu } from '../domain/screens/menu-tree';

describe('screen registration', () => {
  it('accepts every screen registered today: each is a menu entry', () => {
    expect(() => assertScreensDeclared(Object.keys(screenComponents))).not.toThrow();
  });

  it('fails for a screen that has no menu entry to carry its permission', () => {
    expect(() => assertScreensDeclared(['/home/index', '/nowhere/secret'])).toThrow(/\/nowhere\/secret/);
  });

  it('shows every admin screen that exists in the menu: only the wall boards stay out of the sidebar', () => {
    const nodes = new Map(flattenMenu(buildMenuTree()).map((n) => [n.path, n]));
    const admin = Object.keys(screenComponents).filter((p) => nodes.has(p) && !p.startsWith('/bigscreen/') && !p.startsWith('/bridge/'));
    expect(admin).toEqual(expect.arrayContaining(['/settings/systemJournal', '/basic/master-provider', '/product/unit', '/home/future-handle']));
    expect(admin.filter((p) => nodes.get(p)!.hidden)).toEqual([]);
  });
});
