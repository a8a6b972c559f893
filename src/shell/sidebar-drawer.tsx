import { Drawer } from 'antd';
import { SIDEBAR_WIDTH_PX } from '../constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { sidebarToggled } from '../store/settings.slice';
import { Logo } from './sidebar';
import { SidebarMenu } from './sidebar-menu';
import { THEMES } from './themes';

/** The sidebar of mobile mode: a drawer from the left that closes on navigation. */
export function MobileSidebar() {
  const dispatch = useAppDispatch();
  const { sidebarOpened, sidebarLogo, theme } = useAppSelector((s) => s.settings);
  return (
    <Drawer
      placement="left"
      open={sidebarOpened}
      closable={false}
      size={SIDEBAR_WIDTH_PX}
      onClose={() => dispatch(sidebarToggled(false))}
      styles={{ body: { padding: 0, background: THEMES[theme].sider } }}
    >
      {sidebarLogo && <Logo collapsed={false} />}
      <SidebarMenu collapsed={false} onNavigate={() => dispatch(sidebarToggled(false))} />
    </Drawer>
  );
}
