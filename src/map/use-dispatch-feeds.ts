import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import { useLive } from '../live/live-context';
import { useAppSelector } from '../store/hooks';
import type { PlantOrg } from './geofences';
import { useTileUrl } from './use-tile-url';

/** What the dispatch map draws, wherever it is shown: the live trucks and tasks, the plants, the tile address. */
export function useDispatchFeeds() {
  const live = useLive();
  const plants: readonly PlantOrg[] = useAppSelector((s) => s.session.orgList);
  const tileUrl = useTileUrl();
  const vehicles$ = useMemo(() => live?.channel('vehicles') ?? NEVER, [live]);
  const tasks$ = useMemo(() => live?.channel('tasks') ?? NEVER, [live]);
  return { vehicles$, tasks$, plants, tileUrl };
}
