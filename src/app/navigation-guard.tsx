import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation } from 'react-router';
import { loadPageButtons } from '../auth/session.thunks';
import { TOO_MANY_VIEWS_MS } from '../constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { viewAdded, type TabView } from '../store/tags-view.slice';
import type { AppRoute } from './app-route';
import { resolvePath } from './resolve-path';
import { isViewLimitReached } from './view-limit';
import { toast } from '../ui/feedback';
import { useDocumentTitle } from '../ui/use-document-title';

/** The tab a path opens, if it is a view at all. */
export function viewOf(pathname: string, flat: AppRoute[]): TabView | null {
  const res = resolvePath(pathname, flat, []);
  if (res.kind === 'screen') {
    const { path, title, affix, noCache } = res.route;
    return { path, fullPath: path, title, affix, noCache };
  }
  if (res.kind === 'page') return { path: res.path, fullPath: res.path, title: res.title, affix: false, noCache: true };
  return null;
}

/**
 * Before each navigation: the 10-view limit (spec §2). After it: the tab, the document title and
 * the page's button permissions.
 */
export function NavigationGuard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const flat = useAppSelector((s) => s.permission.flat);
  const visited = useAppSelector((s) => s.tagsView.visited);

  const blocker = useBlocker(({ nextLocation }) => {
    const view = viewOf(nextLocation.pathname, flat);
    return (
      !!view &&
      isViewLimitReached(
        visited.map((v) => v.path),
        view.path,
      )
    );
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void toast.warning({ content: t('nav.tooManyViews'), duration: TOO_MANY_VIEWS_MS / 1000, key: 'too-many-views' });
    blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    for (const r of flat.filter((x) => x.affix)) dispatch(viewAdded({ path: r.path, fullPath: r.path, title: r.title, affix: true, noCache: false }));
  }, [flat, dispatch]);

  useEffect(() => {
    const view = viewOf(location.pathname, flat);
    if (!view) return;
    dispatch(viewAdded({ ...view, fullPath: location.pathname + location.search }));
    void dispatch(loadPageButtons(view.path));
  }, [location.pathname, location.search, flat, dispatch]);

  const view = viewOf(location.pathname, flat);
  const title = view?.title ? t(view.title) : '';
  useDocumentTitle(title);

  return null;
}
