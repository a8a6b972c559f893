import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, digest } from './harness';

/**
 * What an acknowledged write survives: the real server in its own process, killed with SIGKILL
 * while writes are in flight, then started again on the same data. Every write that was answered
 * `code 200` before the kill must be there. On PGlite the data directory is reopened; on
 * PostgreSQL (DATABASE_URL) the same schema.
 */
const root = resolve(import.meta.dirname, '../..');
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}/prod-api`;
const dataDir = mkdtempSync(join(tmpdir(), 'mixboard-durability-'));
const schema = process.env.DATABASE_URL ? `t_dur_${Date.now().toString(36)}` : undefined;
let child: ChildProcess | undefined;

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), DATA_DIR: dataDir, SIMULATOR: 'off', SKIP_CLIENT_BUILD: '1', CLIENT_DIR: join(dataDir, 'no-client'), LOG_LEVEL: 'warn',
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  };
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'ignore' });
}

async function waitUntilUp(proc: ChildProcess): Promise<void> {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try { if ((await fetch(`${base}/health`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signIn(): Promise<string> {
  const r = await fetch(`${base}/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' });
  return ((await r.json()) as { access_token: string }).access_token;
}

const exited = (proc: ChildProcess) => new Promise<void>((r) => { if (proc.exitCode !== null || proc.signalCode) r(); else proc.once('exit', () => r()); });

afterAll(async () => {
  if (child && child.exitCode === null) { child.kill('SIGTERM'); await exited(child); }
  if (schema) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect(); await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`); await c.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL during writes', async () => {
    child = startServer();
    await waitUntilUp(child);
    const token = await signIn();
    const acknowledged: string[] = [];
    let killed = false;
    let next = 0;
    const writer = async () => {
      while (!killed) {
        const code = `dur-${next++}`;
        try {
          const r = await fetch(`${base}/resource/event/add`, {
            method: 'POST', headers: { access_token: token, 'content-type': 'application/json' },
            body: JSON.stringify({ eventCode: code, eventName: `durability ${code}` }),
          });
          const body = (await r.json()) as { code: number };
          if (body.code === 200) acknowledged.push(code);
        } catch { /* the server is gone: this write was never acknowledged */ }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
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
