import { useEffect } from 'react';
import { ShellLayout } from '../shell/shell-layout';
import { routesCleared } from '../store/permission.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { PageLoading } from '../ui/page-loading';
import { AntdProviders } from './antd-providers';
import { NavigationGuard } from './navigation-guard';
import { routesOutdated } from './screen-registry';
import { SessionGate } from './session-gate';
import './screen-components';

/**
 * The admin back office: its own route-level chunk, with antd and the admin composition root.
 * Routes built on a wall board know only the boards' screens; the shell builds them again before
 * it renders any (else its outlet would send every admin path to /404).
 */
export function ShellRoute() {
  const dispatch = useAppDispatch();
  const ready = useAppSelector((s) => s.permission.status === 'ready');
  const outdated = ready && routesOutdated();
  useEffect(() => {
    if (outdated) dispatch(routesCleared());
  }, [outdated, dispatch]);
  return (
    <AntdProviders>
      {outdated ? <PageLoading fullscreen /> : (
        <SessionGate loading={<PageLoading fullscreen />}>
          <NavigationGuard />
          <ShellLayout />
        </SessionGate>
      )}
    </AntdProviders>
  );
}
