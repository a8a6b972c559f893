import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '../app/app-route';
import { useAppSelector } from '../store/hooks';
import { MenuIcon } from '../ui/menu-icon';

type Item = Required<MenuProps>['items'][number];

const SIDEBAR_MENU_TOKENS = { darkItemBg: 'transparent', darkSubMenuItemBg: 'rgba(0, 0, 0, 0.25)', darkPopupBg: '#1f2430' };

/** A label the sidebar's width may cut ("Pantallas intelige…"): its title gives the whole of it on hover. */
function Label({ text }: { text: string }) {
  return <span title={text}>{text}</span>;
}

function toItems(routes: AppRoute[], t: (k: string) => string, depth = 0): Item[] {
  return routes.filter((r) => !r.hidden).map((r) => {
    const visible = r.children.filter((c) => !c.hidden);
    const icon = depth === 0 ? <MenuIcon name={r.icon} /> : undefined;
    if (visible.length === 0) return { key: r.path, icon, label: <Label text={t(r.title)} /> };
    // A group with a single plain screen shows that screen directly, like the home page.
    if (visible.length === 1 && visible[0].children.length === 0 && !r.routable) return { key: visible[0].path, icon, label: <Label text={t(visible[0].title)} /> };
    const children = toItems(r.children, t, depth + 1);
    return { key: `group:${r.path}`, icon, label: <Label text={t(r.title)} />, children };
  });
}

/** The sidebar menu, generated from the user's routes; hidden routes stay out of it. */
export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useAppSelector((s) => s.permission.tree);
  const theme = useAppSelector((s) => s.settings.theme);
  const items = useMemo(() => toItems(tree, t), [tree, t]);
  const flat = useAppSelector((s) => s.permission.flat);
  const route = flat.find((r) => r.path === pathname);
  const openKeys = collapsed ? undefined : (route?.parents ?? []).map((p) => `group:${p}`);

  // submenus sit on the theme's sidebar colour instead of antd's fixed dark navy
  return (
    <ConfigProvider theme={{ components: { Menu: SIDEBAR_MENU_TOKENS } }}>
      <Menu
        key={`${theme}-${collapsed}`}
        mode="inline"
        theme="dark"
        aria-label={t('navbar.sidebar')}
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeys}
        inlineCollapsed={collapsed}
        style={{ background: 'transparent', borderInlineEnd: 0 }}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </ConfigProvider>
  );
}
