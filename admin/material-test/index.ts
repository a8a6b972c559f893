import { defineArea } from '../../src/domain/resources/area';
import { materialIndicatorResource } from './material-indicator.resource';
import { materialSamplingResource, newMaterialInspectionResource, sampleMaterialResource } from './material-sampling.resource';
import { materialTestLabels } from './material-test.labels';
import { materialTestResources } from './material-test.resource';

/**
 * Raw-material tests (/quality-management/<material>-car-check, -report, -duplex-ledger): seven
 * materials, three views each, from one declaration factory; their limits
 * (/product/material-quality-indicator), sampling settings, records and accumulation.
 */
export const materialTestArea = defineArea({
  name: 'material-test',
  resources: [...materialTestResources, materialIndicatorResource, sampleMaterialResource, materialSamplingResource, newMaterialInspectionResource],
  labels: [materialTestLabels],
});
