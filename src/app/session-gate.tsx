import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadSession } from '../auth/session.thunks';
import { getToken } from '../auth/token';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toast } from '../ui/feedback';

/** Spec §2: without a token only these paths (and /login) may be opened. */
const OPEN_PATHS = ['/auth-redirect', '/doc'];

export const loginRedirect = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/**
 * The guard: no token → /login?redirect=; a token but no routes yet → generate them and retry;
 * failure resets the token and shows the error (or 'Has Error'). `loading` is shown meanwhile: the
 * shell's antd spinner, a board's plain one.
 */
export function SessionGate({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const status = useAppSelector((s) => s.permission.status);
  const token = getToken();

  useEffect(() => {
    if (!token || status !== 'idle') return;
    dispatch(loadSession()).catch((e: Error) => {
      void toast.error(e?.message || t('nav.hasError'));
      navigate(loginRedirect(pathname + search), { replace: true });
    });
  }, [token, status, dispatch, navigate, pathname, search, t]);

  if (!token) {
    if (OPEN_PATHS.includes(pathname)) return <>{children}</>;
    return <Navigate to={loginRedirect(pathname + search)} replace />;
  }
  if (status !== 'ready') return <>{loading}</>;
  return <>{children}</>;
}
