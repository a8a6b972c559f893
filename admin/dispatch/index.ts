import { defineArea } from '../../src/domain/resources/area';
import { dispatchDecisionLabels } from './dispatch-decision.labels';
import { dispatchDecisionResource } from './dispatch-decision.resource';
import { dispatchLabels } from './dispatch.labels';

/** Dispatch desk: trucks onto tasks, suggestions, the concrete clock, the pump and mixer schedule, replay (/production/adjust-center/*) */
export const dispatchArea = defineArea({ name: 'dispatch', resources: [dispatchDecisionResource], labels: [dispatchDecisionLabels, dispatchLabels] });
