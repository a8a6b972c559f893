import { describe, expect, it } from 'vitest';
import { defineArea } from '../domain/resources/area';
import { defineResource } from '../domain/resources/types';
import { deriveScreens, mergeScreenLoaders } from './screen-derivation';

const plain = (name: string, screen: string, route?: string, businessType = name) =>
  defineResource({
    name,
    table: name,
    id: 'id',
    screen,
    title: `${name}.title`,
    fields: [],
    search: [],
    columns: [],
    calls: {},
    actions: ['page'],
    ...(route ? { flows: [{ name: 'approval', businessType, label: `${name}.title`, route, titleField: 'id' }] } : {}),
  });

describe('screen derivation', () => {
  it('routes a declaration to the generic table, declarations sharing a route as tabs in area order', () => {
    const area = defineArea({ name: 'a', resources: [plain('first', '/settings/basic-setting'), plain('second', '/settings/basic-setting')], labels: [] });
    expect(deriveScreens([area], new Set())).toEqual([{ kind: 'table', path: '/settings/basic-setting', resources: ['first', 'second'] }]);
  });

  it('leaves a route with a custom screen to it, and routes each flow to its approval screen', () => {
    const basic = defineArea({ name: 'basic', resources: [plain('supplier', '/basic/master-provider', '/approval/mater-provider-approval')], labels: [] });
    const sales = defineArea({ name: 'sales', resources: [plain('creditRequest', '/sales/customer', '/approval/temp-credit-approval')], labels: [] });
    // purchasing's view shares the suppliers' flow (its business type): the first declaration in area order serves it
    const purchase = defineArea({
      name: 'purchase',
      resources: [plain('supplierMaintain', '/purchase/depart-manager/supplier', '/approval/mater-provider-approval', 'supplier')],
      labels: [],
    });
    const screens = deriveScreens([basic, sales, purchase], new Set(['/sales/customer']));
    expect(screens.find((s) => s.path === '/sales/customer')).toBeUndefined();
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/temp-credit-approval', flows: [{ resource: 'creditRequest', flow: 'approval' }] });
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/mater-provider-approval', flows: [{ resource: 'supplier', flow: 'approval' }] });
    expect(screens).toContainEqual({ kind: 'table', path: '/purchase/depart-manager/supplier', resources: ['supplierMaintain'] });
  });

  it('lists every flow mapped to an approval route, of one object or of several, each business type once', () => {
    const selection = {
      ...plain('recipeSelect', '/lab/mixProportion-adopt'),
      flows: [
        { name: 'approval', businessType: 'recipe-select', label: 'a', route: '/approval/basic-mixratio-rev', titleField: 'id' },
        { name: 'leader', businessType: 'recipe-select-leader', label: 'b', route: '/approval/basic-mixratio-rev', titleField: 'id', prefix: 'leader_' },
      ],
    };
    const library = {
      ...plain('recipeLib', '/lab/new-mix-proportions'),
      flows: [
        { name: 'approval', businessType: 'recipe-lib', label: 'c', route: '/approval/mix-ratio-approval', titleField: 'id' },
        { name: 'float', businessType: 'recipe-lib-float', label: 'd', route: '/approval/mix-ratio-approval', titleField: 'id', prefix: 'float_' },
      ],
    };
    const other = plain('otherTask', '/production/x', '/approval/basic-mixratio-rev');
    const screens = deriveScreens([defineArea({ name: 'lab', resources: [library, selection, other], labels: [] })], new Set());
    expect(screens.filter((s) => s.kind === 'approval')).toEqual([
      {
        kind: 'approval',
        path: '/approval/mix-ratio-approval',
        flows: [
          { resource: 'recipeLib', flow: 'approval' },
          { resource: 'recipeLib', flow: 'float' },
        ],
      },
      {
        kind: 'approval',
        path: '/approval/basic-mixratio-rev',
        flows: [
          { resource: 'recipeSelect', flow: 'approval' },
          { resource: 'recipeSelect', flow: 'leader' },
          { resource: 'otherTask', flow: 'approval' },
        ],
      },
    ]);
  });

  it('refuses a route two areas claim as custom screens', () => {
    const load = async () => ({ default: () => null });
    expect(() => mergeScreenLoaders({ a: { screens: { '/hr/user': load } }, b: { screens: { '/hr/user': load } } })).toThrow(/\/hr\/user/);
  });
});
