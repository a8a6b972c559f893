import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { readConfig } from './config';
import { bootServices } from './boot';
import { build } from './app';
import { redactText } from './http/logging';

const root = resolve(import.meta.dirname, '..');
// CLIENT_DIR lets parallel test runs serve their own build
const dist = resolve(root, process.env.CLIENT_DIR ?? 'dist');

/** `npm start`: build the client once, migrate and seed, serve everything on one port. */
async function main() {
  const config = readConfig();
  if (!existsSync(resolve(dist, 'index.html')) && process.env.SKIP_CLIENT_BUILD !== '1') {
    console.log('No client build yet: building it once (npx vite build)…');
    const r = spawnSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('client build failed');
  }
  // START_IMAGE: a PGlite data directory dumped earlier (the tests' seeded demo) opens an empty
  // DATA_DIR instead of migrating and seeding it; never a PostgreSQL database or a data dir in use
  const startImage =
    process.env.START_IMAGE && !config.databaseUrl && !existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))
      ? new Uint8Array(readFileSync(process.env.START_IMAGE))
      : undefined;
  const { services, database, seeded } = await bootServices(config, { image: startImage });
  const app = await build({ services, staticDir: dist });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: closing the server, then a clean database checkpoint');
    await app.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: services.kind, seeded }, `Mixboard on http://127.0.0.1:${config.port}`);
}

main().catch((e) => {
  console.error(redactText(e instanceof Error ? e.message : String(e)));
  process.exit(1);
});
