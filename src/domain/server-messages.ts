/**
 * Messages the server puts in `msg`, in the four languages of the product. The server picks the
 * language from the caller's Accept-Language; zh is the spec's own wording where the spec has one.
 */
export type Lang = 'zh' | 'en' | 'es' | 'ja';
export const LANGS: Lang[] = ['zh', 'en', 'es', 'ja'];

const m = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

export const serverMessages = {
  ok: m('操作成功', 'Done', 'Hecho', '完了しました'),
  loginFailed: m('用户名或密码错误', 'Wrong user name or password', 'Usuario o contraseña incorrectos', 'ユーザー名またはパスワードが違います'),
  loginThrottled: m(
    '登录尝试过于频繁，请稍后再试',
    'Too many sign-in attempts, try again later',
    'Demasiados intentos, inténtelo más tarde',
    'ログイン試行が多すぎます。しばらくしてから再試行してください',
  ),
  grantType: m('grant_type 必须为 password', 'grant_type must be password', 'grant_type debe ser password', 'grant_type は password である必要があります'),
  tokenMissing: m(
    '未登录或登录已过期',
    'Not signed in or the session has expired',
    'No ha iniciado sesión o la sesión ha caducado',
    '未ログインまたはセッションの有効期限切れです',
  ),
  tokenConflict: m(
    '请求头与参数中的 access_token 不一致',
    'access_token differs between header and query',
    'access_token difiere entre cabecera y consulta',
    'ヘッダーとクエリの access_token が一致しません',
  ),
  repeatedParam: m('参数 {field} 重复', 'Parameter {field} is repeated', 'El parámetro {field} está repetido', 'パラメータ {field} が重複しています'),
  orgForbidden: m(
    '无权访问该组织的数据',
    'You may not act for this organisation',
    'No puede actuar para esta organización',
    'この組織のデータにはアクセスできません',
  ),
  forbidden: m('无权执行该操作', 'You are not allowed to do this', 'No tiene permiso para hacer esto', 'この操作の権限がありません'),
  notFound: m('记录不存在', 'No such record', 'El registro no existe', 'レコードが存在しません'),
  noSuchCall: m('接口不存在', 'No such call', 'La llamada no existe', 'そのAPIは存在しません'),
  serverError: m(
    '服务器响应异常，请联系管理员',
    'The server failed; contact the administrator',
    'Error del servidor; contacte al administrador',
    'サーバーエラーです。管理者に連絡してください',
  ),
  required: m('{field}不能为空', '{field} is required', '{field} es obligatorio', '{field} は必須です'),
  invalid: m('{field}格式不正确', '{field} is not valid', '{field} no es válido', '{field} の形式が正しくありません'),
  tooDeep: m(
    '{field}嵌套层级不能超过{max}',
    '{field} is nested deeper than {max} levels',
    '{field} tiene más de {max} niveles de anidamiento',
    '{field} の入れ子は {max} 階層までです',
  ),
  m3Decimals: m(
    '{field}最多三位小数（0.001 m³）',
    '{field} takes at most three decimals (0.001 m³)',
    '{field} admite como máximo tres decimales (0,001 m³)',
    '{field} は小数点以下3桁（0.001 m³）までです',
  ),
  tooLong: m('{field}长度不能超过{max}', '{field} is longer than {max}', '{field} supera {max} caracteres', '{field} は {max} 文字以内です'),
  duplicate: m('{field}已存在', '{field} already exists', '{field} ya existe', '{field} は既に存在します'),
  passwordEmpty: m('密码不能为空', 'password cannot be empty', 'la contraseña no puede estar vacía', 'パスワードを入力してください'),
  passwordShort: m(
    '密码长度不能少于8位',
    'password must be longer than 8 characters',
    'la contraseña debe tener al menos 8 caracteres',
    'パスワードは8文字以上にしてください',
  ),
  passwordConfirmEmpty: m('请再次输入密码', 'please enter the password again', 'introduzca la contraseña de nuevo', 'パスワードをもう一度入力してください'),
  passwordMismatch: m('两次输入密码不一致', 'passwords do not match', 'las contraseñas no coinciden', 'パスワードが一致しません'),
  inUse: m(
    '{field}正在使用，不能删除',
    '{field} is in use and cannot be deleted',
    '{field} está en uso y no se puede eliminar',
    '{field} は使用中のため削除できません',
  ),
  usedBy: m(
    '该记录正被{by}使用，不能删除',
    'The record is used by {by} and cannot be deleted',
    'El registro está en uso en {by} y no se puede eliminar',
    'このレコードは{by}で使用中のため削除できません',
  ),
  conflict: m(
    '记录状态已变化，请刷新后重试',
    'The record changed meanwhile; refresh and try again',
    'El registro cambió; actualice e inténtelo de nuevo',
    'レコードが変更されました。更新して再試行してください',
  ),
  rule1: m(
    '请输入0到1000000之间的数字，最多两位小数',
    'Enter a number from 0 to 1000000 with at most two decimals',
    'Introduzca un número entre 0 y 1000000 con dos decimales como máximo',
    '0から1000000までの数値を入力してください（小数点以下2桁まで）',
  ),
  rule2: m(
    '请输入0到1000之间的数字，最多两位小数',
    'Enter a number from 0 to 1000 with at most two decimals',
    'Introduzca un número entre 0 y 1000 con dos decimales como máximo',
    '0から1000までの数値を入力してください（小数点以下2桁まで）',
  ),
  rule3: m('请输入正数', 'Enter a positive number', 'Introduzca un número positivo', '正の数を入力してください'),
  importRow: m('第{row}行 {field}：{msg}', 'Row {row} {field}: {msg}', 'Fila {row} {field}: {msg}', '{row}行目 {field}：{msg}'),
  importTooBig: m('最大限制{n}M', 'At most {n} MB', 'Máximo {n} MB', '最大{n}MBまで'),
  importType: m('只能导入 .xlsx 文件', 'Only .xlsx files can be imported', 'Solo se pueden importar archivos .xlsx', '.xlsx ファイルのみインポートできます'),
  importUnsafe: m(
    '文件结构不安全，已拒绝导入',
    'The file structure is unsafe; import refused',
    'La estructura del archivo no es segura; importación rechazada',
    'ファイル構造が安全ではないため、インポートを拒否しました',
  ),
  importTooManyRows: m(
    '导入行数不能超过{n}',
    'At most {n} rows can be imported',
    'Se pueden importar como máximo {n} filas',
    'インポートできるのは{n}行までです',
  ),
  importEmpty: m('文件中没有数据', 'The file holds no data', 'El archivo no contiene datos', 'ファイルにデータがありません'),
  imageType: m(
    '只能上传 JPG、PNG 或 WebP 图片',
    'Only JPG, PNG or WebP images can be uploaded',
    'Solo se pueden subir imágenes JPG, PNG o WebP',
    'JPG・PNG・WebP 画像のみアップロードできます',
  ),
  imageTooMany: m('最多上传{n}张图片', 'At most {n} images', 'Como máximo {n} imágenes', '画像は最大{n}枚までです'),
  overInvoiced: m(
    '开票金额超过结算单未开票金额{amount}元',
    "The invoice exceeds the settlements' uninvoiced {amount} yuan",
    'La factura supera los {amount} yuan sin facturar de las liquidaciones',
    '請求額が精算書の未請求額 {amount} 元を超えています',
  ),
  noApprovalDue: m('当前无需你审批', 'Nothing here waits for your approval', 'Nada aquí espera su aprobación', '現在あなたの承認は不要です'),
  ownRecord: m(
    '不能审批自己提交的记录',
    'You cannot approve a record you submitted',
    'No puede aprobar un registro que usted envió',
    '自分が提出したレコードは承認できません',
  ),
  opinionRequired: m('请选择审批意见', 'Choose an approval opinion', 'Elija una opinión de aprobación', '承認意見を選択してください'),
  reasonRequired: m('理由不能为空', 'The reason is required', 'El motivo es obligatorio', '理由を入力してください'),
  noApprover: m(
    '审批流程第{level}级没有可用的审批人',
    'Level {level} of the approval flow has no approver',
    'El nivel {level} del flujo no tiene aprobador',
    '承認フローの第{level}レベルに承認者がいません',
  ),
  lonelyApprover: m(
    '审批流程第{level}级只有{name}一位审批人，{name}提交的记录将无法通过该级',
    'Level {level} of the approval flow has {name} as its only approver: records {name} submits cannot pass it',
    'El nivel {level} del flujo solo tiene a {name} como aprobador: los registros que envíe {name} no podrán pasarlo',
    '承認フローの第{level}レベルの承認者は{name}だけです。{name}が提出したレコードはこのレベルを通過できません',
  ),
  inApproval: m(
    '记录正在审批中，不能修改或删除',
    'The record is being approved and cannot be changed',
    'El registro está en aprobación y no se puede modificar',
    '承認中のレコードは変更・削除できません',
  ),
  agreedPrice: m(
    '价格已审批通过，请新增一条更晚生效的价格',
    'The price is agreed: add a newer one effective later instead',
    'El precio está aprobado: añada uno nuevo con vigencia posterior',
    '承認済みの価格です。より後に発効する価格を追加してください',
  ),
  vehicleBusy: m(
    '{field}：车辆正在执行其他运单',
    '{field}: the truck is busy with another ticket',
    '{field}: el camión está ocupado con otro albarán',
    '{field}：車両は別の運送伝票を実行中です',
  ),
  noTruckReady: m(
    '{field}：该站没有可派的搅拌车',
    '{field}: no mixer is ready at the station',
    '{field}: ningún camión hormigonera está listo en la planta',
    '{field}：この拠点に配車可能なミキサー車がありません',
  ),
  clockDischarge: m(
    '运单 {ticket}：出站已 {minutes} 分钟，超过允许卸料时间 {threshold} 分钟',
    'Ticket {ticket}: {minutes} min since loading, past the allowed discharge time of {threshold} min',
    'Albarán {ticket}: {minutes} min desde la carga, supera el tiempo de descarga permitido de {threshold} min',
    '伝票 {ticket}：積込から {minutes} 分、許容荷下ろし時間 {threshold} 分を超過',
  ),
  clockSite: m(
    '运单 {ticket}：在工地已等待 {minutes} 分钟（阈值 {threshold} 分钟）',
    'Ticket {ticket}: {minutes} min on site (limit {threshold} min)',
    'Albarán {ticket}: {minutes} min en obra (límite {threshold} min)',
    '伝票 {ticket}：現場待機 {minutes} 分（上限 {threshold} 分）',
  ),
  clockGap: m(
    '任务 {task}：距上车到达已 {minutes} 分钟，供料中断（阈值 {threshold} 分钟）',
    'Task {task}: {minutes} min since the last arrival, the pour is waiting (limit {threshold} min)',
    'Tarea {task}: {minutes} min desde la última llegada, el vertido espera (límite {threshold} min)',
    'タスク {task}：前車到着から {minutes} 分、打設が途切れています（上限 {threshold} 分）',
  ),
  clockBunching: m(
    '任务 {task}：两车到达仅间隔 {minutes} 分钟，车辆扎堆（阈值 {threshold} 分钟）',
    'Task {task}: two loads arrived {minutes} min apart, trucks bunching (limit {threshold} min)',
    'Tarea {task}: dos cargas llegaron con {minutes} min de diferencia, camiones agrupados (límite {threshold} min)',
    'タスク {task}：2台の到着間隔が {minutes} 分、車両が集中（下限 {threshold} 分）',
  ),
  siloOverfill: m(
    '{field}超过料仓剩余容量',
    '{field} exceeds the room left in the silo',
    '{field} supera la capacidad libre del silo',
    '{field} がサイロの残り容量を超えています',
  ),
  siloLowAlarm: m(
    '{silo}（{material}）余量 {level} t，低于报警值 {limit} t',
    '{silo} ({material}) holds {level} t, under its alarm level of {limit} t',
    '{silo} ({material}) tiene {level} t, por debajo de su alarma de {limit} t',
    '{silo}（{material}）の残量 {level} t が警報値 {limit} t を下回りました',
  ),
  deviceDown: m(
    '{field}：设备离线或故障',
    '{field}: the device is offline or at fault',
    '{field}: el equipo está desconectado o averiado',
    '{field}：機器がオフラインまたは故障中です',
  ),
  washOpen: m(
    '{field}：该车辆上一次洗车尚未结束',
    "{field}: the truck's last wash has not ended",
    '{field}: el último lavado del camión no ha terminado',
    '{field}：この車両の前回の洗車が終わっていません',
  ),
  washEnded: m('{field}：该洗车记录已结束', '{field}: this wash has already ended', '{field}: este lavado ya terminó', '{field}：この洗車記録は終了済みです'),
  dustAlarm: m(
    '{station} {reading} 为 {value}，超过限值 {limit}',
    '{station}: {reading} is {value}, over its limit of {limit}',
    '{station}: {reading} es {value}, por encima del límite {limit}',
    '{station}：{reading} が {value} で限度 {limit} を超えました',
  ),
  strengthDrift: m(
    '配合比{recipe}（{grade}）28天强度持续走低：自{since}起{groups}组累计低于设计均值{target} MPa，最近一组{strength} MPa，尚未低于{fcuk} MPa，请复核原材料与配合比',
    'Recipe {recipe} ({grade}) is drifting down at 28 days: {groups} groups since {since} sum below the ' +
      'design mean of {target} MPa; the latest is {strength} MPa, not yet under {fcuk} MPa. Check the ' +
      'materials and the recipe',
    'La dosificación {recipe} ({grade}) baja a 28 días: {groups} grupos desde {since} acumulan por ' +
      'debajo de la media de diseño {target} MPa; el último da {strength} MPa, aún no por debajo de {fcuk} ' +
      'MPa. Revise materiales y dosificación',
    '配合{recipe}（{grade}）の28日強度が低下傾向です：{since}以降の{groups}組が設計平均{target} MPaを累積で下回り、直近は{strength} MPa（まだ{fcuk} MPa以上）。材料と配合を確認してください',
  ),
  printApprovalRequired: m(
    '该单据已打印过，再次打印需先提交打印审批',
    'This document was printed before; a reprint needs print approval first',
    'Este documento ya se imprimió; reimprimirlo requiere aprobación',
    'この帳票は印刷済みです。再印刷には印刷承認が必要です',
  ),
  printApprovalPending: m(
    '补打申请正在审批中',
    'The reprint request is awaiting approval',
    'La solicitud de reimpresión está pendiente de aprobación',
    '再印刷の申請は承認待ちです',
  ),
  printNoApprovalNeeded: m(
    '该单据无需打印审批',
    'This document needs no print approval',
    'Este documento no requiere aprobación de impresión',
    'この帳票に印刷承認は不要です',
  ),
  stateForbids: m(
    '当前状态为“{state}”，不能执行该操作',
    'Not possible while the record is "{state}"',
    'No es posible mientras el registro está en "{state}"',
    '現在の状態「{state}」ではこの操作はできません',
  ),
  taskPendingApproval: m(
    '任务 {task} 尚未审批通过，不能开票或发送运单',
    'Task {task} is not approved yet: no ticket can be issued or sent on it',
    'La tarea {task} aún no está aprobada: no se puede emitir ni enviar un albarán',
    'タスク {task} は未承認のため、伝票の発行・送信はできません',
  ),
  creditExceeded: m(
    '客户信用额度不足，超出额度 {over} 元',
    "The customer's credit limit is exceeded by {over} yuan",
    'Se supera el límite de crédito del cliente en {over} yuanes',
    '顧客の与信限度額を {over} 元超過しています',
  ),
  outsourcingNoContract: m(
    '{field}：该外协单位在结算期间没有已同意的外协合同',
    '{field}: the outsourcing unit has no agreed contract covering the period',
    '{field}: la unidad subcontratada no tiene un contrato aprobado que cubra el periodo',
    '{field}：この外注先には期間を通じて承認済みの外注契約がありません',
  ),
  outsourcingNoTickets: m(
    '{field}：结算期间内没有未结算的外协运单',
    '{field}: no unsettled outsourcing tickets in the period',
    '{field}: no hay albaranes subcontratados sin liquidar en el periodo',
    '{field}：期間内に未精算の外注伝票がありません',
  ),
  outsourcingNoPrice: m(
    '运单 {ticket}：运距 {distance} km 不在合同的运价区间内',
    'Ticket {ticket}: a haul of {distance} km is in no transport price band of the contract',
    'Albarán {ticket}: un recorrido de {distance} km no está en ninguna banda de precio del contrato',
    '伝票 {ticket}：運搬距離 {distance} km が契約の運賃区分にありません',
  ),
  settlementNoTickets: m(
    '{field}：结算期间内没有未结算的送货单',
    '{field}: no unsettled delivery tickets in the period',
    '{field}: no hay albaranes sin liquidar en el periodo',
    '{field}：期間内に未精算の納品伝票がありません',
  ),
  settlementNoPrice: m(
    '送货单 {ticket}：没有可用的价格（{reason}）',
    'Ticket {ticket}: no price applies ({reason})',
    'Albarán {ticket}: no se aplica ningún precio ({reason})',
    '伝票 {ticket}：適用できる価格がありません（{reason}）',
  ),
  settlementPeriodApproved: m(
    '结算单 {code} 已审批通过，该期间不能重新计价',
    'Settlement {code} is approved: the period cannot be priced again',
    'La liquidación {code} está aprobada: el periodo no puede valorarse de nuevo',
    '精算書 {code} は承認済みのため、この期間は再計算できません',
  ),
  settlementTicketFrozen: m(
    '送货单 {ticket} 已在结算单 {code} 中，不能修改',
    'Ticket {ticket} is on settlement {code} and cannot change',
    'El albarán {ticket} está en la liquidación {code} y no puede cambiar',
    '伝票 {ticket} は精算書 {code} に含まれているため変更できません',
  ),
  manualCostSettled: m(
    '该费用已进入结算单 {code}，不能修改或删除',
    'The cost is on settlement {code}: it cannot change or be deleted',
    'El coste está en la liquidación {code}: no puede cambiar ni borrarse',
    'この費用は精算書 {code} に含まれているため変更・削除できません',
  ),
  recipeNotSelected: m(
    '{field}：任务未选用已审批的配合比，不能生产',
    '{field}: the task has no approved recipe selection and cannot be produced',
    '{field}: la tarea no tiene una dosificación seleccionada y aprobada; no puede producirse',
    '{field}：タスクに承認済みの配合選定がないため生産できません',
  ),
  recipeNotApproved: m(
    '{field}：配合比未审批或已停用，不能选用',
    '{field}: the recipe is not approved or not in use and cannot be selected',
    '{field}: la dosificación no está aprobada o no está en uso; no puede seleccionarse',
    '{field}：配合が未承認または使用停止のため選定できません',
  ),
} as const;

export type MessageKey = keyof typeof serverMessages;

/** Picks the first supported language of an Accept-Language header; zh when none matches. */
export function pickLang(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((LANGS as string[]).includes(tag)) return tag as Lang;
  }
  return 'zh';
}

export function formatMessage(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return serverMessages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
