import { distinctUntilChanged, map, Subscription, type Observable } from 'rxjs';
import type { Live } from '../../streams/live';
import type { AppDispatch } from '../store/store';
import { countByStatus, environmentAlarms, taskTotals } from './aggregates';
import { alarmsChanged, connectionChanged, linesChanged, queueChanged, tasksTotalled, vehiclesCounted } from './live.slice';

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** Dispatches only when the aggregate actually changed: positions move every frame, counts rarely. */
function feed<T>(source: Observable<T>, dispatch: (v: T) => void): Subscription {
  return source.pipe(distinctUntilChanged(sameJson)).subscribe(dispatch);
}

/** Channels → the Redux aggregates of the live slice. Returns the teardown. */
export function bridgeLiveToStore(live: Live, dispatch: AppDispatch): () => void {
  const subs = new Subscription();
  subs.add(feed(live.connection.state.pipe(map((s) => s.open)), (open) => dispatch(connectionChanged(open))));
  subs.add(feed(live.channel('vehicles').pipe(map((v) => ({ byStatus: countByStatus(v.list), count: v.list.length }))), (p) => dispatch(vehiclesCounted(p))));
  subs.add(feed(live.channel('tasks').pipe(map((t) => taskTotals(t.list))), (p) => dispatch(tasksTotalled(p))));
  subs.add(feed(live.channel('production').pipe(map((p) => p.lines)), (p) => dispatch(linesChanged(p))));
  subs.add(feed(live.channel('queue').pipe(map((q) => q.list.length)), (p) => dispatch(queueChanged(p))));
  subs.add(feed(live.channel('environment').pipe(map((e) => environmentAlarms(e.latest))), (p) => dispatch(alarmsChanged(p))));
  return () => subs.unsubscribe();
}
