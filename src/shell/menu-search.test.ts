import { describe, expect, it } from 'vitest';
import { createMenuSearch, pinyinOf } from './menu-search';

const items = [
  { path: '/sales/contract', title: '销售管理 > 合同管理' },
  { path: '/production/order', title: '生产管理 > 生产订单' },
  { path: '/logistics/car-manager', title: '物流管理 > 车辆管理' },
];

describe('menu search', () => {
  it('finds a menu by its Chinese title', () => {
    expect(createMenuSearch(items, true)('合同')[0].path).toBe('/sales/contract');
  });

  it('finds a Chinese title by its pinyin and initials when pinyin search is on', () => {
    const search = createMenuSearch(items, true);
    expect(search('shengchan')[0].path).toBe('/production/order');
    expect(search('clgl')[0].path).toBe('/logistics/car-manager');
  });

  it('does not match pinyin when pinyin search is off', () => {
    expect(createMenuSearch(items, false)('shengchan')).toEqual([]);
  });

  it('matches the path', () => {
    expect(createMenuSearch(items, false)('car-manager')[0].path).toBe('/logistics/car-manager');
  });

  it('answers nothing for an empty query and for a far-off one', () => {
    const search = createMenuSearch(items, true);
    expect(search('  ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('gives pinyin only for Chinese titles', () => {
    expect(pinyinOf('Contracts')).toBeUndefined();
    expect(pinyinOf('合同')).toBe('hetong ht');
  });
});
