import { defineResource } from '../../src/domain/resources/types';

export const SAMPLE_STATE = { cancelled: 0, valid: 1 } as const;

/**
 * Concrete strength specimens taken from a task's concrete (concreteStrengthApi): one row per
 * sample number and curing age; the lab's 28-day report, certificate and process control read them.
 * Written only through insert / cancelSample (sample numbers are given out by the server).
 */
export const concreteSampleResource = defineResource({
  name: 'concreteSample',
  table: 'concrete_samples',
  id: 'id',
  screen: '/production/product-report',
  title: 'concreteSample.title',
  orgScoped: true,
  fields: [
    { name: 'sampleNo', type: 'string', label: 'concreteSample.sampleNo', readonly: true, max: 32 },
    { name: 'taskId', type: 'int', label: 'concreteSample.taskId', readonly: true },
    { name: 'taskCode', type: 'string', label: 'concreteSample.taskCode', readonly: true, max: 32 },
    { name: 'strength', type: 'string', label: 'concreteSample.strength', readonly: true, max: 16 },
    { name: 'sampleDate', type: 'date', label: 'concreteSample.sampleDate', readonly: true },
    { name: 'ageDays', type: 'int', label: 'concreteSample.ageDays', readonly: true },
    { name: 'specimenCount', type: 'int', label: 'concreteSample.specimenCount', readonly: true },
    {
      name: 'state',
      type: 'enum',
      label: 'concreteSample.state',
      readonly: true,
      options: [
        { value: 1, label: 'concreteSample.stateValid' },
        { value: 0, label: 'concreteSample.stateCancelled' },
      ],
    },
    { name: 'cancelTime', type: 'datetime', label: 'concreteSample.cancelTime', readonly: true },
  ],
  search: [
    { name: 'taskCode', type: 'input', label: 'concreteSample.taskCode' },
    { name: 'sampleNo', type: 'input', label: 'concreteSample.sampleNo' },
  ],
  columns: ['sampleNo', 'taskCode', 'strength', 'sampleDate', 'ageDays', 'specimenCount', 'state', 'cancelTime'],
  orderBy: { field: 'id', dir: 'desc' },
  buttons: [{ code: 'sample', label: 'concreteSample.sample' }],
  calls: {
    '/production/concreteStrengthApi/page': 'page',
    '/production/concreteStrengthApi/insert': 'x:insert',
    '/production/concreteStrengthApi/cancelSample': 'x:cancelSample',
    '/production/concreteStrengthApi/maxSampleNo': 'x:maxSampleNo',
  },
  actions: ['page', 'list', 'get'],
});
