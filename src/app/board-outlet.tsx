import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { useDocumentTitle } from '../ui/use-document-title';
import { PlainLoading } from '../ui/plain-loading';
import { boardFrameOf, boardScreens } from './board-components';
import { BIGSCREEN_HOME } from './board-paths';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { LazyErrorResult } from './lazy-error-result';

const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * A board inside its family's frame (boards/shell: the scaled 1920x1080 canvas with the header).
 * The frame stays mounted while the user moves between boards; only the board inside changes.
 */
export function BoardOutlet() {
  const { pathname } = useLocation();
  const flat = useAppSelector((s) => s.permission.flat);
  const { t } = useTranslation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = flat.find((r) => r.path === path);
  useDocumentTitle(route ? t(route.title) : undefined);
  if (path === '/bigscreen') return <Navigate to={BIGSCREEN_HOME} replace />;
  const Screen = boardScreens[path];
  if (!Screen) return <Navigate to="/404" replace />;
  if (!route) return <Navigate to="/401" replace />;
  const Frame: ComponentType<{ children: ReactNode }> = boardFrameOf(path) ?? Bare;
  return (
    <ChunkErrorBoundary fallback={<LazyErrorResult />}>
      <Suspense fallback={<PlainLoading fullscreen />}>
        <Frame>
          <ChunkErrorBoundary key={path} fallback={<LazyErrorResult />}>
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          </ChunkErrorBoundary>
        </Frame>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
