import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { deviceChanged, sidebarToggled } from '../store/settings.slice';

/** Mobile mode under 992 px (spec §9): the sidebar becomes a drawer and starts closed. */
export function useDevice(): 'desktop' | 'mobile' {
  const dispatch = useAppDispatch();
  const device = useAppSelector((s) => s.settings.device);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const apply = () => {
      dispatch(deviceChanged(query.matches ? 'mobile' : 'desktop'));
      if (query.matches) dispatch(sidebarToggled(false));
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [dispatch]);
  return device;
}
