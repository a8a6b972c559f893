import { CHLORIDE_LIMITS } from '../../src/domain/quality/chloride';
import type { PrintDocument, PrintField } from '../../src/domain/resources/print';
import { defineResource, type CallTarget, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

/**
 * The concrete test reports of the lab: one table, one declaration per kind (`fixed: { kind }`),
 * each with the fields its test takes and, stored beside them by its save, every value its
 * function of src/domain/quality computed, so the list, the form and the PDF show the arithmetic.
 */
export const REPORT_KINDS = [
  'sample-record',
  'crush',
  'flexural',
  'impermeability',
  'chloride',
  'alkali',
  'mix-design',
  'mix-application',
  'open-identify',
  'ex-factory',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const l = (key: string) => `concreteReport.${key}`;
const f = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ name, type, label: l(name), ...extra });
const out = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => f(name, type, { readonly: true, ...extra });

/** A chloride limit's key as a label key segment: i18next reads dots as nesting. */
export const limitLabel = (key: string) => l(`limit_${key.replace(/\./g, '_')}`);

const common: FieldDef[] = [
  f('reportCode', 'string', { required: true, unique: true, max: 32, width: 140 }),
  f('taskId', 'ref', { ref: { resource: 'task', labelField: 'taskCode' }, hideInTable: true }),
  out('taskCode', 'string', { join: { table: 'production_tasks', local: 'task_id', remote: 'id', column: 'task_code' }, width: 150 }),
  f('grade', 'string', { max: 16 }),
  f('testedOn', 'date', { required: true }),
];
const remark = f('remark', 'textarea', { label: 'res.remark', max: 500, hideInTable: true });
/** A sample record states what was taken; the tests pass or fail. */
const STATEMENTS: readonly ReportKind[] = ['sample-record', 'mix-design', 'mix-application'];
const tailOf = (kind: ReportKind): FieldDef[] => (STATEMENTS.includes(kind) ? [remark] : [out('pass', 'bool'), remark]);

const SIZES = (sizes: readonly number[]) => sizes.map((s) => ({ value: s, label: `${s} mm` }));

const kindFields: Record<ReportKind, FieldDef[]> = {
  'sample-record': [
    f('sampleNo', 'string', { required: true, max: 32 }),
    out('ticketCode', 'string'),
    out('projectName', 'string'),
    out('pouringSite', 'string'),
    f('sampledAt', 'datetime', { required: true }),
    f('samplingSite', 'string', { max: 100 }),
    f('slumpMm', 'int', { rule: 1 }),
    f('temperature', 'decimal', { scale: 1 }),
    f('witness', 'string', { max: 50 }),
    out('ages', 'string'),
    out('bindCode', 'string'),
  ],
  crush: [
    f('sampleNo', 'string', { required: true, max: 32 }),
    f('ageDays', 'int', { required: true, rule: 1 }),
    out('sizeMm', 'int'),
    out('loads', 'string'),
    out('strengths', 'string'),
    out('deviations', 'string', { width: 200 }),
    out('rule', 'enum', { options: ['mean', 'middle', 'invalid'].map((r) => ({ value: r, label: `specimen.rule_${r}` })) }),
    out('sizeFactor', 'decimal', { scale: 2 }),
    out('result', 'string', { label: l('strengthMpa') }),
    out('percentOfGrade', 'decimal', { scale: 1 }),
  ],
  flexural: [
    f('ageDays', 'int', { required: true, rule: 1 }),
    f('sizeMm', 'enum', { required: true, options: SIZES([150, 100]) }),
    f('loads', 'string', { required: true, max: 64 }),
    f('brokeOutside', 'enum', { options: [1, 2, 3].map((n) => ({ value: n, label: `#${n}` })) }),
    out('spanMm', 'int'),
    out('strengths', 'string'),
    out('deviations', 'string', { width: 200 }),
    out('rule', 'enum', { options: ['mean', 'middle', 'pair', 'invalid'].map((r) => ({ value: r, label: l(`rule_${r}`) })) }),
    out('sizeFactor', 'decimal', { scale: 2 }),
    out('result', 'string', { label: l('flexuralMpa') }),
  ],
  impermeability: [
    f('designP', 'int', { required: true, rule: 1 }),
    f('leakPressures', 'string', { required: true, max: 64 }),
    f('finalPressure', 'decimal', { required: true, scale: 1 }),
    out('leaked', 'int'),
    out('thirdLeak', 'string'),
    out('hours', 'int'),
    out('result', 'string', { label: l('gradeReached') }),
  ],
  chloride: [
    f('limitKey', 'enum', { required: true, options: CHLORIDE_LIMITS.map((c) => ({ value: c.key, label: limitLabel(c.key) })), width: 200 }),
    f('cementKg', 'decimal', { required: true, scale: 2 }),
    f('binderKg', 'decimal', { required: true, scale: 2 }),
    f('chlorideKg', 'decimal', { scale: 4 }),
    f('materials', 'textarea', { max: 2000, hideInTable: true }),
    out('contributions', 'string', { width: 220 }),
    out('basisKg', 'decimal', { scale: 2 }),
    out('limitValue', 'string'),
    out('result', 'string', { label: l('chloridePercent') }),
  ],
  'mix-design': [
    f('recipeCode', 'string', { required: true, max: 32 }),
    out('slump', 'string'),
    out('materials', 'textarea', { hideInTable: true }),
    out('result', 'string', { label: l('densityKg') }),
  ],
  'mix-application': [
    out('projectName', 'string'),
    out('pouringSite', 'string'),
    out('slump', 'string'),
    out('pourMethod', 'string'),
    out('planQuantity', 'decimal', { scale: 2 }),
    out('recipeCode', 'string'),
  ],
  'open-identify': [
    f('measuredSlump', 'int', { required: true, rule: 1 }),
    out('recipeCode', 'string'),
    out('designSlump', 'int'),
    out('slumpTolerance', 'int'),
    out('slumpRange', 'string'),
  ],
  'ex-factory': [
    out('projectName', 'string'),
    out('pouringSite', 'string'),
    out('recipeCode', 'string'),
    out('shippedQuantity', 'decimal', { scale: 2 }),
    out('strengths', 'string', { label: l('strengths28') }),
    out('groups28', 'int'),
    out('mean28', 'decimal', { scale: 1 }),
    out('min28', 'decimal', { scale: 1 }),
    out('chlorideResult', 'string'),
    out('alkaliResult', 'string'),
  ],
  alkali: [
    f('materials', 'textarea', { required: true, max: 2000, hideInTable: true }),
    out('contributions', 'string', { width: 260 }),
    out('limitValue', 'string'),
    out('result', 'string', { label: l('alkaliKg') }),
  ],
};

/** The printed report: the record's fields, every computed value among them. */
function printOf(kind: ReportKind, fields: readonly FieldDef[]): PrintDocument {
  const header: PrintField[] = fields
    .filter((x) => !x.hideInTable || x.name === 'materials')
    .filter((x) => !['taskId'].includes(x.name))
    .map((x) => ({
      field: x.name,
      ...(x.label !== l(x.name) ? { label: x.label } : {}),
      ...(['contributions', 'deviations', 'materials'].includes(x.name) ? { span: 2 } : {}),
    }));
  return {
    name: 'report',
    title: l(`title_${kind}`),
    button: 'print',
    paper: 'A4',
    codeField: 'reportCode',
    header,
    signatures: [l('signTester'), l('signReviewer'), l('signApprover')],
  };
}

export interface ReportSpec {
  kind: ReportKind;
  name: string;
  screen: string;
  base: string;
  columns: readonly string[];
  calls?: Record<string, CallTarget>;
}

/** What a kind's list shows and searches, shared by its report and its certificate view. */
function listOf(kind: ReportKind, columns: readonly string[]) {
  const fields = [...common, ...kindFields[kind], ...tailOf(kind)];
  return {
    table: 'concrete_reports',
    id: 'id',
    title: l(`title_${kind}`),
    orgScoped: true,
    fixed: { kind },
    fields,
    columns: ['reportCode', 'taskCode', 'grade', 'testedOn', ...columns, ...(STATEMENTS.includes(kind) ? [] : ['pass'])],
    search: [
      { name: 'reportCode', type: 'input', label: l('reportCode') },
      { name: 'grade', type: 'input', label: l('grade') },
      { name: 'testedOn', type: 'daterange', label: l('testedOn') },
    ],
    orderBy: { field: 'id', dir: 'desc' },
    print: [printOf(kind, fields)],
  } satisfies Partial<ResourceDef>;
}

function report({ kind, name, screen, base, columns, calls = {} }: ReportSpec): ResourceDef {
  return defineResource({
    ...listOf(kind, columns),
    name,
    screen,
    calls: { [`${base}/page`]: 'page', [`${base}/save`]: 'save', ...calls },
    actions: ['page', 'get', 'save', 'delete', 'export'],
  });
}

/**
 * A certificate screen (/quality-management/certificate-*): the issued reports of one kind, read
 * only and printable, where the quality office hands documents out; the lab writes them on the
 * report's own screen (docs/decisions.md, QSCREENS).
 */
function certificateView(kind: ReportKind, name: string, screen: string, columns: readonly string[]): ResourceDef {
  return defineResource({ ...listOf(kind, columns), name, screen, readOnly: true, calls: {}, actions: ['page', 'get', 'export'] });
}

export const sampleRecordReport = report({
  kind: 'sample-record',
  name: 'sampleRecordReport',
  screen: '/quality-management/sampling-record',
  base: '/experiment/sample-record',
  columns: ['sampleNo', 'ticketCode', 'projectName', 'pouringSite', 'sampledAt', 'samplingSite', 'slumpMm', 'temperature', 'ages', 'bindCode', 'witness'],
});
export const crushReport = report({
  kind: 'crush',
  name: 'crushReport',
  screen: '/quality-management/concrete-inspection/compression-report',
  base: '/experiment/crush-resistance-report',
  calls: { '/experiment/crush-resistance-report/codeList': 'x:codeList' },
  columns: ['sampleNo', 'ageDays', 'sizeMm', 'loads', 'strengths', 'deviations', 'rule', 'sizeFactor', 'result', 'percentOfGrade'],
});
export const flexuralReport = report({
  kind: 'flexural',
  name: 'flexuralReport',
  screen: '/quality-management/concrete-inspection/fold-resistance-report',
  base: '/experiment/frature-resistance-report',
  calls: { '/experiment/frature-resistance-report/codeList': 'x:codeList' },
  columns: ['ageDays', 'sizeMm', 'spanMm', 'loads', 'brokeOutside', 'strengths', 'deviations', 'rule', 'sizeFactor', 'result'],
});
export const impermeabilityReport = report({
  kind: 'impermeability',
  name: 'impermeabilityReport',
  screen: '/quality-management/concrete-inspection/impermeability-report',
  base: '/experiment/imprevious-resistance-report',
  calls: { '/experiment/imprevious-resistance-report/codeList': 'x:codeList' },
  columns: ['designP', 'leakPressures', 'finalPressure', 'leaked', 'thirdLeak', 'hours', 'result'],
});
export const chlorideReport = report({
  kind: 'chloride',
  name: 'chlorideReport',
  screen: '/quality-management/concrete-inspection/unilateral-chloride-ion',
  base: '/experiment/chloride-content',
  calls: { '/experiment/chloride-content/getLatestChlorideContent': 'x:latest' },
  columns: ['limitKey', 'cementKg', 'binderKg', 'contributions', 'chlorideKg', 'basisKg', 'result', 'limitValue'],
});
export const alkaliReport = report({
  kind: 'alkali',
  name: 'alkaliReport',
  screen: '/quality-management/concrete-inspection/unilateral-alkali',
  base: '/experiment/alkali-content',
  calls: { '/experiment/alkali-content/getLatestAlkaliContent': 'x:latest' },
  columns: ['contributions', 'result', 'limitValue'],
});

const infoOf = (base: string): Record<string, CallTarget> => ({ [`${base}/delete`]: 'delete', [`${base}/getInfoById`]: 'get' });
export const mixDesignReport = report({
  kind: 'mix-design',
  name: 'mixDesignReport',
  screen: '/quality-management/mix-ratio/mix-design-report',
  base: '/experiment/mix-ratio-design',
  calls: infoOf('/experiment/mix-ratio-design'),
  columns: ['recipeCode', 'slump', 'result'],
});
export const mixApplicationReport = report({
  kind: 'mix-application',
  name: 'mixApplicationReport',
  screen: '/quality-management/mix-ratio/mix-requisition',
  base: '/experiment/mix-ratio-application',
  calls: infoOf('/experiment/mix-ratio-application'),
  columns: ['projectName', 'pouringSite', 'slump', 'pourMethod', 'planQuantity', 'recipeCode'],
});
export const openIdentifyReport = report({
  kind: 'open-identify',
  name: 'openIdentifyReport',
  screen: '/quality-management/mix-ratio/open-identification',
  base: '/experiment/open-identify',
  calls: infoOf('/experiment/open-identify'),
  columns: ['recipeCode', 'designSlump', 'measuredSlump', 'slumpTolerance', 'slumpRange'],
});
export const exFactoryReport = report({
  kind: 'ex-factory',
  name: 'exFactoryReport',
  screen: '/quality-management/leave-factory',
  base: '/experiment/ex-factory-certificate',
  calls: { '/experiment/ex-factory-certificate/delete': 'delete' },
  columns: ['projectName', 'recipeCode', 'shippedQuantity', 'groups28', 'mean28', 'min28', 'chlorideResult', 'alkaliResult'],
});

export const concreteReports = [
  sampleRecordReport,
  crushReport,
  flexuralReport,
  impermeabilityReport,
  chlorideReport,
  alkaliReport,
  mixDesignReport,
  mixApplicationReport,
  openIdentifyReport,
  exFactoryReport,
] as const;

export const CERTIFICATE_VIEW_SCREENS = {
  workmanship: '/quality-management/certificate-workmanship',
  openAppraisal: '/quality-management/certificate-openAppaisal',
  stressReport: '/quality-management/certificate-stressReport',
} as const;
/** 施工配合比: the mix issued for a task's site (the mix requests). */
export const workmanshipCertificates = certificateView('mix-application', 'workmanshipCertificate', CERTIFICATE_VIEW_SCREENS.workmanship, [
  'projectName',
  'pouringSite',
  'slump',
  'pourMethod',
  'planQuantity',
  'recipeCode',
]);
/** 开盘鉴定证书: the first-batch checks. */
export const openAppraisalCertificates = certificateView('open-identify', 'openAppraisalCertificate', CERTIFICATE_VIEW_SCREENS.openAppraisal, [
  'recipeCode',
  'designSlump',
  'measuredSlump',
  'slumpTolerance',
  'slumpRange',
]);
/** 抗压强度报告: the compressive strength test reports. */
export const stressReportCertificates = certificateView('crush', 'stressReportCertificate', CERTIFICATE_VIEW_SCREENS.stressReport, [
  'sampleNo',
  'ageDays',
  'sizeMm',
  'strengths',
  'result',
  'percentOfGrade',
]);
export const certificateViews = [workmanshipCertificates, openAppraisalCertificates, stressReportCertificates] as const;
