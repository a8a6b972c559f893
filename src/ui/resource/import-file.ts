import { IMPORT_LIMIT_MB } from './column-prefs';

/**
 * Spec §5: only .xlsx, at most `limitMb` MB (`最大限制{n}M`). Answers the message key and its
 * parameter, or null when the file may be sent; the server checks it again.
 */
export function checkImportFile(file: { name: string; size: number }, limitMb = IMPORT_LIMIT_MB): { key: string; n?: number } | null {
  if (!/\.xlsx$/i.test(file.name)) return { key: 'ui.importOnlyXlsx' };
  if (file.size > limitMb * 1024 * 1024) return { key: 'ui.importLimit', n: limitMb };
  return null;
}
