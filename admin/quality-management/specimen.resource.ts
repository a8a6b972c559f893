import { defineResource, type FieldDef, type ResourceDef } from '../../src/domain/resources/types';
import type { ReadView } from '../../src/domain/resources/view';

export const REGISTER_SCREEN = '/lab/test-block-management/register';
export const BIND_SCREEN = '/lab/test-block-management/bind';
export const DETECT_SCREEN = '/lab/test-block-management/detect';
export const STRENGTH_SCREEN = '/quality-management/concrete-strength';
export const STRENGTH28_SCREEN = '/quality-management/concrete-strength28d';
export const VISUAL_SCREEN = '/lab/visualization-record';

/** Curing ages a specimen group is registered for by default, and the sizes of GB/T 50081 cubes. */
export const DEFAULT_AGES = [3, 7, 28] as const;
export const CUBE_SIZES = [100, 150, 200] as const;
export const GROUP_RULES = ['mean', 'middle', 'invalid'] as const;

const l = (key: string) => `specimen.${key}`;
const ro = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({ name, type, label: l(name), readonly: true, ...extra });

/**
 * A specimen is a row of `concrete_samples` (one sample number, one curing age, a group of cubes)
 * taken from one ticket of a task: registered, bound to its label, then tested. The register,
 * bind and detect screens and the strength lists are views of the same rows, each with its calls.
 */
const view: ReadView = {
  table: 'concrete_samples',
  alias: 's',
  joins: [
    { table: 'production_tasks', alias: 'k', on: ['k.id', 's.task_id'], kind: 'inner' },
    { table: 'projects', alias: 'p', on: ['p.id', 'k.project_id'], kind: 'inner' },
    { table: 'delivery_tickets', alias: 't', on: ['t.id', 's.ticket_id'], kind: 'left' },
  ],
  sources: {
    orgId: 's.org_id',
    sampleNo: 's.sample_no',
    taskId: 's.task_id',
    taskCode: 's.task_code',
    strength: 's.strength',
    projectName: 'p.project_name',
    pouringSite: 'k.pouring_site',
    ticketId: 's.ticket_id',
    ticketCode: 't.ticket_code',
    sampleDate: 's.sample_date',
    ageDays: 's.age_days',
    sizeMm: 's.size_mm',
    specimenCount: 's.specimen_count',
    sampler: 's.sampler',
    bindCode: 's.bind_code',
    boundAt: 's.bound_at',
    state: 's.state',
    loads: 's.loads',
    strengths: 's.strengths',
    rule: 's.rule',
    sizeFactor: 's.size_factor',
    strengthMpa: 's.strength_mpa',
    percentOfGrade: 's.percent_of_grade',
    testedAt: 's.tested_at',
    tester: 's.tester',
    imageName: 's.image_name',
  },
};

const fields: FieldDef[] = [
  ro('orgId', 'string', { hideInTable: true }),
  ro('sampleNo', 'string', { width: 150 }),
  ro('taskId', 'int', { hideInTable: true }),
  ro('taskCode', 'string', { width: 150 }),
  ro('strength', 'string'),
  ro('projectName', 'string', { width: 180 }),
  ro('pouringSite', 'string'),
  ro('ticketId', 'int', { hideInTable: true }),
  ro('ticketCode', 'string', { width: 170 }),
  ro('sampleDate', 'date'),
  ro('ageDays', 'int'),
  ro('dueDate', 'date'),
  ro('sizeMm', 'int'),
  ro('specimenCount', 'int'),
  ro('sampler', 'string'),
  ro('bindCode', 'string'),
  ro('boundAt', 'datetime'),
  ro('state', 'enum', {
    options: [
      { value: 1, label: 'specimen.stateValid' },
      { value: 0, label: 'specimen.stateCancelled' },
    ],
  }),
  ro('loads', 'string'),
  ro('strengths', 'string'),
  ro('rule', 'enum', { options: GROUP_RULES.map((r) => ({ value: r, label: `specimen.rule_${r}` })) }),
  ro('sizeFactor', 'decimal', { scale: 2 }),
  ro('strengthMpa', 'decimal', { scale: 1 }),
  ro('percentOfGrade', 'decimal', { scale: 1 }),
  ro('testedAt', 'datetime'),
  ro('tester', 'string'),
  ro('imageName', 'string', { hideInTable: true }),
];

const shared = {
  table: 'concrete_samples',
  id: 'id',
  orgScoped: true,
  readOnly: true,
  view,
  fields,
  search: [
    { name: 'sampleNo', type: 'input', label: l('sampleNo') },
    { name: 'taskCode', type: 'input', label: l('taskCode') },
    { name: 'ageDays', type: 'input', label: l('ageDays') },
    { name: 'sampleDate', type: 'daterange', label: l('sampleDate') },
  ],
  orderBy: { field: 'id', dir: 'desc' },
} satisfies Partial<ResourceDef>;

/** Register: a sample number per group taken from a ticket, one row per curing age. */
export const specimenResource = defineResource({
  ...shared,
  name: 'specimen',
  screen: REGISTER_SCREEN,
  title: l('registerTitle'),
  columns: ['sampleNo', 'taskCode', 'ticketCode', 'projectName', 'strength', 'sampleDate', 'ageDays', 'dueDate', 'sizeMm', 'sampler', 'state'],
  buttons: [
    { code: 'add', label: l('register') },
    { code: 'edit', label: l('editRegistration') },
    { code: 'delete', label: l('deleteRegistration') },
  ],
  calls: {
    '/production/sample/sany-sample-list': 'page',
    '/production/sample/getSampleRecordSanyById': 'get',
    '/production/sample/addSampleRecordSany': 'x:register',
    '/production/sample/editSampleRecordSany': 'x:edit',
    '/production/sample/sany-sample-del': 'x:remove',
    '/production/sample/task-user-list': 'x:taskUsers',
    '/production/sample/getConstByType': 'x:constants',
    // the plant console's call on a ticket (a task detail): the groups sampled from it
    '/quality/pubselect/getsampleRecordSanyByDetaiId': 'x:byTicket',
  },
  actions: ['page', 'get', 'export'],
});

/** Bind: a sample number's groups take the code of the label or chip moulded into the cubes. */
export const specimenBindResource = defineResource({
  ...shared,
  name: 'specimenBind',
  screen: BIND_SCREEN,
  title: l('bindTitle'),
  columns: ['sampleNo', 'taskCode', 'strength', 'sampleDate', 'ageDays', 'dueDate', 'bindCode', 'boundAt', 'state'],
  buttons: [{ code: 'bind', label: l('bind') }],
  calls: { '/production/sample/bind': 'x:bind' },
  actions: ['page', 'get'],
});

/** Detect: the loads of a group at its age give its strength record (GB/T 50081). */
export const strengthRecordResource = defineResource({
  ...shared,
  name: 'strengthRecord',
  screen: DETECT_SCREEN,
  title: l('detectTitle'),
  columns: [
    'sampleNo',
    'taskCode',
    'strength',
    'ageDays',
    'dueDate',
    'sizeMm',
    'bindCode',
    'loads',
    'strengths',
    'rule',
    'sizeFactor',
    'strengthMpa',
    'percentOfGrade',
    'testedAt',
  ],
  buttons: [{ code: 'detect', label: l('detect') }],
  calls: {
    '/experiment/strengthRecord/page': 'page',
    '/experiment/strengthRecord/updateById': 'x:enter',
    '/experiment/strengthRecord/removeStrengthRecordById': 'x:clear',
    '/experiment/strengthRecord/getTitle': 'x:title',
    '/production/inspection/sample-list': 'list',
    '/production/inspection/findbyid': 'get',
    '/production/inspection/sample-update': 'x:inspect',
    '/production/inspection/sample-del': 'x:uninspect',
    '/production/inspection/getFileUrl': 'x:fileUrl',
  },
  actions: ['page', 'list', 'get', 'export'],
});

/** The strength records as quality management reads them; the 28-day list is its own screen. */
export const concreteStrengthResource = defineResource({
  ...shared,
  name: 'concreteStrength',
  screen: STRENGTH_SCREEN,
  title: l('strengthTitle'),
  columns: ['sampleNo', 'taskCode', 'projectName', 'pouringSite', 'strength', 'sampleDate', 'ageDays', 'strengthMpa', 'percentOfGrade', 'rule', 'testedAt'],
  calls: { '/experiment/strengthRecord/getTwentyEightRecord': 'x:due28' },
  actions: ['page', 'get', 'export'],
});

/**
 * /lab/visualization-record (可视化记录): the press tests as the lab looks back on them, each group
 * with its loads, the strengths they gave and the photo taken at the press (sample-update's image,
 * read with getFileUrl). docs/decisions.md, QSCREENS.
 */
export const visualRecordResource = defineResource({
  ...shared,
  name: 'visualRecord',
  screen: VISUAL_SCREEN,
  title: l('visualTitle'),
  search: [...shared.search, { name: 'testedAt', type: 'daterange', label: l('testedAt') }],
  columns: [
    'sampleNo',
    'taskCode',
    'projectName',
    'strength',
    'ageDays',
    'sizeMm',
    'loads',
    'strengths',
    'strengthMpa',
    'percentOfGrade',
    'testedAt',
    'tester',
    'imageName',
  ],
  calls: {},
  actions: ['page', 'get', 'export'],
});
