import { defineServerPart } from '../../server/resources/server-part';
import { COUNTERSIGNED, demoFlow } from '../../server/seed/demo-flow';

/** Print requests are served by the generic calls; the demo's reprints are countersigned like production's flows. */
export const printRequestServer = defineServerPart({ resource: 'printRequest', seed: demoFlow('print-approval', COUNTERSIGNED) });
