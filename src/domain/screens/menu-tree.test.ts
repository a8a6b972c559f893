import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu, INFO_MENU_ID, routeName } from './menu-tree';
import { screenCatalog } from './catalog';

describe('the menu tree built from the screen catalogue', () => {
  const tree = buildMenuTree();
  const all = flattenMenu(tree);

  it('holds every non-public screen of the catalogue', () => {
    const paths = new Set(all.map((n) => n.path));
    for (const e of screenCatalog.filter((x) => x.group !== 'public')) expect(paths.has(e.path), e.path).toBe(true);
  });

  it('gives unique ids and unique route names', () => {
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    expect(new Set(all.map((n) => n.name)).size).toBe(all.length);
  });

  it('puts the information centre and the queue board under id 17', () => {
    const info = tree.find((n) => n.id === INFO_MENU_ID)!;
    expect(info.children.map((c) => [c.id, c.path])).toEqual([
      [1701, '/bigscreen/home'],
      [1702, '/bridge/self/queueshow'],
    ]);
  });

  it('nests children under their group with combined paths', () => {
    const sales = tree.find((n) => n.path === '/sales')!;
    expect(sales.children.length).toBeGreaterThan(0);
    expect(sales.children.filter((c) => !(c.path.startsWith('/sales/') && c.parentId === sales.id))).toEqual([]);
    expect(all.find((n) => n.path === '/sales/invoice/makeout')!.parentId).toBe(all.find((n) => n.path === '/sales/invoice')!.id);
  });

  it('keeps admin-only screens marked', () => {
    expect(all.find((n) => n.path === '/settings/systemJournal')!.meta.role).toEqual(['admin']);
  });

  it('derives route names from paths', () => {
    expect(routeName('/sales/contract-price')).toBe('SalesContractPrice');
  });
});
