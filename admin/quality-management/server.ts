import { defineServerArea } from '../../server/resources/server-part';
import { concreteReportServers } from './concrete-report.server';
import { flowStartRoutes } from './flow-start.routes.server';
import { inspectReportServers } from './inspect-report.server';
import { materialPayRoutes } from './material-pay.routes.server';
import { qualityManagementArea } from './index';
import { reportIndexRoutes } from './report-index.routes.server';
import { concreteStrengthServer, specimenBindServer, specimenServer, strengthRecordServer } from './specimen.server';
import { strengthEvaluationRoutes } from './strength-evaluation.routes.server';
import { nonStatisticalEvaluationServer, statisticalEvaluationServer } from './strength-evaluation.server';

export const qualityManagementServer = defineServerArea(qualityManagementArea, [
  nonStatisticalEvaluationServer, statisticalEvaluationServer, specimenServer, specimenBindServer, strengthRecordServer, concreteStrengthServer, ...concreteReportServers, ...inspectReportServers,
], [strengthEvaluationRoutes, reportIndexRoutes, flowStartRoutes, materialPayRoutes]);
