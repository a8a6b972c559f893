import { Inflate } from 'fflate';

/**
 * Limits of a safe .xlsx read, enforced before any parser sees the file (issue 13, defect 6).
 * Nothing the zip claims is trusted: the entries are counted by walking the directory, and every
 * part (sheets, styles, images alike) is inflated here as a stream under a byte cap of our own,
 * refused the moment it passes it, so a lying header costs at most a cap's worth of work.
 */
export interface XlsxLimits {
  maxEntries: number;
  /** inflated bytes of all parts together */
  maxInflated: number;
  /** inflated bytes of one part */
  maxEntry: number;
  maxRows: number;
}
export const DEFAULT_LIMITS: XlsxLimits = { maxEntries: 200, maxInflated: 40 * 1024 * 1024, maxEntry: 32 * 1024 * 1024, maxRows: 50000 };

/** Compressed bytes fed to the inflater at a time: deflate inflates at most ~1032×, so ≤ 1 MB comes out per step. */
const SLICE = 1024;

export class UnsafeXlsx extends Error {
  constructor(
    readonly reason: 'type' | 'unsafe' | 'rows',
    detail: string,
  ) {
    super(detail);
  }
}

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
}

const CENTRAL = 0x02014b50;

/**
 * The zip directory, walked record by record as far as it goes (the end record is searched in the
 * last 64 KiB): the count the end record announces is not believed, a directory longer than it
 * announces is refused, and so is one with more entries than the limit.
 */
export function zipDirectory(buf: Buffer, limits: XlsxLimits = DEFAULT_LIMITS): Entry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw new UnsafeXlsx('type', 'not a zip');
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new UnsafeXlsx('type', 'no zip directory');
  const announced = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (cdOffset >= buf.length) throw new UnsafeXlsx('unsafe', 'zip directory');
  const entries: Entry[] = [];
  let p = cdOffset;
  while (p + 4 <= buf.length && buf.readUInt32LE(p) === CENTRAL) {
    if (entries.length >= limits.maxEntries) throw new UnsafeXlsx('unsafe', 'too many entries');
    if (p + 46 > buf.length) throw new UnsafeXlsx('unsafe', 'zip entry');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, Math.min(buf.length, p + 46 + nameLen));
    if (name.includes('..') || name.startsWith('/') || name.includes('\\')) throw new UnsafeXlsx('unsafe', 'entry name');
    if (method !== 0 && method !== 8) throw new UnsafeXlsx('unsafe', 'compression');
    if (compressed === 0xffffffff || size === 0xffffffff) throw new UnsafeXlsx('unsafe', 'zip64');
    // what the directory declares is only a first, cheap refusal: the inflater checks what is found.
    // No ratio limit: a real sheet of repeated rows compresses past any ratio a bomb needs, the caps bound both
    if (size > limits.maxEntry) throw new UnsafeXlsx('unsafe', 'declared size');
    entries.push({ name, method, compressed, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (entries.length !== announced) throw new UnsafeXlsx('unsafe', 'entry count differs from the end record');
  if (!entries.some((e) => e.name === '[Content_Types].xml')) throw new UnsafeXlsx('type', 'not xlsx');
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(buf: Buffer, e: Entry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) throw new UnsafeXlsx('unsafe', 'local header');
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (start + e.compressed > buf.length) throw new UnsafeXlsx('unsafe', 'entry past the end');
  return buf.subarray(start, start + e.compressed);
}

/**
 * Inflates one entry slice by slice, handing each inflated chunk to `seen` and keeping none of
 * them; throws as soon as the entry passes `cap` bytes. Returns the inflated size.
 */
function streamEntry(data: Buffer, method: number, cap: number, seen: (chunk: Uint8Array) => void): number {
  let size = 0;
  const take = (chunk: Uint8Array) => {
    size += chunk.length;
    if (size > cap) throw new UnsafeXlsx('unsafe', 'entry larger than allowed');
    seen(chunk);
  };
  if (method === 0) {
    take(data);
    return size;
  }
  const inf = new Inflate(take);
  try {
    for (let i = 0; i < data.length; i += SLICE) inf.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
    if (data.length === 0) inf.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof UnsafeXlsx) throw e;
    throw new UnsafeXlsx('unsafe', 'broken deflate stream');
  }
  return size;
}

/** Patterns searched in the XML as it streams by; a tail of each chunk is kept for matches across chunks. */
const DTD = /<!DOCTYPE|<!ENTITY/i;
const ROW = /<row[\s>]/g;
const TAIL = 8;

/**
 * Checks an .xlsx before any parser sees it: the directory walked and counted, every part
 * inflated under its cap and the total under the file's, the XML free of DTDs, and the rows of
 * the sheets counted. Returns the row count.
 */
export function checkXlsx(buf: Buffer, limits: XlsxLimits = DEFAULT_LIMITS): number {
  let rows = 0;
  let total = 0;
  for (const e of zipDirectory(buf, limits)) {
    const data = entryData(buf, e);
    const xml = /\.(xml|rels)$/i.test(e.name);
    const sheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(e.name);
    let tail = '';
    // a part may not grow past what the directory declared (a lie is refused at once), nor past the caps
    const size = streamEntry(data, e.method, Math.min(e.size, limits.maxEntry, limits.maxInflated - total), (chunk) => {
      if (!xml) return;
      const text = tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      if (DTD.test(text)) throw new UnsafeXlsx('unsafe', 'DTD');
      if (sheet) {
        for (const m of text.matchAll(ROW)) if (m.index + 5 > tail.length) rows++;
        if (rows > limits.maxRows + 1) throw new UnsafeXlsx('rows', 'rows');
      }
      tail = text.slice(-TAIL);
    });
    total += size;
  }
  return rows;
}
