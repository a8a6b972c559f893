import { LoginPage } from '../auth/login-page';
import { AntdProviders } from './antd-providers';

// Signing in builds the routes for wherever `redirect` leads, the admin's screens included: their
// registry loads while the user types, not before the form shows. Should the user be faster, the
// shell sees routes built without its screens and builds them again (shell-route.tsx).
void import('./screen-components');

export function LoginRoute() {
  return <AntdProviders><LoginPage /></AntdProviders>;
}
