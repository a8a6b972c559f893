import { simpleList } from './simple-list';

/** Kinds of extra fees (/product/other-fee-type). */
export const otherFeeTypeResource = simpleList('otherFeeType', 'other_fee_types', '/product/other-fee-type', {}, [
  { name: 'price', type: 'decimal', label: 'otherFeeType.price', rule: 1, summary: true },
  { name: 'unitName', type: 'string', label: 'otherFeeType.unit', max: 16 },
]);
