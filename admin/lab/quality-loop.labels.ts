import { defineLabels } from '../../src/domain/resources/area';

/** The quality loop of the lab: the running σ of a recipe or grade, and water added in transit. */
export const qualityLoopLabels = defineLabels('qualityLoop', {
  zh: {
    sigmaTitle: '历史强度标准差', basisRecipe: '按配合比', basisGrade: '按强度等级', window: '统计期', days: '天', n: '组数', invalid: '无效组',
    sum: 'Σf', sumOfSquares: 'Σf²', mean: '平均值(MPa)', computed: 'σ计算值(MPa)', used: 'σ采用值(MPa)', noSigma: '统计期内不足两组，无标准差',
    designOk: '≥30组，可用于配合比设计', designFew: '不足30组，配合比设计取规程默认值', sigma0Ok: '≥45组，可作σ0', sigma0Few: '不足45组，不能作σ0',
    useForDesign: '采用此σ', showSigma: '历史σ', useAsSigma0: '取统计期各组作前一检验期',
    waterTitle: '途中加水', ticket: '发货单', addedKg: '加水量(kg)', reason: '原因', record: '记录', addedPerM3: '每方加水(kg/m³)',
    recipeRatio: '配合比水胶比', ratio: '加水后水胶比', flagged: '超出配合比水胶比', withinRatio: '水胶比未变', recordedBy: '记录人', recordedAt: '记录时间',
    totals: '合计', waterWarning: '途中加水使水胶比由{{from}}升至{{to}}，超出配合比',
  },
  en: {
    sigmaTitle: 'Standard deviation from history', basisRecipe: 'By recipe', basisGrade: 'By grade', window: 'Period', days: 'days', n: 'Groups', invalid: 'Invalid groups',
    sum: 'Σf', sumOfSquares: 'Σf²', mean: 'Mean (MPa)', computed: 'σ computed (MPa)', used: 'σ used (MPa)', noSigma: 'Fewer than two groups in the period: no σ',
    designOk: '≥ 30 groups: usable for mix design', designFew: 'Fewer than 30 groups: mix design takes the default', sigma0Ok: '≥ 45 groups: usable as σ0', sigma0Few: 'Fewer than 45 groups: not usable as σ0',
    useForDesign: 'Use this σ', showSigma: 'Running σ', useAsSigma0: 'Take the period’s groups as the previous period',
    waterTitle: 'Water added in transit', ticket: 'Ticket', addedKg: 'Water added (kg)', reason: 'Reason', record: 'Record', addedPerM3: 'Added per m³ (kg/m³)',
    recipeRatio: 'Recipe W/B', ratio: 'W/B with the water', flagged: 'Above the recipe W/B', withinRatio: 'W/B unchanged', recordedBy: 'Recorded by', recordedAt: 'Recorded at',
    totals: 'Total', waterWarning: 'Water added in transit raised W/B from {{from}} to {{to}}, above the recipe',
  },
  es: {
    sigmaTitle: 'Desviación típica histórica', basisRecipe: 'Por dosificación', basisGrade: 'Por clase', window: 'Periodo', days: 'días', n: 'Grupos', invalid: 'Grupos inválidos',
    sum: 'Σf', sumOfSquares: 'Σf²', mean: 'Media (MPa)', computed: 'σ calculada (MPa)', used: 'σ adoptada (MPa)', noSigma: 'Menos de dos grupos en el periodo: sin σ',
    designOk: '≥ 30 grupos: válida para el diseño', designFew: 'Menos de 30 grupos: el diseño usa el valor por defecto', sigma0Ok: '≥ 45 grupos: válida como σ0', sigma0Few: 'Menos de 45 grupos: no válida como σ0',
    useForDesign: 'Usar esta σ', showSigma: 'σ histórica', useAsSigma0: 'Tomar los grupos del periodo como periodo anterior',
    waterTitle: 'Agua añadida en tránsito', ticket: 'Albarán', addedKg: 'Agua añadida (kg)', reason: 'Motivo', record: 'Registrar', addedPerM3: 'Añadida por m³ (kg/m³)',
    recipeRatio: 'a/c de la dosificación', ratio: 'a/c con el agua', flagged: 'Por encima de la a/c de la dosificación', withinRatio: 'a/c sin cambio', recordedBy: 'Registrado por', recordedAt: 'Registrado el',
    totals: 'Total', waterWarning: 'El agua añadida en tránsito subió la a/c de {{from}} a {{to}}, por encima de la dosificación',
  },
  ja: {
    sigmaTitle: '実績による標準偏差', basisRecipe: '配合別', basisGrade: '強度区分別', window: '集計期間', days: '日', n: '組数', invalid: '無効な組',
    sum: 'Σf', sumOfSquares: 'Σf²', mean: '平均(MPa)', computed: 'σ計算値(MPa)', used: 'σ採用値(MPa)', noSigma: '期間内が2組未満のためσなし',
    designOk: '30組以上：配合設計に使用可', designFew: '30組未満：配合設計は既定値', sigma0Ok: '45組以上：σ0として使用可', sigma0Few: '45組未満：σ0として使用不可',
    useForDesign: 'このσを採用', showSigma: '実績σ', useAsSigma0: '期間の各組を前期間として取込',
    waterTitle: '運搬中の加水', ticket: '納品書', addedKg: '加水量(kg)', reason: '理由', record: '記録', addedPerM3: '1m³当たり加水(kg/m³)',
    recipeRatio: '配合の水結合材比', ratio: '加水後の水結合材比', flagged: '配合の水結合材比を超過', withinRatio: '水結合材比に変化なし', recordedBy: '記録者', recordedAt: '記録日時',
    totals: '合計', waterWarning: '運搬中の加水で水結合材比が{{from}}から{{to}}に上昇し、配合を超えました',
  },
});
