import { describe, expect, it } from 'vitest';
import { defineArea, defineLabels } from './area';
import { labelOf } from './labels';
import { listResources, registerAreas, resourceByName, resources } from './registry';
import { defineResource } from './types';

const probe = defineResource({
  name: 'probe',
  table: 'probes',
  id: 'id',
  screen: '/lab/visualization-record',
  title: 'probe.title',
  fields: [],
  search: [],
  columns: [],
  calls: {},
  actions: ['page'],
});
const probeLabels = defineLabels('probe', { zh: { title: '探头' }, en: { title: 'Probes' }, es: { title: 'Sondas' }, ja: { title: 'プローブ' } });
const area = defineArea({ name: 'probe-area', resources: [probe], labels: [probeLabels] });

describe('the resource registry', () => {
  it('is filled from the areas, with their labels beside the common ones', () => {
    registerAreas([area]);
    expect(resourceByName('probe')).toBe(probe);
    expect(resources).toContain(probe);
    expect(labelOf('probe.title', 'ja')).toBe('プローブ');
    expect(labelOf('res.remark', 'en')).toBe('Remark');
  });

  it('registers an area once, however often it is registered', () => {
    registerAreas([area]);
    registerAreas([area]);
    expect(listResources().filter((r) => r.name === 'probe')).toHaveLength(1);
  });

  it('refuses a second object of the same name from another area', () => {
    expect(() => registerAreas([defineArea({ name: 'other', resources: [probe], labels: [] })])).toThrow(/duplicate resource probe/);
  });
});
