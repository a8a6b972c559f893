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
import { pdfServer } from '../admin/pdf/server';
import { statementServer } from '../admin/statement/server';
import { registerAreas } from '../src/domain/resources/registry';
import type { ServerArea } from './resources/server-part';
import { collectServerParts, type ServerParts } from './resources/server-parts';

/** The server parts of the areas that have any (admin/<area>/server.ts); grows by an area, never by an object. */
export const serverAreas: readonly ServerArea[] = [
  basicServer,
  purchaseServer,
  salesServer,
  statementServer,
  productionServer,
  deliveryServer,
  dispatchServer,
  productionReportServer,
  labServer,
  qualityManagementServer,
  materialTestServer,
  certificateServer,
  outsourcingServer,
  financeServer,
  productServer,
  settingsServer,
  pdfServer,
];

/**
 * Registers the declarations of every area of admin/areas.ts and of `extra` (a test's fixture
 * area), and answers the server parts of those areas, collected: what the boot hands to the
 * migrations, the seed and the services. Calling it again is harmless.
 */
export function serverPartsOfAreas(extra: readonly ServerArea[] = []): ServerParts {
  const all = [...serverAreas, ...extra];
  registerAreas([...areas, ...all.map((s) => s.area)]);
  return collectServerParts(all);
}
