import { defineLabels } from '../../src/domain/resources/area';

export const strengthEvalLabels = defineLabels('strengthEval', {
  zh: {
    title: '混凝土强度评定', nonStatistical: '非统计方法评定', statisticalTitle: '统计方法评定', knownSigmaTitle: '统计方法评定（标准差已知）', reportCode: '评定编号', grade: '强度等级',
    method: '评定方法', statistical: '标准差未知', knownSigma: '标准差已知', groups: '各组强度代表值(MPa)', previousGroups: '前一检验期各组强度(MPa)',
    n: '组数', mean: '平均值(MPa)', minimum: '最小值(MPa)', sigmaComputed: '标准差计算值(MPa)', sigma: '标准差取值(MPa)',
    lambda1: 'λ1', lambda2: 'λ2', lambda3: 'λ3', lambda4: 'λ4', meanLimit: '平均值限值(MPa)', minLimit: '最小值限值(MPa)', gradeMinLimit: '最小值等级限值(MPa)', pass: '评定合格',
    loads: '破坏荷载(kN)', sizeMm: '试件边长(mm)', evaluate: '评定', reevaluate: '重新评定', verdictPass: '合格', verdictFail: '不合格', criterion: '评定条件', limit: '限值', value: '实测值',
  },
  en: {
    title: 'Concrete strength evaluation', nonStatistical: 'Non-statistical evaluation', statisticalTitle: 'Statistical evaluation', knownSigmaTitle: 'Statistical evaluation (σ0 known)', reportCode: 'Evaluation no.', grade: 'Strength grade',
    method: 'Method', statistical: 'σ unknown', knownSigma: 'σ0 known', groups: 'Group strengths (MPa)', previousGroups: 'Groups of the previous period (MPa)',
    n: 'Groups', mean: 'Mean (MPa)', minimum: 'Minimum (MPa)', sigmaComputed: 'Computed σ (MPa)', sigma: 'σ used (MPa)',
    lambda1: 'λ1', lambda2: 'λ2', lambda3: 'λ3', lambda4: 'λ4', meanLimit: 'Mean limit (MPa)', minLimit: 'Minimum limit (MPa)', gradeMinLimit: 'Minimum against grade (MPa)', pass: 'Passed',
    loads: 'Failure loads (kN)', sizeMm: 'Specimen size (mm)', evaluate: 'Evaluate', reevaluate: 'Evaluate again', verdictPass: 'Passed', verdictFail: 'Failed', criterion: 'Criterion', limit: 'Limit', value: 'Value',
  },
  es: {
    title: 'Evaluación de resistencia', nonStatistical: 'Evaluación no estadística', statisticalTitle: 'Evaluación estadística', knownSigmaTitle: 'Evaluación estadística (σ0 conocida)', reportCode: 'N.º de evaluación', grade: 'Clase de resistencia',
    method: 'Método', statistical: 'σ desconocida', knownSigma: 'σ0 conocida', groups: 'Resistencias de los grupos (MPa)', previousGroups: 'Grupos del período anterior (MPa)',
    n: 'Grupos', mean: 'Media (MPa)', minimum: 'Mínimo (MPa)', sigmaComputed: 'σ calculada (MPa)', sigma: 'σ adoptada (MPa)',
    lambda1: 'λ1', lambda2: 'λ2', lambda3: 'λ3', lambda4: 'λ4', meanLimit: 'Límite de la media (MPa)', minLimit: 'Límite del mínimo (MPa)', gradeMinLimit: 'Mínimo según la clase (MPa)', pass: 'Aprobado',
    loads: 'Cargas de rotura (kN)', sizeMm: 'Tamaño de probeta (mm)', evaluate: 'Evaluar', reevaluate: 'Evaluar de nuevo', verdictPass: 'Aprobado', verdictFail: 'No aprobado', criterion: 'Criterio', limit: 'Límite', value: 'Valor',
  },
  ja: {
    title: 'コンクリート強度評価', nonStatistical: '非統計的方法による評価', statisticalTitle: '統計的方法による評価', knownSigmaTitle: '統計的方法による評価（標準偏差既知）', reportCode: '評価番号', grade: '強度区分',
    method: '評価方法', statistical: '標準偏差未知', knownSigma: '標準偏差既知', groups: '各組の強度代表値(MPa)', previousGroups: '前検査期間の各組強度(MPa)',
    n: '組数', mean: '平均値(MPa)', minimum: '最小値(MPa)', sigmaComputed: '標準偏差計算値(MPa)', sigma: '標準偏差採用値(MPa)',
    lambda1: 'λ1', lambda2: 'λ2', lambda3: 'λ3', lambda4: 'λ4', meanLimit: '平均値の限度(MPa)', minLimit: '最小値の限度(MPa)', gradeMinLimit: '等級に対する最小値限度(MPa)', pass: '合格',
    loads: '破壊荷重(kN)', sizeMm: '供試体寸法(mm)', evaluate: '評価', reevaluate: '再評価', verdictPass: '合格', verdictFail: '不合格', criterion: '判定条件', limit: '限度', value: '実測値',
  },
});
