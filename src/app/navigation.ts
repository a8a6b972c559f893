/**
 * Navigation for code outside React (the 401 flow, logout). The router registers itself here, so
 * the transport and the thunks never import the router module.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigate(to, opts);
}
