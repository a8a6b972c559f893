import { simpleList } from './simple-list';

/** Kinds of extra fees (/product/other-fee-type). */
export const otherFeeTypeResource = simpleList('otherFeeType', 'other_fee_types', '/product/other-fee-type', {}, [
  // prices per m³, per trip, per hour: adding them means nothing, so no total row
  { name: 'price', type: 'decimal', label: 'otherFeeType.price', rule: 1 },
  { name: 'unitName', type: 'string', label: 'otherFeeType.unit', max: 16 },
]);
