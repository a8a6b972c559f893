import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu } from '../domain/screens/menu-tree';
import zh from './locales/zh/menu';
import en from './locales/en/menu';
import es from './locales/es/menu';
import ja from './locales/ja/menu';

describe('menu titles', () => {
  const keys = flattenMenu(buildMenuTree()).map((n) => n.meta.title);

  it.each([
    ['zh', zh],
    ['en', en],
    ['es', es],
    ['ja', ja],
  ] as const)('%s names every menu node', (_lng, titles) => {
    const missing = keys.filter((k) => !titles[k.replace(/^menu\./, '')]?.trim());
    expect(missing).toEqual([]);
  });
});
