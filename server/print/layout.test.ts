import { describe, expect, it } from 'vitest';
import { layoutDocument, pageBox, type Metrics, type Op } from './layout';
import type { PreparedDocument } from './prepare';

/** A fixed-width font: every character is `size * 0.5` wide and a line is `size * 1.2` high. */
const fixed: Metrics = {
  heightOf: (text, width, size) => {
    const perLine = Math.max(1, Math.floor(width / (size * 0.5)));
    const lines = text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / perLine)), 0);
    return lines * size * 1.2;
  },
};

const doc = (rows: number, extra: Partial<PreparedDocument> = {}): PreparedDocument => ({
  title: 'Test report',
  code: 'TR-0001',
  colon: '：',
  headerColumns: 2,
  header: [
    { label: 'Customer', value: '杭州城建', span: 1 },
    { label: 'Project', value: 'Bridge', span: 1 },
    { label: 'Site', value: 'Pier 3', span: 2 },
  ],
  tableTitle: 'Lines',
  columns: [
    { label: 'No.', width: 1, align: 'left' },
    { label: 'Value', width: 2, align: 'right' },
  ],
  rows: Array.from({ length: rows }, (_, i) => [String(i + 1), `${i}.00`]),
  totals: [{ label: 'Total', value: '1.00' }],
  signatures: ['Issued by', 'Received by'],
  foot: 'Printed by: tester',
  pageLabel: 'Page {n} of {total}',
  ...extra,
});

const texts = (ops: Op[]) => ops.filter((o): o is Extract<Op, { kind: 'text' }> => o.kind === 'text').map((o) => o.text);
const box = pageBox('A5', true);

describe('layoutDocument', () => {
  it('keeps a short document on one page with its foot', () => {
    const pages = layoutDocument(doc(3), box, fixed);
    expect(pages).toHaveLength(1);
    expect(texts(pages[0].ops)).toEqual(expect.arrayContaining(['Test report', 'TR-0001', 'Customer：杭州城建', 'Total：1.00', 'Issued by', 'Page 1 of 1']));
  });

  it('breaks a long table between rows, repeating the column heads and numbering every page', () => {
    const pages = layoutDocument(doc(120), box, fixed);
    expect(pages.length).toBeGreaterThan(2);
    const bottom = box.height - box.margin;
    pages.forEach((p, i) => {
      const t = texts(p.ops);
      expect(t).toContain('Test report');
      expect(t).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(t.filter((x) => x === 'Value')).toHaveLength(1);
      for (const o of p.ops) if (o.kind !== 'line') expect(o.y + o.h).toBeLessThanOrEqual(bottom + 0.01);
    });
    // every row is drawn exactly once, in order
    const rows = pages.flatMap((p) => texts(p.ops)).filter((x) => /^\d+$/.test(x));
    expect(rows).toEqual(Array.from({ length: 120 }, (_, i) => String(i + 1)));
    // the header grid is only on the first page
    expect(texts(pages[1].ops)).not.toContain('Customer：杭州城建');
  });

  it('moves the signature boxes to a new page rather than splitting them from the page foot', () => {
    for (let rows = 1; rows < 60; rows++) {
      const pages = layoutDocument(doc(rows), box, fixed);
      const last = pages[pages.length - 1];
      const boxes = last.ops.filter((o) => o.kind === 'rect' && o.h === 36);
      expect(boxes).toHaveLength(2);
      for (const b of boxes) if (b.kind === 'rect') expect(b.y + b.h).toBeLessThanOrEqual(box.height - box.margin);
    }
  });

  it('cuts a row taller than a page at the foot instead of drawing over it', () => {
    const tall = doc(1, { rows: [['1', 'x'.repeat(20000)]] });
    const pages = layoutDocument(tall, box, fixed);
    const bottom = box.height - box.margin;
    for (const p of pages) for (const o of p.ops) if (o.kind !== 'line') expect(o.y + o.h).toBeLessThanOrEqual(bottom + 0.01);
  });

  it('starts a new header row when a field spans more cells than remain', () => {
    const d = doc(0, {
      header: [
        { label: 'A', value: '1', span: 1 },
        { label: 'B', value: '2', span: 2 },
      ],
      columns: [],
      rows: [],
    });
    const [page] = layoutDocument(d, box, fixed);
    const at = (t: string) => page.ops.find((o): o is Extract<Op, { kind: 'text' }> => o.kind === 'text' && o.text === t)!;
    expect(at('B：2').y).toBeGreaterThan(at('A：1').y);
    expect(at('B：2').x).toBe(at('A：1').x);
  });
});
