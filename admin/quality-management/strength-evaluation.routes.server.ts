import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../server/http/call';
import { invalid } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { cubeGroupStrength } from '../../src/domain/quality/cube-strength';
import { QualityInputError } from '../../src/domain/quality/input';
import { NON_STATISTICAL_SCREEN, STATISTICAL_SCREEN } from './strength-evaluation.resource';

/**
 * `/experiment/nonstatistical-envaluation/getStrengthBehalfValue`: the representative strength of
 * one group of three cubes (GB/T 50081-2019), with each cube's strength, the 15 % rule and the
 * size factor; `highGradeFactor` is the lab's tested factor for a non-standard cube from C60.
 */
export function strengthEvaluationRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/experiment/nonstatistical-envaluation/getStrengthBehalfValue',
    async (ctx) => {
      const { loadsKn, sizeMm, grade, highGradeFactor } = ctx.input;
      try {
        return cubeGroupStrength({ loadsKn, sizeMm, grade, highGradeFactors: highGradeFactor === undefined ? undefined : { [sizeMm]: highGradeFactor } });
      } catch (e) {
        if (e instanceof QualityInputError) throw invalid(e.field.replace(/\[\d+\]$/, '').replace('highGradeFactors', 'highGradeFactor'));
        throw e;
      }
    },
    {
      perm: { screen: [NON_STATISTICAL_SCREEN, STATISTICAL_SCREEN] },
      input: input({
        loadsKn: wire.list(wire.decimal(2), { max: 3 }),
        sizeMm: wire.int({ min: 1, max: 1000 }),
        grade: wire.text(16),
        highGradeFactor: wire.decimal(3).optional(),
      }),
      area: 'quality-management',
    },
  );
}
