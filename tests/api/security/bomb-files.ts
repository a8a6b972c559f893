import zlib from 'node:zlib';

/**
 * Crafted .xlsx bombs (issue 13, defect 6), shared by bomb.test.ts and tests/bench/bombs.bench.ts.
 * Written by hand, not by a zip library, because each one lies in a way a library will not:
 * understated sizes, more entries than the end record announces.
 */
export interface BombEntry {
  name: string;
  /** the deflated bytes (raw deflate) */
  deflated: Buffer;
  /** the size the headers claim */
  claimed: number;
  crc: number;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** An honest small part. */
export const part = (name: string, text: string): BombEntry => {
  const raw = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(raw), claimed: raw.length, crc: crc32(raw) };
};

/**
 * `mb` megabytes of zeros as raw deflate, built from one sync-flushed megabyte repeated, so a
 * gigabyte costs a megabyte to make; the headers claim `claimed` bytes.
 */
let megabyte: Buffer | undefined;
export function zeros(name: string, mb: number, claimed = 1000): BombEntry {
  const block = (megabyte ??= zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  // a final, empty fixed-Huffman block ends the stream
  return { name, deflated: Buffer.concat([...Array.from({ length: mb }, () => block), Buffer.from([0x03, 0x00])]), claimed, crc: 0 };
}

/** A zip of the entries; the end record announces `announced` entries (all of them by default). */
export function zipOf(entries: readonly BombEntry[], announced = entries.length): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const crc = e.crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(announced, 8);
  end.writeUInt16LE(announced, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const SHEET = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>';

/** The variants of the issue, each about 1 MB that would inflate to about 1 GB. */
export function bombVariants(mb = 1024): Array<{ name: string; file: Buffer }> {
  const base = [part('[Content_Types].xml', TYPES)];
  return [
    { name: 'understated sizes (sheet XML)', file: zipOf([...base, zeros('xl/worksheets/sheet1.xml', mb)]) },
    { name: 'bomb in a non-XML part (xl/media/image1.png)', file: zipOf([...base, part('xl/worksheets/sheet1.xml', SHEET), zeros('xl/media/image1.png', mb)]) },
    { name: 'bomb past the announced entry count', file: zipOf([...base, part('xl/worksheets/sheet1.xml', SHEET), zeros('xl/media/image2.png', mb)], 2) },
    {
      name: 'sizes claimed just under the caps (3 × 30 MB claimed)',
      file: zipOf([...base, ...[1, 2, 3].map((i) => zeros(`xl/media/image${i}.png`, mb, 30 * 1024 * 1024))]),
    },
    {
      name: 'many entries, each small (4000 × 1 MB claimed 1 KB)',
      file: zipOf([...base, ...Array.from({ length: 4000 }, (_, i) => zeros(`xl/media/deep/${'n/'.repeat(i % 40)}i${i}.png`, 1))]),
    },
    {
      name: 'many small bombs under the entry limit (150 × 1 MB)',
      file: zipOf([...base, ...Array.from({ length: 150 }, (_, i) => zeros(`xl/media/image${i}.png`, 1))]),
    },
  ];
}
