import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/**
 * Fans socket events out across instances through Redis (REDIS_URL). Returns how to close the
 * two connections (publish and subscribe need one each).
 */
export async function attachRedisAdapter(io: Server, url: string): Promise<() => Promise<void>> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // errors are retried by the client; an unhandled 'error' event would end the process
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
