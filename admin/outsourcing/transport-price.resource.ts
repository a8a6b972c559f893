import { defineResource } from '../../src/domain/resources/types';

/** How a band is priced: per m³ delivered, or per trip (one delivery ticket). */
export const PRICE_KINDS = [
  { value: 'volume', label: 'outsourcing.perCubic' },
  { value: 'trip', label: 'outsourcing.perTrip' },
] as const;

/**
 * Transport prices of an outsourcing contract (/sales/outsourcing-transport-price/*): a distance
 * band [fromKm, toKm) of the haul and its price in integer fen, per m³ or per trip. They are the
 * contract's terms, so they stay as submitted while the contract is in approval.
 */
export const outsourcingTransportPriceResource = defineResource({
  name: 'outsourcingTransportPrice',
  table: 'outsourcing_transport_prices',
  id: 'id',
  screen: '/production/outsourcing/outsourcing-contract',
  title: 'outsourcing.priceTitle',
  orgScoped: true,
  partOf: 'contractId',
  fields: [
    {
      name: 'contractId',
      type: 'ref',
      label: 'outsourcing.contract',
      required: true,
      ref: { resource: 'outsourcingContract', labelField: 'contractCode' },
      hideInTable: true,
    },
    {
      name: 'contractCode',
      type: 'string',
      label: 'outsourcing.contract',
      readonly: true,
      hideInForm: true,
      join: { table: 'outsourcing_contracts', local: 'contract_id', remote: 'id', column: 'contract_code' },
    },
    { name: 'priceKind', type: 'enum', label: 'outsourcing.priceKind', required: true, options: PRICE_KINDS },
    { name: 'fromKm', type: 'decimal', label: 'outsourcing.fromKm', rule: 2, required: true },
    { name: 'toKm', type: 'decimal', label: 'outsourcing.toKm', rule: 2, required: true },
    { name: 'priceFen', type: 'int', unit: 'fen', label: 'outsourcing.priceFen', required: true, rule: 3 },
  ],
  search: [
    { name: 'contractId', type: 'select', label: 'outsourcing.contract', wireOnly: true },
    { name: 'contractCode', type: 'input', label: 'outsourcing.contract' },
  ],
  columns: ['contractCode', 'priceKind', 'fromKm', 'toKm', 'priceFen'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {
    '/sales/outsourcing-transport-price/list': 'list',
    '/sales/outsourcing-transport-price/delete': 'delete',
    '/sales/outsourcing-transport-price/add': 'add',
  },
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export'],
});
