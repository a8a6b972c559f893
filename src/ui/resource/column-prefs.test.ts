import { describe, expect, it } from 'vitest';
import {
  defaultPrefs,
  loadPrefs,
  minColumnWidth,
  move,
  prefsKey,
  savePrefs,
  setFixed,
  summaryRow,
  toggleShown,
  visibleColumns,
  type ColumnPrefs,
} from './column-prefs';

const cols = ['a', 'b', 'c', 'd', 'e', 'f'];
const ok = (r: ColumnPrefs | string) => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

describe('column picker rules (spec §5)', () => {
  it('keeps at least one column', () => {
    let p = defaultPrefs(['a', 'b']);
    p = ok(toggleShown(p, 'a', false));
    expect(toggleShown(p, 'b', false)).toBe('keepOne');
  });
  it('fixes at most two columns per side', () => {
    let p = defaultPrefs(cols);
    p = ok(setFixed(p, 'a', 'left'));
    p = ok(setFixed(p, 'b', 'left'));
    expect(setFixed(p, 'c', 'left')).toBe('maxLeft');
    p = ok(setFixed(p, 'e', 'right'));
    p = ok(setFixed(p, 'f', 'right'));
    expect(setFixed(p, 'd', 'right')).toBe('maxRight');
    expect(visibleColumns(ok(setFixed(p, 'a', undefined))).map((c) => c.name)).toEqual(['b', 'a', 'c', 'd', 'e', 'f']);
  });
  it('computes the minimum width from the label', () => {
    expect(minColumnWidth('客户名称')).toBe(20 + 56 + 1);
    expect(minColumnWidth('客户名称', true)).toBe(20 + 56 + 1 + 24);
  });
  it('reorders by drag and survives a reload', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const p = { ...move(defaultPrefs(cols), 0, 3), tableSize: 'small' as const };
    savePrefs(storage, prefsKey('SalesCustomer', 'customer'), p);
    const back = loadPrefs(storage, prefsKey('SalesCustomer', 'customer'), cols);
    expect(back.columnOrders).toEqual(['b', 'c', 'd', 'a', 'e', 'f']);
    expect(back.tableSize).toBe('small');
  });
});

describe('summaryRow', () => {
  it('sums money exactly and shows -- for other columns', () => {
    const rows = [
      { n: 'x', m: '0.10' },
      { n: 'y', m: '0.20' },
      { n: 'z', m: '-1.05' },
    ];
    expect(summaryRow(rows, [{ name: 'n' }, { name: 'm', summary: true }])).toEqual({ n: '--', m: '-0.75' });
  });

  it('sums volumes to their three decimals, and whole numbers', () => {
    const rows = [
      { q: '6.500', k: '3' },
      { q: '12.125', k: '4' },
      { q: '', k: '-' },
      { q: '0.001', k: '10' },
    ];
    expect(
      summaryRow(rows, [
        { name: 'q', summary: true, scale: 3 },
        { name: 'k', summary: true, scale: 0 },
      ]),
    ).toEqual({ q: '18.626', k: '17' });
    // no scale declared: a value's own digits widen the sum, never cut it
    expect(summaryRow([{ q: '1.5' }, { q: '0.125' }], [{ name: 'q', summary: true }])).toEqual({ q: '1.625' });
  });

  it('sums money in fen as whole fen and shows the total in yuan (issue 26 item 12)', () => {
    const rows = [{ a: 42740 }, { a: 1_000_005 }, { a: -5 }, { a: null }];
    expect(summaryRow(rows, [{ name: 'a', summary: true, scale: 0, fen: true }])).toEqual({ a: '10427.40' });
    expect(summaryRow([{ a: -1234 }], [{ name: 'a', summary: true, scale: 0, fen: true }])).toEqual({ a: '-12.34' });
  });
});
