import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defineCall } from '../../server/http/call';
import { input, wire } from '../../server/http/input';
import { inScope } from '../../server/http/scope';
import { QualityInputError } from '../../src/domain/quality/input';
import { rangeOf, rangeShape } from '../production-report/report-range.server';
import { strengthControl } from './strength-control';

export const QUALITY_CONTROL_SCREEN = '/quality-management/quality-control';
const AGE_28 = 28;
const VALID = 1;

/**
 * `/quality/strength-control` (designed, docs/wire.md): the production control level of a month
 * (`month`, YYYY-MM, this month when absent; `stationId` optional) per strength grade, from the
 * 28-day results the lab obtained in it (valid groups tested in the month, plant days): a month is
 * read as it goes, not 28 days after its end. A grade no strength grade parser reads (a typo on a
 * task) is left out rather than refusing the month.
 */
export function strengthControlRoutes(app: FastifyInstance): void {
  defineCall(
    app,
    '/quality/strength-control',
    async (ctx) => {
      const month = ctx.input.month ?? ctx.services.clock.today().slice(0, 7);
      const [y, m] = month.split('-').map(Number);
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const r = rangeOf({ ...ctx, input: { stationId: ctx.input.stationId, beginTime: `${month}-01`, endTime: `${month}-${String(last).padStart(2, '0')}` } });
      const rows = await inScope(
        ctx.db
          .selectFrom('concrete_samples as s')
          .select(['s.strength', sql<string>`s.strength_mpa::text`.as('mpa')])
          .where('s.age_days', '=', AGE_28)
          .where('s.state', '=', VALID)
          .where('s.strength_mpa', 'is not', null)
          .where('s.tested_at', '>=', r.from)
          .where('s.tested_at', '<', r.to),
        's.org_id',
        r.scope,
      )
        .orderBy('s.tested_at')
        .orderBy('s.id')
        .execute();
      const byGrade = new Map<string, string[]>();
      for (const x of rows) byGrade.set(x.strength, [...(byGrade.get(x.strength) ?? []), x.mpa]);
      const list = [];
      for (const [grade, strengths] of byGrade) {
        try {
          const c = strengthControl(grade, strengths);
          list.push({
            strength: grade,
            fcuk: c.fcuk,
            groups: c.n,
            mean: c.mean,
            minimum: c.minimum,
            sigma: c.sigma,
            sigmaLimit: c.sigmaLimit,
            reached: c.reached,
            percent: c.percent,
            verdict: c.verdict,
          });
        } catch (e) {
          if (!(e instanceof QualityInputError)) throw e;
        }
      }
      list.sort((a, b) => a.fcuk - b.fcuk || a.strength.localeCompare(b.strength));
      return { month, list };
    },
    {
      perm: { screen: QUALITY_CONTROL_SCREEN },
      input: input({ stationId: rangeShape.stationId, month: wire.month().optional() }),
      area: 'quality-management',
    },
  );
}
