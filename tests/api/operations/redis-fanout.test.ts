import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMD } from '../../../src/domain/events';
import { startTestServer, type TestServer } from '../harness';
import { connect, inRooms, listen, type TestSocket } from './socket-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on the Redis port; the test is skipped, saying why, when not. */
function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const c = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok: boolean) => {
      c.destroy();
      resolve(ok);
    };
    c.once('connect', () => done(true));
    c.once('error', () => done(false));
    c.setTimeout(1000, () => done(false));
  });
}
const redisUp = await reachable(REDIS_URL);
if (!redisUp) console.warn(`redis-fanout: skipped, Redis is not reachable at ${REDIS_URL}`);

describe.skipIf(!redisUp)('two instances behind Redis (REDIS_URL)', () => {
  let a: TestServer;
  let b: TestServer;
  let onB: TestSocket;
  beforeAll(async () => {
    a = await startTestServer({ REDIS_URL });
    // the second instance on PGlite: two live schemas in one PostgreSQL database trip Kysely's
    // migrator, which looks for its lock table in every schema (see the report of issue 4)
    b = await startTestServer({ REDIS_URL, DATABASE_URL: '' });
    await listen(a);
    onB = await connect(await listen(b), await b.login('station'));
    await inRooms(b, onB);
  });
  afterAll(async () => {
    onB?.close();
    await a?.close();
    await b?.close();
  });

  it('delivers an event published on one instance to a socket of the other, in the right room only', async () => {
    const marker = randomBytes(8).toString('hex');
    a.app.live.publisher.publish('02', CMD.queue, [{ marker: `${marker}-02` }]);
    a.app.live.publisher.publish('01', CMD.queue, [{ marker: `${marker}-01` }]);
    const m = await onB.next((x) => JSON.stringify(x.data).includes(marker), 5000);
    expect(m).toEqual({ cmd: CMD.queue, data: [{ marker: `${marker}-01` }] });
    expect(onB.messages.filter((x) => JSON.stringify(x.data).includes(`${marker}-02`))).toEqual([]);
  });
});
