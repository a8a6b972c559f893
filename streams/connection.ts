import {
  BehaviorSubject,
  defer,
  distinctUntilChanged,
  finalize,
  map,
  Observable,
  retry,
  share,
  switchMap,
  throwError,
  throwIfEmpty,
  timer,
  type Subscription,
} from 'rxjs';
import { CMD, SOCKET, type LiveMessage } from '../src/domain/events';
import type { LiveDeps } from './live-deps';

/** Spec doc 1 §4: the server says where the socket lives; the client connects only on code 200. */
export const WEBSOCKET_ADDRESS_CALL = '/system/sys/get-websocket-ip';

/**
 * `epoch` counts the transitions between open and not open, so a snapshot asked for under one
 * epoch can be recognised as stale once the socket has dropped or come back.
 */
export interface ConnectionState {
  open: boolean;
  epoch: number;
}

export interface Connection {
  /** replays the current state */
  state: Observable<ConnectionState>;
  /** every non-heartbeat message; subscribing opens the socket, the last unsubscribe closes it */
  messages: Observable<LiveMessage>;
}

/** The answer of get-websocket-ip as a socket.io URL; anything we cannot read means same origin. */
export function socketUrl(data: unknown): string {
  const raw = typeof data === 'string' ? data : (data as { url?: unknown } | null)?.url;
  if (typeof raw !== 'string' || !raw.trim()) return '';
  const url = raw.trim();
  return /^[a-z]+:\/\//i.test(url) || url.startsWith('//') ? url : `//${url}`;
}

/** One socket from open to close, with the application heartbeat; errors when the socket ends. */
function socketSession(deps: LiveDeps, url: string, token: string, opened: () => void): Observable<LiveMessage> {
  return new Observable<LiveMessage>((sub) => {
    const socket = deps.openSocket(url, token);
    let unanswered = false;
    let beat: Subscription | undefined;
    const events = socket.events.subscribe({
      next: (e) => {
        if (e.type === 'open') {
          opened();
          beat?.unsubscribe();
          beat = timer(SOCKET.heartbeatStartDelay, SOCKET.pingInterval, deps.scheduler).subscribe(() => {
            // a ping still unanswered when the next one is due means a dead line: close and reconnect
            if (unanswered) return sub.error(new Error('heartbeat unanswered'));
            unanswered = true;
            socket.send({ cmd: CMD.ping });
          });
        } else if (e.type === 'message') {
          if (e.message.cmd === CMD.ping) unanswered = false;
          else sub.next(e.message);
        } else sub.error(new Error(e.reason));
      },
      error: (err: unknown) => sub.error(err),
      complete: () => sub.error(new Error('socket ended')),
    });
    return () => {
      beat?.unsubscribe();
      events.unsubscribe();
      socket.close();
    };
  });
}

/**
 * The one socket of the client (ARCHITECTURE.md §5): address from get-websocket-ip, token in the
 * handshake, `{cmd:0}` every 6 s after 500 ms, and a fresh attempt 4 s after any close or error.
 * socket.io's own reconnection stays off: its state recovery is unreliable (socket.io #4888), and
 * every attempt must re-ask the address and re-snapshot anyway.
 */
export function createConnection(deps: LiveDeps, graceMs = 2000): Connection {
  const state = new BehaviorSubject<ConnectionState>({ open: false, epoch: 0 });
  const setOpen = (open: boolean) => {
    const now = state.value;
    if (now.open !== open) state.next({ open, epoch: now.epoch + 1 });
  };

  const attempt = defer(() => {
    const token = deps.token();
    if (!token) return throwError(() => new Error('no token'));
    return deps.get(WEBSOCKET_ADDRESS_CALL).pipe(
      map((env) => {
        if (Number(env.code) !== 200) throw new Error(env.msg || `code ${env.code}`);
        return socketUrl(env.data);
      }),
      throwIfEmpty(),
      switchMap((url) => socketSession(deps, url, token, () => setOpen(true))),
    );
  });

  const messages = attempt.pipe(
    retry({
      delay: () => {
        setOpen(false);
        return timer(SOCKET.reconnectDelay, deps.scheduler);
      },
    }),
    finalize(() => setOpen(false)),
    share({ resetOnRefCountZero: () => timer(graceMs, deps.scheduler) }),
  );

  return { state: state.pipe(distinctUntilChanged((a, b) => a.epoch === b.epoch)), messages };
}
