import { defineArea } from '../../src/domain/resources/area';

/** Outsourcing: units, contracts, transport prices, task bills, console, delivery bills (/production/outsourcing/*) */
export const outsourcingArea = defineArea({ name: 'outsourcing', resources: [], labels: [] });
