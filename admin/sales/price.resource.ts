import { APPROVAL_FIELDS, defineResource, type FieldDef, type ResourceDef, type SearchDef } from '../../src/domain/resources/types';
import { FLOATING_TYPES, FLOATINGS } from './pact.resource';

/**
 * The price lists the ticket price resolution reads (src/domain/sales/price.ts, in its order):
 * customer prices and zone prices with their history (each row holds from `effectiveFrom` until a
 * newer one of the grade), the contract's grade list per price period, information prices per
 * period with the contract's float records. Prices are yuan with two decimals (rule 1).
 */
export const PRODUCT_TYPES = [
  { value: 'concrete', label: 'price.concrete' },
  { value: 'mortar', label: 'price.mortar' },
] as const;

const grade: FieldDef[] = [
  { name: 'productType', type: 'enum', label: 'price.productType', required: true, options: PRODUCT_TYPES },
  { name: 'grade', type: 'string', label: 'price.grade', required: true, max: 16, sortable: true },
  { name: 'price', type: 'decimal', label: 'price.price', required: true, rule: 1 },
];
const gradeSearch: SearchDef[] = [
  { name: 'productType', type: 'select', label: 'price.productType', options: PRODUCT_TYPES },
  { name: 'grade', type: 'input', label: 'price.grade' },
];
const stamps: FieldDef[] = [{ name: 'updatedAt', type: 'datetime', label: 'price.updatedAt', readonly: true, hideInForm: true }];
const remark: FieldDef = { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true };
const CRUD = ['page', 'list', 'get', 'add', 'update', 'save', 'delete', 'export'] as const;

export function period(name: string, kind: 'contract' | 'information' | 'internal', screen: string, calls: ResourceDef['calls']): ResourceDef {
  return defineResource({
    name,
    table: 'price_periods',
    id: 'id',
    screen,
    title: `price.${name}`,
    orgScoped: true,
    fixed: { kind },
    fields: [
      { name: 'name', type: 'string', label: 'price.periodName', required: true, max: 50 },
      { name: 'startDate', type: 'date', label: 'price.startDate', required: true, sortable: true },
      { name: 'endDate', type: 'date', label: 'price.endDate', required: true },
      remark,
      ...stamps,
    ],
    search: [
      { name: 'name', type: 'input', label: 'price.periodName' },
      { name: 'startDate', type: 'daterange', label: 'price.startDate' },
    ],
    columns: ['name', 'startDate', 'endDate', 'updatedAt'],
    orderBy: { field: 'startDate', dir: 'desc' },
    calls,
    actions: CRUD,
  });
}

/** Price periods of contract grade lists (/sales/contract-price). */
export const pricePeriodResource = period('pricePeriod', 'contract', '/sales/contract-price', {
  '/sales/pactpricetime/pactpricetime-list': 'page',
  '/sales/pactpricetime/sany_time_del': 'delete',
});

/** Periods of the information prices (/sales/information). */
export const informationPeriodResource = period('informationPeriod', 'information', '/sales/information', {
  '/sales/sanyinformationprice/pactpricetime-list': 'page',
});

/** A contract's grade list for a period (the pact's "data list"). */
export const contractPriceResource = defineResource({
  name: 'contractPrice',
  table: 'contract_prices',
  id: 'id',
  screen: '/sales/contract-price',
  title: 'price.contractPrice',
  orgScoped: true,
  fields: [
    { name: 'contractId', type: 'ref', label: 'pact.code', required: true, ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'pact.code',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'periodId', type: 'ref', label: 'price.period', required: true, ref: { resource: 'pricePeriod', labelField: 'name' }, hideInTable: true },
    {
      name: 'periodName',
      type: 'string',
      label: 'price.period',
      readonly: true,
      hideInForm: true,
      join: { table: 'price_periods', local: 'period_id', remote: 'id', column: 'name' },
    },
    ...grade,
    ...stamps,
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'periodId', type: 'select', label: 'price.period', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
    ...gradeSearch,
  ],
  columns: ['contractCode', 'periodName', 'productType', 'grade', 'price', 'updatedAt'],
  orderBy: { field: 'grade', dir: 'asc' },
  calls: {
    '/sales/sanypactprice/findByProductType': 'page',
    '/sales/sanypactprice/pactprice-add': 'save',
    '/sales/pact/getStrengthPrices': 'list',
    '/sales/pact/findByTimeId': 'list',
  },
  actions: CRUD,
});

/** Information prices (the published market price) per period, product type and grade. */
export const informationPriceResource = defineResource({
  name: 'informationPrice',
  table: 'information_prices',
  id: 'id',
  screen: '/sales/information',
  title: 'price.informationPrice',
  orgScoped: true,
  fields: [
    { name: 'periodId', type: 'ref', label: 'price.period', required: true, ref: { resource: 'informationPeriod', labelField: 'name' }, hideInTable: true },
    {
      name: 'periodName',
      type: 'string',
      label: 'price.period',
      readonly: true,
      hideInForm: true,
      join: { table: 'price_periods', local: 'period_id', remote: 'id', column: 'name' },
    },
    ...grade,
    ...stamps,
  ],
  search: [{ name: 'periodId', type: 'select', label: 'price.period', wireOnly: true }, ...gradeSearch],
  columns: ['periodName', 'productType', 'grade', 'price', 'updatedAt'],
  orderBy: { field: 'grade', dir: 'asc' },
  calls: {
    '/sales/sanyinformationprice/findByProductType': 'page',
    '/sales/sanyinformationprice/getStrengthPrices': 'list',
    '/sales/sanyinformationprice/pactprice-add': 'save',
    '/sales/new-price/page': 'page',
    '/sales/new-price/save': 'save',
    '/sales/new-price/delete': 'delete',
  },
  actions: CRUD,
});

/** The price approval screen: zone and customer prices charge only once agreed there. */
export const PRICE_APPROVAL_ROUTE = '/approval/price-contract-approval';

function dated(name: string, table: string, screen: string, owner: FieldDef[], ownerSearch: SearchDef[], calls: ResourceDef['calls']): ResourceDef {
  return defineResource({
    name,
    table,
    id: 'id',
    screen,
    title: `price.${name}`,
    orgScoped: true,
    fields: [
      ...owner,
      ...grade,
      { name: 'effectiveFrom', type: 'date', label: 'price.effectiveFrom', required: true, sortable: true },
      remark,
      ...stamps,
      ...APPROVAL_FIELDS,
    ],
    search: [
      ...ownerSearch,
      ...gradeSearch,
      { name: 'effectiveFrom', type: 'daterange', label: 'price.effectiveFrom' },
      { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
    ],
    columns: [...owner.filter((f) => !f.hideInTable).map((f) => f.name), 'productType', 'grade', 'price', 'effectiveFrom', 'approveState', 'updatedAt'],
    orderBy: { field: 'effectiveFrom', dir: 'desc' },
    flows: [
      {
        name: 'approval',
        businessType: `sales-${name === 'zonePrice' ? 'zone' : 'customer'}-price`,
        label: `price.${name}`,
        route: PRICE_APPROVAL_ROUTE,
        titleField: 'grade',
      },
    ],
    calls,
    actions: [...CRUD, 'submit', 'approve', 'refuse', 'recover', 'sendBack', 'approvalPage', 'approvalInfo'],
  });
}

/** Prices of a project zone (pact area) by grade, with their history. */
export const zonePriceResource = dated(
  'zonePrice',
  'zone_prices',
  '/sales/zone-price',
  [
    { name: 'pactAreaId', type: 'ref', label: 'pact.zone', required: true, ref: { resource: 'pactArea', labelField: 'name' }, hideInTable: true },
    {
      name: 'zoneName',
      type: 'string',
      label: 'pact.zone',
      readonly: true,
      hideInForm: true,
      join: { table: 'pact_areas', local: 'pact_area_id', remote: 'id', column: 'name' },
    },
  ],
  [{ name: 'pactAreaId', type: 'select', label: 'pact.zone', wireOnly: true }],
  {
    '/sales/new-price/area-price': 'page',
    '/sales/new-price/save-area-price': 'save',
    '/sales/new-price/area-price-info': 'get',
    '/sales/new-price/delete-area-price': 'delete',
    '/sales/new-price/area-price-history': 'list',
  },
);

/** A customer's own prices by grade, with their history. */
export const customerPriceResource = dated(
  'customerPrice',
  'customer_prices',
  '/sales/customer-price',
  [
    { name: 'customerId', type: 'ref', label: 'pact.customer', required: true, ref: { resource: 'customer', labelField: 'customerName' }, hideInTable: true },
    {
      name: 'customerName',
      type: 'string',
      label: 'pact.customer',
      readonly: true,
      hideInForm: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
  ],
  [
    { name: 'customerId', type: 'select', label: 'pact.customer', wireOnly: true },
    { name: 'customerName', type: 'input', label: 'pact.customer' },
  ],
  {
    '/sales/new-price/customer-price': 'page',
    '/sales/new-price/save-customer-price': 'save',
    '/sales/new-price/customer-price-info': 'get',
    '/sales/new-price/delete-customer-price': 'delete',
    '/sales/new-price/customer-price-history': 'list',
  },
);

/** Float records of a contract's information price: the newest effective on a day wins over the contract's own float. */
export const priceFloatResource = defineResource({
  name: 'priceFloat',
  table: 'price_floats',
  id: 'id',
  screen: '/sales/contract-price',
  title: 'price.priceFloat',
  orgScoped: true,
  fields: [
    { name: 'contractId', type: 'ref', label: 'pact.code', required: true, ref: { resource: 'pact', labelField: 'contractCode' }, hideInTable: true },
    {
      name: 'contractCode',
      type: 'string',
      label: 'pact.code',
      readonly: true,
      hideInForm: true,
      join: { table: 'contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'floating', type: 'enum', label: 'pact.floating', required: true, options: FLOATINGS },
    { name: 'floatingType', type: 'enum', label: 'pact.floatingType', required: true, options: FLOATING_TYPES },
    { name: 'bilizhi', type: 'decimal', label: 'pact.bilizhi', rule: 2 },
    { name: 'digital', type: 'decimal', label: 'pact.digital', rule: 2 },
    { name: 'effectiveFrom', type: 'date', label: 'price.effectiveFrom', required: true, sortable: true },
    remark,
    ...stamps,
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'pact.code', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'pact.code' },
  ],
  columns: ['contractCode', 'floating', 'floatingType', 'bilizhi', 'digital', 'effectiveFrom', 'updatedAt'],
  orderBy: { field: 'effectiveFrom', dir: 'desc' },
  calls: { '/sales/new-price/save-information-price-float': 'save', '/sales/new-price/information-price-float-record': 'page' },
  actions: CRUD,
});
