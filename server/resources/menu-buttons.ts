import type { DB } from '../db/database';
import { buildMenuTree, flattenMenu } from '../../src/domain/screens/menu-tree';
import { declaredMenuButtons } from '../../src/domain/screens/menu-buttons';
import { resources } from '../../src/domain/resources/registry';

/**
 * Brings `menus.buttons` and `menus.hidden` up to the declarations and the screen catalogue at
 * start: a new object's buttons appear on the role screen, and a screen the catalogue shows
 * appears in the sidebar, without a reseed. Grants stay as they are: a role gets a new button
 * when an administrator grants it (admins have every button of every menu).
 */
export async function syncMenuButtons(db: DB): Promise<number> {
  const extra = declaredMenuButtons(resources);
  const want = new Map(flattenMenu(buildMenuTree(extra)).map((m) => [m.id, { buttons: m.buttons.join(','), hidden: m.hidden }]));
  const rows = await db.selectFrom('menus').select(['id', 'buttons', 'hidden']).execute();
  let changed = 0;
  for (const r of rows) {
    const w = want.get(r.id);
    if (w === undefined || (w.buttons === r.buttons && w.hidden === r.hidden)) continue;
    await db.updateTable('menus').set(w).where('id', '=', r.id).execute();
    changed++;
  }
  return changed;
}
