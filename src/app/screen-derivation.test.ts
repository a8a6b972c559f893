import { describe, expect, it } from 'vitest';
import { areas } from '../../admin/areas';
import { defineArea } from '../domain/resources/area';
import { defineResource } from '../domain/resources/types';
import { deriveScreens, mergeScreenLoaders } from './screen-derivation';

const plain = (name: string, screen: string) => defineResource({ name, table: name, id: 'id', screen, title: `${name}.title`, fields: [], search: [], columns: [], calls: {}, actions: ['page'] });

describe('screen derivation', () => {
  it('routes a declaration to the generic table, declarations sharing a route as tabs in area order', () => {
    const area = defineArea({ name: 'a', resources: [plain('first', '/settings/basic-setting'), plain('second', '/settings/basic-setting')], labels: [] });
    expect(deriveScreens([area], new Set())).toEqual([{ kind: 'table', path: '/settings/basic-setting', resources: ['first', 'second'] }]);
  });

  it('leaves a route with a custom screen to it, and routes each flow to its approval screen', () => {
    const screens = deriveScreens(areas, new Set(['/sales/customer']));
    expect(screens.find((s) => s.path === '/sales/customer')).toBeUndefined();
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/temp-credit-approval', resource: 'creditRequest', flow: 'approval' });
    // the suppliers' flow is shared by purchasing's view: the first declaration in area order serves it
    expect(screens).toContainEqual({ kind: 'approval', path: '/approval/mater-provider-approval', resource: 'supplier', flow: 'approval' });
    expect(screens).toContainEqual({ kind: 'table', path: '/product/unit', resources: ['unit'] });
  });

  it('refuses a route two areas claim as custom screens', () => {
    const load = async () => ({ default: () => null });
    expect(() => mergeScreenLoaders({ a: { screens: { '/hr/user': load } }, b: { screens: { '/hr/user': load } } })).toThrow(/\/hr\/user/);
  });
});
