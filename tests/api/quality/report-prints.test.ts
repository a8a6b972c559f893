import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { pdfText } from '../print/pdf-text';
import { rawCall } from '../print/print-support';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../../src/domain/quality/raw-materials';
import { resourceName } from '../../../admin/material-test/material-test.resource';

/**
 * "Every report kind prints a PDF whose text holds its figures", for the kinds reports.test.ts and
 * certificate.test.ts do not print: alkali, the three evaluations of GB/T 50107 and the report of
 * each of the seven raw materials. Each report is saved through its own call; the figures looked
 * for in the PDF are the ones the saved report answers with, not constants of this test.
 */
let s: TestServer;
let lab: string;
beforeAll(async () => {
  s = await startTestServer();
  lab = await s.login('lab');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = async (path: string, body: Record<string, unknown>) => {
  const r = await s.call('POST', path, lab, { body, query: { org_id: '01' } });
  expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data as Record<string, unknown>;
};

interface Case {
  kind: string;
  resource: string;
  save: () => Promise<Record<string, unknown>>;
  figures: readonly string[];
}

const n = Date.now() % 100_000;
const evaluations: Case[] = [
  {
    kind: 'non-statistical evaluation',
    resource: 'nonStatisticalEvaluation',
    figures: ['reportCode', 'grade', 'groups', 'n', 'mean', 'minimum', 'lambda3', 'lambda4'],
    save: () => post('/experiment/nonstatistical-envaluation/save', { reportCode: `PD-N-${n}`, grade: 'C60', groups: '67.5, 66.2, 68.9, 65.0' }),
  },
  {
    kind: 'statistical evaluation (σ unknown)',
    resource: 'statisticalEvaluation',
    figures: ['reportCode', 'groups', 'n', 'mean', 'minimum', 'sigmaComputed', 'sigma', 'lambda1', 'lambda2'],
    save: () =>
      post('/experiment/statistical-envaluation/save', {
        reportCode: `PD-S-${n}`,
        grade: 'C30',
        method: 'statistical',
        groups: '30 32 34 36 38 40 42 44 46 48',
      }),
  },
  {
    kind: 'statistical evaluation (σ0 known)',
    resource: 'statisticalEvaluation',
    figures: ['reportCode', 'groups', 'n', 'mean', 'minimum', 'sigmaComputed', 'sigma'],
    save: () =>
      post('/experiment/statistical-envaluation/save', {
        reportCode: `PD-K-${n}`,
        grade: 'C30',
        method: 'known-sigma',
        groups: '34.0,33.0,32.0',
        previousGroups: [...Array(23).fill('31'), ...Array(22).fill('39')].join(','),
      }),
  },
];

const alkali: Case = {
  kind: 'alkali',
  resource: 'alkaliReport',
  figures: ['reportCode', 'contributions', 'limitValue', 'result'],
  save: () =>
    post('/experiment/alkali-content/save', { reportCode: `JH-P-${n}`, materials: 'cement:P.O 42.5:300:0.6\nflyAsh:FA:80:1.2', testedOn: '2026-10-01' }),
};

const rawMaterials: Case[] = MATERIAL_KINDS.map((kind) => {
  const m = MATERIAL_STANDARDS[kind];
  return {
    kind: `raw material: ${kind}`,
    resource: resourceName(kind, 'report'),
    figures: ['testCode', 'reportCode', 'supplierName', 'carNumber', ...m.indicators.map((i) => i.name)],
    save: async () => {
      const arrival = await post(`/experiment/${m.family}/insert`, {
        testCode: `${m.prefix}-P-${n}`,
        grade: Object.keys(m.grades)[0],
        supplierName: `供应商${kind}`,
        carNumber: `浙A${String(n).padStart(5, '0')}`,
        quantity: '30.5',
        arrivalDate: '2026-11-20',
        appearance: 'ok',
        inspectResult: 'pass',
      });
      // each indicator its own value, so a figure found in the PDF is that indicator's
      const figures = Object.fromEntries(m.indicators.map((ind, i) => [ind.name, `${i + 2}.${i + 1}`]));
      return post(`/experiment/${m.family}/reportUpdate`, { id: arrival.id, reportCode: `${m.prefix}R-P-${n}`, reportDate: '2026-11-21', ...figures });
    },
  };
});

describe('every report kind prints a PDF holding its own figures', () => {
  it.each([alkali, ...evaluations, ...rawMaterials].map((c) => [c.kind, c] as const))('%s', async (_kind, c) => {
    const report = await c.save();
    const r = await rawCall(s, `/resource/${c.resource}/print`, lab, { id: String(report.id), org_id: '01' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(r.bytes)).join('\n').replace(/\s+/g, ' ');
    for (const field of c.figures) {
      const v = report[field];
      expect(v, `${field} answered by the save`).not.toBeNull();
      expect(text, `${field} = ${String(v)}`).toContain(String(v).replace(/\s+/g, ' '));
    }
  });
});
