import { defineArea } from '../../src/domain/resources/area';

/** Delivery: tickets of both families, returns and transfers, revoked deliveries, auxiliary tickets (/production/*) */
export const deliveryArea = defineArea({ name: 'delivery', resources: [], labels: [] });
