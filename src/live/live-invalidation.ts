import { asyncScheduler, groupBy, mergeMap, throttleTime, type Observable, type SchedulerLike } from 'rxjs';
import { CMD, type LiveMessage } from '../domain/events';
import type { ResourceDef } from '../domain/resources/types';

/**
 * At most one refetch of an object per this many ms: a busy plant sends task and ticket events
 * several times a second, and a table that refetches on each one would keep a core busy.
 */
export const LIVE_REFETCH_MS = 1000;

/** Which objects each socket command changes, from the declarations' `liveCommands`. */
export function liveObjectsByCommand(defs: ReadonlyArray<Pick<ResourceDef, 'name' | 'liveCommands'>>): ReadonlyMap<number, readonly string[]> {
  const byCommand = new Map<number, string[]>();
  for (const def of defs) {
    for (const command of def.liveCommands ?? []) {
      const names = byCommand.get(CMD[command]) ?? [];
      if (!names.includes(def.name)) names.push(def.name);
      byCommand.set(CMD[command], names);
    }
  }
  return byCommand;
}

/**
 * The objects to refetch as live messages arrive, each at most once per `ms`: leading, so the first
 * change shows at once, and trailing, so the last change of a burst is never lost. Objects are
 * paced apart, a burst of tickets does not hold back a task.
 */
export function changedObjects(
  messages: Observable<LiveMessage>,
  objectsOf: (cmd: number) => readonly string[],
  ms = LIVE_REFETCH_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<string> {
  return messages.pipe(
    mergeMap((m) => objectsOf(m.cmd)),
    groupBy((name) => name),
    mergeMap((one) => one.pipe(throttleTime(ms, scheduler, { leading: true, trailing: true }))),
  );
}
