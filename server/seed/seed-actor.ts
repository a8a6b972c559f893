import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { Params } from '../http/params';
import { writeAudit } from '../modules/audit/audit.repository';
import { loadSessionUser } from '../modules/users/user.repository';
import type { Services } from '../services';
import { createClock, type Clock } from '../clock';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { QueryEnv } from '../resources/read-view';
import type { ServerParts } from '../resources/server-parts';

/** What the seed's calls run with of the server being booted: its areas' server parts and query environment. */
export interface SeedEnv {
  parts: ServerParts;
  query: QueryEnv;
}

/**
 * A demo user acting inside the seed transaction, so demo records reach their state through the
 * same business code a click would run (approval submit, decisions) and leave the same audit rows.
 * There is no HTTP request behind it: handlers that read the request or reply cannot be used here.
 */
export async function actingAs(db: DB, env: SeedEnv, userName: string, orgId = '0001'): Promise<CallContext> {
  const row = await db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  const user = await loadSessionUser(db, row.user_id, 'seed');
  if (!user) throw new Error(`seed: demo user ${userName} is missing`);
  return {
    db,
    user,
    orgId,
    params: new Params({}),
    input: {},
    body: {},
    lang: 'zh',
    ip: 'seed',
    // no services but the parts and the query environment: the seed runs before they are built
    services: { parts: env.parts, query: env.query } as Services,
    request: undefined as unknown as CallContext['request'],
    reply: undefined as unknown as CallContext['reply'],
    audit: (action, entity, entityId, detail) => writeAudit(db, { user, orgId, ip: 'seed', action, entity, entityId: String(entityId), detail }),
  };
}

/** A server part's override as its call runs it (`x:` calls: save-zy, copy-zy, enter…), for a seed to write through. */
export type SeedHandler = (ctx: CallContext, def: ResourceDef) => Promise<unknown>;
export function overrideOf(part: { resource: string; overrides?: Record<string, { handler: unknown }> }, name: string): SeedHandler {
  const h = part.overrides?.[name]?.handler;
  if (!h) throw new Error(`seed: ${part.resource} has no ${name} call`);
  return h as SeedHandler;
}

/**
 * A call with no HTTP request behind it: the handlers that tell the live channels after the
 * commit (sampling reminders, strength drift) queue on the reply's `finish`, which never comes
 * here — the seed's boot happens before anyone listens.
 */
const DETACHED = {
  request: { server: { live: { deps: () => ({}) } }, log: { warn: () => undefined } } as unknown as CallContext['request'],
  reply: { raw: { once: () => undefined } } as unknown as CallContext['reply'],
};

/** `who` calling a handler with `input`, detached (above), on the plant's clock. */
export const detachedCall =
  (who: CallContext, clock: Clock) =>
  (input: Record<string, unknown>): CallContext => ({ ...who, ...DETACHED, services: { ...who.services, clock }, input, params: new Params(input) });

/** The plant's clock of the seeded settings (its time zone), for seeds that date records by the plant's day. */
export async function plantClockOf(db: DB): Promise<Clock> {
  const tz = await db.selectFrom('settings').select('value').where('type', '=', 'plant_time_zone').executeTakeFirst();
  return createClock(tz?.value || process.env.PLANT_TZ || 'Asia/Shanghai');
}
