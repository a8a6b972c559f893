import { describe, expect, it } from 'vitest';
import type { PrintDocument } from '../../src/domain/resources/print';
import type { ResourceDef } from '../../src/domain/resources/types';
import { layoutDocument, pageBox, type Metrics, type Op } from './layout';
import { prepareDocument, type PrepareContext } from './prepare';

/** A fixed-width font: every character is `size * 0.5` wide and a line is `size * 1.2` high. */
const fixed: Metrics = { heightOf: (text, width, size) => Math.max(1, Math.ceil(text.length / Math.max(1, Math.floor(width / (size * 0.5))))) * size * 1.2 };
const texts = (ops: Op[]) => ops.filter((o): o is Extract<Op, { kind: 'text' }> => o.kind === 'text').map((o) => o.text);

const def = { name: 'ticket', fields: [] } as unknown as ResourceDef;
const LABELS: Record<string, string> = {
  'print.colon': '：',
  'print.batches': '生产记录',
  'print.total': '合计',
  'print.notBatched': '未生产记录：本车尚未配料生产',
  'print.quantity': '方量',
};
const pc: PrepareContext = { label: (k) => LABELS[k] ?? k, formatTime: (d) => String(d), printedBy: 'tester', printedAt: new Date(0), reprint: false };
const ticket = (empty?: string): PrintDocument => ({
  name: 'ticket',
  title: 'print.ticketTitle',
  button: 'print',
  paper: 'A5',
  landscape: true,
  codeField: 'code',
  header: [{ field: 'code' }],
  table: {
    lines: 'batches',
    title: 'print.batches',
    empty,
    columns: [
      { field: 'at', width: 3 },
      { field: 'quantity', label: 'print.quantity', width: 2, format: 'quantity' },
    ],
  },
  totals: [
    { label: 'print.total', sum: 'quantity', format: 'quantity' },
    { label: 'print.quantity', field: 'quantity', format: 'quantity' },
  ],
});

describe('a table with no line (a ticket not yet batched)', () => {
  it("prints the document's words across the table and no total summing it", () => {
    const doc = prepareDocument(def, ticket('print.notBatched'), { orgId: '01', record: { code: 'T1', quantity: '8' }, lines: { batches: [] } }, pc);
    expect(doc.rows).toEqual([]);
    expect(doc.emptyTable).toBe('未生产记录：本车尚未配料生产');
    // the record's own field still prints; the sum of no batch does not
    expect(doc.totals).toEqual([{ label: '方量', value: '8.00' }]);
    const [page, ...more] = layoutDocument(doc, pageBox('A5', true), fixed);
    expect(more).toEqual([]);
    expect(texts(page.ops)).toEqual(expect.arrayContaining(['生产记录', '未生产记录：本车尚未配料生产', '方量：8.00']));
    expect(texts(page.ops).some((t) => t.startsWith('合计'))).toBe(false);
  });

  it('prints the lines and their sum as soon as there are lines, and a table without the words as before', () => {
    const batched = prepareDocument(
      def,
      ticket('print.notBatched'),
      {
        orgId: '01',
        record: { code: 'T1', quantity: '8' },
        lines: {
          batches: [
            { at: '08:00', quantity: '2.5' },
            { at: '08:02', quantity: '1.5' },
          ],
        },
      },
      pc,
    );
    expect(batched.emptyTable).toBeUndefined();
    expect(batched.rows).toEqual([
      ['08:00', '2.50'],
      ['08:02', '1.50'],
    ]);
    expect(batched.totals[0]).toEqual({ label: '合计', value: '4.00' });
    const plain = prepareDocument(def, ticket(), { orgId: '01', record: { code: 'T1' }, lines: { batches: [] } }, pc);
    expect(plain.emptyTable).toBeUndefined();
    expect(plain.totals[0]).toEqual({ label: '合计', value: '0.00' });
  });
});
