import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { layoutDocument, pageBox, type Metrics } from './layout';
import type { PreparedDocument } from './prepare';

/**
 * The CJK font comes from an npm package (Noto Sans Hans, which also covers Latin, Spanish and
 * kana), so printing works offline. pdfkit embeds only the glyphs a document uses, with a
 * ToUnicode map, so the text of a printed ticket can be searched and read back. Bold is the
 * regular face filled and stroked: a second embedded face would double a ticket's size.
 */
let regularFace: Buffer | undefined;
function fontFile(): Buffer {
  regularFace ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  return regularFace;
}
const BOLD_STROKE = 0.035;

export interface RenderOptions {
  paper: 'A4' | 'A5';
  landscape?: boolean;
  /** document properties */
  info: { title: string; author: string; subject?: string };
}

export interface RenderedPdf {
  bytes: Buffer;
  pages: number;
}

/** Lays out and paints a prepared document; the layout's pages are the PDF's pages. */
export function renderPdf(doc: PreparedDocument, opts: RenderOptions): Promise<RenderedPdf> {
  const box = pageBox(opts.paper, opts.landscape);
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    size: opts.paper,
    layout: opts.landscape ? 'landscape' : 'portrait',
    info: { Title: opts.info.title, Author: opts.info.author, Subject: opts.info.subject ?? '', Creator: 'Mixboard' },
    lang: 'zh-CN',
  });
  pdf.registerFont('R', fontFile());
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  const metrics: Metrics = {
    heightOf: (text, width, size) =>
      pdf
        .font('R')
        .fontSize(size)
        .heightOfString(text || ' ', { width: Math.max(width, 1) }),
  };
  const pages = layoutDocument(doc, box, metrics);
  for (const page of pages) {
    pdf.addPage({ size: opts.paper, layout: opts.landscape ? 'landscape' : 'portrait', margin: 0 });
    for (const op of page.ops) {
      if (op.kind === 'line') pdf.lineWidth(0.6).strokeColor('#333333').moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).stroke();
      else if (op.kind === 'rect') {
        pdf.lineWidth(0.6);
        if (op.fill) pdf.rect(op.x, op.y, op.w, op.h).fillAndStroke('#eeeeee', '#333333');
        else pdf.rect(op.x, op.y, op.w, op.h).strokeColor('#333333').stroke();
      } else {
        if (op.bold) pdf.lineWidth(op.size * BOLD_STROKE).strokeColor('#000000');
        pdf
          .fillColor('#000000')
          .font('R')
          .fontSize(op.size)
          .text(op.text, op.x, op.y, {
            width: Math.max(op.w, 1),
            height: Math.max(op.h, op.size),
            align: op.align ?? 'left',
            ellipsis: true,
            lineBreak: true,
            fill: true,
            stroke: !!op.bold,
          });
      }
    }
  }
  pdf.end();
  return ended.then(() => ({ bytes: Buffer.concat(chunks), pages: pages.length }));
}
