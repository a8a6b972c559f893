import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { MenuIcon } from '../ui/menu-icon';
import { menuEntries, type MenuEntry } from './menu-entries';
import { THEMES } from './themes';
import './sidebar-menu.css';

/** The menu items a key press moves between: those shown, in reading order. */
const itemsOf = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The sidebar menu, generated from the user's routes. Plain React and CSS (sidebar-menu.css), not
 * antd's Menu: it is part of the shell's first paint, which loads no antd (issue 12). It keeps
 * antd's dark inline menu's look and its keyboard use: ↑/↓ (Home/End) move between the items shown,
 * → or Enter opens a group, ← closes it or goes back to its group, Enter or Space opens a screen.
 * Collapsed (64 px, icons only), a group shows its screens in a panel beside it.
 */
export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useAppSelector((s) => s.permission.tree);
  const theme = useAppSelector((s) => s.settings.theme);
  const flat = useAppSelector((s) => s.permission.flat);
  const entries = useMemo(() => menuEntries(tree, t), [tree, t]);
  // like antd's defaultOpenKeys: the groups of the screen shown at the start are open
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set((flat.find((r) => r.path === pathname)?.parents ?? []).map((p) => `group:${p}`)));
  // collapsed: the group whose panel is shown
  const [flyout, setFlyout] = useState<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const selected = (e: MenuEntry): boolean => e.to === pathname || !!e.children?.some(selected);
  const focusable = entries.find(selected)?.key ?? entries[0]?.key;

  const toggle = (key: string, to?: boolean) =>
    setOpen((s) => {
      const next = new Set(s);
      if (to ?? !s.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  const go = (to: string) => {
    setFlyout(null);
    navigate(to);
    onNavigate?.();
  };
  const isOpen = (key: string) => (collapsed ? flyout === key : open.has(key));
  const focusKey = (key: string) => requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-menu-key="${CSS.escape(key)}"]`)?.focus());

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, entry: MenuEntry, parent: MenuEntry | undefined) => {
    const items = itemsOf(root.current);
    const at = items.indexOf(e.currentTarget);
    const move = (i: number) => items[(i + items.length) % items.length]?.focus();
    const group = !!entry.children;
    let handled = true;
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (group && (e.key === 'ArrowRight' || ((e.key === 'Enter' || e.key === ' ') && !isOpen(entry.key)))) {
      if (collapsed) setFlyout(entry.key);
      else toggle(entry.key, true);
      if (entry.children?.[0]) focusKey(entry.children[0].key);
    } else if (group && (e.key === 'Enter' || e.key === ' ')) toggle(entry.key, false);
    else if (e.key === 'ArrowLeft' && group && isOpen(entry.key) && !collapsed) toggle(entry.key, false);
    else if ((e.key === 'ArrowLeft' || e.key === 'Escape') && parent) {
      if (collapsed) setFlyout(null);
      else toggle(parent.key, false);
      focusKey(parent.key);
    } else if ((e.key === 'Enter' || e.key === ' ') && entry.to) go(entry.to);
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const render = (list: MenuEntry[], depth: number, parent?: MenuEntry): ReactNode =>
    list.map((entry) => {
      const active = selected(entry);
      const label = (
        <span className="side-menu-title" title={entry.label}>
          {entry.label}
        </span>
      );
      const icon = entry.icon ? (
        <span className="side-menu-icon">
          <MenuIcon name={entry.icon} />
        </span>
      ) : null;
      // inline, each level is indented 24 px; the collapsed menu's panel starts its own levels
      const indent = !collapsed ? { paddingLeft: 24 * (depth + 1) } : depth > 0 ? { paddingLeft: 16 + 24 * (depth - 1) } : undefined;
      const common = {
        role: 'menuitem',
        'data-menu-key': entry.key,
        tabIndex: entry.key === focusable ? 0 : -1,
        style: indent,
        'aria-label': collapsed && depth === 0 ? entry.label : undefined,
        onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, entry, parent),
      } as const;
      if (!entry.children) {
        return (
          <li key={entry.key} role="none">
            <div
              {...common}
              className={`side-menu-item${entry.to === pathname ? ' side-menu-item-selected' : ''}`}
              aria-current={entry.to === pathname ? 'page' : undefined}
              onClick={() => go(entry.to!)}
            >
              {icon}
              {label}
            </div>
          </li>
        );
      }
      const expanded = isOpen(entry.key);
      return (
        <li
          key={entry.key}
          role="none"
          className={`side-menu-group${active ? ' side-menu-group-active' : ''}`}
          onMouseEnter={collapsed && depth === 0 ? () => setFlyout(entry.key) : undefined}
          onMouseLeave={collapsed && depth === 0 ? () => setFlyout((f) => (f === entry.key ? null : f)) : undefined}
          // a panel opened by keyboard or click closes when the focus leaves it
          onBlur={
            collapsed && depth === 0
              ? (e) => {
                  if (!e.currentTarget.contains(e.relatedTarget)) setFlyout((f) => (f === entry.key ? null : f));
                }
              : undefined
          }
        >
          <div
            {...common}
            className="side-menu-item side-menu-group-title"
            aria-haspopup="true"
            aria-expanded={expanded}
            onClick={() => (collapsed ? setFlyout(entry.key) : toggle(entry.key))}
          >
            {icon}
            {label}
            <i className={`side-menu-arrow${expanded ? ' side-menu-arrow-open' : ''}`} aria-hidden />
          </div>
          {expanded && (
            <ul
              role="menu"
              aria-label={entry.label}
              className={collapsed && depth === 0 ? 'side-menu-sub side-menu-flyout' : 'side-menu-sub'}
              style={collapsed && depth === 0 ? { background: THEMES[theme].sider } : undefined}
            >
              {render(entry.children, depth + 1, entry)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul
      ref={root}
      role="menu"
      aria-label={t('navbar.sidebar')}
      aria-orientation="vertical"
      className={`side-menu${collapsed ? ' side-menu-collapsed' : ''}`}
      style={{ ['--side-menu-selected' as string]: THEMES[theme].primary }}
    >
      {render(entries, 0)}
    </ul>
  );
}
