import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { Clock } from '../clock';
import type { CallContext } from '../http/call';
import { createRandom, type Random } from '../sim/random';
import { TASK_STATE } from '../../src/domain/events';
import { gradeMpa } from '../../src/domain/quality/input';
import { defaultSigma } from '../../src/domain/quality/mix-design-tables';
import { concreteSampleServer } from '../../admin/production-report/concrete-sample.server';
import { concreteSampleResource } from '../../admin/production-report/concrete-sample.resource';
import { specimenServer, strengthRecordServer } from '../../admin/quality-management/specimen.server';
import { specimenResource, strengthRecordResource } from '../../admin/quality-management/specimen.resource';
import { concreteReportServers } from '../../admin/quality-management/concrete-report.server';
import { concreteReports } from '../../admin/quality-management/concrete-report.resource';
import {
  knownSigmaEvaluationServer,
  nonStatisticalEvaluationServer,
  statisticalEvaluationServer,
} from '../../admin/quality-management/strength-evaluation.server';
import {
  knownSigmaEvaluationResource,
  nonStatisticalEvaluationResource,
  statisticalEvaluationResource,
} from '../../admin/quality-management/strength-evaluation.resource';
import { KNOWN_SIGMA_BATCH, KNOWN_SIGMA_MIN_HISTORY } from '../../src/domain/quality/strength-evaluation';
import { fromPlant } from '../operations/plant-time';
import { save } from '../resources/resource.handlers';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../src/domain/quality/raw-materials';
import { sampleMaterialResource } from '../../admin/material-test/material-sampling.resource';
import { actingAs, detachedCall, overrideOf, plantClockOf, type SeedEnv } from './seed-actor';

/** Fixed seed of the lab's measured values (loads, slumps, chloride and alkali of the materials). */
export const LAB_REPORTS_SEED = 20261125;
/**
 * 28-day groups of the station's past period, one a day: more than the 30 of JGJ 55 §4.0.2 within
 * 90 days (the mix design screen's running σ), the 10 of the statistical evaluation, the 45 + 3 of
 * the evaluation with σ0 known, and the 30 a month of the quality-control screen (GB 50164).
 */
const PAST_GROUPS = 60;
/** How many days apart the past period's groups were taken (the first 30 days ago, the last 89). */
const PAST_SPACING = 1;
/** How far back the demo keeps the compression reports of its tests (days). */
const REPORTED_DAYS = 30;
/** When in the plant's day the lab presses the cubes that are due. */
const PRESS_TIME = '10:00:00';

const handlerOf = overrideOf;
const reportPart = (name: string) => concreteReportServers.find((p) => p.resource === name)!;
const reportDef = (name: string) => concreteReports.find((d) => d.name === name)!;

interface Lab {
  as: (input: Record<string, unknown>) => CallContext;
  sampler: (input: Record<string, unknown>) => CallContext;
  clock: Clock;
  rnd: Random;
}

/**
 * The lab's records of the demo (admin/quality-management), written through the screens' own
 * handlers so every figure is the domain's arithmetic over entered values, never typed here:
 * - the due specimen groups of ./concrete-samples.seed.ts tested (loads entered on the detect desk),
 *   and a past period of 28-day groups of the finished pour's grade, taken and tested;
 * - yesterday's finished pour (./pour-history.seed.ts) sampled on its first load (not yet due);
 * - a compression report of every group tested in the last 30 days, a sample record of yesterday's group, the flexural,
 *   impermeability, chloride and alkali reports, the mix design report, mix requisition, open
 *   identification of the finished task, the ex-factory certificate of a task whose 28-day groups are in;
 * - the non-statistical, statistical and σ0-known evaluations of the stored 28-day group strengths;
 * - the material sampling settings.
 * Only the first station gets them (the lab's desk of the demo; cheap on every fresh start). A seed
 * without the pour history (the scale seeds) still tests the due groups and files their reports.
 */
export async function seedLabReports(db: DB, env: SeedEnv): Promise<void> {
  const clock = await plantClockOf(db);
  const station = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('sort').executeTakeFirst();
  if (!station) return;
  const [user, admin] = await Promise.all(['lab', 'admin'].map((u) => actingAs(db, env, u, station.org_id)));
  const call = (who: CallContext) => detachedCall(who, clock);
  const lab: Lab = { clock, rnd: createRandom(LAB_REPORTS_SEED), as: call(user), sampler: call(admin) };
  const finished = await db
    .selectFrom('production_tasks')
    .select(['id', 'strength'])
    .where('org_id', '=', station.org_id)
    .where('state', '=', TASK_STATE.completed)
    .orderBy('id')
    .executeTakeFirst();
  // the past period stands on the finished task: the running tasks are the desks' (and the API tests') to sample
  if (finished) await takePastPeriod(lab, finished);
  const tested = await testDueGroups(db, lab, station.org_id);
  // the compression reports of the last month's tests (older ones were filed before the demo's records begin)
  const since = daysBefore(clock, REPORTED_DAYS);
  for (const [i, g] of tested.entries()) {
    if (g.testedOn < since) continue;
    await report(lab, 'crushReport', { reportCode: code('KY', g.sampleDate, i + 1), sampleNo: g.sampleNo, ageDays: g.ageDays, testedOn: g.testedOn });
  }
  if (finished) await reportFinishedPour(db, lab, finished.id);
  await certify(db, lab, station.org_id);
  await evaluate(db, lab, station.org_id);
  await setSampling(lab);
}

/**
 * The station's material sampling settings (/quality-management/set-material-sampling): one per
 * material of its recipes, the batch and basis of the standard a sample represents
 * (MATERIAL_STANDARDS). The swelling agent is in none of the demo recipes: it keeps the standard's default.
 */
async function setSampling(lab: Lab) {
  for (const kind of MATERIAL_KINDS.filter((k) => k !== 'swelling-agent')) {
    const { batch, basis } = MATERIAL_STANDARDS[kind].sampling;
    await save(lab.as({ material: kind, batchQuantity: batch, standard: basis }), sampleMaterialResource);
  }
}

/** A report's code: kind prefix, the day, a sequence (KY-20261124-001). */
const code = (prefix: string, date: string, n: number) => `${prefix}-${date.replace(/-/g, '')}-${String(n).padStart(3, '0')}`;
const daysBefore = (clock: Clock, days: number) => clock.format(new Date(clock.now().getTime() - days * 24 * 3600_000)).slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 3600_000).toISOString().slice(0, 10);

async function report(lab: Lab, name: string, input: Record<string, unknown>) {
  return handlerOf(reportPart(name), 'save')(lab.as(input), reportDef(name)) as Promise<{ id: number }>;
}

/**
 * The finished pour's recipe sampled every other day over the past period, 28 days each, by the
 * production sampling call (the lab may not take samples there: the admin stands for the station).
 */
async function takePastPeriod(lab: Lab, task: { id: number }) {
  const insert = handlerOf(concreteSampleServer, 'insert');
  for (let i = 0; i < PAST_GROUPS; i++) {
    await insert(
      lab.sampler({ taskId: task.id, ages: [28], specimenCount: 3, sampleDate: daysBefore(lab.clock, 30 + i * PAST_SPACING) }),
      concreteSampleResource,
    );
  }
}

/** How much the 28-day strength of one batch differs from the next at the demo plant (σ, MPa): a well-run plant (GB 50164). */
const BATCH_SIGMA_MPA = 2.5;
/** A standard normal draw from the fixed seed (Box–Muller). */
const normal = (rnd: Random) => Math.sqrt(-2 * Math.log(1 - rnd.next())) * Math.cos(2 * Math.PI * rnd.next());

/**
 * Every group of the station whose age has come, tested on the detect desk: the batch's strength
 * scattered by BATCH_SIGMA_MPA around a plant working 2 MPa above its design strength
 * fcu,0 = fcu,k + 1.645σ (JGJ 55's σ), 0.7 of that at 7 days, and three cube loads within ±4 % of
 * it, in kN on the cube's face, from the fixed seed. The desk stamps the press time as
 * now; a group of the past was pressed on the day it was due, which the seed then records.
 */
async function testDueGroups(db: DB, lab: Lab, orgId: string) {
  const today = lab.clock.today();
  const due = await db
    .selectFrom('concrete_samples')
    .select(['id', 'sample_no', 'strength', 'age_days', 'size_mm', sql<string>`sample_date::text`.as('date')])
    .where('org_id', '=', orgId)
    .where('state', '=', 1)
    .where('tested_at', 'is', null)
    .orderBy('sample_date')
    .orderBy('id')
    .execute();
  const enter = handlerOf(strengthRecordServer, 'enter');
  const tested: Array<{ sampleNo: string; ageDays: number; sampleDate: string; testedOn: string }> = [];
  for (const g of due) {
    const testedOn = addDays(g.date, g.age_days);
    if (testedOn > today) continue;
    const fcuk = gradeMpa(g.strength);
    const batch = fcuk + 1.645 * Number(defaultSigma(fcuk)) + 2 + BATCH_SIGMA_MPA * normal(lab.rnd);
    const target = batch * (g.age_days >= 28 ? 1 : 0.7);
    const area = (g.size_mm * g.size_mm) / 1000;
    const loadsKn = [0, 1, 2].map(() => (target * lab.rnd.between(0.96, 1.04) * area).toFixed(1));
    await enter(lab.as({ id: g.id, loadsKn }), strengthRecordResource);
    const pressed = fromPlant(lab.clock, `${testedOn} ${PRESS_TIME}`);
    if (pressed < lab.clock.now()) await db.updateTable('concrete_samples').set({ tested_at: pressed }).where('id', '=', g.id).execute();
    tested.push({ sampleNo: g.sample_no, ageDays: g.age_days, sampleDate: g.date, testedOn });
  }
  return tested;
}

type AlkaliSource = 'cement' | 'flyAsh' | 'slag' | 'admixture' | 'water' | 'other';
/** A recipe material's family by its name, as the lab files it. */
const sourceOf = (name: string): AlkaliSource | 'aggregate' =>
  /水泥|cement/i.test(name)
    ? 'cement'
    : /粉煤灰|fly/i.test(name)
      ? 'flyAsh'
      : /矿粉|矿渣|slag/i.test(name)
        ? 'slag'
        : /剂|admix/i.test(name)
          ? 'admixture'
          : /^水$|water/i.test(name)
            ? 'water'
            : /砂|石|sand|stone|gravel/i.test(name)
              ? 'aggregate'
              : 'other';
/** Measured chloride-ion (%) and alkali (% Na2Oeq) ranges of each family, what the lab's material tests give. */
const CHLORIDE: Record<string, [number, number]> = {
  cement: [0.01, 0.03],
  flyAsh: [0.005, 0.02],
  slag: [0.005, 0.02],
  admixture: [0.05, 0.1],
  water: [0.001, 0.005],
  aggregate: [0.002, 0.01],
  other: [0.005, 0.02],
};
const ALKALI: Record<string, [number, number]> = {
  cement: [0.45, 0.65],
  flyAsh: [1.0, 1.5],
  slag: [0.4, 0.8],
  admixture: [3, 6],
  water: [0.001, 0.01],
  other: [0.1, 0.5],
};

/** Yesterday's finished pour: its sample, its tests and the statements of its mix. */
async function reportFinishedPour(db: DB, lab: Lab, taskId: number) {
  const task = await db
    .selectFrom('production_tasks as k')
    .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
    .select(['k.strength', 'k.slump', 'r.recipe_code', 'r.materials'])
    .where('k.id', '=', taskId)
    .executeTakeFirstOrThrow();
  const ticket = await db
    .selectFrom('delivery_tickets')
    .select(['id', 'created_at'])
    .where('task_id', '=', taskId)
    .where('detail_state', '=', 'sent')
    .orderBy('id')
    .executeTakeFirst();
  const day = daysBefore(lab.clock, 1);
  const { rnd } = lab;

  await report(lab, 'mixApplicationReport', { reportCode: code('SQ', day, 1), taskId, testedOn: daysBefore(lab.clock, 2) });
  await report(lab, 'mixDesignReport', { reportCode: code('PB', day, 1), recipeCode: task.recipe_code, testedOn: daysBefore(lab.clock, 2) });
  const design = Number(/\d+/.exec(task.slump)?.[0] ?? 180);
  await report(lab, 'openIdentifyReport', { reportCode: code('KP', day, 1), taskId, measuredSlump: design + 10 * rnd.int(-1, 1), testedOn: day });

  if (ticket) {
    const sampled = (await handlerOf(specimenServer, 'register')(
      lab.as({ taskId, ticketId: ticket.id, sampleDate: day, ages: [7, 28] }),
      specimenResource,
    )) as { sampleNo: string };
    const at = lab.clock.format(ticket.created_at).slice(0, 16);
    await report(lab, 'sampleRecordReport', {
      reportCode: code('QY', day, 1),
      sampleNo: sampled.sampleNo,
      testedOn: day,
      sampledAt: `${at}:00`,
      samplingSite: '浇筑地点',
      slumpMm: design + 10 * rnd.int(-1, 1),
      temperature: rnd.between(12, 26).toFixed(1),
      witness: '监理 王工',
    });
  }

  const grade = task.strength;
  const fr = gradeMpa(grade) >= 40 ? 5.0 : 4.5;
  await report(lab, 'flexuralReport', {
    reportCode: code('KZ', day, 1),
    taskId,
    grade,
    ageDays: 28,
    sizeMm: 150,
    testedOn: day,
    loads: [0, 1, 2].map(() => ((fr * 1.1 * rnd.between(0.95, 1.05) * 150 * 150 * 150) / 450 / 1000).toFixed(1)).join(', '),
  });
  await report(lab, 'impermeabilityReport', {
    reportCode: code('KS', day, 1),
    taskId,
    grade: `${grade}P8`,
    designP: 8,
    testedOn: day,
    leakPressures: '-, -, -, 1.0, -, 1.1',
    finalPressure: '1.1',
  });

  const materials = task.materials.map((m) => ({ name: m.materialName, kg: Number(m.kgPerM3), source: sourceOf(m.materialName) }));
  const kgOf = (...s: string[]) => materials.filter((m) => s.includes(m.source)).reduce((a, m) => a + m.kg, 0);
  const pct = (range: [number, number], digits: number) => rnd.between(range[0], range[1]).toFixed(digits);
  await report(lab, 'chlorideReport', {
    reportCode: code('LL', day, 1),
    taskId,
    grade,
    limitKey: 'jgj55.reinforced-dry',
    testedOn: day,
    cementKg: kgOf('cement').toFixed(2),
    binderKg: kgOf('cement', 'flyAsh', 'slag').toFixed(2),
    materials: materials.map((m) => `${m.name}:${m.kg}:${pct(CHLORIDE[m.source], 3)}`).join('\n'),
  });
  await report(lab, 'alkaliReport', {
    reportCode: code('JH', day, 1),
    taskId,
    grade,
    testedOn: day,
    materials: materials
      .filter((m) => m.source !== 'aggregate')
      .map((m) => `${m.source}:${m.name}:${m.kg}:${pct(ALKALI[m.source], 3)}`)
      .join('\n'),
  });
}

/** The ex-factory certificate of a task whose 28-day groups are in (the one with the fewest: a recent pour's). */
async function certify(db: DB, lab: Lab, orgId: string) {
  const task = await db
    .selectFrom('concrete_samples')
    .select(['task_id', sql<string>`count(*)`.as('n')])
    .where('org_id', '=', orgId)
    .where('age_days', '=', 28)
    .where('state', '=', 1)
    .where('strength_mpa', 'is not', null)
    .groupBy('task_id')
    .orderBy(sql`count(*)`)
    .orderBy('task_id')
    .executeTakeFirst();
  if (task) await report(lab, 'exFactoryReport', { reportCode: code('HG', lab.clock.today(), 1), taskId: task.task_id, testedOn: lab.clock.today() });
}

/** The evaluations of the station's stored 28-day group strengths of its most sampled grade (GB/T 50107). */
async function evaluate(db: DB, lab: Lab, orgId: string) {
  const groups = await db
    .selectFrom('concrete_samples')
    .select(['strength', 'strength_mpa'])
    .where('org_id', '=', orgId)
    .where('age_days', '=', 28)
    .where('state', '=', 1)
    .where('strength_mpa', 'is not', null)
    .orderBy('sample_date')
    .orderBy('id')
    .execute();
  const byGrade = new Map<string, string[]>();
  for (const g of groups) byGrade.set(g.strength, [...(byGrade.get(g.strength) ?? []), String(g.strength_mpa)]);
  const [grade, strengths] = [...byGrade.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!grade) return;
  const day = lab.clock.today();
  await handlerOf(nonStatisticalEvaluationServer, 'save')(
    lab.as({ reportCode: code('PD', day, 1), grade, groups: strengths.slice(-Math.min(9, strengths.length)).join(', ') }),
    nonStatisticalEvaluationResource,
  );
  if (strengths.length >= PAST_GROUPS) {
    await handlerOf(statisticalEvaluationServer, 'save')(
      lab.as({ reportCode: code('PD', day, 2), grade, method: 'statistical', groups: strengths.join(', ') }),
      statisticalEvaluationResource,
    );
  }
  // the latest three groups as a batch, σ0 from the groups before them
  const previous = strengths.slice(0, -KNOWN_SIGMA_BATCH);
  if (previous.length >= KNOWN_SIGMA_MIN_HISTORY) {
    await handlerOf(knownSigmaEvaluationServer, 'save')(
      lab.as({ reportCode: code('PD', day, 3), grade, groups: strengths.slice(-KNOWN_SIGMA_BATCH).join(', '), previousGroups: previous.join(', ') }),
      knownSigmaEvaluationResource,
    );
  }
}
