import type { Observable, SchedulerLike } from 'rxjs';
import type { CommandNumber, LiveMessage } from '../src/domain/events';

/** The `{ code, msg, data }` envelope of every `/prod-api` answer. */
export interface LiveEnvelope<T = unknown> {
  code: number | string;
  msg?: string;
  data: T;
}

/** What the socket reports, in order: open, messages, then one close (or error) ending it. */
export type SocketEvent = { type: 'open' } | { type: 'message'; message: LiveMessage } | { type: 'close'; reason: string };

/** One socket attempt. `events` completes after its close event; `close()` ends it from our side. */
export interface SocketHandle {
  events: Observable<SocketEvent>;
  send(message: { cmd: CommandNumber; data?: unknown }): void;
  close(): void;
}

/**
 * Everything the live layer needs from the outside world, as one object so tests pass Subjects
 * and the RxJS TestScheduler (STYLE.md "Streams").
 */
export interface LiveDeps {
  /** GET a `/prod-api` call (org and token added by the caller's transport); never toasts */
  get(path: string, params?: Record<string, string | number>): Observable<LiveEnvelope>;
  /** open a socket.io connection to `url` (empty = same origin) with the token in handshake auth */
  openSocket(url: string, token: string): SocketHandle;
  token(): string | undefined;
  scheduler: SchedulerLike;
  /** emits once per animation frame while subscribed */
  frames: Observable<unknown>;
  /** true when the page becomes visible, false when hidden */
  visibility: Observable<boolean>;
  /** the browser came back `online` */
  online: Observable<unknown>;
}
