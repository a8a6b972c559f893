import { defineLabels } from './area';

/** Labels every object shares (`res.*`): contact, remark, status, approval state… */
export const commonLabels = defineLabels('res', {
  zh: {
    address: '地址', approveLevel: '审批级别', approveState: '审批状态', contact: '联系人', createdAt: '创建时间', createdMonth: '创建月份',
    disabled: '停用', enabled: '启用', hidden: '隐藏', phone: '电话', remark: '备注', sort: '排序', state0: '待审批', state1: '已同意',
    state2: '已驳回', status: '状态', submitUser: '提交人', updatedAt: '更新时间', visible: '显示', visibleLabel: '是否显示',
  },
  en: {
    address: 'Address', approveLevel: 'Approval level', approveState: 'Approval state', contact: 'Contact',
    createdAt: 'Created at', createdMonth: 'Created in month', disabled: 'Disabled', enabled: 'Enabled', hidden: 'Hidden',
    phone: 'Phone', remark: 'Remark', sort: 'Order', state0: 'Pending', state1: 'Agreed', state2: 'Rejected', status: 'Status',
    submitUser: 'Submitted by', updatedAt: 'Updated at', visible: 'Visible', visibleLabel: 'Shown',
  },
  es: {
    address: 'Dirección', approveLevel: 'Nivel de aprobación', approveState: 'Estado de aprobación', contact: 'Contacto',
    createdAt: 'Creado el', createdMonth: 'Mes de creación', disabled: 'Desactivado', enabled: 'Activado', hidden: 'Oculto',
    phone: 'Teléfono', remark: 'Observación', sort: 'Orden', state0: 'Pendiente', state1: 'Aprobado', state2: 'Rechazado',
    status: 'Estado', submitUser: 'Enviado por', updatedAt: 'Actualizado el', visible: 'Visible', visibleLabel: 'Mostrado',
  },
  ja: {
    address: '住所', approveLevel: '承認レベル', approveState: '承認状態', contact: '担当者', createdAt: '作成日時', createdMonth: '作成月',
    disabled: '無効', enabled: '有効', hidden: '非表示', phone: '電話', remark: '備考', sort: '並び順', state0: '承認待ち', state1: '承認済み',
    state2: '却下', status: '状態', submitUser: '提出者', updatedAt: '更新日時', visible: '表示', visibleLabel: '表示可否',
  },
});
