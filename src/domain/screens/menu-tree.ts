import { screenCatalog, type CatalogEntry } from './catalog';

/** One node of the menu tree as `/user/menu/findbycode` answers it. */
export interface MenuNode {
  id: number;
  parentId: number;
  path: string;
  /** unique route name, derived from the path */
  name: string;
  icon: string;
  hidden: boolean;
  sort: number;
  /** button codes a role can be granted on this screen */
  buttons: string[];
  meta: { title: string; role: string[]; icon: string };
  children: MenuNode[];
}

/** Top-level id 17 carries the information centre (1701) and the queue board (1702): spec §2 Big screen. */
export const INFO_MENU_ID = 17;
export const INFO_CENTER_MENU_ID = 1701;
export const QUEUE_BOARD_MENU_ID = 1702;

/** The buttons every table screen knows; a screen's permission list is a subset. */
export const STANDARD_BUTTONS = ['add', 'edit', 'delete', 'export', 'import'] as const;
const APPROVAL_BUTTONS = ['approve', 'refuse'];

const GROUP_ICONS: Record<string, string> = {
  home: 'home',
  sales: 'sales',
  production: 'production',
  lab: 'lab',
  purchase: 'purchase',
  'material-manage': 'material',
  logistics: 'truck',
  report: 'report',
  basic: 'database',
  hr: 'team',
  decision: 'dashboard',
  device: 'tool',
  approval: 'audit',
  statement: 'account',
  project: 'project',
  'auxmaterial-manage': 'inbox',
  finance: 'money',
  'go-and-see': 'eye',
  'equipment-management': 'setting',
  'enviroment-management': 'environment',
  consume: 'thunder',
  'quality-management': 'experiment',
  settings: 'setting',
  product: 'appstore',
  weighing: 'scale',
  customer: 'user',
  bigscreen: 'screen',
  'queue-board': 'screen',
};

/** Route name from a path: `/sales/contract-price` → `SalesContractPrice`. */
export function routeName(path: string): string {
  return (
    path
      .split(/[/\-_{}]/)
      .filter(Boolean)
      .map((s) => s[0].toUpperCase() + s.slice(1))
      .join('') || 'Root'
  );
}

/** The i18n key of a screen's title. */
export function titleKey(path: string): string {
  return `menu.${path}`;
}

/** Button codes the declarations add to a screen, by route path (./menu-buttons.ts). */
export type ExtraButtons = ReadonlyMap<string, readonly string[]>;
const NONE: ExtraButtons = new Map();

function node(e: CatalogEntry, id: number, parentId: number, sort: number, extra: ExtraButtons = NONE): MenuNode {
  const isApproval = e.group === 'approval' && e.path !== '/approval';
  const icon = GROUP_ICONS[e.group] ?? 'menu';
  const base: string[] = isApproval ? [...STANDARD_BUTTONS, ...APPROVAL_BUTTONS] : [...STANDARD_BUTTONS];
  return {
    id,
    parentId,
    path: e.path,
    name: routeName(e.path),
    icon,
    hidden: !!e.hidden,
    sort,
    buttons: [...new Set([...base, ...(extra.get(e.path) ?? [])])],
    meta: { title: titleKey(e.path), role: e.roles ?? [], icon },
    children: [],
  };
}

/**
 * The whole menu tree, with stable ids: top-level nodes are numbered in catalogue order
 * (skipping 17, which is the information-centre group), children are `parent * 100 + n`,
 * grandchildren `child * 100 + n`. Every table screen knows the standard buttons; `extra` adds the
 * buttons its declarations name (print, confirm…).
 */
export function buildMenuTree(extra: ExtraButtons = NONE): MenuNode[] {
  const entries = screenCatalog.filter((e) => e.group !== 'public');
  const byPath = new Map<string, MenuNode>();
  const roots: MenuNode[] = [];
  let nextTop = 1;
  const parentOf = (path: string): MenuNode | undefined => {
    const parts = path.split('/').filter(Boolean);
    for (let i = parts.length - 1; i > 0; i--) {
      const p = byPath.get('/' + parts.slice(0, i).join('/'));
      if (p) return p;
    }
    return undefined;
  };
  for (const e of entries) {
    if (e.group === 'bigscreen' && e.path !== '/bigscreen') continue;
    if (e.group === 'queue-board') continue;
    const parent = parentOf(e.path);
    if (parent) {
      const n = node(e, parent.id * 100 + parent.children.length + 1, parent.id, parent.children.length + 1, extra);
      parent.children.push(n);
      byPath.set(e.path, n);
    } else {
      if (nextTop === INFO_MENU_ID) nextTop++;
      const n = node(e, nextTop, 0, nextTop, extra);
      nextTop++;
      roots.push(n);
      byPath.set(e.path, n);
    }
  }
  const bigscreen = byPath.get('/bigscreen');
  const info: MenuNode = {
    ...node({ path: '/information', group: 'bigscreen' }, INFO_MENU_ID, 0, INFO_MENU_ID),
    children: [],
  };
  info.children.push({
    ...node({ path: '/bigscreen/home', group: 'bigscreen' }, INFO_CENTER_MENU_ID, INFO_MENU_ID, 1),
    name: 'InformationCenter',
    buttons: [],
  });
  info.children.push({ ...node({ path: '/bridge/self/queueshow', group: 'queue-board' }, QUEUE_BOARD_MENU_ID, INFO_MENU_ID, 2), buttons: [] });
  roots.push(info);
  if (bigscreen) {
    for (const e of entries.filter((x) => x.group === 'bigscreen' && x.path !== '/bigscreen')) {
      bigscreen.children.push({ ...node(e, bigscreen.id * 100 + bigscreen.children.length + 1, bigscreen.id, bigscreen.children.length + 1), buttons: [] });
    }
  }
  return roots.sort((a, b) => a.id - b.id);
}

/** Depth-first list of every node. */
export function flattenMenu(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flattenMenu(n.children)]);
}
