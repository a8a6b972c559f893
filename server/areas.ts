import { areas } from '../admin/areas';
import { basicServer } from '../admin/basic/server';
import { purchaseServer } from '../admin/purchase/server';
import { productServer } from '../admin/product/server';
import { productionServer } from '../admin/production/server';
import { deliveryServer } from '../admin/delivery/server';
import { dispatchServer } from '../admin/dispatch/server';
import { financeServer } from '../admin/finance/server';
import { labServer } from '../admin/lab/server';
import { materialTestServer } from '../admin/material-test/server';
import { certificateServer } from '../admin/certificate/server';
import { qualityManagementServer } from '../admin/quality-management/server';
import { outsourcingServer } from '../admin/outsourcing/server';
import { productionReportServer } from '../admin/production-report/server';
import { salesServer } from '../admin/sales/server';
import { settingsServer } from '../admin/settings/server';
import { statementServer } from '../admin/statement/server';
import { registerAreas } from '../src/domain/resources/registry';
import { registerServerParts, type ServerArea } from './resources/server-part';

/** The server parts of the areas that have any (admin/<area>/server.ts); grows by an area, never by an object. */
export const serverAreas: readonly ServerArea[] = [basicServer, purchaseServer, salesServer, statementServer, productionServer, deliveryServer, dispatchServer, productionReportServer, labServer, qualityManagementServer, materialTestServer, certificateServer, outsourcingServer, financeServer, productServer, settingsServer];

/**
 * Registers every area of admin/areas.ts and the server parts, then `extra` areas (a test's
 * fixture area). Called by the boot before the migrations run; calling it again is harmless.
 */
export function registerServerAreas(extra: readonly ServerArea[] = []): void {
  registerAreas(areas);
  registerServerParts([...serverAreas, ...extra]);
}
