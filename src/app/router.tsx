import { createBrowserRouter } from 'react-router';
import { BOARD_ROUTE_PATTERNS } from './board-paths';
import { registerNavigate } from './navigation';
import { RouteErrorPage } from './route-error-page';

/**
 * Each route family is a route-level chunk (React Router `lazy`): the entry holds only the router,
 * the store and the live layer, so a wall board never downloads the admin shell or antd, and the
 * admin shell never downloads a board. Every screen behind the shell is resolved at run time from
 * the generated routes (see screen-outlet.tsx), so the route table never needs rebuilding.
 * scripts/bundle-budget.ts measures each family's initial chunks by these modules' names.
 */
export const router = createBrowserRouter([
  { path: '/login', lazy: async () => ({ Component: (await import('./login-route')).LoginRoute }) },
  { path: '/404', lazy: async () => ({ Component: (await import('./error-routes')).NotFoundRoute }) },
  { path: '/401', lazy: async () => ({ Component: (await import('./error-routes')).ForbiddenRoute }) },
  ...BOARD_ROUTE_PATTERNS.map((path) => ({
    path,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('./board-route')).BoardRoute }),
  })),
  {
    path: '*',
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('./shell-route')).ShellRoute }),
  },
]);

registerNavigate((to, opts) => void router.navigate(to, opts));
