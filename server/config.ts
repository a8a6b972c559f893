import { resolve } from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (created when missing); the default search path otherwise */
  databaseSchema?: string;
  redisUrl?: string;
  simulator: boolean;
  simSpeed: number;
  /** the plant's time zone; every wire time is in it */
  timeZone: string;
  logLevel: string;
  /** idle and absolute lifetime of a session token, in seconds */
  tokenIdleSeconds: number;
  tokenAbsoluteSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: (env.DATA_DIR ?? '').startsWith('memory://') ? env.DATA_DIR! : resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    simulator: (env.SIMULATOR ?? 'on') !== 'off',
    simSpeed: Number(env.SIM_SPEED ?? 1) || 1,
    timeZone: env.PLANT_TZ ?? 'Asia/Shanghai',
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenIdleSeconds: Number(env.TOKEN_IDLE_SECONDS ?? 12 * 3600),
    tokenAbsoluteSeconds: Number(env.TOKEN_ABSOLUTE_SECONDS ?? 7 * 24 * 3600),
  };
}
