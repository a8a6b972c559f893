import { lazy, Suspense, useState } from 'react';
import { ChunkErrorBoundary } from '../app/chunk-error-boundary';
import { LazyErrorResult } from '../app/lazy-error-result';
import { useAppSelector } from '../store/hooks';
import { PlainLoading } from '../ui/plain-loading';
import { Navbar } from './navbar';
import { ShellReminders } from './shell-reminders';
import { Sidebar } from './sidebar';
import { THEMES } from './themes';
import { useDevice } from './use-device';
import './shell.css';

// antd and everything drawn with it (screens, the navbar's tools, the tabs) load after the frame
// has painted, together with the first screen (issue 12: the shell's initial JS)
const ShellContent = lazy(() => import('./shell-content').then((m) => ({ default: m.ShellContent })));

/**
 * Sidebar, navbar with tabs and the reminder area, content, settings panel. The frame (sidebar,
 * header, breadcrumbs, reminders) is plain React and CSS, the shell's first paint; what is drawn
 * with antd comes with ShellContent.
 */
export function ShellLayout() {
  const device = useDevice();
  const { tagsView, fixedHeader, theme } = useAppSelector((s) => s.settings);
  const [tools, setTools] = useState<HTMLDivElement | null>(null);
  const [tabs, setTabs] = useState<HTMLDivElement | null>(null);
  return (
    <div className={`shell shell-${device}`} style={{ ['--shell-primary' as string]: THEMES[theme].primary }}>
      <Sidebar device={device} />
      <div className="shell-body">
        <header className={`shell-header${fixedHeader ? ' shell-header-fixed' : ''}`} style={{ borderTop: `3px solid ${THEMES[theme].header}` }}>
          <Navbar device={device} toolsSlot={setTools} />
          {tagsView && <div className="tags-view-slot" ref={setTabs} />}
          {/* the reserved reminder area: in the header's flow, so nothing on the page lies under it */}
          <ShellReminders />
        </header>
        <main className="shell-content">
          {/* a stale chunk reloads the page (spec §2); any other failure keeps the frame around the 500 page */}
          <ChunkErrorBoundary fallback={<LazyErrorResult />}>
            <Suspense fallback={<PlainLoading />}>
              <ShellContent device={device} slots={{ tools, tabs }} />
            </Suspense>
          </ChunkErrorBoundary>
        </main>
      </div>
    </div>
  );
}
