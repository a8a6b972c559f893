import { defineArea } from '../../src/domain/resources/area';
import { printLabels } from '../../src/domain/resources/print';
import { printRequestResource } from './print-request.resource';

/** Printing (/pdf/download): printed documents and the print requests of the spec's print approval. */
export const pdfArea = defineArea({ name: 'pdf', resources: [printRequestResource], labels: [printLabels] });
