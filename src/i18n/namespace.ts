import i18n from 'i18next';
import type { Lang } from '../domain/server-messages';

const LANGS: readonly Lang[] = ['zh', 'en', 'es', 'ja'];
const registered = new Set<string>();

/**
 * Adds a namespace's strings in the four languages once, on first use: the one way a module
 * brings its own translations (resource labels, approvals, maps) beside the locale files.
 */
export function registerNamespace(ns: string, bundleOf: (lng: Lang) => object): void {
  if (registered.has(ns)) return;
  registered.add(ns);
  for (const lng of LANGS) i18n.addResourceBundle(lng, ns, bundleOf(lng), true, true);
}
