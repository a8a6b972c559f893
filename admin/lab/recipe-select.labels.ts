import { defineLabels } from '../../src/domain/resources/area';

export const recipeSelectLabels = defineLabels('recipeSelect', {
  zh: {
    title: '配合比选用', selectCode: '选用单号', taskId: '任务', taskCode: '任务单号', pouringSite: '浇筑部位', recipe: '选用配合比', flow: '配合比选用审批', leaderFlow: '配合比选用领导审批',
    leaderApproveBatch: '领导批量审批', moisture: '含水率(%)', recipeKg: '配合比用量(kg/m³)', waterInAggregate: '骨料带入水(kg/m³)', batchKg: '施工用量(kg/m³)',
    producible: '可生产', notProducible: '未审批，不能生产', select: '选用', renew: '更新为库中配合比', waterInAggregates: '骨料带入水合计(kg/m³)', submit: '提交审批', submitted: '已提交审批',
  },
  en: {
    title: 'Recipe selection', selectCode: 'Selection no.', taskId: 'Task', taskCode: 'Task code', pouringSite: 'Pouring site', recipe: 'Selected recipe', flow: 'Recipe selection approval', leaderFlow: 'Recipe selection leader approval',
    leaderApproveBatch: 'Leader: approve selected', moisture: 'Moisture (%)', recipeKg: 'Recipe (kg/m³)', waterInAggregate: 'Water in aggregate (kg/m³)', batchKg: 'Batch (kg/m³)',
    producible: 'Producible', notProducible: 'Not approved: cannot produce', select: 'Select', renew: 'Renew from the library', waterInAggregates: 'Water in aggregates (kg/m³)', submit: 'Submit for approval', submitted: 'Submitted for approval',
  },
  es: {
    title: 'Selección de dosificación', selectCode: 'N.º de selección', taskId: 'Tarea', taskCode: 'Código de tarea', pouringSite: 'Lugar de vertido', recipe: 'Dosificación seleccionada', flow: 'Aprobación de la selección', leaderFlow: 'Aprobación del responsable',
    leaderApproveBatch: 'Responsable: aprobar selección', moisture: 'Humedad (%)', recipeKg: 'Dosificación (kg/m³)', waterInAggregate: 'Agua en el árido (kg/m³)', batchKg: 'Amasada (kg/m³)',
    producible: 'Producible', notProducible: 'Sin aprobar: no puede producirse', select: 'Seleccionar', renew: 'Renovar desde la biblioteca', waterInAggregates: 'Agua en los áridos (kg/m³)', submit: 'Enviar a aprobación', submitted: 'Enviado a aprobación',
  },
  ja: {
    title: '配合選定', selectCode: '選定番号', taskId: 'タスク', taskCode: 'タスク番号', pouringSite: '打設箇所', recipe: '選定配合', flow: '配合選定承認', leaderFlow: '配合選定責任者承認',
    leaderApproveBatch: '責任者一括承認', moisture: '表面水率(%)', recipeKg: '配合量(kg/m³)', waterInAggregate: '骨材持込水(kg/m³)', batchKg: '計量値(kg/m³)',
    producible: '生産可', notProducible: '未承認のため生産不可', select: '選定', renew: 'ライブラリから更新', waterInAggregates: '骨材持込水合計(kg/m³)', submit: '承認申請', submitted: '承認申請しました',
  },
});
