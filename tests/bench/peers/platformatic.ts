import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @platformatic/db as a peer: an auto-generated REST layer over the same PostgreSQL schema. It needs
 * Node ≥ 22 and Mixboard runs on 20, so it is installed at bench time into a directory outside the
 * repository and run with `npx -p node@24` (never a dependency of the project). Either step failing
 * gives a reason to print instead of a figure.
 */
const DIR = join(tmpdir(), 'mixboard-bench-platformatic');
const VERSION = '3';
const NODE = ['-y', '-p', 'node@24', '--'];

const RUNNER = `
import { create } from '@platformatic/db';
const [connectionString, schema] = process.argv.slice(2);
const app = await create(process.cwd(), {
  server: { hostname: '127.0.0.1', port: 0, logger: { level: 'warn' } },
  db: { connectionString, schema: [schema], openapi: true, graphql: false, events: false, limit: { default: 20, max: 100 } },
});
const url = await app.start();
console.log('LISTENING ' + (typeof url === 'string' ? url : app.url));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

export interface PlatformaticPeer {
  url: string;
  version: string;
  /** the generated list route of delivery_tickets (named after the schema too: /benchLargeDeliveryTickets/) */
  ticketsPath: string;
  close: () => Promise<void>;
}

function install(): string | undefined {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, 'package.json'), JSON.stringify({ name: 'mixboard-bench-platformatic', private: true, type: 'module' }));
  writeFileSync(join(DIR, 'runner.mjs'), RUNNER);
  if (existsSync(join(DIR, 'node_modules/@platformatic/db/package.json'))) return undefined;
  const r = spawnSync('npx', [...NODE, 'npm', 'install', '--no-audit', '--no-fund', `@platformatic/db@${VERSION}`, 'pg'], {
    cwd: DIR,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (r.status !== 0) return `npm install @platformatic/db under node@24 failed: ${(r.stderr || r.error?.message || '').trim().split('\n').at(-1)}`;
  return undefined;
}

/** Starts the peer on `schema` (`nodeArgs`: options for its `node`), or answers why it cannot run here. */
export async function startPlatformatic(connectionString: string, schema: string, nodeArgs: string[] = []): Promise<PlatformaticPeer | { skipped: string }> {
  const failed = install();
  if (failed) return { skipped: failed };
  const version = (
    spawnSync('node', ['-p', 'require("./node_modules/@platformatic/db/package.json").version'], { cwd: DIR, encoding: 'utf8' }).stdout ?? ''
  ).trim();
  const child: ChildProcess = spawn('npx', [...NODE, 'node', ...nodeArgs, 'runner.mjs', connectionString, schema], {
    cwd: DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const url = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 180_000);
    const take = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /LISTENING (\S+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      // npx runs node under it: the group (this child's own, detached) goes down together
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* already gone */
        }
      };
      group('SIGTERM');
      setTimeout(() => group('SIGKILL'), 5000).unref();
    });
  if (!url) {
    await close();
    return { skipped: `@platformatic/db did not start: ${log.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}` };
  }
  const base = url.replace('0.0.0.0', '127.0.0.1').replace(/\/$/, '');
  const doc = (await (await fetch(`${base}/documentation/json`)).json()) as { paths: Record<string, unknown> };
  const ticketsPath = Object.keys(doc.paths).find((p) => /^\/[A-Za-z0-9]*DeliveryTickets\/?$/.test(p));
  if (!ticketsPath) {
    await close();
    return { skipped: '@platformatic/db generated no list route for delivery_tickets' };
  }
  return { url: base, version, ticketsPath, close };
}
