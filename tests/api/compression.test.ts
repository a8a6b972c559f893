import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import type { OpenDatabase } from '../../server/db/database';
import { signInPath } from './calls';

/** The client build is served precompressed, and API answers over 1 KB are compressed. */
const dir = mkdtempSync(join(tmpdir(), 'mixboard-client-'));
const script = `export const x = ${JSON.stringify('concrete '.repeat(500))};`;
let app: FastifyInstance;
let database: OpenDatabase;
let token = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Mixboard</title>${'<!-- -->'.repeat(200)}`);
  writeFileSync(join(dir, 'assets', 'app.js'), script);
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(script));
  const config = readConfig({ ...process.env, DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent', DATABASE_URL: '' });
  const booted = await bootServices(config);
  database = booted.database;
  app = await build({ services: booted.services, staticDir: dir, logger: false });
  await app.ready();
  const r = await app.inject({ url: signInPath('admin'), method: 'POST' });
  token = r.json().access_token;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('hands out the brotli copy, then gzip, then the file itself, with Vary', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 KB and leaves a small one alone', async () => {
    const big = await app.inject({ url: '/prod-api/resource/supplier/page?page=1&limit=50', headers: { access_token: token, 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    const rows = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(rows.code).toBe(200);
    const small = await app.inject({ url: '/prod-api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
