import { defineArea } from '../../../../src/domain/resources/area';
import { mixAdjustmentLabels } from './mix-adjustment.labels';
import { mixAdjustmentResource } from './mix-adjustment.resource';

/** A fixture area for the declared actions' tests: one object, declared only in this folder. */
export const actionsFixtureArea = defineArea({ name: 'fixture-actions', resources: [mixAdjustmentResource], labels: [mixAdjustmentLabels] });
