import { defineArea } from '../../src/domain/resources/area';
import { certificateLabels } from './certificate.labels';
import {
  certificateDataResource,
  certificatePresetResource,
  certificateRegisterResource,
  certificateReportResource,
  certificateResource,
  chlorideTestResource,
  preOrderResource,
} from './certificate.resource';

/**
 * Product certificates (/quality-management/product-certification/*): the producer's base data,
 * presets, the certificate manager with its pre-order information and chloride tests, and the
 * certificate report printed from the tickets and tests a certificate covers.
 */
export const certificateArea = defineArea({
  name: 'certificate',
  resources: [
    certificateResource,
    preOrderResource,
    chlorideTestResource,
    certificateDataResource,
    certificatePresetResource,
    certificateRegisterResource,
    certificateReportResource,
  ],
  labels: [certificateLabels],
});
