import type { Lang } from '../server-messages';
import type { ResourceDef } from './types';

/** Labels in the four languages, flat keys (`unit.name`), as every object and area carries them. */
export type Labels = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

type Texts<K extends string> = Readonly<Record<K, string>>;

/**
 * An object's labels: `zh` names the keys, and the other languages must give exactly those keys
 * (a missing or extra key is a type error). Keys are prefixed (`unit` + `name` → `unit.name`).
 */
export function defineLabels<K extends string>(
  prefix: string,
  t: { zh: Texts<K>; en: Texts<NoInfer<K>>; es: Texts<NoInfer<K>>; ja: Texts<NoInfer<K>> },
): Labels {
  const withPrefix = (o: Texts<K>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [prefix ? `${prefix}.${k}` : k, v as string]));
  return { zh: withPrefix(t.zh), en: withPrefix(t.en), es: withPrefix(t.es), ja: withPrefix(t.ja) };
}

/** Several label sets as one (later sets win). */
export function mergeLabels(...sets: readonly Labels[]): Labels {
  const out: Record<Lang, Record<string, string>> = { zh: {}, en: {}, es: {}, ja: {} };
  for (const s of sets) for (const lang of Object.keys(out) as Lang[]) Object.assign(out[lang], s[lang]);
  return out;
}

/**
 * An area: one admin menu group (`admin/<area>/index.ts`). Isomorphic: the client and the server
 * both read it. `resources` are in area order: declarations sharing a screen become its tabs in
 * this order.
 */
export interface Area {
  name: string;
  resources: readonly ResourceDef[];
  labels: readonly Labels[];
}

export function defineArea(area: Area): Area {
  return area;
}
