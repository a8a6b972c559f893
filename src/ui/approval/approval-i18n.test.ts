import { describe, expect, it } from 'vitest';
import zh from './i18n/zh';
import en from './i18n/en';
import es from './i18n/es';
import ja from './i18n/ja';

describe('approval strings', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['ja', ja],
  ] as const)('%s has every key zh has, none empty', (_l, bundle) => {
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.values(bundle).filter((v) => !v.trim())).toEqual([]);
  });
});
