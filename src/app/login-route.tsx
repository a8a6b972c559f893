import { LoginPage } from '../auth/login-page';
import { ErrorResult } from '../shell/pages/error-result';
import { AntdProviders } from './antd-providers';

// Signing in builds the routes for wherever `redirect` leads, the admin's screens included: their
// registry loads while the user types, not before the form shows. Should the user be faster, the
// shell sees routes built without its screens and builds them again (shell-route.tsx).
void import('./screen-components');

export function LoginRoute() {
  return <AntdProviders><LoginPage /></AntdProviders>;
}

export function NotFoundRoute() {
  return <AntdProviders><ErrorResult status="404" /></AntdProviders>;
}

export function ForbiddenRoute() {
  return <AntdProviders><ErrorResult status="403" /></AntdProviders>;
}

export function ServerErrorRoute() {
  return <AntdProviders><ErrorResult status="500" /></AntdProviders>;
}
