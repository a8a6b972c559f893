import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { renderPdfOffThread } from '../../server/print/pdf-thread';
import type { PreparedDocument } from '../../server/print/prepare';
import { labelIn } from '../../server/print/print.service';
import { fenToYuan } from '../../src/domain/sales/money';
import { RECEIVABLE_PERM, statementOf } from './receivable.routes.server';

const money = (fen: number) => fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The customer statement (designed): a PDF a customer can read, per customer and period — the
 * opening balance, each agreed settlement with its tickets' total, each payment, the closing
 * balance — from the same ledger entries as the receivable screen (statementOf), so the two agree
 * to the fen. Drawn by the print layout (server/print) in the caller's language.
 */
export function statementPdfRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/sales/receivable-balance/statement-pdf',
    async (ctx) => {
      const s = await statementOf(ctx);
      const label = labelIn(ctx.lang);
      const colon = label('print.colon');
      const who = ctx.user.trueName || ctx.user.userName;
      const kind = (k: string) => label(`finance.entry_${k}`);
      const doc: PreparedDocument = {
        title: label('finance.statementTitle'),
        code: s.customerName,
        colon,
        headerColumns: 2,
        header: [
          { label: label('finance.customer'), value: s.customerName, span: 1 },
          { label: label('finance.period'), value: `${s.startDate || label('finance.fromStart')} ~ ${s.endDate}`, span: 1 },
          { label: label('finance.openingBalance'), value: money(s.openingFen), span: 1 },
          { label: label('finance.closingBalance'), value: money(s.closingFen), span: 1 },
        ],
        tableTitle: label('finance.statementLines'),
        columns: [
          { label: label('finance.day'), width: 11, align: 'left' },
          { label: label('finance.entryKind'), width: 10, align: 'left' },
          { label: label('finance.reference'), width: 22, align: 'left' },
          { label: label('finance.period'), width: 22, align: 'left' },
          { label: label('finance.ticketsTotal'), width: 14, align: 'right' },
          { label: label('finance.charged'), width: 14, align: 'right' },
          { label: label('finance.received'), width: 14, align: 'right' },
          { label: label('finance.balance'), width: 14, align: 'right' },
        ],
        rows: s.lines.map((l) => [
          l.day,
          kind(l.kind),
          l.code,
          l.period,
          l.kind === 'settled' ? money(l.ticketsFen) : '',
          l.chargeFen ? money(l.chargeFen) : '',
          l.receivedFen ? money(l.receivedFen) : '',
          money(l.balanceFen),
        ]),
        totals: [
          { label: label('finance.openingBalance'), value: money(s.openingFen) },
          { label: label('finance.charged'), value: money(s.settledFen) },
          { label: label('finance.received'), value: money(s.receivedFen) },
          { label: label('finance.closingBalance'), value: money(s.closingFen) },
        ],
        signatures: [label('finance.signSeller'), label('finance.signCustomer')],
        foot: `${label('print.printedBy')}${colon}${who}    ${label('print.printedAt')}${colon}${ctx.services.clock.format(ctx.services.clock.now())}`,
        pageLabel: label('print.page', { n: '{n}', total: '{total}' }),
      };
      const pdf = await renderPdfOffThread(doc, { paper: 'A4', landscape: true, info: { title: `${doc.title} ${s.customerName}`, author: who } });
      await ctx.audit('print', 'customerStatement', s.customerId, { startDate: s.startDate, endDate: s.endDate, closingFen: s.closingFen });
      const name = `statement-${s.customerId}-${s.endDate}.pdf`;
      return ctx.reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf.bytes);
    },
    {
      perm: RECEIVABLE_PERM,
      input: input({ customerId: wire.id(), startDate: wire.date().optional(), endDate: wire.date().optional() }),
      area: 'receivable',
      raw: true,
      mutates: true,
    },
  );
}
