import { simpleList } from './simple-list';

/** Units of measure (/product/unit). */
export const unitResource = simpleList('unit', 'units', '/product/unit', {}, [
  { name: 'symbol', type: 'string', label: 'unit.symbol', required: true, max: 16 },
  // a kilogram is 0.001 of a tonne: two decimals would store it as 0.00
  { name: 'ratio', type: 'decimal', label: 'unit.ratio', rule: 3, scale: 6 },
]);
