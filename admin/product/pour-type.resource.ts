import { simpleList } from './simple-list';

/** Pouring methods (/product/pour-type). */
export const pourTypeResource = simpleList('pourType', 'pour_types', '/product/pour-type', { '/system/pouringStyle/pouringStyle-list': 'list' }, [
  { name: 'pumpRequired', type: 'bool', label: 'pourType.pump' },
]);
