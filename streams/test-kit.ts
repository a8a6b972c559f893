import { NEVER, Subject, merge, type Observable } from 'rxjs';
import { asyncScheduler } from 'rxjs';
import type { TestScheduler } from 'rxjs/testing';
import type { LiveMessage } from '../src/domain/events';
import type { LiveDeps, LiveEnvelope, SocketEvent, SocketHandle } from './live-deps';

/** A scripted socket: its events follow a cold observable from the moment it is opened. */
export interface FakeSocket {
  url: string;
  token: string;
  openedAt: number;
  sent: { at: number; message: unknown }[];
  closed: boolean;
}

export interface FakeWorld {
  deps: LiveDeps;
  sockets: FakeSocket[];
  /** calls made to `get`, with their virtual time */
  gets: { path: string; at: number }[];
}

/**
 * LiveDeps for marble tests: `answers(path)` gives the next answer of a call (a cold observable),
 * `scripts` the event scripts of the sockets in the order they are opened. Sockets answer the
 * heartbeat when `pong` is true.
 */
export function fakeWorld(
  scheduler: TestScheduler,
  opts: {
    answers: (path: string, nth: number) => Observable<LiveEnvelope>;
    scripts?: Observable<SocketEvent>[];
    pong?: boolean;
    frames?: Observable<unknown>;
    visibility?: Observable<boolean>;
    online?: Observable<unknown>;
  },
): FakeWorld {
  const sockets: FakeSocket[] = [];
  const gets: { path: string; at: number }[] = [];
  const counts = new Map<string, number>();
  const deps: LiveDeps = {
    get: (path) => {
      const nth = counts.get(path) ?? 0;
      counts.set(path, nth + 1);
      gets.push({ path, at: scheduler.now() });
      return opts.answers(path, nth);
    },
    openSocket: (url, token): SocketHandle => {
      const script = opts.scripts?.[sockets.length] ?? NEVER;
      const pongs = new Subject<SocketEvent>();
      const socket: FakeSocket = { url, token, openedAt: scheduler.now(), sent: [], closed: false };
      sockets.push(socket);
      return {
        events: merge(script, pongs),
        send: (message) => {
          socket.sent.push({ at: scheduler.now(), message });
          if (opts.pong) pongs.next({ type: 'message', message: { cmd: 0, data: null } as LiveMessage });
        },
        close: () => void (socket.closed = true),
      };
    },
    token: () => 'token-1',
    scheduler: asyncScheduler,
    frames: opts.frames ?? NEVER,
    visibility: opts.visibility ?? NEVER,
    online: opts.online ?? NEVER,
  };
  return { deps, sockets, gets };
}
