import { ALL_INDICATORS, MATERIAL_KINDS } from '../../src/domain/quality/raw-materials';
import { defineResource } from '../../src/domain/resources/types';

export const MATERIAL_OPTIONS = MATERIAL_KINDS.map((k) => ({ value: k, label: `materialTest.kind.${k}` }));
const l = (key: string) => `materialIndicatorLimit.${key}`;
const INDICATOR_OPTIONS = ALL_INDICATORS.map((i) => ({ value: i.name, label: `materialIndicator.${i.name}` }));

/**
 * The limit of one indicator of one material grade (/product/material-quality-indicator): seeded
 * from the national standards, tightened by the plant; every raw-material report is judged
 * against the rows here. Published limits of national standards: every signed-in user may read
 * them (each report screen shows them), only the screen's holders change them.
 */
export const materialIndicatorResource = defineResource({
  name: 'materialQualityIndicator',
  table: 'material_quality_indicators',
  id: 'id',
  screen: '/product/material-quality-indicator',
  title: l('title'),
  readableBy: 'session',
  fields: [
    { name: 'material', type: 'enum', label: l('material'), required: true, options: MATERIAL_OPTIONS },
    { name: 'grade', type: 'string', label: l('grade'), required: true, max: 24 },
    { name: 'indicator', type: 'enum', label: l('indicator'), required: true, options: INDICATOR_OPTIONS },
    { name: 'minValue', type: 'decimal', label: l('minValue'), scale: 3 },
    { name: 'maxValue', type: 'decimal', label: l('maxValue'), scale: 3 },
    { name: 'unit', type: 'string', label: l('unit'), max: 16 },
    { name: 'standard', type: 'string', label: l('standard'), max: 32 },
    { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
  ],
  search: [
    { name: 'material', type: 'select', label: l('material'), options: MATERIAL_OPTIONS },
    { name: 'grade', type: 'input', label: l('grade') },
    { name: 'indicator', type: 'select', label: l('indicator'), options: INDICATOR_OPTIONS },
  ],
  columns: ['material', 'grade', 'indicator', 'minValue', 'maxValue', 'unit', 'standard', 'remark'],
  orderBy: { field: 'id', dir: 'asc' },
  calls: {},
  actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export'],
});
