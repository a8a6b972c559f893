import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import { useLive } from '../../src/live/live-context';
import { useAppSelector } from '../../src/store/hooks';
import type { PlantOrg } from './geofences';
import { MapBoard } from './map-board';
import { useTileUrl } from './use-tile-url';

/** /bigscreen/map: the dispatch map on the vehicles and tasks channels. */
export default function MapBoardScreen() {
  const live = useLive();
  const orgs: readonly PlantOrg[] = useAppSelector((s) => s.session.orgList);
  const tileUrl = useTileUrl();
  const vehicles$ = useMemo(() => live?.channel('vehicles') ?? NEVER, [live]);
  const tasks$ = useMemo(() => live?.channel('tasks') ?? NEVER, [live]);
  return <MapBoard vehicles$={vehicles$} tasks$={tasks$} plants={orgs} tileUrl={tileUrl} />;
}
