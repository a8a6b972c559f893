import { simpleList } from './simple-list';

/** Slump classes (/product/slump). */
export const slumpResource = simpleList('slump', 'slumps', '/product/slump', { '/system/slump/findall': 'list' }, [
  { name: 'minValue', type: 'int', label: 'slump.min', rule: 2 },
  { name: 'maxValue', type: 'int', label: 'slump.max', rule: 2 },
]);
