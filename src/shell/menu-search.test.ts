import { describe, expect, it } from 'vitest';
import { createMenuSearch } from './menu-search';
import { pinyinOf } from './menu-pinyin';

const items = [
  { path: '/sales/contract', title: '合同管理', groups: ['销售管理'] },
  { path: '/production/order', title: '生产订单', groups: ['生产管理'] },
  { path: '/logistics/car-manager', title: '车辆管理', groups: ['物流管理'] },
  { path: '/bigscreen/home', title: '信息中心', groups: ['智慧大屏'] },
  { path: '/purchase/depart-manager/supplier', title: '供应商', groups: ['采购管理', '部门管理'] },
  { path: '/settings/systemJournal', title: '系统日志', groups: ['系统设置'] },
  { path: '/settings/sys-setting', title: '系统配置', groups: ['系统设置'] },
  { path: '/settings/station-manage', title: '站点管理', groups: ['系统设置'] },
];
const paths = (hits: { path: string }[]) => hits.map((h) => h.path);

describe('menu search', () => {
  it('finds a menu by its Chinese title', () => {
    expect(createMenuSearch(items, pinyinOf)('合同')[0].path).toBe('/sales/contract');
    expect(createMenuSearch(items)('系统日志')[0].path).toBe('/settings/systemJournal');
  });

  it('finds a screen by its initials before any fuzzy match', () => {
    expect(createMenuSearch(items, pinyinOf)('gys')[0].path).toBe('/purchase/depart-manager/supplier');
    expect(createMenuSearch(items, pinyinOf)('clgl')[0].path).toBe('/logistics/car-manager');
  });

  it('finds screens by full pinyin, those named by it before those of a group named by it', () => {
    const hits = paths(createMenuSearch(items, pinyinOf)('xitong'));
    expect(hits.slice(0, 2).sort()).toEqual(['/settings/sys-setting', '/settings/systemJournal']);
    expect(hits).toContain('/settings/station-manage');
    expect(hits.indexOf('/settings/station-manage')).toBeGreaterThan(1);
  });

  it('ranks the whole title before its start and its start before its middle', () => {
    const search = createMenuSearch(
      [
        { path: '/a', title: '合同价格管理', groups: [] },
        { path: '/b', title: '销售合同', groups: [] },
        { path: '/c', title: '合同', groups: [] },
      ],
      pinyinOf,
    );
    expect(paths(search('hetong'))).toEqual(['/c', '/a', '/b']);
  });

  it('does not match pinyin without a pinyin reader', () => {
    expect(createMenuSearch(items)('shengchan')).toEqual([]);
  });

  it('matches the path', () => {
    expect(createMenuSearch(items)('car-manager')[0].path).toBe('/logistics/car-manager');
  });

  it('shows the groups and the title as the label', () => {
    expect(createMenuSearch(items)('供应商')[0].label).toBe('采购管理 > 部门管理 > 供应商');
  });

  it('answers nothing for an empty query and for a far-off one', () => {
    const search = createMenuSearch(items, pinyinOf);
    expect(search('  ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('gives pinyin only for Chinese titles', () => {
    expect(pinyinOf('Contracts')).toBeUndefined();
    expect(pinyinOf('合同')).toEqual({ full: 'hetong', initials: 'ht' });
  });
});
