import { ErrorResult } from '../shell/pages/error-result';
import { AntdProviders } from './antd-providers';

/** The error pages outside the shell (/404, /401, a chunk that failed): apart from the login page, which does not carry antd's Result. */
export function NotFoundRoute() {
  return (
    <AntdProviders>
      <ErrorResult status="404" />
    </AntdProviders>
  );
}

export function ForbiddenRoute() {
  return (
    <AntdProviders>
      <ErrorResult status="403" />
    </AntdProviders>
  );
}

export function ServerErrorRoute() {
  return (
    <AntdProviders>
      <ErrorResult status="500" />
    </AntdProviders>
  );
}
