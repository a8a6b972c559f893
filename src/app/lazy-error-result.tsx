import { lazy, Suspense } from 'react';

const Themed = lazy(() => import('./error-routes').then((m) => ({ default: m.ServerErrorRoute })));

/**
 * The 500 page where antd may not be loaded yet (a board, an error above the shell): antd comes
 * with the error page, not before it.
 */
export function LazyErrorResult() {
  return (
    <Suspense fallback={null}>
      <Themed />
    </Suspense>
  );
}
