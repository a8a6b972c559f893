import { LoginPage } from '../auth/login-page';

// Signing in builds the routes for wherever `redirect` leads, the admin's screens included: their
// registry loads while the user types, not before the form shows. Should the user be faster, the
// shell sees routes built without its screens and builds them again (shell-route.tsx).
void import('./screen-components');

/** /login: plain React and CSS, no antd (issue 12: the first page every user loads). */
export function LoginRoute() {
  return <LoginPage />;
}
