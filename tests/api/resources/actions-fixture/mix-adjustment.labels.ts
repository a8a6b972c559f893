import { defineLabels } from '../../../../src/domain/resources/area';

export const mixAdjustmentLabels = defineLabels('mixAdjustment', {
  zh: { title: '配合比调整', floatFlow: '浮动审批', code: '调整单号', strength: '强度等级', state: '状态', draft: '草稿', confirmed: '已确认', closed: '已关闭',
    confirmTime: '确认时间', confirm: '确认', close: '关闭', delete: '批量删除', approve: '批量审批' },
  en: { title: 'Mix adjustments', floatFlow: 'Float approval', code: 'Adjustment no.', strength: 'Strength class', state: 'State', draft: 'Draft',
    confirmed: 'Confirmed', closed: 'Closed', confirmTime: 'Confirmed at', confirm: 'Confirm', close: 'Close', delete: 'Delete selected', approve: 'Approve selected' },
  es: { title: 'Ajustes de dosificación', floatFlow: 'Aprobación de flotante', code: 'N.º de ajuste', strength: 'Resistencia', state: 'Estado', draft: 'Borrador',
    confirmed: 'Confirmado', closed: 'Cerrado', confirmTime: 'Confirmado el', confirm: 'Confirmar', close: 'Cerrar', delete: 'Eliminar selección',
    approve: 'Aprobar selección' },
  ja: { title: '配合調整', floatFlow: '変動承認', code: '調整番号', strength: '強度等級', state: '状態', draft: '下書き', confirmed: '確認済', closed: 'クローズ',
    confirmTime: '確認時刻', confirm: '確認', close: 'クローズ', delete: '一括削除', approve: '一括承認' },
});
