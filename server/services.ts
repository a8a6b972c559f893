import type { ServerConfig } from './config';
import type { DB, DbKind } from './db/database';
import type { LoginThrottle } from './modules/session/login-throttle';
import type { CallerCache } from './modules/session/caller-cache';
import type { Clock } from './clock';
import type { QueryEnv } from './resources/read-view';

/** Long-lived dependencies, built once at boot and decorated onto the Fastify instance. */
export interface Services {
  db: DB;
  /** the same database for background reads (exports): on PGlite they yield to waiting calls */
  background: DB;
  kind: DbKind;
  config: ServerConfig;
  throttle: LoginThrottle;
  /** the callers of the last seconds, emptied by every write call */
  callers: CallerCache;
  version: string;
  clock: Clock;
  /** what the declarations' SQL needs: the plant's time zone (config) and the read views' parts */
  query: QueryEnv;
  // `parts`, the areas' server parts as the boot collected them, is declared with its type in
  // ./resources/server-parts.ts (the parts' hooks take the call context, which holds these services)
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
