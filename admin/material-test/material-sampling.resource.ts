import { defineResource } from '../../src/domain/resources/types';
import { MATERIAL_OPTIONS } from './material-indicator.resource';

export const SET_SAMPLING_SCREEN = '/quality-management/set-material-sampling';
export const SAMPLING_SCREEN = '/quality-management/material-sampling';
const s = (key: string) => `materialSampling.${key}`;

/**
 * How much of a material one sample represents (GB 50204, GB 50164: bulk cement 500 t, fly ash
 * 200 t…): the plant's setting per material and grade, a blank grade meaning every grade.
 */
export const sampleMaterialResource = defineResource({
  name: 'sampleMaterial',
  table: 'material_sampling_settings',
  id: 'id',
  screen: SET_SAMPLING_SCREEN,
  title: s('settingsTitle'),
  orgScoped: true,
  fields: [
    { name: 'material', type: 'enum', label: s('material'), required: true, options: MATERIAL_OPTIONS },
    { name: 'grade', type: 'string', label: s('grade'), max: 24 },
    { name: 'batchQuantity', type: 'decimal', label: s('batchQuantity'), required: true, rule: 1 },
    { name: 'sampleMass', type: 'decimal', label: s('sampleMass'), rule: 2 },
    { name: 'standard', type: 'string', label: s('standard'), max: 64 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [{ name: 'material', type: 'select', label: s('material'), options: MATERIAL_OPTIONS }],
  columns: ['material', 'grade', 'batchQuantity', 'sampleMass', 'standard', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: { '/experiment/sample-material/page': 'page', '/experiment/sample-material/save': 'save', '/experiment/sample-material/delete': 'delete' },
  actions: ['page', 'list', 'get', 'save', 'add', 'update', 'delete', 'export'],
});

/**
 * A sample taken of a material (the material-sampling records). material-accumulate/page lists,
 * per material, grade and supplier, what arrived since the last sample against the setting;
 * material-accumulate/save records the sample that closes it.
 */
export const materialSamplingResource = defineResource({
  name: 'materialSampling',
  table: 'material_samplings',
  id: 'id',
  screen: SAMPLING_SCREEN,
  title: s('recordsTitle'),
  orgScoped: true,
  fields: [
    { name: 'sampleNo', type: 'string', label: s('sampleNo'), required: true, unique: true, max: 32 },
    { name: 'material', type: 'enum', label: s('material'), required: true, options: MATERIAL_OPTIONS },
    { name: 'grade', type: 'string', label: s('grade'), required: true, max: 24 },
    { name: 'supplierName', type: 'string', label: s('supplierName'), required: true, max: 100 },
    { name: 'sampleDate', type: 'date', label: s('sampleDate'), required: true, sortable: true },
    { name: 'representedQuantity', type: 'decimal', label: s('representedQuantity'), rule: 1, summary: true },
    { name: 'sampler', type: 'string', label: s('sampler'), max: 50 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'sampleNo', type: 'input', label: s('sampleNo') },
    { name: 'material', type: 'select', label: s('material'), options: MATERIAL_OPTIONS },
    { name: 'sampleDate', type: 'daterange', label: s('sampleDate') },
  ],
  columns: ['sampleNo', 'material', 'grade', 'supplierName', 'sampleDate', 'representedQuantity', 'sampler', 'remark'],
  orderBy: { field: 'sampleDate', dir: 'desc' },
  calls: { '/experiment/material-accumulate/page': 'x:accumulatePage', '/experiment/material-accumulate/save': 'x:accumulateSave' },
  actions: ['page', 'get', 'add', 'update', 'delete', 'export'],
});

/** A new material's (new source or supplier) admission inspection report. */
export const newMaterialInspectionResource = defineResource({
  name: 'newMaterialInspection',
  table: 'new_material_inspections',
  id: 'id',
  screen: SAMPLING_SCREEN,
  title: s('newTitle'),
  orgScoped: true,
  fields: [
    { name: 'reportCode', type: 'string', label: s('reportCode'), required: true, unique: true, max: 32 },
    { name: 'material', type: 'enum', label: s('material'), required: true, options: MATERIAL_OPTIONS },
    { name: 'grade', type: 'string', label: s('grade'), required: true, max: 24 },
    { name: 'supplierName', type: 'string', label: s('supplierName'), required: true, max: 100 },
    { name: 'origin', type: 'string', label: s('origin'), max: 100 },
    { name: 'inspectDate', type: 'date', label: s('inspectDate'), required: true },
    {
      name: 'conclusion',
      type: 'enum',
      label: s('conclusion'),
      required: true,
      options: [
        { value: 'pass', label: 'materialTest.verdictPass' },
        { value: 'fail', label: 'materialTest.verdictFail' },
      ],
    },
    { name: 'imageUrl', type: 'string', label: 'materialTest.imageUrl', max: 200, hideInTable: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'reportCode', type: 'input', label: s('reportCode') },
    { name: 'material', type: 'select', label: s('material'), options: MATERIAL_OPTIONS },
    { name: 'inspectDate', type: 'daterange', label: s('inspectDate') },
  ],
  columns: ['reportCode', 'material', 'grade', 'supplierName', 'origin', 'inspectDate', 'conclusion'],
  orderBy: { field: 'inspectDate', dir: 'desc' },
  calls: {
    '/purchase/new-material-inspection/report-page': 'page',
    '/purchase/new-material-inspection/report-add': 'add',
    '/purchase/new-material-inspection/report-update': 'update',
    '/purchase/new-material-inspection/report-delete': 'delete',
  },
  actions: ['page', 'get', 'add', 'update', 'delete', 'export'],
});
