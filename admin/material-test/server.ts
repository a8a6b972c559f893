import { defineServerArea, defineServerPart } from '../../server/resources/server-part';
import { materialTestArea } from './index';
import { materialSamplingServers } from './material-sampling.server';
import { materialTestServers, migrations } from './material-test.server';
import { reportImageRoutes } from './report-image.routes.server';

export const materialTestServer = defineServerArea(
  materialTestArea,
  [defineServerPart({ resource: 'materialQualityIndicator', migrations }), ...materialTestServers, ...materialSamplingServers],
  [reportImageRoutes],
);
