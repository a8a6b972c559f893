import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../i18n/namespace';
import type { Lang } from '../../domain/server-messages';

export const DECLARED_ACTIONS_NS = 'declaredActions';

const strings: Record<Lang, Record<string, string>> = {
  zh: {
    done: '操作成功',
    confirm: '确定{{action}}？',
    confirmRows: '确定对选中的 {{n}} 条记录{{action}}？',
    selectFirst: '请先选择记录',
    groupSubmit: '合并提交审批',
    groupSubmitConfirm: '将选中的 {{n}} 条记录作为一组提交审批？',
    ok: '确定',
    cancel: '取消',
  },
  en: {
    done: 'Done',
    confirm: '{{action}}?',
    confirmRows: '{{action}} the {{n}} selected records?',
    selectFirst: 'Select records first',
    groupSubmit: 'Submit as one group',
    groupSubmitConfirm: 'Submit the {{n}} selected records for approval as one group?',
    ok: 'OK',
    cancel: 'Cancel',
  },
  es: {
    done: 'Hecho',
    confirm: '¿{{action}}?',
    confirmRows: '¿{{action}} los {{n}} registros seleccionados?',
    selectFirst: 'Seleccione registros primero',
    groupSubmit: 'Enviar como grupo',
    groupSubmitConfirm: '¿Enviar a aprobación los {{n}} registros seleccionados como un grupo?',
    ok: 'Aceptar',
    cancel: 'Cancelar',
  },
  ja: {
    done: '完了しました',
    confirm: '{{action}}しますか？',
    confirmRows: '選択した {{n}} 件を{{action}}しますか？',
    selectFirst: '先にレコードを選択してください',
    groupSubmit: 'まとめて承認申請',
    groupSubmitConfirm: '選択した {{n}} 件を1つのグループとして承認申請しますか？',
    ok: 'OK',
    cancel: 'キャンセル',
  },
};

/** `t` of the declared actions' own strings (their buttons are labelled by the declaration). */
export function useDeclaredActionsT() {
  registerNamespace(DECLARED_ACTIONS_NS, (lng) => strings[lng]);
  return useTranslation(DECLARED_ACTIONS_NS).t;
}
