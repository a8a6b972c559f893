import { defineServerArea } from '../../server/resources/server-part';
import { qualityManagementArea } from './index';
import { strengthEvaluationRoutes } from './strength-evaluation.routes.server';
import { nonStatisticalEvaluationServer, statisticalEvaluationServer } from './strength-evaluation.server';

export const qualityManagementServer = defineServerArea(qualityManagementArea, [nonStatisticalEvaluationServer, statisticalEvaluationServer], [strengthEvaluationRoutes]);
