import type { Lang } from '../server-messages';
import { registeredLabels } from './registry';

/** A resource label key in a language, falling back to zh, then to the key's last segment. */
export function labelOf(key: string, lang: Lang): string {
  return registeredLabels(lang)[key] ?? registeredLabels('zh')[key] ?? key.split('.').pop() ?? key;
}
