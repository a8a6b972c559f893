import Fuse from 'fuse.js';
import { pinyin } from 'pinyin-pro';
import { MENU_SEARCH } from '../constants';

export interface SearchItem {
  path: string;
  /** translated title, with the group titles joined by ' > ' */
  title: string;
  pinyin?: string;
}

const HAN = /[\u4e00-\u9fff]/;

/** Full pinyin and initials, so both "xiaoshou" and "xsgl" find 销售管理. */
export function pinyinOf(title: string): string | undefined {
  if (!HAN.test(title)) return undefined;
  const full = pinyin(title, { toneType: 'none', separator: '', nonZh: 'consecutive' });
  const initials = pinyin(title, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' });
  return `${full} ${initials}`.toLowerCase();
}

/**
 * Fuzzy menu search with the spec's threshold and weights (§9); the pinyin key is used only when
 * pinyin search is on (Chinese titles).
 */
export function createMenuSearch(items: SearchItem[], withPinyin: boolean) {
  const docs = items.map((i) => ({ ...i, pinyin: withPinyin ? pinyinOf(i.title) : undefined }));
  const keys = [
    { name: 'title', weight: MENU_SEARCH.titleWeight },
    { name: 'path', weight: MENU_SEARCH.pathWeight },
    ...(withPinyin ? [{ name: 'pinyin', weight: MENU_SEARCH.pinyinWeight }] : []),
  ];
  const fuse = new Fuse(docs, { threshold: MENU_SEARCH.threshold, keys, shouldSort: true, location: 0, distance: 100, minMatchCharLength: 1 });
  return (query: string): SearchItem[] => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
