import { Layout } from 'antd';
import { ScreenOutlet } from '../app/screen-outlet';
import { useAppSelector } from '../store/hooks';
import { Navbar } from './navbar';
import { SettingsDrawer } from './settings-drawer';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { THEMES } from './themes';
import { useDevice } from './use-device';

/** Sidebar, navbar with tabs, content, settings panel. */
export function ShellLayout() {
  const device = useDevice();
  const { tagsView, fixedHeader, theme } = useAppSelector((s) => s.settings);
  return (
    <Layout className={`shell shell-${device}`} style={{ minHeight: '100vh' }}>
      <Sidebar device={device} />
      <Layout>
        <header
          className={`shell-header${fixedHeader ? ' shell-header-fixed' : ''}`}
          style={{ borderTop: `3px solid ${THEMES[theme].header}` }}
        >
          <Navbar device={device} />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content className="shell-content" role="main">
          <ScreenOutlet />
        </Layout.Content>
      </Layout>
      <SettingsDrawer />
    </Layout>
  );
}
