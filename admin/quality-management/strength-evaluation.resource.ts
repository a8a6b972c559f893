import type { PrintDocument } from '../../src/domain/resources/print';
import { defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

export const NON_STATISTICAL_SCREEN = '/quality-management/concrete-inspection/compression-non-statistical';
export const STATISTICAL_SCREEN = '/quality-management/concrete-inspection/compression-statistical-two';
/** GB/T 50107-2010 §5.1.2, the first statistical method: σ0 known from the previous period (docs/decisions.md, QSCREENS). */
export const KNOWN_SIGMA_SCREEN = '/quality-management/concrete-inspection/compression-statistical-one';

const l = (key: string) => `strengthEval.${key}`;
const computed = (name: string, type: FieldDef['type'], scale?: number): FieldDef => ({
  name,
  type,
  label: l(name),
  readonly: true,
  ...(scale !== undefined ? { scale } : {}),
});

/**
 * A batch evaluation of GB/T 50107-2010: what the lab enters (grade, group strengths, for a known
 * σ0 the previous groups) and, stored beside it, every value the evaluation computed with the
 * functions of src/domain/quality, so the table itself shows the arithmetic and the verdict. Both
 * evaluations share one table, told apart by `kind`.
 */
const fields = (method: FieldDef | null): FieldDef[] => [
  { name: 'reportCode', type: 'string', label: l('reportCode'), required: true, unique: true, max: 32 },
  { name: 'grade', type: 'string', label: l('grade'), required: true, max: 16 },
  ...(method ? [method] : []),
  { name: 'groups', type: 'textarea', label: l('groups'), required: true, max: 4000, hideInTable: true },
  ...(method ? [{ name: 'previousGroups', type: 'textarea', label: l('previousGroups'), max: 4000, hideInTable: true } as FieldDef] : []),
  computed('n', 'int'),
  computed('mean', 'decimal', 1),
  computed('minimum', 'decimal', 1),
  ...(method
    ? [computed('sigmaComputed', 'decimal', 2), computed('sigma', 'decimal', 2), computed('lambda1', 'decimal', 2), computed('lambda2', 'decimal', 2)]
    : [computed('lambda3', 'decimal', 2), computed('lambda4', 'decimal', 2)]),
  computed('meanLimit', 'decimal', 4),
  computed('minLimit', 'decimal', 4),
  ...(method ? [computed('gradeMinLimit', 'decimal', 4)] : []),
  { name: 'pass', type: 'bool', label: l('pass'), readonly: true },
  { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
];

/** The printed evaluation: what was entered and every value computed from it, with the verdict. */
const printOf = (title: string, fs: readonly FieldDef[]): PrintDocument => ({
  name: 'report',
  title,
  button: 'print',
  paper: 'A4',
  codeField: 'reportCode',
  header: fs.filter((f) => f.name !== 'remark').map((f) => ({ field: f.name, ...(f.type === 'textarea' ? { span: 2 } : {}) })),
});

const shared = {
  table: 'strength_evaluations',
  id: 'id',
  title: l('title'),
  orgScoped: true,
  search: [
    { name: 'reportCode', type: 'input', label: l('reportCode') },
    { name: 'grade', type: 'input', label: l('grade') },
  ],
  orderBy: { field: 'id', dir: 'desc' },
  // save-zy evaluates what it stores: the buttons it needs, not the generic add and update
  buttons: [
    { code: 'add', label: l('evaluate') },
    { code: 'edit', label: l('reevaluate') },
  ],
  actions: ['page', 'get', 'delete', 'export'],
} satisfies Partial<ResourceDef>;

export const nonStatisticalEvaluationResource = defineResource({
  ...shared,
  name: 'nonStatisticalEvaluation',
  screen: NON_STATISTICAL_SCREEN,
  title: l('nonStatistical'),
  fixed: { kind: 'non-statistical' },
  fields: fields(null),
  print: [printOf(l('nonStatistical'), fields(null))],
  columns: ['reportCode', 'grade', 'n', 'mean', 'minimum', 'lambda3', 'lambda4', 'meanLimit', 'minLimit', 'pass'],
  calls: { '/experiment/nonstatistical-envaluation/page': 'page', '/experiment/nonstatistical-envaluation/save': 'x:save' },
});

export const METHOD_OPTIONS = [
  { value: 'statistical', label: l('statistical') },
  { value: 'known-sigma', label: l('knownSigma') },
] as const;

export const statisticalEvaluationResource = defineResource({
  ...shared,
  name: 'statisticalEvaluation',
  screen: STATISTICAL_SCREEN,
  title: l('statisticalTitle'),
  fixed: { kind: 'statistical' },
  fields: fields({ name: 'method', type: 'enum', label: l('method'), required: true, options: METHOD_OPTIONS }),
  print: [printOf(l('statisticalTitle'), fields({ name: 'method', type: 'enum', label: l('method'), required: true, options: METHOD_OPTIONS }))],
  columns: ['reportCode', 'grade', 'method', 'n', 'mean', 'minimum', 'sigma', 'lambda1', 'lambda2', 'meanLimit', 'minLimit', 'gradeMinLimit', 'pass'],
  calls: { '/experiment/statistical-envaluation/page': 'page', '/experiment/statistical-envaluation/save': 'x:save' },
});

/**
 * compression-statistical-one: the evaluations of the first statistical method (σ0 known), rows
 * of the same table with method fixed to known-sigma; its save is the shared evaluation with that
 * method (strength-evaluation.server.ts), so the rows also show on compression-statistical-two.
 */
const knownSigmaFields = fields({ name: 'method', type: 'enum', label: l('method'), readonly: true, options: METHOD_OPTIONS });
export const knownSigmaEvaluationResource = defineResource({
  ...shared,
  name: 'knownSigmaEvaluation',
  screen: KNOWN_SIGMA_SCREEN,
  title: l('knownSigmaTitle'),
  fixed: { kind: 'statistical', method: 'known-sigma' },
  fields: knownSigmaFields.map((f) => (f.name === 'previousGroups' ? { ...f, required: true } : f)),
  print: [printOf(l('knownSigmaTitle'), knownSigmaFields)],
  columns: ['reportCode', 'grade', 'n', 'mean', 'minimum', 'sigmaComputed', 'sigma', 'lambda1', 'lambda2', 'meanLimit', 'minLimit', 'gradeMinLimit', 'pass'],
  actions: [...shared.actions, 'save'],
  calls: {},
});
