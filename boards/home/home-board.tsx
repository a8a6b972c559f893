import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { Snapshots } from '../../src/domain/events';
import { useThrottled } from '../../src/live/use-throttled';
import { FleetKpis, ProductionKpis } from './home-kpis';
import { plantLayout } from './plant-layout';
import { PlantScene } from './plant-scene';
import './home-board.css';

export interface HomeBoardProps {
  vehicles$: Observable<Snapshots['vehicles']>;
  tasks$: Observable<Snapshots['tasks']>;
  production$: Observable<Snapshots['production']>;
  materials$: Observable<Snapshots['materials']>;
}

/** The scene and its figures follow the channels at most once a second; idle, nothing renders. */
const REFRESH_MS = 1000;

/** The home board: the 3D plant in the middle, production figures left, fleet and silos right. */
export function HomeBoard({ vehicles$, tasks$, production$, materials$ }: HomeBoardProps) {
  const vehicles = useThrottled(vehicles$, { list: [] }, REFRESH_MS);
  const tasks = useThrottled(tasks$, { list: [], tickets: [] }, REFRESH_MS);
  const production = useThrottled(production$, { lines: [], hourly: [] }, REFRESH_MS);
  const materials = useThrottled(materials$, { silos: [], receipts: [], consumptionToday: [] }, REFRESH_MS);
  const layout = useMemo(() => plantLayout(production.lines, materials.silos, vehicles.list), [production.lines, materials.silos, vehicles.list]);
  return (
    <div className="home-board">
      <ProductionKpis lines={production.lines} tasks={tasks.list} />
      <div className="home-board-scene" data-testid="plant-scene">
        <PlantScene layout={layout} />
      </div>
      <FleetKpis vehicles={vehicles.list} silos={materials.silos} />
    </div>
  );
}
