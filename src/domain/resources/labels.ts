import type { Lang } from '../server-messages';
import { RESOURCE_LABELS } from './labels.data';

/** A resource label key in a language, falling back to zh, then to the key's last segment. */
export function labelOf(key: string, lang: Lang): string {
  return RESOURCE_LABELS[lang][key] ?? RESOURCE_LABELS.zh[key] ?? key.split('.').pop() ?? key;
}
