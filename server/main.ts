import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
  const { services, database, seeded } = await bootServices(config);
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
