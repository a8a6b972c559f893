import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../i18n/namespace';
import { levelLabel } from '../../domain/resources/approval';
import zh from './i18n/zh';
import en from './i18n/en';
import es from './i18n/es';
import ja from './i18n/ja';

export const APPROVAL_NS = 'approval';
const bundles = { zh, en, es, ja } as const;

/** `t` of the approval namespace. */
export function useApprovalT() {
  return useApprovalI18n().t;
}

/** `t` of the approval namespace and the current language. */
export function useApprovalI18n() {
  registerNamespace(APPROVAL_NS, (lng) => bundles[lng]);
  const { t, i18n: instance } = useTranslation(APPROVAL_NS);
  return { t, lng: instance.language ?? 'zh' };
}

/** 'N级审批人审批' with N in 一…六 in Chinese (spec §4); a digit in the other languages. */
export function levelTitle(level: number, t: (k: string, o?: Record<string, unknown>) => string, lng: string): string {
  return lng.startsWith('zh') ? levelLabel(level) : t('level', { n: level });
}
