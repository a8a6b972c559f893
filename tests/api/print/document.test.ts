import { describe, expect, it } from 'vitest';
import type { PrintDocument } from '../../../src/domain/resources/print';
import { defineResource } from '../../../src/domain/resources/types';
import { createClock } from '../../../server/clock';
import { pdfText } from './pdf-text';
import { renderPdf } from '../../../server/print/pdf';
import { prepareDocument, type PrepareContext } from '../../../server/print/prepare';

/** A test-only object with a document of its own: a settlement-like sheet with money in fen. */
const sheet: PrintDocument = {
  name: 'sheet',
  title: 'sheet.title',
  button: 'print',
  paper: 'A4',
  codeField: 'code',
  headerColumns: 2,
  header: [{ field: 'code' }, { field: 'state' }, { field: 'closedAt' }, { field: 'customer', label: 'sheet.customerOnPaper' }],
  table: {
    lines: 'items',
    columns: [
      { field: 'no', label: 'sheet.no', width: 1 },
      { field: 'at', label: 'sheet.at', width: 3, format: 'datetime' },
      { field: 'volume', label: 'sheet.volume', width: 2, format: 'quantity' },
      { field: 'amount', label: 'sheet.amount', width: 2, format: 'fen' },
    ],
  },
  totals: [
    { label: 'sheet.volumeTotal', sum: 'volume', format: 'quantity' },
    { label: 'sheet.amountTotal', sum: 'amount', format: 'fen' },
  ],
  signatures: ['sheet.signed'],
};
const sheetResource = defineResource({
  name: 'testSheet',
  table: 'test_sheets',
  id: 'id',
  screen: '/statement/test',
  title: 'sheet.title',
  search: [],
  columns: [],
  calls: {},
  actions: ['get'],
  fields: [
    { name: 'code', type: 'string', label: 'sheet.code' },
    { name: 'customer', type: 'string', label: 'sheet.customer' },
    {
      name: 'state',
      type: 'enum',
      label: 'sheet.state',
      options: [
        { value: 1, label: 'sheet.open' },
        { value: 2, label: 'sheet.closed' },
      ],
    },
    { name: 'closedAt', type: 'datetime', label: 'sheet.closedAt' },
  ],
  print: [sheet],
});

const LABELS: Record<string, string> = {
  'sheet.title': 'Settlement sheet',
  'sheet.code': 'Sheet no.',
  'sheet.customer': 'Customer',
  'sheet.customerOnPaper': 'Bill to',
  'sheet.state': 'State',
  'sheet.closed': 'Closed',
  'sheet.closedAt': 'Closed at',
  'sheet.no': 'No.',
  'sheet.at': 'Delivered',
  'sheet.volume': 'm³',
  'sheet.amount': 'Amount',
  'sheet.volumeTotal': 'Volume',
  'sheet.amountTotal': 'Amount due',
  'sheet.signed': 'Customer seal',
  'print.printedBy': 'Printed by',
  'print.printedAt': 'Printed at',
  'print.colon': ': ',
  'print.page': 'Page {n} of {total}',
  'print.copyMark': '(Copy)',
};
const clock = createClock('Asia/Shanghai', () => new Date('2026-03-01T00:30:00Z'));
const pc = (reprint = false): PrepareContext => ({
  label: (k, p = {}) => (LABELS[k] ?? k).replace(/\{(\w+)\}/g, (_, x: string) => String(p[x] ?? '')),
  formatTime: clock.format,
  printedBy: 'Tester',
  printedAt: clock.now(),
  reprint,
});
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    no: i + 1,
    at: new Date(Date.UTC(2026, 1, 27, 16, 0, i)),
    volume: '0.10',
    amount: 33333 + i,
  }));
const record = { code: 'JS-202602-007', customer: '杭州城建集团有限公司', state: 2, closedAt: new Date('2026-02-28T16:05:00Z') };

describe('a test-only declaration prints through the same mechanism', () => {
  it('labels from the object, enum labels, plant time, exact totals in yuan', () => {
    const p = prepareDocument(sheetResource, sheet, { record, lines: { items: items(3) }, orgId: '01' }, pc());
    expect(p.header.map((h) => `${h.label}=${h.value}`)).toEqual([
      'Sheet no.=JS-202602-007',
      'State=Closed',
      'Closed at=2026-03-01 00:05:00',
      'Bill to=杭州城建集团有限公司',
    ]);
    expect(p.rows[0]).toEqual(['1', '2026-02-28 00:00:00', '0.10', '333.33']);
    // 3 × 0.10 is 0.30 exactly, and the fen add up before they become yuan
    expect(p.totals).toEqual([
      { label: 'Volume', value: '0.30' },
      { label: 'Amount due', value: '1,000.02' },
    ]);
    expect(p.columns.map((c) => c.align)).toEqual(['left', 'left', 'right', 'right']);
    expect(p.mark).toBeUndefined();
    expect(prepareDocument(sheetResource, sheet, { record, orgId: '01' }, pc(true)).mark).toBe('(Copy)');
  });

  it('breaks a long sheet across A4 pages and every page reads back', async () => {
    const p = prepareDocument(sheetResource, sheet, { record, lines: { items: items(150) }, orgId: '01' }, pc());
    const pdf = await renderPdf(p, { paper: 'A4', info: { title: 'sheet', author: 'test' } });
    expect(pdf.pages).toBeGreaterThan(2);
    const pages = await pdfText(pdf.bytes);
    expect(pages).toHaveLength(pdf.pages);
    pages.forEach((text, i) => {
      expect(text).toContain('Settlement sheet');
      expect(text).toContain(`Page ${i + 1} of ${pdf.pages}`);
    });
    expect(pages[0]).toContain('杭州城建集团有限公司');
    expect(pages.at(-1)).toContain('Volume: 15.00'); // 150 × 0.10, exactly
    expect(pages.at(-1)).toContain('Amount due: 50,111.25');
    expect(pages.at(-1)).toContain('Customer seal');
  }, 30_000);
});
