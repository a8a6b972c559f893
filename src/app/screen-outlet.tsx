import { Activity, lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { cacheDropped } from '../store/tags-view.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { PageLoading } from '../ui/page-loading';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { resolvePath } from './resolve-path';
import { isProductScreen } from './screen-permissions';
import { ErrorResult } from '../shell/pages/error-result';
import { screenComponents } from './screen-components';
import { LazyErrorResult } from './lazy-error-result';

const HelpDocumentPage = lazy(() => import('../shell/pages/help-document-page').then((m) => ({ default: m.HelpDocumentPage })));

function CachedScreen({ path, active }: { path: string; active: boolean }) {
  const Screen = screenComponents[path];
  if (!Screen) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <ChunkErrorBoundary fallback={<LazyErrorResult />}>
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      </ChunkErrorBoundary>
    </Activity>
  );
}

/** A public page inside the shell: an area's screen for it (/pdf/download), else the help document. */
function ShellPage({ path }: { path: string }) {
  const Screen = screenComponents[path];
  if (!Screen)
    return (
      <Suspense fallback={<PageLoading />}>
        <HelpDocumentPage />
      </Suspense>
    );
  return (
    <ChunkErrorBoundary fallback={<LazyErrorResult />}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** `/redirect/<path>`: drop the screen's cache, then come back to it so it mounts afresh. */
function Refresh({ to }: { to: string }) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  useEffect(() => {
    dispatch(cacheDropped(to));
  }, [dispatch, to]);
  return <Navigate to={to + search} replace />;
}

/**
 * The content area: open tabs stay mounted but hidden (React Activity), keyed by path, so
 * switching tabs keeps their state; closing a tab or refreshing it drops the cache.
 */
export function ScreenOutlet() {
  const { pathname } = useLocation();
  const { flat, tree, landing } = useAppSelector((s) => s.permission);
  const cached = useAppSelector((s) => s.tagsView.cached);
  const res = resolvePath(pathname, flat, tree, isProductScreen);
  const active = res.kind === 'screen' ? res.route.path : '';
  const mounted = [...new Set([...cached, active])].filter((p) => p && p in screenComponents);

  let page = null;
  if (res.kind === 'landing') page = <Navigate to={landing} replace />;
  else if (res.kind === 'group') page = <Navigate to={res.to} replace />;
  else if (res.kind === 'refresh') page = <Refresh to={res.to} />;
  else if (res.kind === 'page') page = <ShellPage path={res.path} />;
  // a screen the user was not granted says so where it would show, instead of claiming it does not exist
  else if (res.kind === 'forbidden') page = <ErrorResult status="403" />;
  else if (res.kind === 'not-found') page = <Navigate to="/404" replace />;

  return (
    <>
      {mounted.map((p) => (
        <CachedScreen key={p} path={p} active={p === active} />
      ))}
      {page}
    </>
  );
}
