import { defineArea } from '../../src/domain/resources/area';

/** Dispatch desk: trucks onto tasks, suggestions, the concrete clock, the pump and mixer schedule, replay (/production/adjust-center/*) */
export const dispatchArea = defineArea({ name: 'dispatch', resources: [], labels: [] });
