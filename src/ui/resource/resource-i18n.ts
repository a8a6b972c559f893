import { useTranslation } from 'react-i18next';
import i18n from 'i18next';
import { registeredAreaCount, registeredLabels } from '../../domain/resources/registry';
import { LANGUAGES } from '../../i18n/detect-language';
import zh from './i18n/zh';
import en from './i18n/en';
import es from './i18n/es';
import ja from './i18n/ja';

export const RESOURCE_NS = 'resource';

/** Flat `a.b.c` keys to nested objects, as i18next reads them. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  type Tree = { [k: string]: string | Tree };
  const out: Tree = {};
  for (const [k, v] of Object.entries(flat)) {
    const parts = k.split('.');
    let o = out;
    for (const p of parts.slice(0, -1)) o = (o[p] ??= {}) as Tree;
    o[parts.at(-1)!] = v;
  }
  return out;
}

const bundles = { zh, en, es, ja } as const;

let synced = -1;

/**
 * Puts the registered areas' labels into the resource namespace, again whenever more areas have
 * registered since (the admin shell loads them with their screens).
 */
export function syncResourceLabels(): void {
  if (synced === registeredAreaCount()) return;
  synced = registeredAreaCount();
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, RESOURCE_NS, { ui: bundles[lng], ...nest(registeredLabels(lng)) }, true, true);
}

/** `t` of the resource namespace: UI strings under `ui.`, the registered areas' labels by key. */
export function useResourceT() {
  syncResourceLabels();
  return useTranslation(RESOURCE_NS).t;
}
