import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { RESOURCE_LABELS } from '../../domain/resources/labels.data';
import zh from './i18n/zh';
import en from './i18n/en';
import es from './i18n/es';
import ja from './i18n/ja';

export const RESOURCE_NS = 'resource';

/** Flat `a.b.c` keys to nested objects, as i18next reads them. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(flat)) {
    const parts = k.split('.');
    let o = out;
    for (const p of parts.slice(0, -1)) o = o[p] ??= {};
    o[parts.at(-1)!] = v;
  }
  return out;
}

const bundles = { zh, en, es, ja } as const;
let registered = false;

/** Registers the `resource` namespace (UI strings under `ui.`, field labels by key) once. */
export function registerResourceI18n(): void {
  if (registered) return;
  registered = true;
  for (const lng of ['zh', 'en', 'es', 'ja'] as const) {
    i18n.addResourceBundle(lng, RESOURCE_NS, { ui: bundles[lng], ...nest(RESOURCE_LABELS[lng]) }, true, true);
  }
}

/** `t` of the resource namespace. */
export function useResourceT() {
  registerResourceI18n();
  return useTranslation(RESOURCE_NS).t;
}
