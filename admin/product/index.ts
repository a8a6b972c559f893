import { defineArea } from '../../src/domain/resources/area';
import { otherFeeTypeLabels } from './other-fee-type.labels';
import { otherFeeTypeResource } from './other-fee-type.resource';
import { pactAreaLabels } from './pact-area.labels';
import { pactAreaResource } from './pact-area.resource';
import { pourTypeLabels } from './pour-type.labels';
import { pourTypeResource } from './pour-type.resource';
import { slumpLabels } from './slump.labels';
import { slumpResource } from './slump.resource';
import { unitLabels } from './unit.labels';
import { unitResource } from './unit.resource';

/** Product data (/product/*): units, slumps, pouring methods, fee types and project zones. */
export const productArea = defineArea({
  name: 'product',
  resources: [unitResource, slumpResource, pourTypeResource, otherFeeTypeResource, pactAreaResource],
  labels: [unitLabels, slumpLabels, pourTypeLabels, otherFeeTypeLabels, pactAreaLabels],
});
