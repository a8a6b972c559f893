import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { CMD, SOCKET, type CommandNumber, type LiveMessage } from '../../src/domain/events';
import type { Services } from '../services';
import type { SessionUser } from '../http/session-user';
import type { LivePublisher } from '../operations/live-publisher';
import { findLiveCaller } from '../modules/session/caller.repository';
import { revokedSince, touchSession } from '../modules/session/token.repository';
import { attachRedisAdapter } from './redis-adapter';
import { orgsOf, scopeOf } from '../http/scope';

/** How often the hub looks for revoked tokens: a revoked socket is gone within this plus a round trip (< 5 s). */
export const REVOCATION_SWEEP_MS = 2000;

export const orgRoom = (orgId: string) => `org:${orgId}`;
export const userRoom = (userId: number) => `user:${userId}`;

export interface SocketHub {
  io: Server;
  publisher: LivePublisher;
  close(): Promise<void>;
}

/** `expiresAt`: the session's absolute expiry, which no heartbeat slides */
interface SocketData { user: SessionUser; tokenHash: string; lastSeen: Date; expiresAt: number }

/** Rooms come from the verified token, never from the client: the scope rule of every call (server/http/scope.ts). */
async function roomsOf(services: Services, user: SessionUser): Promise<string[]> {
  return (await orgsOf(services.db, scopeOf({ user }))).map(orgRoom);
}

/**
 * socket.io on the HTTP server's port at SOCKET.path (spec doc 1 §4 heartbeat), token in the
 * handshake `auth`, same verification as HTTP. Every message is the event `message` with
 * `{cmd, data}`; the application ping `{cmd:0}` is answered in kind.
 */
export async function createSocketHub(server: HttpServer, services: Services): Promise<SocketHub> {
  const io = new Server(server, {
    path: SOCKET.path, pingInterval: SOCKET.pingInterval, pingTimeout: SOCKET.pingTimeout, serveClient: false,
    // same origin in production; dev (Vite on 5173) proxies the path
    cors: { origin: false },
  });
  const closeAdapter = services.config.redisUrl ? await attachRedisAdapter(io, services.config.redisUrl) : async () => {};

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return next(new Error('unauthorized'));
    void (async () => {
      const caller = await findLiveCaller(services.db, token, services.config.tokenIdleSeconds, services.clock.now());
      if (!caller) return next(new Error('unauthorized'));
      (socket.data as SocketData) = { user: caller.user, tokenHash: caller.user.tokenHash, lastSeen: caller.lastSeen, expiresAt: caller.expiresAt.getTime() };
      next();
    })().catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const { user } = data;
    socket.on('message', (m: Partial<LiveMessage> | undefined) => {
      if (!m || m.cmd !== CMD.ping) return;
      socket.emit('message', { cmd: CMD.ping });
      // a board on the wall for days is an active session: its heartbeat slides the idle expiry
      // (written at most once a minute, like an HTTP call)
      const now = services.clock.now();
      if (now.getTime() - data.lastSeen.getTime() >= 60_000) {
        const seen = data.lastSeen;
        data.lastSeen = now;
        touchSession(services.db, data.tokenHash, seen, now).catch(() => {});
      }
    });
    void roomsOf(services, user).then((rooms) => socket.join([...rooms, userRoom(user.userId)])).catch(() => socket.disconnect(true));
  });

  // revoked and expired sessions: each instance reads the sessions table itself, so no
  // cross-instance message is needed; the absolute expiry is known from the handshake
  let since = new Date(Date.now() - REVOCATION_SWEEP_MS);
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const from = new Date(since.getTime() - REVOCATION_SWEEP_MS);
    since = new Date();
    for (const s of io.of('/').sockets.values()) if ((s.data as SocketData).expiresAt <= since.getTime()) s.disconnect(true);
    revokedSince(services.db, from).then((hashes) => {
      if (!hashes.length) return;
      const revoked = new Set(hashes);
      for (const s of io.of('/').sockets.values()) if (revoked.has((s.data as SocketData).tokenHash)) s.disconnect(true);
    }).catch(() => {}).finally(() => { sweeping = false; });
  }, REVOCATION_SWEEP_MS);
  sweep.unref();

  const publisher: LivePublisher = {
    publish(orgId: string, cmd: CommandNumber, data: unknown) {
      io.to(orgRoom(orgId)).emit('message', { cmd, data });
    },
    publishToUser(userId: number, cmd: CommandNumber, data: unknown) {
      io.to(userRoom(userId)).emit('message', { cmd, data });
    },
  };

  return {
    io, publisher,
    async close() {
      clearInterval(sweep);
      // local only: with the Redis adapter a plain disconnectSockets would reach every instance;
      // the HTTP server itself is Fastify's to close, so io.close() (which closes it) is not used
      io.local.disconnectSockets(true);
      io.engine.close();
      await closeAdapter();
    },
  };
}
