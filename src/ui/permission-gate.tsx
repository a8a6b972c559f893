import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';

/** The buttons allowed on the current page (spec §6: keyed by the last path segment). */
export function usePageButtons(): string[] | undefined {
  const { pathname } = useLocation();
  const page = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return useAppSelector((s) => s.permission.buttons[page]);
}

/** Renders its children only when the page's permission list holds `button`. */
export function PermissionGate({ button, children }: { button: string; children: ReactNode }) {
  const allowed = usePageButtons();
  return allowed?.includes(button) ? <>{children}</> : null;
}
