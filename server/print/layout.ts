import type { PreparedDocument } from './prepare';

/** Text measures of the font in use; the PDF painter gives pdfkit's, tests a fixed-width fake. */
export interface Metrics {
  /** height of `text` wrapped at `width` */
  heightOf(text: string, width: number, size: number, bold?: boolean): number;
}

export type Op =
  | { kind: 'text'; x: number; y: number; w: number; h: number; text: string; size: number; bold?: boolean; align?: 'left' | 'center' | 'right' }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: boolean }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number };

export interface LaidPage {
  ops: Op[];
}

export interface PageBox {
  width: number;
  height: number;
  margin: number;
}

/** Paper in PDF points. */
export const PAPER = { A4: { width: 595.28, height: 841.89 }, A5: { width: 419.53, height: 595.28 } } as const;

export function pageBox(paper: keyof typeof PAPER, landscape = false, margin = 24): PageBox {
  const p = PAPER[paper];
  return landscape ? { width: p.height, height: p.width, margin } : { width: p.width, height: p.height, margin };
}

const SIZE = { title: 15, code: 9, body: 9, foot: 7.5 };
const PAD = 2;
const SIGN_HEIGHT = 36;

/**
 * Places a prepared document on pages. The table breaks between rows, repeating its column
 * heads on every page; totals and signature boxes move to a new page rather than split; every
 * page carries the title, the code and a foot with its number.
 */
export function layoutDocument(doc: PreparedDocument, box: PageBox, m: Metrics): LaidPage[] {
  const left = box.margin;
  const width = box.width - 2 * box.margin;
  const footHeight = m.heightOf('Ag', width, SIZE.foot) + PAD * 2;
  const bottom = box.height - box.margin - footHeight;
  const pages: LaidPage[] = [];
  let ops: Op[] = [];
  let y = 0;

  const text = (t: string, x: number, top: number, w: number, size: number, opts: { bold?: boolean; align?: 'left' | 'center' | 'right'; h?: number } = {}) => {
    const h = opts.h ?? m.heightOf(t, w, size, opts.bold);
    ops.push({ kind: 'text', x, y: top, w, h, text: t, size, bold: opts.bold, align: opts.align });
    return h;
  };

  const startPage = () => {
    ops = [];
    pages.push({ ops });
    y = box.margin;
    const title = doc.mark ? `${doc.title} ${doc.mark}` : doc.title;
    const th = text(title, left, y, width, SIZE.title, { bold: true, align: 'center' });
    y += th + 2;
    if (doc.code) y += text(doc.code, left, y, width, SIZE.code, { align: 'right' }) + PAD;
    ops.push({ kind: 'line', x1: left, y1: y, x2: left + width, y2: y });
    y += PAD * 2;
  };

  const fits = (h: number) => y + h <= bottom;

  startPage();

  // header grid: cells flow left to right, a field spanning more cells than remain starts a row
  const cellWidth = width / doc.headerColumns;
  let row: Array<{ x: number; w: number; text: string }> = [];
  let used = 0;
  const flushRow = () => {
    if (!row.length) return;
    const h = Math.max(...row.map((c) => m.heightOf(c.text, c.w - PAD * 2, SIZE.body))) + PAD * 2;
    if (!fits(h)) startPage();
    for (const c of row) text(c.text, c.x + PAD, y + PAD, c.w - PAD * 2, SIZE.body);
    y += h;
    row = [];
    used = 0;
  };
  for (const cell of doc.header) {
    const span = Math.min(cell.span, doc.headerColumns);
    if (used + span > doc.headerColumns) flushRow();
    row.push({ x: left + used * cellWidth, w: span * cellWidth, text: `${cell.label}${doc.colon}${cell.value}` });
    used += span;
  }
  flushRow();

  if (doc.columns.length) {
    y += PAD * 2;
    const total = doc.columns.reduce((s, c) => s + c.width, 0) || 1;
    const xs: number[] = [];
    let x = left;
    const ws = doc.columns.map((c) => {
      xs.push(x);
      const w = (c.width / total) * width;
      x += w;
      return w;
    });
    const rowHeight = (cells: string[], bold?: boolean) => Math.max(...cells.map((t, i) => m.heightOf(t, ws[i] - PAD * 2, SIZE.body, bold))) + PAD * 2;
    const drawRow = (cells: string[], bold?: boolean, limit?: number) => {
      const h = Math.min(rowHeight(cells, bold), limit ?? Infinity);
      cells.forEach((t, i) => {
        ops.push({ kind: 'rect', x: xs[i], y, w: ws[i], h, fill: bold });
        text(t, xs[i] + PAD, y + PAD, ws[i] - PAD * 2, SIZE.body, { bold, align: doc.columns[i].align, h: h - PAD * 2 });
      });
      y += h;
    };
    const heads = doc.columns.map((c) => c.label);
    const headHeight = rowHeight(heads, true);
    const captionHeight = doc.tableTitle ? m.heightOf(doc.tableTitle, width, SIZE.body, true) + PAD : 0;
    // a table without rows that says so: one cell across it
    const emptyHeight = doc.emptyTable && !doc.rows.length ? m.heightOf(doc.emptyTable, width - PAD * 2, SIZE.body, true) + PAD * 4 : 0;
    // a caption and the column heads never end a page without a first row under them
    const firstRow = doc.rows.length ? rowHeight(doc.rows[0]) : emptyHeight;
    if (!fits(captionHeight + headHeight + firstRow)) startPage();
    if (doc.tableTitle) y += text(doc.tableTitle, left, y, width, SIZE.body, { bold: true }) + PAD;
    drawRow(heads, true);
    if (emptyHeight) {
      ops.push({ kind: 'rect', x: left, y, w: width, h: emptyHeight });
      text(doc.emptyTable!, left + PAD, y + PAD * 2, width - PAD * 2, SIZE.body, { bold: true, align: 'center', h: emptyHeight - PAD * 4 });
      y += emptyHeight;
    }
    for (const cells of doc.rows) {
      const h = rowHeight(cells);
      if (!fits(h)) {
        startPage();
        drawRow(heads, true);
      }
      // a row taller than a whole page is cut at the page's foot rather than drawn over it
      drawRow(cells, false, bottom - y);
    }
  }

  if (doc.totals.length) {
    y += PAD * 2;
    const parts = doc.totals.map((t) => `${t.label}${doc.colon}${t.value}`).join('    ');
    const h = m.heightOf(parts, width, SIZE.body, true);
    if (!fits(h)) startPage();
    y += text(parts, left, y, width, SIZE.body, { bold: true, align: 'right' }) + PAD;
  }

  if (doc.signatures.length) {
    y += PAD * 3;
    if (!fits(SIGN_HEIGHT)) startPage();
    const w = width / doc.signatures.length;
    doc.signatures.forEach((s, i) => {
      ops.push({ kind: 'rect', x: left + i * w, y, w, h: SIGN_HEIGHT });
      text(s, left + i * w + PAD, y + PAD, w - PAD * 2, SIZE.body);
    });
    y += SIGN_HEIGHT;
  }

  pages.forEach((p, i) => {
    const top = box.height - box.margin - footHeight + PAD;
    p.ops.push({ kind: 'line', x1: left, y1: top - PAD, x2: left + width, y2: top - PAD });
    p.ops.push({ kind: 'text', x: left, y: top, w: width * 0.7, h: footHeight - PAD, text: doc.foot, size: SIZE.foot });
    const pageLabel = doc.pageLabel.replace('{n}', String(i + 1)).replace('{total}', String(pages.length));
    p.ops.push({ kind: 'text', x: left + width * 0.7, y: top, w: width * 0.3, h: footHeight - PAD, text: pageLabel, size: SIZE.foot, align: 'right' });
  });
  return pages;
}
