import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../app/app-route';
import { menuEntries } from './menu-entries';

const route = (path: string, children: AppRoute[] = [], extra: Partial<AppRoute> = {}): AppRoute => ({
  id: 0,
  path,
  name: path,
  title: `menu.${path}`,
  icon: 'menu',
  hidden: false,
  affix: false,
  noCache: false,
  roles: [],
  parents: [],
  routable: children.length === 0,
  children,
  ...extra,
});
const t = (k: string) => `«${k}»`;

describe('the sidebar menu entries', () => {
  it('lists screens and groups with their translated titles; only top-level entries carry an icon', () => {
    const tree = [route('/sales', [route('/sales/customer'), route('/sales/contract')], { icon: 'sales' })];
    expect(menuEntries(tree, t)).toEqual([
      {
        key: 'group:/sales',
        icon: 'sales',
        label: '«menu./sales»',
        children: [
          { key: '/sales/customer', icon: undefined, label: '«menu./sales/customer»', to: '/sales/customer' },
          { key: '/sales/contract', icon: undefined, label: '«menu./sales/contract»', to: '/sales/contract' },
        ],
      },
    ]);
  });

  it('leaves hidden routes out, and shows a group holding one plain screen as that screen', () => {
    const tree = [
      route('/home', [route('/home/index'), route('/home/future-handle', [], { hidden: true })], { icon: 'home' }),
      route('/secret', [], { hidden: true }),
    ];
    expect(menuEntries(tree, t)).toEqual([{ key: '/home/index', icon: 'home', label: '«menu./home/index»', to: '/home/index' }]);
  });

  it('keeps a routable group with one screen a group', () => {
    const tree = [route('/report', [route('/report/daily')], { routable: true })];
    expect(menuEntries(tree, t)[0].children?.map((e) => e.key)).toEqual(['/report/daily']);
  });
});
