import { simpleList } from './simple-list';

/** Project zones with their haul distance and fare (/product/project-zone-setting). */
export const pactAreaResource = simpleList('pactArea', 'pact_areas', '/product/project-zone-setting', { '/system/pact-area/list': 'page' }, [
  { name: 'distanceKm', type: 'decimal', label: 'pactArea.distance', rule: 2 },
  { name: 'fare', type: 'decimal', label: 'pactArea.fare', rule: 1 },
]);
