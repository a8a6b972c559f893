import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BizError } from '../../server/http/errors';
import { VOUCHER_IMAGES } from './back-money.resource';

/** Largest voucher image accepted, in MB. */
export const IMAGE_LIMIT_MB = VOUCHER_IMAGES.limitMb;

/** What the first bytes say the file is: only photos and scans a browser shows. */
const KINDS: Array<{ ext: string; type: string; test: (b: Buffer) => boolean }> = [
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', type: 'image/png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'webp', type: 'image/webp', test: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/** The folder of one payment's images: under DATA_DIR (a temporary folder for an in-memory database). */
function folderOf(dataDir: string, id: number): string {
  const root = dataDir.startsWith('memory://') ? join(tmpdir(), `mixboard-memory-${process.pid}`) : dataDir;
  return join(root, 'uploads', 'back-money', String(id));
}

/**
 * Checks and stores one image: its type by its content (never by a name or header the client
 * chose), its size; the stored name is the content's digest, so the same image twice is one file
 * and a name read back can never point outside the folder.
 */
export async function storeImage(dataDir: string, id: number, bytes: Buffer): Promise<string> {
  if (bytes.length > IMAGE_LIMIT_MB * 1024 * 1024) throw new BizError(400, 'importTooBig', { n: IMAGE_LIMIT_MB, field: 'file' }, 'file');
  const kind = KINDS.find((k) => k.test(bytes));
  if (!kind) throw new BizError(400, 'imageType', {}, 'file');
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
  const dir = folderOf(dataDir, id);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes);
  return name;
}

const NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** A stored image's bytes and type; undefined for a name that is not one we stored. */
export async function readImage(dataDir: string, id: number, name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  if (!NAME.test(name)) return undefined;
  const bytes = await readFile(join(folderOf(dataDir, id), name)).catch(() => undefined);
  const kind = bytes && KINDS.find((k) => k.test(bytes));
  return bytes && kind ? { bytes, type: kind.type } : undefined;
}
