import i18n from 'i18next';
import { LANGS } from '../../domain/server-messages';
import { printLabels } from '../../domain/resources/print';
import { RESOURCE_NS, useResourceT } from '../resource/resource-i18n';

let registered = false;

/**
 * The print vocabulary (src/domain/resources/print.ts, shared with the server's PDFs) in the
 * resource namespace, beside the objects' labels, so a document title of any object resolves in
 * the same `t`.
 */
export function registerPrintI18n(): void {
  if (registered) return;
  registered = true;
  for (const lng of LANGS) {
    const nested = { print: Object.fromEntries(Object.entries(printLabels[lng]).map(([k, v]) => [k.slice('print.'.length), v])) };
    i18n.addResourceBundle(lng, RESOURCE_NS, nested, true, false);
  }
}

export function usePrintT() {
  registerPrintI18n();
  return useResourceT();
}
