import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';

/** The last path segment: the key of a page's button permissions (spec §6). */
export const pageKey = (pathname: string): string => pathname.split('/').filter(Boolean).at(-1) ?? '';

/** The buttons allowed on the current page (spec §6: keyed by the last path segment). */
export function usePageButtons(): string[] | undefined {
  const { pathname } = useLocation();
  const page = pageKey(pathname);
  return useAppSelector((s) => s.permission.buttons[page]);
}

/** Whether the current page's permission list holds `button`; false until the list has loaded. */
export function useMayPress(button: string): boolean {
  return usePageButtons()?.includes(button) ?? false;
}

/**
 * Renders its children only when the page's permission list holds `button` (or one of them):
 * a guarded button that is not allowed is removed, not disabled. The server checks the same
 * button on the call behind it.
 */
export function PermissionGate({ button, children }: { button: string | readonly string[]; children: ReactNode }) {
  const allowed = usePageButtons();
  const wanted = typeof button === 'string' ? [button] : button;
  return allowed && wanted.some((b) => allowed.includes(b)) ? <>{children}</> : null;
}
