import { MATERIAL_KINDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import { defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';
import { materialTestResources, resourceName } from '../material-test/material-test.resource';

/** The screen of the inspection reports: one tab per material (the declarations share the route). */
export const INSPECT_REPORT_SCREEN = '/quality-management/quality-inspection-report';

/** The family path of a material's inspection reports (designed: spec doc 2 §7 names only the operations). */
export const inspectReportPath = (kind: MaterialKind) => `/experiment/${kind}-inspect-report`;
export const inspectReportName = (kind: MaterialKind) => resourceName(kind, 'report').replace(/Report$/, 'InspectReport');

/**
 * A material's inspection reports (检验报告) are the filed reports of its raw-material tests: the
 * report view of `material_tests` (admin/material-test) with a report's own life. `getPageList`
 * lists the arrivals that carry a report, `insert` files one on an arrival that has none (`testId`,
 * the arrival's car check), `update` changes a filed one, `delete` withdraws it (the arrival and its
 * ledger stay; the test is pending again). Each write judges the report against the limits in force.
 * No table of its own: the report is the test's, as the certificates and the ledgers read it.
 */
function inspectReport(kind: MaterialKind): ResourceDef {
  const report = materialTestResources.find((d) => d.name === resourceName(kind, 'report'))!;
  const P = inspectReportPath(kind);
  const arrival: FieldDef = {
    name: 'testId',
    column: 'id',
    type: 'ref',
    label: 'inspectReport.testId',
    required: true,
    hideInTable: true,
    ref: { resource: resourceName(kind, 'inspect'), labelField: 'testCode' },
  };
  return defineResource({
    ...report,
    name: inspectReportName(kind),
    screen: INSPECT_REPORT_SCREEN,
    title: `inspectReport.title_${kind}`,
    fields: [arrival, ...report.fields],
    orderBy: { field: 'reportDate', dir: 'desc' },
    calls: { [`${P}/getPageList`]: 'page', [`${P}/insert`]: 'add', [`${P}/update`]: 'update', [`${P}/delete`]: 'delete' },
    actions: ['page', 'get', 'add', 'update', 'delete'],
  });
}

/** The report fields an inspection report writes: the report view's own, not the arrival's. */
export const reportFieldsOf = (def: ResourceDef): string[] => def.fields.filter((f) => !f.readonly && f.name !== 'testId').map((f) => f.name);

/** The seven materials' inspection report families, in the materials' order. */
export const inspectReportResources: readonly ResourceDef[] = MATERIAL_KINDS.map(inspectReport);
