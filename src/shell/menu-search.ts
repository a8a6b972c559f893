import Fuse from 'fuse.js';
import { MENU_SEARCH } from '../constants';

export interface SearchItem {
  path: string;
  /** the screen's own translated title */
  title: string;
  /** the titles of its groups, outermost first */
  groups: string[];
}

/** Reads a title as pinyin (./menu-pinyin.ts, loaded on demand: it weighs more than the rest of the search). */
export type PinyinReader = (title: string) => { full: string; initials: string } | undefined;

export interface SearchHit extends SearchItem {
  /** the groups and the title joined by ' > ', as the box shows it */
  label: string;
}

interface Doc extends SearchHit {
  /** lower-case strings a query is compared with, the screen's own before its groups' */
  own: string[];
  inherited: string[];
}

/**
 * How well one string answers the query: whole (4), its start (3), the start of a word or
 * segment (2), anywhere (1), not at all (0).
 */
function grade(text: string, q: string): number {
  if (text === q) return 4;
  if (text.startsWith(q)) return 3;
  const at = text.indexOf(q);
  if (at < 0) return 0;
  return /[\s/>\-_]/.test(text[at - 1]) ? 2 : 1;
}

function score(d: Doc, q: string): number {
  const best = (list: string[]) => Math.max(0, ...list.map((t) => grade(t, q)));
  const own = best(d.own);
  // a screen found by its own name outranks a screen found through its group
  return own > 0 ? 10 + own : best(d.inherited);
}

/**
 * Menu search. Direct matches come first, ranked by how well they match (the whole title, its
 * start, a word, anywhere; the screen's own title before its group's), on the title, the path and,
 * with a pinyin reader, full pinyin and initials ("xitong", "gys"). Then the fuzzy matches of the
 * spec's threshold and weights (§9) that are not already listed.
 */
export function createMenuSearch(items: SearchItem[], readPinyin?: PinyinReader) {
  const docs: Doc[] = items.map((i) => {
    const spell = (t: string) => {
      const p = readPinyin?.(t);
      return p ? [p.full, p.initials] : [];
    };
    const label = [...i.groups, i.title].join(' > ');
    return {
      ...i,
      label,
      own: [i.title, ...spell(i.title), i.path].map((s) => s.toLowerCase()),
      inherited: i.groups.flatMap((g) => [g, ...spell(g)]).map((s) => s.toLowerCase()),
    };
  });
  const keys = [
    { name: 'label', weight: MENU_SEARCH.titleWeight },
    { name: 'path', weight: MENU_SEARCH.pathWeight },
    ...(readPinyin ? [{ name: 'own', weight: MENU_SEARCH.pinyinWeight }] : []),
  ];
  const fuse = new Fuse(docs, { threshold: MENU_SEARCH.threshold, keys, shouldSort: true, location: 0, distance: 100, minMatchCharLength: 1 });
  const strip = ({ own: _o, inherited: _i, ...hit }: Doc): SearchHit => hit;
  return (query: string): SearchHit[] => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const direct = docs
      .map((d) => ({ d, s: score(d, q) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.d.label.length - b.d.label.length)
      .map((x) => x.d);
    const seen = new Set(direct.map((d) => d.path));
    return [
      ...direct,
      ...fuse
        .search(q)
        .map((r) => r.item)
        .filter((d) => !seen.has(d.path)),
    ].map(strip);
  };
}
