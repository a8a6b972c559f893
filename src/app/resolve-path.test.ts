import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route';
import { resolvePath } from './resolve-path';

const r = (path: string, routable: boolean, children: AppRoute[] = []): AppRoute => ({
  id: 0,
  path,
  name: path,
  title: `menu.${path}`,
  icon: '',
  hidden: false,
  affix: false,
  noCache: false,
  roles: [],
  parents: [],
  routable,
  children,
});

const index = r('/home/index', true);
const tree = [r('/home', false, [index])];

describe('resolvePath', () => {
  it('lands on / and opens known screens', () => {
    expect(resolvePath('/', [index], tree)).toEqual({ kind: 'landing' });
    expect(resolvePath('/home/index/', [index], tree)).toEqual({ kind: 'screen', route: index });
  });
  it('opens the first screen of a group', () => {
    expect(resolvePath('/home', [index], tree)).toEqual({ kind: 'group', to: '/home/index' });
  });
  it('refreshes through /redirect/<path>', () => {
    expect(resolvePath('/redirect/home/index', [index], tree)).toEqual({ kind: 'refresh', to: '/home/index' });
  });
  it('knows the help document and sends the rest to 404', () => {
    expect(resolvePath('/help-document', [], []).kind).toBe('page');
    expect(resolvePath('/sales/customer', [index], tree)).toEqual({ kind: 'not-found' });
  });
  it('refuses a screen of the product the user was not granted, and still 404s an unknown path (issue 26 item 8)', () => {
    const known = (p: string) => p === '/sales/customer';
    expect(resolvePath('/sales/customer', [index], tree, known)).toEqual({ kind: 'forbidden' });
    expect(resolvePath('/sales/no-such-screen', [index], tree, known)).toEqual({ kind: 'not-found' });
  });
});
