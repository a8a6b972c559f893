import { defineLabels } from '../../src/domain/resources/area';

export const specimenLabels = defineLabels('specimen', {
  zh: {
    registerTitle: '试块登记', bindTitle: '试块绑定', detectTitle: '试块检测', strengthTitle: '混凝土强度记录', due28Title: '28天待检试块',
    orgId: '站点', sampleNo: '样品编号', taskId: '任务单', taskCode: '任务单号', strength: '强度等级', projectName: '工程名称', pouringSite: '浇筑部位',
    ticketId: '送货单', ticketCode: '送货单号', sampleDate: '成型日期', ageDays: '龄期(天)', dueDate: '应检日期', sizeMm: '试件边长(mm)', specimenCount: '试件数',
    sampler: '取样人', bindCode: '标签编号', boundAt: '绑定时间', state: '状态', stateValid: '有效', stateCancelled: '已作废',
    loads: '破坏荷载(kN)', strengths: '单块强度(MPa)', rule: '取值规则', rule_mean: '平均值', rule_middle: '中间值', rule_invalid: '无效',
    sizeFactor: '尺寸换算系数', strengthMpa: '强度代表值(MPa)', percentOfGrade: '达到设计强度(%)', testedAt: '检测时间', tester: '检测人', visualTitle: '可视化记录', imageName: '试验照片',
    register: '登记', bind: '绑定', detect: '录入荷载', ages: '龄期', load: '荷载', area: '受压面积(mm²)', deviation: '与中间值之差',
    maxDeviation: '最大值偏差', minDeviation: '最小值偏差', groupValue: '组值(MPa)', preview: '计算', save: '保存', clear: '清除结果', asOf: '截至日期', overdue: '逾期(天)', tested: '已检测', close: '关闭', editRegistration: '修改登记', deleteRegistration: '删除登记',
  },
  en: {
    registerTitle: 'Specimen register', bindTitle: 'Specimen binding', detectTitle: 'Specimen testing', strengthTitle: 'Concrete strength records', due28Title: '28-day specimens due',
    orgId: 'Station', sampleNo: 'Sample no.', taskId: 'Task', taskCode: 'Task no.', strength: 'Strength class', projectName: 'Project', pouringSite: 'Pouring site',
    ticketId: 'Ticket', ticketCode: 'Ticket no.', sampleDate: 'Cast on', ageDays: 'Age (days)', dueDate: 'Test due', sizeMm: 'Cube edge (mm)', specimenCount: 'Specimens',
    sampler: 'Sampled by', bindCode: 'Label no.', boundAt: 'Bound at', state: 'State', stateValid: 'Valid', stateCancelled: 'Cancelled',
    loads: 'Failure loads (kN)', strengths: 'Cube strengths (MPa)', rule: 'Rule', rule_mean: 'Mean', rule_middle: 'Middle value', rule_invalid: 'Invalid',
    sizeFactor: 'Size factor', strengthMpa: 'Group strength (MPa)', percentOfGrade: 'Of design strength (%)', testedAt: 'Tested at', tester: 'Tested by', visualTitle: 'Visual test records', imageName: 'Test photo',
    register: 'Register', bind: 'Bind', detect: 'Enter loads', ages: 'Ages', load: 'Load', area: 'Loaded area (mm²)', deviation: 'Difference from middle',
    maxDeviation: 'Largest value deviation', minDeviation: 'Smallest value deviation', groupValue: 'Group value (MPa)', preview: 'Compute', save: 'Save', clear: 'Clear result', asOf: 'As of', overdue: 'Overdue (days)', tested: 'Tested', close: 'Close', editRegistration: 'Edit registration', deleteRegistration: 'Delete registration',
  },
  es: {
    registerTitle: 'Registro de probetas', bindTitle: 'Vinculación de probetas', detectTitle: 'Ensayo de probetas', strengthTitle: 'Registros de resistencia', due28Title: 'Probetas de 28 días pendientes',
    orgId: 'Planta', sampleNo: 'N.º de muestra', taskId: 'Orden', taskCode: 'N.º de orden', strength: 'Clase de resistencia', projectName: 'Obra', pouringSite: 'Elemento',
    ticketId: 'Albarán', ticketCode: 'N.º de albarán', sampleDate: 'Moldeada el', ageDays: 'Edad (días)', dueDate: 'Ensayo previsto', sizeMm: 'Arista (mm)', specimenCount: 'Probetas',
    sampler: 'Muestreada por', bindCode: 'N.º de etiqueta', boundAt: 'Vinculada el', state: 'Estado', stateValid: 'Válida', stateCancelled: 'Anulada',
    loads: 'Cargas de rotura (kN)', strengths: 'Resistencias (MPa)', rule: 'Regla', rule_mean: 'Media', rule_middle: 'Valor central', rule_invalid: 'No válido',
    sizeFactor: 'Factor de tamaño', strengthMpa: 'Resistencia del grupo (MPa)', percentOfGrade: 'De la resistencia de proyecto (%)', testedAt: 'Ensayada el', tester: 'Ensayada por', visualTitle: 'Registros visuales de ensayo', imageName: 'Foto del ensayo',
    register: 'Registrar', bind: 'Vincular', detect: 'Introducir cargas', ages: 'Edades', load: 'Carga', area: 'Área cargada (mm²)', deviation: 'Diferencia con el central',
    maxDeviation: 'Desviación del mayor', minDeviation: 'Desviación del menor', groupValue: 'Valor del grupo (MPa)', preview: 'Calcular', save: 'Guardar', clear: 'Borrar resultado', asOf: 'A fecha de', overdue: 'Retraso (días)', tested: 'Ensayada', close: 'Cerrar', editRegistration: 'Modificar registro', deleteRegistration: 'Eliminar registro',
  },
  ja: {
    registerTitle: '供試体登録', bindTitle: '供試体ラベル紐付け', detectTitle: '供試体試験', strengthTitle: 'コンクリート強度記録', due28Title: '28日試験予定の供試体',
    orgId: '工場', sampleNo: '試料番号', taskId: '出荷指示', taskCode: '出荷指示番号', strength: '強度区分', projectName: '工事名', pouringSite: '打設箇所',
    ticketId: '納品書', ticketCode: '納品書番号', sampleDate: '成形日', ageDays: '材齢(日)', dueDate: '試験予定日', sizeMm: '供試体寸法(mm)', specimenCount: '本数',
    sampler: '採取者', bindCode: 'ラベル番号', boundAt: '紐付け日時', state: '状態', stateValid: '有効', stateCancelled: '取消',
    loads: '破壊荷重(kN)', strengths: '各供試体の強度(MPa)', rule: '採用方法', rule_mean: '平均値', rule_middle: '中央値', rule_invalid: '無効',
    sizeFactor: '寸法換算係数', strengthMpa: '組の強度(MPa)', percentOfGrade: '設計強度比(%)', testedAt: '試験日時', tester: '試験者', visualTitle: '可視化記録', imageName: '試験写真',
    register: '登録', bind: '紐付け', detect: '荷重入力', ages: '材齢', load: '荷重', area: '加圧面積(mm²)', deviation: '中央値との差',
    maxDeviation: '最大値の偏差', minDeviation: '最小値の偏差', groupValue: '組の値(MPa)', preview: '計算', save: '保存', clear: '結果を消去', asOf: '基準日', overdue: '超過(日)', tested: '試験済み', close: '閉じる', editRegistration: '登録を修正', deleteRegistration: '登録を削除',
  },
});
