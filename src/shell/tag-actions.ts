import { useNavigate, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { allClosed, nextAfterClose, othersClosed, viewClosed, type TabView } from '../store/tags-view.slice';

/** refresh / close / close others / close all of the tab bar (spec §2). */
export function useTagActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visited = useAppSelector((s) => s.tagsView.visited);

  return {
    refresh: (v: TabView) => navigate(`/redirect${v.fullPath}`, { replace: true }),
    close: (v: TabView) => {
      if (v.affix) return;
      dispatch(viewClosed(v.path));
      if (v.path === pathname) navigate(nextAfterClose(visited, v.path));
    },
    closeOthers: (v: TabView) => {
      dispatch(othersClosed(v.path));
      if (v.path !== pathname) navigate(v.fullPath);
    },
    closeAll: () => {
      dispatch(allClosed());
      const affixed = visited.filter((x) => x.affix);
      if (!affixed.some((x) => x.path === pathname)) navigate(affixed.at(-1)?.fullPath ?? '/');
    },
  };
}
