import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../auth/login-page';
import { ErrorResult } from '../shell/pages/error-result';
import { ShellLayout } from '../shell/shell-layout';
import { BOARD_ROUTE_PATTERNS, BoardOutlet } from './board-outlet';
import { NavigationGuard } from './navigation-guard';
import { registerNavigate } from './navigation';
import { RouteErrorPage } from './route-error-page';
import { SessionGate } from './session-gate';

/**
 * Only the public pages are static; every screen behind the shell is resolved at run time from the
 * generated routes (see screen-outlet.tsx), so the route table never needs rebuilding.
 */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/404', element: <ErrorResult status="404" /> },
  { path: '/401', element: <ErrorResult status="403" /> },
  ...BOARD_ROUTE_PATTERNS.map((path) => ({
    path,
    errorElement: <RouteErrorPage />,
    element: (
      <SessionGate>
        <BoardOutlet />
      </SessionGate>
    ),
  })),
  {
    path: '*',
    errorElement: <RouteErrorPage />,
    element: (
      <SessionGate>
        <NavigationGuard />
        <ShellLayout />
      </SessionGate>
    ),
  },
]);

registerNavigate((to, opts) => void router.navigate(to, opts));
