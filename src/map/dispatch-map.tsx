import { useCallback, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Snapshots, VehicleStatus } from '../domain/events';
import { geofencesOf, type PlantOrg } from './geofences';
import { MapView } from './map-view';
import { TruckDetail } from './truck-detail';
import { TruckListPanel } from './truck-list-panel';
import { useThrottled } from '../live/use-throttled';
import './dispatch-map.css';

export interface DispatchMapProps {
  vehicles$: Observable<Snapshots['vehicles']>;
  tasks$: Observable<Snapshots['tasks']>;
  plants: readonly PlantOrg[];
  tileUrl: string;
}

const NO_TASKS: Snapshots['tasks'] = { list: [], tickets: [] };
const NO_VEHICLES: Snapshots['vehicles'] = { list: [] };

/**
 * The dispatch map: every truck live on the map, the list filtered by status, the selected truck.
 * The wall board and the admin screen both show it; their stylesheets give it its look.
 */
export function DispatchMap({ vehicles$, tasks$, plants, tileUrl }: DispatchMapProps) {
  // the map takes every value of the channel itself; the list follows once a second
  const { list: vehicles } = useThrottled(vehicles$, NO_VEHICLES);
  const tasks = useThrottled(tasks$, NO_TASKS, 5000);
  const [statuses, setStatuses] = useState<ReadonlySet<VehicleStatus>>(new Set());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [follow, setFollow] = useState(false);

  const fences = useMemo(() => geofencesOf(plants, tasks.list), [plants, tasks.list]);
  const selected = selectedId === null ? undefined : vehicles.find((v) => v.id === selectedId);
  const task = selected?.taskCode ? tasks.list.find((t) => t.taskCode === selected.taskCode) : undefined;

  const toggleStatus = useCallback((s: VehicleStatus | null) => {
    setStatuses((cur) => {
      if (s === null) return new Set();
      const next = new Set(cur);
      if (!next.delete(s)) next.add(s);
      return next;
    });
  }, []);
  const pickFromMap = useCallback((id: number) => setSelectedId(id), []);
  const pickFromList = useCallback((id: number) => {
    setSelectedId(id);
    setFollow(true);
  }, []);
  const stopFollowing = useCallback(() => setFollow(false), []);
  const close = useCallback(() => {
    setSelectedId(null);
    setFollow(false);
  }, []);

  return (
    <div className="dispatch-map">
      <MapView
        vehicles$={vehicles$}
        fences={fences}
        statuses={statuses}
        selectedId={selectedId}
        follow={follow}
        tileUrl={tileUrl}
        onSelect={pickFromMap}
        onUserMove={stopFollowing}
      />
      <aside className="dispatch-map-side">
        <TruckListPanel
          vehicles={vehicles}
          statuses={statuses}
          selectedId={selectedId}
          compact={!!selected}
          onToggleStatus={toggleStatus}
          onSelect={pickFromList}
        />
        {selected && <TruckDetail vehicle={selected} task={task} follow={follow} onFollow={setFollow} onClose={close} />}
      </aside>
    </div>
  );
}
