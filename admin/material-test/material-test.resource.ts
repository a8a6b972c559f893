import { MATERIAL_KINDS, MATERIAL_STANDARDS, type MaterialKind, type MaterialStandard } from '../../src/domain/quality/raw-materials';
import { defineResource, type EnumOption, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';

/**
 * A raw-material test: one arrival of one material, tested once. Its three lists are three views
 * of the same row in `material_tests` (told apart from the other materials by `material`):
 * - inspect  the car check on arrival (/quality-management/<m>-car-check): insert, pageInspect, updateInspect
 * - account  the duplex ledger, what came in and where it went (<m>-duplex-ledger): pageAccount, getAccountById, updateAccount
 * - report   the test report with the standard's indicators and the verdict (<m>-report): reportPage, reportUpdate, ById, reportCodeList
 * Each view writes only its own fields; the others are read only in it. The seven materials come
 * from this one factory and MATERIAL_STANDARDS (src/domain/quality/raw-materials.ts).
 */
export type TestView = 'inspect' | 'account' | 'report';
const l = (key: string) => `materialTest.${key}`;

export const VERDICT_OPTIONS: readonly EnumOption[] = [
  { value: 'pass', label: l('verdictPass') },
  { value: 'fail', label: l('verdictFail') },
  { value: 'pending', label: l('verdictPending') },
];
const OK_OPTIONS: readonly EnumOption[] = [
  { value: 'ok', label: l('ok') },
  { value: 'bad', label: l('bad') },
];

/** A grade's label key: grades are codes ("P·O 42.5", "F-II"), the same in every language. */
export const gradeLabel = (grade: string) => `materialGrade.${grade.replace(/[^A-Za-z0-9]+/g, '_')}`;
export const gradeOptions = (m: MaterialStandard): EnumOption[] => Object.keys(m.grades).map((g) => ({ value: g, label: gradeLabel(g) }));

export const screenOf = (m: MaterialStandard, view: TestView) =>
  `/quality-management/${m.screen}-${view === 'inspect' ? 'car-check' : view === 'account' ? 'duplex-ledger' : 'report'}`;
export const resourceName = (kind: MaterialKind, view: TestView) =>
  `${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}${view[0].toUpperCase()}${view.slice(1)}`;

const ro = (f: FieldDef): FieldDef => ({ ...f, readonly: true, required: false });

/** What the car check records; read only in the other two views. */
const arrival = (m: MaterialStandard): FieldDef[] => [
  { name: 'testCode', type: 'string', label: l('testCode'), required: true, unique: true, max: 32, sortable: true },
  { name: 'grade', type: 'enum', label: l('grade'), required: true, options: gradeOptions(m) },
  { name: 'supplierName', type: 'string', label: l('supplierName'), required: true, max: 100 },
  { name: 'batchNo', type: 'string', label: l('batchNo'), max: 50 },
  { name: 'carNumber', type: 'string', label: l('carNumber'), required: true, max: 16 },
  { name: 'quantity', type: 'decimal', label: l('quantity'), required: true, rule: 1, summary: true },
  { name: 'arrivalDate', type: 'date', label: l('arrivalDate'), required: true, sortable: true },
];
const inspectOwn: FieldDef[] = [
  { name: 'appearance', type: 'enum', label: l('appearance'), required: true, options: OK_OPTIONS },
  { name: 'inspectResult', type: 'enum', label: l('inspectResult'), required: true, options: VERDICT_OPTIONS },
  { name: 'inspector', type: 'string', label: l('inspector'), max: 50 },
  { name: 'inspectRemark', type: 'textarea', label: l('inspectRemark'), hideInTable: true },
];
const reportOwn = (m: MaterialStandard): FieldDef[] => [
  { name: 'reportCode', type: 'string', label: l('reportCode'), required: true, unique: true, max: 32, sortable: true },
  { name: 'reportDate', type: 'date', label: l('reportDate'), required: true },
  { name: 'tester', type: 'string', label: l('tester'), max: 50 },
  ...m.indicators.map((i): FieldDef => ({ name: i.name, type: 'decimal', label: `materialIndicator.${i.name}`, scale: Math.max(i.scale, 1) })),
  { name: 'imageUrl', type: 'string', label: l('imageUrl'), max: 200, hideInTable: true },
  { name: 'reportRemark', type: 'textarea', label: l('reportRemark'), hideInTable: true },
];
const verdictFields: FieldDef[] = [
  { name: 'verdict', type: 'enum', label: l('verdict'), readonly: true, options: VERDICT_OPTIONS },
  { name: 'failedItems', type: 'string', label: l('failedItems'), readonly: true, max: 500 },
];
const accountOwn: FieldDef[] = [
  { name: 'usedQuantity', type: 'decimal', label: l('usedQuantity'), rule: 1, summary: true },
  { name: 'balance', type: 'decimal', label: l('balance'), readonly: true, summary: true },
  { name: 'usedIn', type: 'string', label: l('usedIn'), max: 200 },
  { name: 'accountRemark', type: 'textarea', label: l('accountRemark'), hideInTable: true },
];

const search = (m: MaterialStandard): ResourceDef['search'] => [
  { name: 'testCode', type: 'input', label: l('testCode') },
  { name: 'supplierName', type: 'input', label: l('supplierName') },
  { name: 'grade', type: 'select', label: l('grade'), options: gradeOptions(m) },
  { name: 'arrivalDate', type: 'daterange', label: l('arrivalDate') },
];

function view(m: MaterialStandard, v: TestView): ResourceDef {
  const P = `/experiment/${m.family}`;
  const base = {
    name: resourceName(m.kind, v),
    table: 'material_tests',
    id: 'id',
    screen: screenOf(m, v),
    title: l(`${v}Title.${m.kind}`),
    orgScoped: true,
    fixed: { material: m.kind },
    orderBy: { field: 'arrivalDate', dir: 'desc' as const },
  };
  if (v === 'inspect') {
    return defineResource({
      ...base,
      fields: [...arrival(m), ...inspectOwn, ...verdictFields.slice(0, 1).map(ro)],
      search: [...search(m), { name: 'inspectResult', type: 'select', label: l('inspectResult'), options: VERDICT_OPTIONS }],
      columns: ['testCode', 'grade', 'supplierName', 'batchNo', 'carNumber', 'quantity', 'arrivalDate', 'appearance', 'inspectResult', 'inspector', 'verdict'],
      calls: { [`${P}/pageInspect`]: 'page', [`${P}/insert`]: 'add', [`${P}/updateInspect`]: 'update' },
      actions: ['page', 'get', 'add', 'update', 'delete', 'export'],
    });
  }
  if (v === 'account') {
    return defineResource({
      ...base,
      fields: [
        ...arrival(m).map(ro),
        { name: 'reportCode', type: 'string', label: l('reportCode'), readonly: true },
        ...verdictFields.slice(0, 1),
        ...accountOwn,
      ],
      search: [...search(m), { name: 'verdict', type: 'select', label: l('verdict'), options: VERDICT_OPTIONS }],
      columns: ['testCode', 'arrivalDate', 'supplierName', 'grade', 'batchNo', 'quantity', 'reportCode', 'verdict', 'usedQuantity', 'balance', 'usedIn'],
      calls: { [`${P}/pageAccount`]: 'page', [`${P}/getAccountById`]: 'get', [`${P}/updateAccount`]: 'update' },
      actions: ['page', 'get', 'update', 'export'],
    });
  }
  return defineResource({
    ...base,
    fields: [...arrival(m).map(ro), ...reportOwn(m), ...verdictFields],
    search: [
      ...search(m),
      { name: 'reportCode', type: 'input', label: l('reportCode') },
      { name: 'verdict', type: 'select', label: l('verdict'), options: VERDICT_OPTIONS },
    ],
    columns: ['reportCode', 'testCode', 'grade', 'supplierName', 'quantity', 'reportDate', ...m.indicators.map((i) => i.name), 'verdict', 'failedItems'],
    calls: { [`${P}/reportPage`]: 'page', [`${P}/reportUpdate`]: 'update', [`${P}/ById`]: 'get', [`${P}/reportCodeList`]: 'x:reportCodeList' },
    actions: ['page', 'get', 'update', 'export'],
    // the printed report: the arrival, every indicator the lab entered and the verdict
    print: [
      {
        name: 'report',
        title: l(`reportTitle.${m.kind}`),
        button: 'print',
        paper: 'A4',
        codeField: 'reportCode',
        header: [...arrival(m), ...reportOwn(m), ...verdictFields]
          .filter((f) => f.type !== 'textarea' && f.name !== 'imageUrl')
          .map((f) => ({ field: f.name })),
      },
    ],
  });
}

/** The three views of every material, inspect, account and report, in that order. */
export const materialTestResources: readonly ResourceDef[] = MATERIAL_KINDS.flatMap((k) =>
  (['inspect', 'account', 'report'] as const).map((v) => view(MATERIAL_STANDARDS[k], v)),
);
