import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { levelLabel } from '../../domain/resources/approval';
import zh from './i18n/zh';
import en from './i18n/en';
import es from './i18n/es';
import ja from './i18n/ja';

export const APPROVAL_NS = 'approval';
const bundles = { zh, en, es, ja } as const;
let registered = false;

/** Registers the `approval` namespace once. */
export function registerApprovalI18n(): void {
  if (registered) return;
  registered = true;
  for (const lng of ['zh', 'en', 'es', 'ja'] as const) i18n.addResourceBundle(lng, APPROVAL_NS, bundles[lng], true, true);
}

/** `t` of the approval namespace. */
export function useApprovalT() {
  return useApprovalI18n().t;
}

/** `t` of the approval namespace and the current language. */
export function useApprovalI18n() {
  registerApprovalI18n();
  const { t, i18n: instance } = useTranslation(APPROVAL_NS);
  return { t, lng: instance.language ?? 'zh' };
}

/** 'N级审批人审批' with N in 一…六 in Chinese (spec §4); a digit in the other languages. */
export function levelTitle(level: number, t: (k: string, o?: Record<string, unknown>) => string, lng: string): string {
  return lng.startsWith('zh') ? levelLabel(level) : t('level', { n: level });
}
