import { MATERIAL_KINDS, MATERIAL_STANDARDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import { defineLabels, mergeLabels, type Labels } from '../../src/domain/resources/area';
import { gradeLabel } from './material-test.resource';

type Row = readonly [key: string, zh: string, en: string, es: string, ja: string];
/** Rows of [key, zh, en, es, ja] as one label set: every language has every key by construction. */
function table(prefix: string, rows: readonly Row[]): Labels {
  const of = (i: 1 | 2 | 3 | 4) => Object.fromEntries(rows.map((r) => [r[0], r[i]]));
  return defineLabels<string>(prefix, { zh: of(1), en: of(2), es: of(3), ja: of(4) });
}

const KINDS: Record<MaterialKind, readonly [string, string, string, string]> = {
  cement: ['水泥', 'Cement', 'Cemento', 'セメント'],
  'mineral-powder': ['矿粉', 'Slag powder', 'Escoria molida', '高炉スラグ微粉末'],
  'fly-ash': ['粉煤灰', 'Fly ash', 'Ceniza volante', 'フライアッシュ'],
  sand: ['砂', 'Sand', 'Arena', '細骨材'],
  'crushed-stone': ['碎石', 'Crushed stone', 'Grava triturada', '砕石'],
  admixture: ['外加剂', 'Admixture', 'Aditivo', '混和剤'],
  'swelling-agent': ['膨胀剂', 'Expansive agent', 'Agente expansivo', '膨張材'],
};
const VIEWS = {
  inspectTitle: ['进场车检', 'car check', 'control de camión', '入荷車両検査'],
  accountTitle: ['双向台账', 'duplex ledger', 'libro doble', '双方向台帳'],
  reportTitle: ['检验报告', 'test report', 'informe de ensayo', '試験報告'],
} as const;

const rows: Row[] = [
  ...MATERIAL_KINDS.map((k): Row => [`kind.${k}`, ...KINDS[k]]),
  ...MATERIAL_KINDS.flatMap((k) =>
    Object.entries(VIEWS).map(([v, t]): Row => [
      `${v}.${k}`,
      `${KINDS[k][0]}${t[0]}`,
      `${KINDS[k][1]} ${t[1]}`,
      `${t[2][0].toUpperCase()}${t[2].slice(1)} (${KINDS[k][2].toLowerCase()})`,
      `${KINDS[k][3]}${t[3]}`,
    ]),
  ),
  ['testCode', '检验编号', 'Test no.', 'N.º de ensayo', '検査番号'],
  ['grade', '品种等级', 'Grade', 'Clase', '種類・等級'],
  ['supplierName', '供应商', 'Supplier', 'Proveedor', '仕入先'],
  ['batchNo', '出厂批号', 'Batch no.', 'N.º de lote', 'ロット番号'],
  ['carNumber', '车牌号', 'Truck plate', 'Matrícula', '車両番号'],
  ['quantity', '进场数量(t)', 'Arrived (t)', 'Recibido (t)', '入荷量(t)'],
  ['arrivalDate', '进场日期', 'Arrival date', 'Fecha de llegada', '入荷日'],
  ['appearance', '外观', 'Appearance', 'Aspecto', '外観'],
  ['inspectResult', '车检结论', 'Car check result', 'Resultado del control', '車両検査結果'],
  ['inspector', '检查人', 'Inspector', 'Inspector', '検査者'],
  ['inspectRemark', '车检备注', 'Car check remark', 'Observación del control', '車両検査備考'],
  ['reportCode', '报告编号', 'Report no.', 'N.º de informe', '報告番号'],
  ['reportDate', '报告日期', 'Report date', 'Fecha del informe', '報告日'],
  ['tester', '试验员', 'Tester', 'Ensayador', '試験者'],
  ['imageUrl', '报告图片', 'Report image', 'Imagen del informe', '報告画像'],
  ['reportRemark', '报告备注', 'Report remark', 'Observación del informe', '報告備考'],
  ['verdict', '检验结论', 'Verdict', 'Dictamen', '判定'],
  ['failedItems', '不合格项', 'Failed indicators', 'Indicadores no conformes', '不合格項目'],
  ['usedQuantity', '使用数量(t)', 'Used (t)', 'Usado (t)', '使用量(t)'],
  ['balance', '结存(t)', 'Balance (t)', 'Saldo (t)', '残量(t)'],
  ['usedIn', '使用部位', 'Used in', 'Usado en', '使用部位'],
  ['accountRemark', '台账备注', 'Ledger remark', 'Observación del libro', '台帳備考'],
  ['verdictPass', '合格', 'Pass', 'Conforme', '合格'],
  ['verdictFail', '不合格', 'Fail', 'No conforme', '不合格'],
  ['verdictPending', '待检', 'Pending', 'Pendiente', '未判定'],
  ['ok', '正常', 'Normal', 'Normal', '正常'],
  ['bad', '异常', 'Abnormal', 'Anormal', '異常'],
  ['limits', '标准要求', 'Required', 'Exigido', '規格値'],
  ['totals', '合计（全部筛选结果）', 'Totals (all rows found)', 'Totales (todas las filas)', '合計（検索結果全体）'],
  ['rows', '记录数', 'Rows', 'Filas', '件数'],
  ['upload', '上传报告图片', 'Upload report image', 'Subir imagen del informe', '報告画像をアップロード'],
  [
    'imageRule',
    '只能上传 PNG、JPEG、GIF、WebP 图片，且不超过 5M',
    'Only PNG, JPEG, GIF or WebP images up to 5 MB',
    'Solo imágenes PNG, JPEG, GIF o WebP de hasta 5 MB',
    'PNG・JPEG・GIF・WebP 画像（5MB以下）のみ',
  ],
  ['limitsOf', '{{standard}} 各等级指标要求', 'Limits of {{standard}} by grade', 'Límites de {{standard}} por clase', '{{standard}} 等級別規格値'],
];

const INDICATORS: Row[] = [
  ['specificSurface', '比表面积(m²/kg)', 'Specific surface (m²/kg)', 'Superficie específica (m²/kg)', '比表面積(m²/kg)'],
  ['initialSet', '初凝时间(min)', 'Initial set (min)', 'Fraguado inicial (min)', '始発(min)'],
  ['finalSet', '终凝时间(min)', 'Final set (min)', 'Fraguado final (min)', '終結(min)'],
  ['soundness', '安定性(1合格/0不合格)', 'Soundness (1 pass / 0 fail)', 'Estabilidad (1 sí / 0 no)', '安定性(1合格/0不合格)'],
  ['flexural3d', '3d抗折强度(MPa)', '3-day flexural (MPa)', 'Flexión 3 d (MPa)', '3日曲げ強さ(MPa)'],
  ['compressive3d', '3d抗压强度(MPa)', '3-day compressive (MPa)', 'Compresión 3 d (MPa)', '3日圧縮強さ(MPa)'],
  ['flexural28d', '28d抗折强度(MPa)', '28-day flexural (MPa)', 'Flexión 28 d (MPa)', '28日曲げ強さ(MPa)'],
  ['compressive28d', '28d抗压强度(MPa)', '28-day compressive (MPa)', 'Compresión 28 d (MPa)', '28日圧縮強さ(MPa)'],
  ['compressive7d', '7d抗压强度(MPa)', '7-day compressive (MPa)', 'Compresión 7 d (MPa)', '7日圧縮強さ(MPa)'],
  ['fineness', '细度(%)', 'Fineness residue (%)', 'Finura, retenido (%)', '粉末度残分(%)'],
  ['waterDemandRatio', '需水量比(%)', 'Water demand ratio (%)', 'Demanda de agua (%)', '水量比(%)'],
  ['lossOnIgnition', '烧失量(%)', 'Loss on ignition (%)', 'Pérdida por calcinación (%)', '強熱減量(%)'],
  ['moisture', '含水量(%)', 'Moisture (%)', 'Humedad (%)', '含水率(%)'],
  ['so3', '三氧化硫(%)', 'SO₃ (%)', 'SO₃ (%)', '三酸化硫黄(%)'],
  ['activityIndex7d', '7d活性指数(%)', '7-day activity index (%)', 'Índice de actividad 7 d (%)', '7日活性度指数(%)'],
  ['activityIndex28d', '28d活性指数(%)', '28-day activity index (%)', 'Índice de actividad 28 d (%)', '28日活性度指数(%)'],
  ['flowRatio', '流动度比(%)', 'Flow ratio (%)', 'Relación de fluidez (%)', 'フロー値比(%)'],
  ['finenessModulus', '细度模数', 'Fineness modulus', 'Módulo de finura', '粗粒率'],
  ['mudContent', '含泥量(%)', 'Mud content (%)', 'Contenido de lodo (%)', '泥分含有量(%)'],
  ['clayLumpContent', '泥块含量(%)', 'Clay lumps (%)', 'Terrones de arcilla (%)', '粘土塊量(%)'],
  ['needleFlakeContent', '针片状含量(%)', 'Flaky and elongated (%)', 'Lajas y agujas (%)', '扁平・細長粒子(%)'],
  ['crushingValue', '压碎指标(%)', 'Crushing value (%)', 'Valor de trituración (%)', '破砕値(%)'],
  ['waterReductionRate', '减水率(%)', 'Water reduction (%)', 'Reducción de agua (%)', '減水率(%)'],
  ['bleedingRatio', '泌水率比(%)', 'Bleeding ratio (%)', 'Relación de exudación (%)', 'ブリーディング率比(%)'],
  ['airContent', '含气量(%)', 'Air content (%)', 'Contenido de aire (%)', '空気量(%)'],
  ['strengthRatio7d', '7d抗压强度比(%)', '7-day strength ratio (%)', 'Relación de resistencia 7 d (%)', '7日圧縮強度比(%)'],
  ['strengthRatio28d', '28d抗压强度比(%)', '28-day strength ratio (%)', 'Relación de resistencia 28 d (%)', '28日圧縮強度比(%)'],
  ['expansionWater7d', '水中7d限制膨胀率(%)', 'Restrained expansion, water 7 d (%)', 'Expansión restringida, agua 7 d (%)', '水中7日拘束膨張率(%)'],
  ['expansionAir21d', '空气中21d限制膨胀率(%)', 'Restrained expansion, air 21 d (%)', 'Expansión restringida, aire 21 d (%)', '気中21日拘束膨張率(%)'],
];

const GRADES: Row[] = [...new Set(MATERIAL_KINDS.flatMap((k) => Object.keys(MATERIAL_STANDARDS[k].grades)))].map((g): Row => [
  gradeLabel(g).slice('materialGrade.'.length),
  g,
  g,
  g,
  g,
]);

const LIMIT: Row[] = [
  ['title', '原材料质量指标', 'Raw-material quality indicators', 'Indicadores de calidad de materias primas', '原材料品質指標'],
  ['material', '材料', 'Material', 'Material', '材料'],
  ['grade', '品种等级', 'Grade', 'Clase', '種類・等級'],
  ['indicator', '指标', 'Indicator', 'Indicador', '指標'],
  ['minValue', '下限(≥)', 'Minimum (≥)', 'Mínimo (≥)', '下限(≥)'],
  ['maxValue', '上限(≤)', 'Maximum (≤)', 'Máximo (≤)', '上限(≤)'],
  ['unit', '单位', 'Unit', 'Unidad', '単位'],
  ['standard', '标准', 'Standard', 'Norma', '規格'],
];

const SAMPLING: Row[] = [
  ['settingsTitle', '原材料取样设置', 'Material sampling settings', 'Ajustes de muestreo de materiales', '原材料採取設定'],
  ['recordsTitle', '原材料取样记录', 'Material sampling records', 'Registros de muestreo', '原材料採取記録'],
  ['accumulationTitle', '进场累计与取样提醒', 'Arrivals since the last sample', 'Llegadas desde la última muestra', '前回採取以降の入荷累計'],
  ['newTitle', '新材料检验报告', 'New material inspection reports', 'Informes de materiales nuevos', '新規材料検査報告'],
  ['material', '材料', 'Material', 'Material', '材料'],
  ['grade', '品种等级', 'Grade', 'Clase', '種類・等級'],
  ['batchQuantity', '每批代表数量(t)', 'Tonnes per sample', 'Toneladas por muestra', '1試料あたり数量(t)'],
  ['sampleMass', '取样质量(kg)', 'Sample mass (kg)', 'Masa de muestra (kg)', '試料質量(kg)'],
  ['standard', '依据', 'Basis', 'Base', '根拠'],
  ['sampleNo', '样品编号', 'Sample no.', 'N.º de muestra', '試料番号'],
  ['supplierName', '供应商', 'Supplier', 'Proveedor', '仕入先'],
  ['sampleDate', '取样日期', 'Sample date', 'Fecha de muestreo', '採取日'],
  ['representedQuantity', '代表数量(t)', 'Represented (t)', 'Representado (t)', '代表数量(t)'],
  ['sampler', '取样人', 'Sampler', 'Muestreador', '採取者'],
  ['reportCode', '报告编号', 'Report no.', 'N.º de informe', '報告番号'],
  ['origin', '产地', 'Origin', 'Origen', '産地'],
  ['inspectDate', '检验日期', 'Inspection date', 'Fecha de inspección', '検査日'],
  ['conclusion', '结论', 'Conclusion', 'Conclusión', '結論'],
  ['lastSampleDate', '上次取样', 'Last sample', 'Última muestra', '前回採取'],
  ['arrivals', '进场车次', 'Arrivals', 'Llegadas', '入荷回数'],
  ['accumulated', '累计进场(t)', 'Arrived since (t)', 'Llegado desde (t)', '累計入荷(t)'],
  ['due', '应取样', 'Sample due', 'Muestra pendiente', '採取要'],
  ['notDue', '未到', 'Not yet', 'Aún no', '未到達'],
  ['takeSample', '取样', 'Take sample', 'Tomar muestra', '採取'],
];

export const materialTestLabels: Labels = mergeLabels(
  table('materialTest', rows),
  table('materialIndicator', INDICATORS),
  table('materialGrade', GRADES),
  table('materialIndicatorLimit', LIMIT),
  table('materialSampling', SAMPLING),
);
