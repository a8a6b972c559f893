import { distinctUntilChanged, map, skip, Subscription, throttleTime, type Observable } from 'rxjs';
import type { Live } from '../../streams/live';
import { baseApi } from '../api/base-api';
import { invalidateResources } from '../api/resource.api';
import { listResources, registeredAreaCount } from '../domain/resources/registry';
import type { AppDispatch } from '../store/store';
import { countByStatus, environmentAlarms, taskTotals } from './aggregates';
import { changedObjects, liveObjectsByCommand } from './live-invalidation';
import { alarmsChanged, connectionChanged, linesChanged, queueChanged, tasksTotalled, vehiclesCounted } from './live.slice';

const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** Dispatches only when the aggregate actually changed: positions move every frame, counts rarely. */
function feed<T>(source: Observable<T>, dispatch: (v: T) => void): Subscription {
  return source.pipe(distinctUntilChanged(sameJson)).subscribe(dispatch);
}

/**
 * The objects each socket command changes, read from the registry of declarations; read again
 * once more areas have registered (the admin shell loads them with their screens; an object whose
 * area has not loaded has nothing cached to refetch).
 */
const declaredLiveObjects = () => {
  let table = liveObjectsByCommand(listResources());
  let seen = registeredAreaCount();
  return (cmd: number) => {
    if (seen !== registeredAreaCount()) {
      seen = registeredAreaCount();
      table = liveObjectsByCommand(listResources());
    }
    return table.get(cmd) ?? [];
  };
};

/**
 * Channels → the Redux aggregates of the live slice, and socket events → refetches of the cached
 * objects the plant changed. Returns the teardown.
 */
export function bridgeLiveToStore(live: Live, dispatch: AppDispatch, objectsOf = declaredLiveObjects()): () => void {
  const subs = new Subscription();
  subs.add(feed(live.connection.state.pipe(map((s) => s.open)), (open) => dispatch(connectionChanged(open))));
  subs.add(feed(live.channel('vehicles').pipe(map((v) => ({ byStatus: countByStatus(v.list), count: v.list.length }))), (p) => dispatch(vehiclesCounted(p))));
  subs.add(feed(live.channel('tasks').pipe(map((t) => taskTotals(t.list))), (p) => dispatch(tasksTotalled(p))));
  subs.add(feed(live.channel('production').pipe(map((p) => p.lines)), (p) => dispatch(linesChanged(p))));
  subs.add(feed(live.channel('queue').pipe(map((q) => q.list.length)), (p) => dispatch(queueChanged(p))));
  subs.add(feed(live.channel('environment').pipe(map((e) => environmentAlarms(e.latest))), (p) => dispatch(alarmsChanged(p))));
  // server data cached by RTK Query follows the plant: a pushed notice refreshes the to-do badge
  // and notice list, task changes refresh the home cards (calmly: at most twice a minute)
  subs.add(
    live
      .channel('notices')
      .pipe(
        map((n) => n.recent[n.recent.length - 1]?.id),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe(() => dispatch(baseApi.util.invalidateTags(['Todo', 'Notice']))),
  );
  subs.add(
    live
      .channel('tasks')
      .pipe(skip(1), throttleTime(HOME_REFRESH_MS, undefined, { leading: false, trailing: true }))
      .subscribe(() => dispatch(baseApi.util.invalidateTags(['Home']))),
  );
  subs.add(changedObjects(live.connection.messages, objectsOf).subscribe((name) => dispatch(invalidateResources([name]))));
  return () => subs.unsubscribe();
}

const HOME_REFRESH_MS = 30_000;
