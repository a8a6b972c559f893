import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewVersion } from './chunk-error-boundary';
import { LazyErrorResult } from './lazy-error-result';

/** Last resort for errors the screens do not catch; a stale chunk reloads the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForNewVersion();
  }, [error]);
  return <LazyErrorResult />;
}
