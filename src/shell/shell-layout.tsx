import { Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ScreenOutlet } from '../app/screen-outlet';
import { useAppSelector } from '../store/hooks';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { THEMES } from './themes';
import { useDevice } from './use-device';

// the settings panel (drawer, switches) loads when first opened, not with the shell
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/** Sidebar, navbar with tabs, content, settings panel. */
export function ShellLayout() {
  const device = useDevice();
  const { tagsView, fixedHeader, theme, showSettings } = useAppSelector((s) => s.settings);
  const [settingsAsked, setSettingsAsked] = useState(showSettings);
  if (showSettings && !settingsAsked) setSettingsAsked(true);
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
      {settingsAsked && <Suspense fallback={null}><SettingsDrawer /></Suspense>}
    </Layout>
  );
}
