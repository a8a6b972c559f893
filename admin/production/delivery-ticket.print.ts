import type { PrintDocument } from '../../src/domain/resources/print';

/**
 * The delivery ticket (送货单) as printed: A5 landscape, one load of one task, its batches and
 * the three signatures. A load issued before the plant has batched it (from the dispatch desk)
 * prints 未生产记录 / not yet batched across its production record, and no 合计: never 0.00. Its data comes from the server hook ./delivery-ticket.print.server.ts;
 * fields without a label print the object's own label.
 */
export const deliveryTicketPrint: PrintDocument = {
  name: 'ticket',
  title: 'print.ticketTitle',
  button: 'print',
  approval: true,
  paper: 'A5',
  landscape: true,
  codeField: 'ticketCode',
  headerColumns: 3,
  header: [
    { field: 'ticketCode' },
    { field: 'stationName', label: 'print.station' },
    { field: 'createTime', format: 'datetime' },
    { field: 'customerName', span: 2 },
    { field: 'contractCode', label: 'print.contractCode' },
    { field: 'projectName', span: 2 },
    { field: 'taskCode' },
    { field: 'address', label: 'print.address', span: 2 },
    { field: 'pouringSite' },
    { field: 'strength' },
    { field: 'slump', label: 'print.slump' },
    { field: 'pourMethod', label: 'print.pourMethod' },
    { field: 'plate' },
    { field: 'innerNumber' },
    { field: 'driverName' },
    { field: 'quantity', label: 'print.quantity', format: 'quantity' },
    { field: 'truckNo', label: 'print.truckNo', format: 'int' },
    { field: 'shippedQuantity', label: 'print.shippedQuantity', format: 'quantity' },
  ],
  table: {
    lines: 'batches',
    title: 'print.batches',
    empty: 'print.notBatched',
    columns: [
      { field: 'at', label: 'print.batchTime', width: 3, format: 'datetime' },
      { field: 'mixer', label: 'print.mixer', width: 2 },
      { field: 'quantity', label: 'print.batchQuantity', width: 2, format: 'quantity' },
    ],
  },
  totals: [{ label: 'print.total', sum: 'quantity', format: 'quantity' }],
  signatures: ['print.signIssuer', 'print.signDriver', 'print.signReceiver'],
};
