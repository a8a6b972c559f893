import { simpleList } from './simple-list';

/** Units of measure (/product/unit). */
export const unitResource = simpleList('unit', 'units', '/product/unit', {}, [
  { name: 'symbol', type: 'string', label: 'unit.symbol', required: true, max: 16 },
  { name: 'ratio', type: 'decimal', label: 'unit.ratio', rule: 1, scale: 2 },
]);
