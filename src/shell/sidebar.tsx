import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_PX } from '../constants';
import { useAppSelector } from '../store/hooks';
import { AppLogo } from '../ui/app-logo';
import { THEMES } from './themes';
import { SidebarMenu } from './sidebar-menu';

/** The sidebar's width when collapsed to its icons. */
const COLLAPSED_WIDTH_PX = 64;

export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sidebar-logo">
      <AppLogo />
      {!collapsed && <span>{t('app.short')}</span>}
    </div>
  );
}

// the drawer of mobile mode loads only on a phone-sized screen
const MobileSidebar = lazy(() => import('./sidebar-drawer').then((m) => ({ default: m.MobileSidebar })));

/** Collapsible on desktop (cookie sidebarStatus), a drawer in mobile mode. Plain, no antd: part of the first paint. */
export function Sidebar({ device }: { device: 'desktop' | 'mobile' }) {
  const { sidebarOpened, sidebarLogo, theme } = useAppSelector((s) => s.settings);
  const background = THEMES[theme].sider;

  if (device === 'mobile')
    return (
      <Suspense fallback={null}>
        <MobileSidebar />
      </Suspense>
    );
  const width = sidebarOpened ? SIDEBAR_WIDTH_PX : COLLAPSED_WIDTH_PX;
  return (
    <aside className={`shell-sider${sidebarOpened ? '' : ' shell-sider-collapsed'}`} style={{ background, width, flex: `0 0 ${width}px` }}>
      {sidebarLogo && <Logo collapsed={!sidebarOpened} />}
      <SidebarMenu collapsed={!sidebarOpened} />
    </aside>
  );
}
