import {
  catchError,
  defer,
  EMPTY,
  filter,
  interval,
  map,
  merge,
  mergeMap,
  Observable,
  of,
  ReplaySubject,
  retry,
  share,
  switchMap,
  take,
  tap,
  timer,
} from 'rxjs';
import type { ChannelName, CommandNumber } from '../src/domain/events';
import { coalesceToFrames } from './coalesce';
import type { Connection } from './connection';
import type { LiveDeps, LiveEnvelope } from './live-deps';
import { applyUpdates, type Update, type UpdateRule } from './merge-rules';

/**
 * A live channel, declared once (ARCHITECTURE.md §5).
 * - `snapshot`  the HTTP call answering the full current state (events.ts SNAPSHOT)
 * - `params`    extra query parameters of the snapshot call
 * - `poll`      `downMs`: poll the snapshot while the socket is down; `upMs`: also refresh while it
 *               is up, for figures the socket does not carry (sampling totals every 180 s)
 * - `fromSnapshot` the state from a snapshot answer; `previous` keeps what a snapshot lacks
 * - `updates`   how each socket command merges (replace, upsert by id, ring buffer)
 */
export interface ChannelDef<S> {
  name: ChannelName;
  snapshot: string;
  params?: Record<string, string | number>;
  poll: { downMs: number; upMs?: number };
  initial: S;
  fromSnapshot: (data: unknown, previous: S) => S;
  updates: UpdateRule<S>[];
}

export interface ChannelOptions {
  /** longest an update waits for an animation frame */
  maxHoldMs: number;
  /** how long a channel stays open after its last subscriber leaves */
  graceMs: number;
}

/** A failed snapshot is asked again after 500 ms, 1 s and 2 s. */
const SNAPSHOT_RETRIES = 3;
const SNAPSHOT_RETRY_MS = 500;
/**
 * Before the socket has first opened, a snapshot taken at once is asked again a moment later, when
 * it opens (every page load asked every channel twice): wait for the opening, or this long if it
 * does not come. socket.io opens over long-polling where WebSocket is blocked, so only a server that
 * cannot be reached runs out the grace; a busy machine takes more than a second to open the socket.
 */
export const FIRST_OPEN_GRACE_MS = 3000;

export const DEFAULT_CHANNEL_OPTIONS: ChannelOptions = { maxHoldMs: 250, graceMs: 5000 };

const ok = (env: LiveEnvelope | null): env is LiveEnvelope => !!env && Number(env.code) === 200;

/**
 * The state of one channel as a hot observable replaying its last value. Snapshots are taken on
 * subscribe, on every connection change (epoch), when the page becomes visible and when the
 * browser comes online, and polled while the socket is down. A snapshot answered under an older
 * epoch is dropped; replayable updates that arrive while a snapshot is in flight are re-applied on
 * top of it so none is lost.
 */
export function openChannel<S>(def: ChannelDef<S>, connection: Connection, deps: LiveDeps, options = DEFAULT_CHANNEL_OPTIONS): Observable<S> {
  const rules = new Map<CommandNumber, UpdateRule<S>>(def.updates.map((r) => [r.cmd, r]));

  const live = new Observable<S>((subscriber) => {
    let state = def.initial;
    let epochNow = -1;
    let requestSeq = 0;
    let inflight: { id: number; log: Update[] } | null = null;

    const triggers = connection.state.pipe(
      tap((s) => (epochNow = s.epoch)),
      switchMap((s) => {
        const every = s.open ? def.poll.upMs : def.poll.downMs;
        const polls = every ? interval(every, deps.scheduler) : EMPTY;
        const nudges = merge(deps.visibility.pipe(filter(Boolean)), deps.online);
        const first = s.epoch === 0 && !s.open ? timer(FIRST_OPEN_GRACE_MS, deps.scheduler) : of(0);
        return merge(first, polls, nudges).pipe(map(() => s.epoch));
      }),
    );

    const snapshots = triggers
      .pipe(
        switchMap((epoch) => {
          const request = { id: ++requestSeq, log: [] as Update[] };
          inflight = request;
          return defer(() => deps.get(def.snapshot, def.params)).pipe(
            take(1),
            map((env) => {
              if (!ok(env)) throw new Error(`snapshot ${def.snapshot} failed`);
              return env;
            }),
            // a snapshot that fails (an instance dying under it, a request on a dropped keep-alive line)
            // is asked again soon, not at the next poll, which may be 15 s away
            retry({ count: SNAPSHOT_RETRIES, delay: (_e, n) => timer(SNAPSHOT_RETRY_MS * 2 ** (n - 1), deps.scheduler) }),
            catchError(() => of(null)),
            map((env) => ({ epoch, request, env })),
          );
        }),
      )
      .subscribe(({ epoch, request, env }) => {
        if (inflight !== request) return;
        inflight = null;
        if (epoch !== epochNow || !ok(env)) return;
        state = applyUpdates(rules, def.fromSnapshot(env.data, state), request.log);
        subscriber.next(state);
      });

    const updates = connection.messages
      .pipe(
        filter((m) => rules.has(m.cmd)),
        mergeMap((m): Update[] => {
          const rule = rules.get(m.cmd)!;
          const items = rule.split && Array.isArray(m.data) ? m.data : [m.data];
          return items.map((item) => ({ cmd: m.cmd, item }));
        }),
        coalesceToFrames(
          (u) => {
            const key = rules.get(u.cmd)!.key;
            return key ? `${u.cmd}:${key(u.item)}` : undefined;
          },
          deps.frames,
          options.maxHoldMs,
          deps.scheduler,
        ),
      )
      .subscribe((batch) => {
        state = applyUpdates(rules, state, batch);
        if (inflight) inflight.log.push(...batch.filter((u) => rules.get(u.cmd)!.replayable));
        subscriber.next(state);
      });

    return () => {
      snapshots.unsubscribe();
      updates.unsubscribe();
    };
  });

  return live.pipe(
    share({
      connector: () => new ReplaySubject<S>(1),
      resetOnError: true,
      resetOnComplete: true,
      resetOnRefCountZero: () => timer(options.graceMs, deps.scheduler),
    }),
  );
}
