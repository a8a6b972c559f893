import { defineServerArea } from '../../server/resources/server-part';
import { concreteReportServers } from './concrete-report.server';
import { flowStartRoutes } from './flow-start.routes.server';
import { inspectReportServers } from './inspect-report.server';
import { materialPayRoutes } from './material-pay.routes.server';
import { qualityManagementArea } from './index';
import { reportIndexRoutes } from './report-index.routes.server';
import { concreteStrengthServer, specimenBindServer, specimenServer, strengthRecordServer, visualRecordServer } from './specimen.server';
import { strengthControlRoutes } from './strength-control.routes.server';
import { strengthEvaluationRoutes } from './strength-evaluation.routes.server';
import { knownSigmaEvaluationServer, nonStatisticalEvaluationServer, statisticalEvaluationServer } from './strength-evaluation.server';

export const qualityManagementServer = defineServerArea(
  qualityManagementArea,
  [
    nonStatisticalEvaluationServer,
    statisticalEvaluationServer,
    knownSigmaEvaluationServer,
    specimenServer,
    specimenBindServer,
    strengthRecordServer,
    concreteStrengthServer,
    visualRecordServer,
    ...concreteReportServers,
    ...inspectReportServers,
  ],
  [strengthEvaluationRoutes, reportIndexRoutes, flowStartRoutes, materialPayRoutes, strengthControlRoutes],
);
