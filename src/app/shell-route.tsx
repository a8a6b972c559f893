import { useEffect } from 'react';
import { ShellLayout } from '../shell/shell-layout';
import { routesCleared } from '../store/permission.slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { PlainLoading } from '../ui/plain-loading';
import { NavigationGuard } from './navigation-guard';
import { routesOutdated } from './screen-registry';
import { SessionGate } from './session-gate';
import './screen-components';

/**
 * The admin back office: its own route-level chunk, with the admin composition root and the plain
 * frame; antd comes after the frame's first paint, with the first screen (shell-layout.tsx).
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
  return outdated ? (
    <PlainLoading fullscreen />
  ) : (
    <SessionGate loading={<PlainLoading fullscreen />}>
      <NavigationGuard />
      <ShellLayout />
    </SessionGate>
  );
}
