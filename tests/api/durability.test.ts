import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fetchToken } from './calls';

/**
 * What an acknowledged write survives: the real server in its own process, killed with SIGKILL
 * while writes are in flight, then started again on the same data. Every write that was answered
 * `code 200` before the kill must be there. On PGlite the data directory is reopened; on
 * PostgreSQL (DATABASE_URL) the same schema.
 */
const root = resolve(import.meta.dirname, '../..');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/prod-api`;
const dataDir = mkdtempSync(join(tmpdir(), 'mixboard-durability-'));
const schema = process.env.DATABASE_URL ? `t_dur_${Date.now().toString(36)}` : undefined;
let child: ChildProcess | undefined;
/** the end of what the server wrote to stderr, to say why it stopped */
let log = '';

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SIMULATOR: 'off',
    SKIP_CLIENT_BUILD: '1',
    CLIENT_DIR: join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  proc.stderr?.setEncoding('utf8').on('data', (c: string) => {
    log = (log + c).slice(-2000);
  });
  return proc;
}

/** Resolves once the server answers its health call; fails as soon as it exits instead. */
async function waitUntilUp(proc: ChildProcess): Promise<void> {
  await vi.waitFor(
    async () => {
      if (proc.exitCode !== null) return;
      expect((await fetch(`${base}/health`)).ok).toBe(true);
    },
    { timeout: 120_000, interval: 250 },
  );
  if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${log}`);
}

const signIn = () => fetchToken(origin, 'admin');

const exited = (proc: ChildProcess) =>
  new Promise<void>((r) => {
    if (proc.exitCode !== null || proc.signalCode) r();
    else proc.once('exit', () => r());
  });

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited(child);
  }
  if (schema) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL during writes', async () => {
    child = startServer();
    await waitUntilUp(child);
    const token = await signIn();
    const acknowledged: string[] = [];
    // the kill comes once 40 writes were acknowledged, told by the writer that counts the fortieth
    let fortyAcknowledged!: () => void;
    const forty = new Promise<void>((r) => {
      fortyAcknowledged = r;
    });
    let killed = false;
    let next = 0;
    const writer = async () => {
      while (!killed) {
        const code = `dur-${next++}`;
        try {
          const r = await fetch(`${base}/resource/event/add`, {
            method: 'POST',
            headers: { access_token: token, 'content-type': 'application/json' },
            body: JSON.stringify({ eventCode: code, eventName: `durability ${code}` }),
          });
          const body = (await r.json()) as { code: number };
          if (body.code === 200) {
            acknowledged.push(code);
            if (acknowledged.length === 40) fortyAcknowledged();
          }
        } catch {
          /* the server is gone: this write was never acknowledged */
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await forty;
    child.kill('SIGKILL');
    killed = true;
    await exited(child);
    await Promise.all(writers);

    child = startServer();
    await waitUntilUp(child);
    const again = await signIn();
    const r = await fetch(`${base}/resource/event/list?eventName=durability`, { headers: { access_token: again } });
    const rows = ((await r.json()) as { data: { eventCode: string }[] }).data;
    const stored = new Set(rows.map((e) => e.eventCode));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(acknowledged.filter((c) => !stored.has(c))).toEqual([]);
  }, 240_000);
});
