import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_PX } from '../constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { sidebarToggled } from '../store/settings.slice';
import { AppLogo } from '../ui/app-logo';
import { THEMES } from './themes';
import { SidebarMenu } from './sidebar-menu';

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sidebar-logo">
      <AppLogo />
      {!collapsed && <span>{t('app.short')}</span>}
    </div>
  );
}

/** Collapsible on desktop (cookie sidebarStatus), a drawer in mobile mode. */
export function Sidebar({ device }: { device: 'desktop' | 'mobile' }) {
  const dispatch = useAppDispatch();
  const { sidebarOpened, sidebarLogo, theme } = useAppSelector((s) => s.settings);
  const background = THEMES[theme].sider;

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left" open={sidebarOpened} closable={false} size={SIDEBAR_WIDTH_PX}
        onClose={() => dispatch(sidebarToggled(false))}
        styles={{ body: { padding: 0, background } }}
      >
        {sidebarLogo && <Logo collapsed={false} />}
        <SidebarMenu collapsed={false} onNavigate={() => dispatch(sidebarToggled(false))} />
      </Drawer>
    );
  }
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
