import { Inflate } from 'fflate';

/** Limits of a safe .xlsx read: checked on the zip directory before anything is parsed. */
export interface XlsxLimits { maxEntries: number; maxInflated: number; maxRatio: number; maxRows: number }
export const DEFAULT_LIMITS: XlsxLimits = { maxEntries: 200, maxInflated: 30 * 1024 * 1024, maxRatio: 150, maxRows: 50000 };

export class UnsafeXlsx extends Error {
  constructor(readonly reason: 'type' | 'unsafe' | 'rows', detail: string) { super(detail); }
}

interface Entry { name: string; method: number; compressed: number; size: number; localOffset: number }

/** Reads the zip central directory (the end record is searched in the last 64 KiB). */
export function zipDirectory(buf: Buffer, limits: XlsxLimits = DEFAULT_LIMITS): Entry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw new UnsafeXlsx('type', 'not a zip');
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  if (eocd < 0) throw new UnsafeXlsx('type', 'no zip directory');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries || cdOffset + cdSize > buf.length) throw new UnsafeXlsx('unsafe', 'zip directory');
  const entries: Entry[] = [];
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new UnsafeXlsx('unsafe', 'zip entry');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    if (name.includes('..') || name.startsWith('/') || name.includes('\\')) throw new UnsafeXlsx('unsafe', 'entry name');
    if (method !== 0 && method !== 8) throw new UnsafeXlsx('unsafe', 'compression');
    if (compressed === 0xffffffff || size === 0xffffffff) throw new UnsafeXlsx('unsafe', 'zip64');
    if (size > compressed * limits.maxRatio + 1024) throw new UnsafeXlsx('unsafe', 'ratio');
    total += size;
    if (total > limits.maxInflated) throw new UnsafeXlsx('unsafe', 'inflated size');
    entries.push({ name, method, compressed, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (!entries.some((e) => e.name === '[Content_Types].xml')) throw new UnsafeXlsx('type', 'not xlsx');
  return entries;
}

/** Inflates one entry, stopping as soon as it grows past what the directory declared. */
function inflateEntry(buf: Buffer, e: Entry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) throw new UnsafeXlsx('unsafe', 'local header');
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (e.method === 0) return Buffer.from(data);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inf = new Inflate((chunk) => {
    size += chunk.length;
    if (size > e.size) throw new UnsafeXlsx('unsafe', 'entry larger than declared');
    chunks.push(chunk);
  });
  inf.push(data, true);
  return Buffer.concat(chunks);
}

/**
 * Checks an .xlsx before any parser sees it: zip directory, sizes and ratios, every XML part
 * inflated under a cap and free of DTDs, and the number of rows. Returns the row count.
 */
export function checkXlsx(buf: Buffer, limits: XlsxLimits = DEFAULT_LIMITS): number {
  let rows = 0;
  for (const e of zipDirectory(buf, limits)) {
    if (!/\.(xml|rels)$/i.test(e.name)) continue;
    const text = inflateEntry(buf, e).toString('utf8');
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnsafeXlsx('unsafe', 'DTD');
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(e.name)) rows += (text.match(/<row[\s>]/g) ?? []).length;
    if (rows > limits.maxRows + 1) throw new UnsafeXlsx('rows', 'rows');
  }
  return rows;
}
