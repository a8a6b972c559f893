import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorResult } from '../shell/pages/error-result';
import { isChunkLoadError, reloadForNewVersion } from './chunk-error-boundary';

/** Last resort for errors the screens do not catch; a stale chunk reloads the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForNewVersion();
  }, [error]);
  return <ErrorResult status="500" />;
}
