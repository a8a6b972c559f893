import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/screens/menu-tree';
import { cleanGrants, indexMenus, withAncestors } from './role-menu-tree';

const n = (id: number, parentId: number, children: MenuNode[] = [], buttons = ['add', 'edit']): MenuNode => ({
  id,
  parentId,
  path: `/p${id}`,
  name: `P${id}`,
  icon: '',
  hidden: false,
  sort: id,
  buttons,
  meta: { title: '', role: [], icon: '' },
  children,
});
const tree = [n(1, 0, [n(101, 1, [n(10101, 101)]), n(102, 1)]), n(2, 0)];
const index = indexMenus(tree);

describe('role menus', () => {
  it('stores the ancestors of a checked screen with it', () => {
    expect(withAncestors([10101], index)).toEqual([1, 101, 10101]);
    expect(withAncestors([102, 2], index)).toEqual([1, 2, 102]);
  });

  it('keeps button grants only on granted menus and known buttons', () => {
    const grants = new Map([
      [101, ['add', 'launch']],
      [2, ['edit']],
      [102, []],
    ]);
    expect(cleanGrants(grants, [1, 101], index)).toEqual([{ menuId: 101, buttons: ['add'] }]);
  });
});
