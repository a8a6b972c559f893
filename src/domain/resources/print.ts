import type { Lang } from '../server-messages';
import { defineLabels } from './area';
import type { ResourceDef } from './types';

/**
 * Printable documents of a business object (`ResourceDef.print`): plain data, drawn by the
 * server (server/print/) into a PDF in the caller's language.
 *
 * PrintDocument fields:
 * - `name`        unique within the object; the `doc` parameter of `/resource/<name>/print`
 * - `title`       label key of the document's title (printed, and on the row action)
 * - `button`      button code on the object's screen that guards printing (e.g. 'print')
 * - `approval`    the spec's print approval (/approval/print-approval) applies: the first print is
 *                 free, every reprint needs an approved print request, used once
 * - `paper`       'A4' | 'A5'; `landscape` turns it
 * - `codeField`   wire field printed top right and recorded with the job (ticket code…)
 * - `header`      fields in a grid of `headerColumns` (default 2); a field may span columns
 * - `table`       the lines: `lines` names the list in the document's data, columns in wire names;
 *                 `empty` a label key printed across the table when it has no line (then no total
 *                 sums it: a sum of nothing is no measurement)
 * - `totals`      sums of table columns (exact decimals) or header fields, under the table
 * - `signatures`  label keys of the signature boxes at the foot
 *
 * A field without `label` prints the object's own label of that wire field; `label` names one where
 * the object has none (fields a server hook adds) or where the paper words it differently.
 */
export type PrintFormat = 'text' | 'datetime' | 'date' | 'int' | 'decimal' | 'quantity' | 'money' | 'fen';

export interface PrintField {
  field: string;
  label?: string;
  format?: PrintFormat;
  /** grid cells this field takes (default 1) */
  span?: number;
}

export interface PrintColumn {
  field: string;
  label?: string;
  /** relative width */
  width: number;
  align?: 'left' | 'center' | 'right';
  format?: PrintFormat;
}

export interface PrintTable {
  lines: string;
  /** label key of the table's caption */
  title?: string;
  columns: readonly PrintColumn[];
  /** label key printed in place of the lines when there are none; the totals that sum the table are left out then */
  empty?: string;
}

export interface PrintTotal {
  label: string;
  /** a column of the table summed exactly */
  sum?: string;
  /** a field of the record */
  field?: string;
  format?: PrintFormat;
}

export interface PrintDocument {
  name: string;
  title: string;
  button: string;
  approval?: boolean;
  paper: 'A4' | 'A5';
  landscape?: boolean;
  codeField: string;
  headerColumns?: number;
  header: readonly PrintField[];
  table?: PrintTable;
  totals?: readonly PrintTotal[];
  signatures?: readonly string[];
}

export function printDocsOf(def: ResourceDef): readonly PrintDocument[] {
  return def.print ?? [];
}

export function printDoc(def: ResourceDef, name: string): PrintDocument | undefined {
  return printDocsOf(def).find((d) => d.name === name);
}

/** Button codes the object's print documents add to its screen. */
export function printButtons(def: ResourceDef): string[] {
  return [...new Set(printDocsOf(def).map((d) => d.button))];
}

/** The state of a print approval for one record and document, as the print calls answer it. */
export type PrintApprovalState = 'free' | 'needsRequest' | 'pending' | 'approved' | 'rejected';

/** The vocabulary of printed documents and of the print screens, in the four languages. */
export const printLabels = defineLabels('print', {
  zh: {
    colon: '：',
    print: '打印',
    printing: '正在生成…',
    printedAt: '打印时间',
    printedBy: '打印人',
    page: '第 {n}/{total} 页',
    total: '合计',
    copy: '补打',
    copyMark: '（补打）',
    requestReprint: '申请补打',
    reason: '补打理由',
    pending: '补打待审批',
    approved: '补打已批准',
    rejected: '补打被驳回',
    needsRequest: '再次打印需审批',
    jobs: '打印记录',
    download: '下载',
    document: '单据',
    record: '单号',
    pages: '页数',
    size: '大小',
    printCount: '打印次数',
    requestTitle: '打印审批',
    requestResource: '业务对象',
    requestDoc: '单据',
    requestRecord: '单号',
    requestState: '状态',
    used: '已使用',
    signature: '签字',
    ticketTitle: '混凝土送货单',
    station: '生产站点',
    ticketCode: '送货单号',
    taskCode: '任务单号',
    customerName: '客户名称',
    projectName: '工程名称',
    address: '工地地址',
    pouringSite: '浇筑部位',
    strength: '强度等级',
    slump: '坍落度',
    pourMethod: '浇筑方式',
    contractCode: '合同编号',
    plate: '车牌号',
    innerNumber: '车号',
    driverName: '司机',
    quantity: '本车方量(m³)',
    shippedQuantity: '累计方量(m³)',
    truckNo: '车次',
    createTime: '出站时间',
    batches: '生产记录',
    batchTime: '生产时间',
    mixer: '搅拌机',
    batchQuantity: '方量(m³)',
    notBatched: '未生产记录：本车尚未配料生产',
    signDriver: '司机签字',
    signReceiver: '收货人签字',
    signIssuer: '发货人签字',
  },
  en: {
    colon: ': ',
    print: 'Print',
    printing: 'Preparing…',
    printedAt: 'Printed at',
    printedBy: 'Printed by',
    page: 'Page {n} of {total}',
    total: 'Total',
    copy: 'Copy',
    copyMark: '(Copy)',
    requestReprint: 'Request reprint',
    reason: 'Reason for reprint',
    pending: 'Reprint awaiting approval',
    approved: 'Reprint approved',
    rejected: 'Reprint rejected',
    needsRequest: 'Reprint needs approval',
    jobs: 'Printed documents',
    download: 'Download',
    document: 'Document',
    record: 'Number',
    pages: 'Pages',
    size: 'Size',
    printCount: 'Prints',
    requestTitle: 'Print approval',
    requestResource: 'Object',
    requestDoc: 'Document',
    requestRecord: 'Number',
    requestState: 'State',
    used: 'Used',
    signature: 'Signature',
    ticketTitle: 'Concrete delivery ticket',
    station: 'Station',
    ticketCode: 'Ticket no.',
    taskCode: 'Task no.',
    customerName: 'Customer',
    projectName: 'Project',
    address: 'Site address',
    pouringSite: 'Pouring site',
    strength: 'Strength class',
    slump: 'Slump',
    pourMethod: 'Pouring method',
    contractCode: 'Contract no.',
    plate: 'Plate',
    innerNumber: 'Truck no.',
    driverName: 'Driver',
    quantity: 'This load (m³)',
    shippedQuantity: 'Delivered so far (m³)',
    truckNo: 'Load no.',
    createTime: 'Left the plant',
    batches: 'Batches',
    batchTime: 'Batched at',
    mixer: 'Mixer',
    batchQuantity: 'Volume (m³)',
    notBatched: 'Not yet batched: no production record for this load',
    signDriver: 'Driver',
    signReceiver: 'Received by',
    signIssuer: 'Issued by',
  },
  es: {
    colon: ': ',
    print: 'Imprimir',
    printing: 'Preparando…',
    printedAt: 'Impreso el',
    printedBy: 'Impreso por',
    page: 'Página {n} de {total}',
    total: 'Total',
    copy: 'Copia',
    copyMark: '(Copia)',
    requestReprint: 'Solicitar reimpresión',
    reason: 'Motivo de la reimpresión',
    pending: 'Reimpresión pendiente de aprobación',
    approved: 'Reimpresión aprobada',
    rejected: 'Reimpresión rechazada',
    needsRequest: 'La reimpresión requiere aprobación',
    jobs: 'Documentos impresos',
    download: 'Descargar',
    document: 'Documento',
    record: 'Número',
    pages: 'Páginas',
    size: 'Tamaño',
    printCount: 'Impresiones',
    requestTitle: 'Aprobación de impresión',
    requestResource: 'Objeto',
    requestDoc: 'Documento',
    requestRecord: 'Número',
    requestState: 'Estado',
    used: 'Usada',
    signature: 'Firma',
    ticketTitle: 'Albarán de hormigón',
    station: 'Planta',
    ticketCode: 'N.º de albarán',
    taskCode: 'N.º de tarea',
    customerName: 'Cliente',
    projectName: 'Obra',
    address: 'Dirección de la obra',
    pouringSite: 'Lugar de vertido',
    strength: 'Resistencia',
    slump: 'Asentamiento',
    pourMethod: 'Método de vertido',
    contractCode: 'N.º de contrato',
    plate: 'Matrícula',
    innerNumber: 'N.º de camión',
    driverName: 'Conductor',
    quantity: 'Esta carga (m³)',
    shippedQuantity: 'Entregado hasta ahora (m³)',
    truckNo: 'N.º de viaje',
    createTime: 'Salida de planta',
    batches: 'Amasadas',
    batchTime: 'Amasada a las',
    mixer: 'Amasadora',
    batchQuantity: 'Volumen (m³)',
    notBatched: 'Aún sin amasar: esta carga no tiene registro de producción',
    signDriver: 'Conductor',
    signReceiver: 'Recibido por',
    signIssuer: 'Emitido por',
  },
  ja: {
    colon: '：',
    print: '印刷',
    printing: '作成中…',
    printedAt: '印刷日時',
    printedBy: '印刷者',
    page: '{n}/{total} ページ',
    total: '合計',
    copy: '再発行',
    copyMark: '（再発行）',
    requestReprint: '再印刷を申請',
    reason: '再印刷の理由',
    pending: '再印刷は承認待ち',
    approved: '再印刷は承認済み',
    rejected: '再印刷は却下',
    needsRequest: '再印刷には承認が必要',
    jobs: '印刷記録',
    download: 'ダウンロード',
    document: '帳票',
    record: '番号',
    pages: 'ページ数',
    size: 'サイズ',
    printCount: '印刷回数',
    requestTitle: '印刷承認',
    requestResource: '業務対象',
    requestDoc: '帳票',
    requestRecord: '番号',
    requestState: '状態',
    used: '使用済み',
    signature: '署名',
    ticketTitle: 'コンクリート納品書',
    station: 'プラント',
    ticketCode: '納品書番号',
    taskCode: '作業番号',
    customerName: '顧客名',
    projectName: '工事名',
    address: '現場住所',
    pouringSite: '打設箇所',
    strength: '強度等級',
    slump: 'スランプ',
    pourMethod: '打設方法',
    contractCode: '契約番号',
    plate: 'ナンバー',
    innerNumber: '車番',
    driverName: '運転手',
    quantity: '今回数量(m³)',
    shippedQuantity: '累計数量(m³)',
    truckNo: '車次',
    createTime: '出荷時刻',
    batches: '製造記録',
    batchTime: '製造時刻',
    mixer: 'ミキサー',
    batchQuantity: '数量(m³)',
    notBatched: '製造記録なし：この車はまだ製造されていません',
    signDriver: '運転手署名',
    signReceiver: '受領者署名',
    signIssuer: '発行者署名',
  },
});

/** A print label in a language, with `{name}` parameters. */
export function printText(key: string, lang: Lang, params: Record<string, string | number> = {}): string | undefined {
  const s = printLabels[lang][key] ?? printLabels.zh[key];
  return s?.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
