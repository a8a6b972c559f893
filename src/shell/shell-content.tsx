import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { AntdProviders } from '../app/antd-providers';
import { ScreenOutlet } from '../app/screen-outlet';
import { useAppSelector } from '../store/hooks';
import { NavbarTools } from './navbar-tools';
import { TagsView } from './tags-view';

// the settings panel (drawer, switches) loads when first opened, not with the shell
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

export interface ShellSlots {
  /** the navbar's right-hand side */
  tools: HTMLElement | null;
  /** under the navbar, where the open views' tabs go */
  tabs: HTMLElement | null;
}

/**
 * The shell's antd part, a chunk loaded after the plain frame (shell-layout.tsx) has painted, with
 * the first screen: antd's providers around the screens, and the header's antd controls (tools,
 * tabs) rendered into the frame's slots through portals, so they share the one ConfigProvider and App.
 */
export function ShellContent({ device, slots }: { device: 'desktop' | 'mobile'; slots: ShellSlots }) {
  const { tagsView, showSettings } = useAppSelector((s) => s.settings);
  const [settingsAsked, setSettingsAsked] = useState(showSettings);
  if (showSettings && !settingsAsked) setSettingsAsked(true);
  return (
    <AntdProviders>
      {slots.tools && createPortal(<NavbarTools device={device} />, slots.tools)}
      {slots.tabs && tagsView && createPortal(<TagsView />, slots.tabs)}
      <ScreenOutlet />
      {settingsAsked && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </AntdProviders>
  );
}
