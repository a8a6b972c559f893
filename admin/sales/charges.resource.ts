import { APPROVAL_FIELDS, defineResource, type FieldDef } from '../../src/domain/resources/types';

/**
 * What the settlement adds to or takes off the priced loads (docs/decisions.md, "Discounts and other
 * fees"): special-requirement surcharges and a contract's standing other fees (both on /sales/other-fee,
 * both read by the ticket price resolution), and a contract's discounts
 * (/sales/discounts, applied to a settlement's lines by src/domain/sales/discount.ts once approved).
 */
const contract: FieldDef[] = [
  { name: 'contractId', type: 'ref', label: 'pact.code', required: true, ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
  {
    name: 'contractCode',
    type: 'string',
    label: 'pact.code',
    readonly: true,
    hideInForm: true,
    join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
  },
];
const days: FieldDef[] = [
  { name: 'startDate', type: 'date', label: 'price.startDate', required: true, sortable: true },
  { name: 'endDate', type: 'date', label: 'price.endDate' },
];
const CRUD = ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'] as const;

export const specialPriceResource = defineResource({
  name: 'specialPrice',
  table: 'special_prices',
  id: 'id',
  screen: '/sales/other-fee',
  title: 'terms.specialPrice',
  orgScoped: true,
  fields: [
    { name: 'code', type: 'string', label: 'terms.specialCode', required: true, max: 16 },
    { name: 'name', type: 'string', label: 'terms.specialName', required: true, max: 50 },
    { name: 'price', type: 'decimal', label: 'terms.perM3', required: true, rule: 1 },
    { name: 'effectiveFrom', type: 'date', label: 'price.effectiveFrom', required: true, sortable: true },
    { name: 'remark', type: 'string', label: 'res.remark', max: 500 },
  ],
  search: [
    { name: 'code', type: 'input', label: 'terms.specialCode' },
    { name: 'name', type: 'input', label: 'terms.specialName' },
  ],
  columns: ['code', 'name', 'price', 'effectiveFrom', 'remark'],
  orderBy: { field: 'effectiveFrom', dir: 'desc' },
  calls: { '/sales/special-price/page': 'page', '/sales/special-price/save': 'save', '/sales/special-price/delete': 'delete' },
  actions: CRUD,
});

export const FEE_PER = [
  { value: 'm3', label: 'terms.perM3Unit' },
  { value: 'load', label: 'terms.perLoad' },
] as const;

export const otherFeeResource = defineResource({
  name: 'otherFee',
  table: 'sales_other_fees',
  id: 'id',
  screen: '/sales/other-fee',
  title: 'terms.otherFee',
  orgScoped: true,
  fields: [
    ...contract,
    { name: 'feeTypeId', type: 'ref', label: 'terms.feeType', ref: { resource: 'otherFeeType', labelField: 'name' }, hideInTable: true },
    { name: 'name', type: 'string', label: 'terms.feeName', required: true, max: 50 },
    { name: 'per', type: 'enum', label: 'terms.per', required: true, options: FEE_PER },
    { name: 'fee', type: 'decimal', label: 'terms.fee', required: true, rule: 1 },
    { name: 'grade', type: 'string', label: 'price.grade', max: 16 },
    ...days,
    { name: 'remark', type: 'string', label: 'res.remark', max: 500 },
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    { name: 'name', type: 'input', label: 'terms.feeName' },
  ],
  columns: ['contractCode', 'name', 'per', 'fee', 'grade', 'startDate', 'endDate'],
  orderBy: { field: 'startDate', dir: 'desc' },
  calls: { '/sales/other-fee/page': 'page', '/sales/other-fee/save': 'save', '/sales/other-fee/detail': 'get', '/sales/other-fee/delete': 'delete' },
  actions: CRUD,
});

export const DISCOUNT_KINDS = [
  { value: 'percent', label: 'terms.kindPercent' },
  { value: 'perM3', label: 'terms.kindPerM3' },
  { value: 'amount', label: 'terms.kindAmount' },
] as const;

export const discountResource = defineResource({
  name: 'discount',
  table: 'sales_discounts',
  id: 'id',
  screen: '/sales/discounts',
  title: 'terms.discount',
  orgScoped: true,
  fields: [
    ...contract,
    { name: 'kind', type: 'enum', label: 'terms.discountKind', required: true, options: DISCOUNT_KINDS },
    { name: 'value', type: 'decimal', label: 'terms.discountValue', required: true, rule: 1 },
    { name: 'grade', type: 'string', label: 'price.grade', max: 16 },
    { ...days[0] },
    { ...days[1], required: true },
    { name: 'reason', type: 'string', label: 'terms.reason', required: true, max: 200 },
    ...APPROVAL_FIELDS,
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: ['contractCode', 'kind', 'value', 'grade', 'startDate', 'endDate', 'reason', 'approveState'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'sales-discount', label: 'terms.discount', route: '/approval/discounts-approval', titleField: 'contractCode' }],
  calls: {
    '/sales/discounts/page': 'page',
    '/sales/discounts/save': 'save',
    '/sales/discounts/detail': 'get',
    '/sales/discounts/delete': 'delete',
    '/sales/discounts/submit': 'submit',
    '/sales/discounts/approveList': 'approvalPage',
  },
  actions: [...CRUD, 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
});
