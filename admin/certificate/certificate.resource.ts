import type { PrintDocument } from '../../src/domain/resources/print';
import { defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

const ROOT = '/quality-management/product-certification';
export const CERT_SCREENS = {
  register: `${ROOT}/certification`,
  base: `${ROOT}/CertificationBaseData`,
  manager: `${ROOT}/CertificationManager`,
  presets: `${ROOT}/CertificationPresets`,
  report: `${ROOT}/certificate-report`,
} as const;
const c = (key: string) => `certificate.${key}`;
const PASS_OPTIONS = [
  { value: 'pass', label: 'materialTest.verdictPass' },
  { value: 'fail', label: 'materialTest.verdictFail' },
] as const;

/** The producer's data every certificate prints (GB/T 14902-2012 §9): one row per station, kept on CertificationBaseData. */
export const certificateDataResource = defineResource({
  name: 'certificateData',
  table: 'certificate_data',
  id: 'id',
  screen: CERT_SCREENS.base,
  title: c('dataTitle'),
  orgScoped: true,
  fields: [
    { name: 'companyName', type: 'string', label: c('companyName'), required: true, max: 100 },
    { name: 'licenseNo', type: 'string', label: c('licenseNo'), required: true, max: 50 },
    { name: 'qualificationNo', type: 'string', label: c('qualificationNo'), max: 50 },
    { name: 'standard', type: 'string', label: c('standard'), required: true, max: 50 },
    { name: 'qualityManager', type: 'string', label: c('qualityManager'), max: 50 },
    { name: 'address', type: 'string', label: c('address'), max: 200 },
    { name: 'phone', type: 'string', label: c('phone'), max: 30 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'companyName', type: 'input', label: c('companyName') }],
  columns: ['companyName', 'licenseNo', 'qualificationNo', 'standard', 'qualityManager', 'address', 'phone'],
  calls: {
    '/system/certificateData/getList': 'page',
    '/system/certificateData/insert': 'add',
    '/system/certificateData/update': 'update',
    '/system/certificateData/del': 'delete',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete'],
});

/** What a new certificate of a grade starts with: limits and the brands its materials come from. */
export const certificatePresetResource = defineResource({
  name: 'certificatePreset',
  table: 'certificate_presets',
  id: 'id',
  screen: CERT_SCREENS.presets,
  title: c('presetTitle'),
  orgScoped: true,
  fields: [
    { name: 'presetName', type: 'string', label: c('presetName'), required: true, unique: true, max: 50 },
    { name: 'strength', type: 'string', label: c('strength'), required: true, max: 16 },
    { name: 'chlorideLimit', type: 'decimal', label: c('chlorideLimit'), required: true, scale: 3, rule: 3 },
    { name: 'chlorideBasis', type: 'string', label: c('chlorideBasis'), max: 100 },
    { name: 'alkaliLimit', type: 'decimal', label: c('alkaliLimit'), scale: 2, rule: 2 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'presetName', type: 'input', label: c('presetName') },
    { name: 'strength', type: 'input', label: c('strength') },
  ],
  columns: ['presetName', 'strength', 'chlorideLimit', 'chlorideBasis', 'alkaliLimit', 'remark'],
  calls: {},
  actions: ['page', 'list', 'get', 'add', 'update', 'delete'],
});

const task: FieldDef = { name: 'taskId', type: 'ref', label: c('task'), required: true, hideInTable: true, ref: { resource: 'task', labelField: 'taskCode' } };
const taskCode: FieldDef = {
  name: 'taskCode',
  type: 'string',
  label: c('task'),
  readonly: true,
  hideInForm: true,
  join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' },
};
const copied = (name: string, max = 100): FieldDef => ({ name, type: 'string', label: c(name), readonly: true, hideInForm: true, max });

/** The order a certificate is issued for (customer, project, part, grade): taken from the task when saved. */
export const preOrderResource = defineResource({
  name: 'certificatePreOrder',
  table: 'certificate_pre_orders',
  id: 'id',
  screen: CERT_SCREENS.manager,
  title: c('preOrderTitle'),
  orgScoped: true,
  fields: [
    task,
    taskCode,
    copied('customerName'),
    copied('projectName'),
    copied('pouringSite', 200),
    copied('strength', 16),
    { name: 'orderQuantity', type: 'decimal', label: c('orderQuantity'), rule: 1 },
    { name: 'orderDate', type: 'date', label: c('orderDate'), required: true },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'projectName', type: 'input', label: c('projectName') },
    { name: 'orderDate', type: 'daterange', label: c('orderDate') },
  ],
  columns: ['taskCode', 'customerName', 'projectName', 'pouringSite', 'strength', 'orderQuantity', 'orderDate'],
  orderBy: { field: 'orderDate', dir: 'desc' },
  calls: {
    '/production/certificateManage/selectPreOrderInfoList': 'page',
    '/production/certificateManage/insertPreOrderInfo': 'add',
    '/production/certificateManage/updatePreOrderInfo': 'update',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete'],
});

/** The certificate's PDF: header from the certificate, the producer and the order; lines from the tickets and tests it covers. */
export const certificatePrint: PrintDocument = {
  name: 'certificate',
  title: c('printTitle'),
  button: 'print',
  paper: 'A4',
  codeField: 'certificateNo',
  headerColumns: 2,
  header: [
    { field: 'companyName', label: c('companyName'), span: 2 },
    { field: 'licenseNo', label: c('licenseNo') },
    { field: 'standard', label: c('standard') },
    { field: 'customerName' },
    { field: 'projectName' },
    { field: 'pouringSite' },
    { field: 'strength' },
    { field: 'dateFrom', format: 'date' },
    { field: 'dateTo', format: 'date' },
    { field: 'issueDate', format: 'date' },
    { field: 'ticketCount', format: 'int' },
    { field: 'quantity', format: 'quantity' },
    { field: 'chloride', label: c('chlorideResult'), span: 2 },
    { field: 'materials', label: c('materialResults'), span: 2 },
    { field: 'strengths', label: c('strengthResults'), span: 2 },
    { field: 'transitWater', label: c('transitWater'), span: 2 },
  ],
  table: {
    lines: 'tests',
    title: c('testsCaption'),
    columns: [
      { field: 'kind', label: c('testKind'), width: 3 },
      { field: 'code', label: c('testCode'), width: 3 },
      { field: 'grade', label: c('testGrade'), width: 2 },
      { field: 'figures', label: c('testFigures'), width: 8 },
      { field: 'verdict', label: c('testVerdict'), width: 2, align: 'center' },
    ],
  },
  signatures: [c('signQuality'), c('signIssuer')],
};

const certificateFields: FieldDef[] = [
  { name: 'certificateNo', type: 'string', label: c('certificateNo'), required: true, unique: true, max: 32, sortable: true },
  task,
  taskCode,
  copied('customerName'),
  copied('projectName'),
  copied('pouringSite', 200),
  copied('strength', 16),
  { name: 'preOrderId', type: 'ref', label: c('preOrder'), hideInTable: true, ref: { resource: 'certificatePreOrder', labelField: 'projectName' } },
  { name: 'presetId', type: 'ref', label: c('preset'), hideInTable: true, ref: { resource: 'certificatePreset', labelField: 'presetName' } },
  { name: 'dateFrom', type: 'date', label: c('dateFrom'), required: true },
  { name: 'dateTo', type: 'date', label: c('dateTo'), required: true },
  { name: 'issueDate', type: 'date', label: c('issueDate'), required: true, sortable: true },
  { name: 'ticketCount', type: 'int', label: c('ticketCount'), readonly: true, hideInForm: true },
  { name: 'quantity', type: 'decimal', label: c('quantity'), readonly: true, hideInForm: true, summary: true },
  { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
];
const certificateSearch: ResourceDef['search'] = [
  { name: 'certificateNo', type: 'input', label: c('certificateNo') },
  { name: 'projectName', type: 'input', label: c('projectName') },
  { name: 'issueDate', type: 'daterange', label: c('issueDate') },
];
const certificateColumns = [
  'certificateNo',
  'taskCode',
  'customerName',
  'projectName',
  'pouringSite',
  'strength',
  'dateFrom',
  'dateTo',
  'issueDate',
  'ticketCount',
  'quantity',
];

/** A certificate of the concrete of one task delivered between two days (CertificationManager). */
export const certificateResource = defineResource({
  name: 'certificateManage',
  table: 'certificates',
  id: 'id',
  screen: CERT_SCREENS.manager,
  title: c('manageTitle'),
  orgScoped: true,
  fields: certificateFields,
  search: certificateSearch,
  columns: certificateColumns,
  orderBy: { field: 'issueDate', dir: 'desc' },
  code: { field: 'certificateNo', prefix: 'HGZ', digits: 6 },
  buttons: [{ code: 'print', label: c('print') }],
  print: [certificatePrint],
  calls: {
    '/production/certificateManage/getList': 'page',
    '/production/certificateManage/insert': 'add',
    '/production/certificateManage/update': 'update',
    '/production/certificateManage/del': 'delete',
    '/production/certificateManage/selectLastList': 'x:selectLastList',
  },
  actions: ['page', 'get', 'add', 'update', 'delete', 'code', 'export'],
});

/** The certificates issued, read only, each printable as its report (certification and certificate-report). */
const registerOf = (name: string, screen: string, title: string) =>
  defineResource({
    name,
    table: 'certificates',
    id: 'id',
    screen,
    title,
    orgScoped: true,
    readOnly: true,
    fields: certificateFields,
    search: certificateSearch,
    columns: certificateColumns,
    orderBy: { field: 'issueDate', dir: 'desc' },
    buttons: [{ code: 'print', label: c('print') }],
    print: [certificatePrint],
    calls: {},
    actions: ['page', 'get', 'export'],
  });
export const certificateRegisterResource = registerOf('certificateRegister', CERT_SCREENS.register, c('registerTitle'));
export const certificateReportResource = registerOf('certificateReport', CERT_SCREENS.report, c('reportTitle'));

/** A chloride test of a certificate's concrete, judged against the limit of its preset (or the one entered). */
export const chlorideTestResource = defineResource({
  name: 'certificateChlorideTest',
  table: 'certificate_chloride_tests',
  id: 'id',
  screen: CERT_SCREENS.manager,
  title: c('chlorideTitle'),
  orgScoped: true,
  fields: [
    {
      name: 'certificateId',
      type: 'ref',
      label: c('certificateNo'),
      required: true,
      hideInTable: true,
      ref: { resource: 'certificateManage', labelField: 'certificateNo' },
    },
    {
      name: 'certificateNo',
      type: 'string',
      label: c('certificateNo'),
      readonly: true,
      hideInForm: true,
      join: { table: 'certificates', local: 'certificate_id', remote: 'id', column: 'certificate_no' },
    },
    { name: 'testNo', type: 'string', label: c('testNo'), required: true, max: 32 },
    { name: 'testDate', type: 'date', label: c('testDate'), required: true },
    { name: 'chlorideContent', type: 'decimal', label: c('chlorideContent'), required: true, scale: 3, rule: 3 },
    { name: 'chlorideLimit', type: 'decimal', label: c('chlorideLimit'), scale: 3, rule: 3 },
    { name: 'basis', type: 'string', label: c('chlorideBasis'), max: 100 },
    { name: 'result', type: 'enum', label: c('testVerdict'), readonly: true, options: PASS_OPTIONS },
  ],
  search: [
    { name: 'certificateId', type: 'select', label: c('certificateNo'), wireOnly: true },
    { name: 'testDate', type: 'daterange', label: c('testDate') },
  ],
  columns: ['certificateNo', 'testNo', 'testDate', 'chlorideContent', 'chlorideLimit', 'basis', 'result'],
  orderBy: { field: 'testDate', dir: 'desc' },
  calls: {
    '/production/certificateManage/saveAndUpdChloride': 'save',
    '/production/certificateManage/selectChlorideTestList': 'list',
    '/production/certificateManage/delChlorideTest': 'delete',
  },
  actions: ['page', 'list', 'get', 'save', 'add', 'update', 'delete'],
});
