import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../domain/screens/menu-tree';
import { buildMenuTree } from '../domain/screens/menu-tree';
import { buildRoutes, isRoleAllowed, joinPath, smartScreenLinks } from './route-builder';

const n = (id: number, path: string, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: 0,
  path,
  name: path.replace(/\W/g, '') || 'Root',
  icon: 'menu',
  hidden: false,
  sort: id,
  buttons: [],
  meta: { title: `menu.${path}`, role: [], icon: 'menu' },
  children,
  ...extra,
});

const has = (paths: string[]) => (p: string) => paths.includes(p);

describe('route generation from a menu tree', () => {
  it('combines relative child paths and keeps absolute ones', () => {
    expect(joinPath('/sales', 'customer')).toBe('/sales/customer');
    expect(joinPath('/sales', '/sales/customer')).toBe('/sales/customer');
  });

  it('routes only the entries that have a component, keeping their group as a parent', () => {
    const menu = [n(1, '/home', [n(101, 'index'), n(102, 'future-handle', [], { hidden: true })]), n(2, '/sales', [n(201, 'customer')])];
    const built = buildRoutes(menu, { userName: 'sales', hasComponent: has(['/home/index', '/home/future-handle']) });
    expect(built.flat.map((r) => r.path)).toEqual(['/home/index', '/home/future-handle']);
    expect(built.tree.map((r) => r.path)).toEqual(['/home']);
    expect(built.flat[0].parents).toEqual(['/home']);
    expect(built.flat[0].affix).toBe(true);
  });

  it('lands on the first visible route, or /home/index when there is none', () => {
    const menu = [n(1, '/a', [n(101, 'hidden', [], { hidden: true }), n(102, 'shown')])];
    expect(buildRoutes(menu, { userName: 'x', hasComponent: () => true }).landing).toBe('/a');
    expect(buildRoutes(menu, { userName: 'x', hasComponent: has(['/a/hidden', '/a/shown']) }).landing).toBe('/a/shown');
    expect(buildRoutes([], { userName: 'x', hasComponent: () => true }).landing).toBe('/home/index');
  });

  it('keeps admin-role routes for user names containing admin only', () => {
    const menu = [n(1, '/settings', [n(101, 'stock', [], { meta: { title: 't', role: ['admin'], icon: '' } })])];
    const all = () => true;
    expect(buildRoutes(menu, { userName: 'sysadmin2', hasComponent: all }).flat.map((r) => r.path)).toContain('/settings/stock');
    expect(buildRoutes(menu, { userName: 'dispatcher', hasComponent: all }).flat.map((r) => r.path)).not.toContain('/settings/stock');
    expect(isRoleAllowed(['admin', 'editor'], 'sales', ['editor'])).toBe(true);
    expect(isRoleAllowed(['admin', 'editor'], 'lab', ['lab'])).toBe(false);
  });

  it('reports duplicate route names and keeps the first', () => {
    const menu = [n(1, '/a', [], { name: 'Same' }), n(2, '/b', [], { name: 'Same' })];
    const built = buildRoutes(menu, { userName: 'x', hasComponent: () => true });
    expect(built.duplicates).toEqual(['Same']);
    expect(built.flat.map((r) => r.path)).toEqual(['/a']);
  });

  it('builds the seeded catalogue without conflicts', () => {
    const built = buildRoutes(buildMenuTree(), { userName: 'admin', hasComponent: () => true });
    expect(built.duplicates).toEqual([]);
    expect(built.flat.length).toBeGreaterThan(300);
  });

  it('offers the smart-screen links only when menu 17 holds 1701 and 1702', () => {
    const menu = [n(17, '/information', [n(1701, '/bigscreen/home'), n(1702, '/bridge/self/queueshow')])];
    expect(smartScreenLinks(menu, 17, 1701, 1702)).toEqual({ infoCentre: true, queueBoard: true });
    expect(smartScreenLinks([], 17, 1701, 1702)).toEqual({ infoCentre: false, queueBoard: false });
  });
});
