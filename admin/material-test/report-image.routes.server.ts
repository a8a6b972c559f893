import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../src/domain/quality/raw-materials';
import { screenOf } from './material-test.resource';
import { SAMPLING_SCREEN } from './material-sampling.resource';

/** Report images: at most 5 MB, and a PNG, JPEG, GIF or WebP by their first bytes, whatever the name says. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const SIGNATURES: ReadonlyArray<{ ext: string; type: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { ext: 'webp', type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];
export const imageKind = (b: Buffer) => SIGNATURES.find((s) => s.test(b));

const REPORT_SCREENS = [...MATERIAL_KINDS.map((k) => screenOf(MATERIAL_STANDARDS[k], 'report')), SAMPLING_SCREEN];
const NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** Where images live: under DATA_DIR; an in-memory database (tests) keeps them in the system's temporary folder. */
function imageDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), `mixboard-images-${process.pid}`) : join(dataDir, 'uploads', 'experiment');
}

/** The image of a call: an octet-stream body, or JSON `data` in base64 (a data URL's prefix is dropped). */
function bytesOf(body: unknown, data: string | undefined): Buffer {
  if (body && typeof body === 'object' && Buffer.isBuffer((body as { file?: unknown }).file)) return (body as { file: Buffer }).file;
  if (!data) throw new BizError(400, 'required', { field: 'data' }, 'data');
  const b64 = data.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(b64)) throw new BizError(400, 'invalid', { field: 'data' }, 'data');
  return Buffer.from(b64, 'base64');
}

export function reportImageRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/experiment/upload/uploadImages',
    async (ctx) => {
      const bytes = bytesOf(ctx.body, ctx.input.data);
      if (bytes.length > IMAGE_MAX_BYTES) throw new BizError(400, 'importTooBig', { n: IMAGE_MAX_BYTES / 1024 / 1024 }, 'data');
      const kind = imageKind(bytes);
      if (!kind) throw new BizError(400, 'invalid', { field: 'data' }, 'data');
      const dir = imageDir(ctx.services.config.dataDir);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${kind.ext}`;
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      await ctx.audit('uploadImage', 'reportImage', name, { bytes: bytes.length, type: kind.type });
      return { name, url: `/experiment/upload/image?name=${name}`, size: bytes.length, type: kind.type };
    },
    {
      perm: { screen: REPORT_SCREENS, button: ['edit', 'add'] },
      mutates: true,
      area: 'experiments',
      input: input({ data: wire.text(8 * 1024 * 1024).optional(), fileName: wire.text(200).optional() }),
    },
  );

  defineCall(
    app,
    '/experiment/upload/image',
    async (ctx) => {
      const name = ctx.input.name;
      if (!NAME.test(name)) throw notFound();
      const bytes = await readFile(join(imageDir(ctx.services.config.dataDir), name)).catch(() => {
        throw notFound();
      });
      const kind = imageKind(bytes);
      return ctx.reply
        .header('content-type', kind?.type ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
    { perm: { screen: REPORT_SCREENS }, raw: true, area: 'experiments', input: input({ name: wire.text(64) }) },
  );
}
