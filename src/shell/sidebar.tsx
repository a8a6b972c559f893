import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_PX } from '../constants';
import { useAppSelector } from '../store/hooks';
import { AppLogo } from '../ui/app-logo';
import { THEMES } from './themes';
import { SidebarMenu } from './sidebar-menu';

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

/** Collapsible on desktop (cookie sidebarStatus), a drawer in mobile mode. */
export function Sidebar({ device }: { device: 'desktop' | 'mobile' }) {
  const { sidebarOpened, sidebarLogo, theme } = useAppSelector((s) => s.settings);
  const background = THEMES[theme].sider;

  if (device === 'mobile') return <Suspense fallback={null}><MobileSidebar /></Suspense>;
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH_PX} collapsed={!sidebarOpened} collapsedWidth={64} trigger={null}
      style={{ background, overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}
    >
      {sidebarLogo && <Logo collapsed={!sidebarOpened} />}
      <SidebarMenu collapsed={!sidebarOpened} />
    </Layout.Sider>
  );
}
