import { pinyin } from 'pinyin-pro';

const HAN = /[\u4e00-\u9fff]/;

/** Full pinyin and initials of a title ("hetong", "ht"); undefined for a title without Han characters. */
export function pinyinOf(title: string): { full: string; initials: string } | undefined {
  if (!HAN.test(title)) return undefined;
  const opts = { toneType: 'none', separator: '', nonZh: 'consecutive' } as const;
  return {
    full: pinyin(title, opts).toLowerCase(),
    initials: pinyin(title, { ...opts, pattern: 'first' }).toLowerCase(),
  };
}
