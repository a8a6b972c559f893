import type { CommandName } from '../../src/domain/events';
import type { Lang } from '../../src/domain/server-messages';

/**
 * The words of the API document and its page, in the four languages of the product. The page is
 * served by the server before any client code loads, so it picks the language from
 * Accept-Language (or `?lang=`) like the server's messages do.
 */
type Text = Readonly<Record<Lang, string>>;
const t = (zh: string, en: string, es: string, ja: string): Text => ({ zh, en, es, ja });

export const docsText = {
  title: t('Mixboard 接口文档', 'Mixboard API', 'API de Mixboard', 'Mixboard API ドキュメント'),
  description: t(
    '所有接口都在 /prod-api 下，GET 与 POST 均可调用（参数可放在查询串或 JSON 请求体中，二者合并，请求体优先）。应答为 { code, msg, data }：code 200 ' +
      '表示成功；400 为参数错误（data.field 指出字段），403 无权限，404 记录不存在，409 状态冲突。令牌放在请求头或查询参数 access_token 中；org_id ' +
      '选择操作的组织。空值视为未填写，未知参数被忽略。时间为工厂时区的 YYYY-MM-DD HH:mm:ss。',
    'Every call is under /prod-api and answers GET and POST alike (parameters in the query or a JSON ' +
      'body, merged, the body winning). Answers are { code, msg, data }: code 200 is success; 400 a bad ' +
      'parameter (data.field names it), 403 not allowed, 404 no such record, 409 a conflict. The token ' +
      'goes in the access_token header or query parameter; org_id selects the organisation the call acts ' +
      'for. Blank values count as absent and unknown parameters are ignored. Times are YYYY-MM-DD HH:mm:ss ' +
      "in the plant's time zone.",
    'Todas las llamadas están bajo /prod-api y aceptan GET y POST (parámetros en la consulta o en un ' +
      'cuerpo JSON, combinados; gana el cuerpo). Las respuestas son { code, msg, data }: code 200 es ' +
      'éxito; 400 un parámetro incorrecto (data.field lo nombra), 403 sin permiso, 404 registro ' +
      'inexistente, 409 conflicto. El token va en la cabecera o el parámetro access_token; org_id elige la ' +
      'organización. Los valores vacíos cuentan como ausentes y los parámetros desconocidos se ignoran. ' +
      'Las horas son YYYY-MM-DD HH:mm:ss en la zona horaria de la planta.',
    'すべての API は /prod-api の下にあり、GET と POST のどちらでも呼び出せます（パラメータはクエリまたは JSON 本文、両方はマージされ本文が優先）。応答は { code, ' +
      'msg, data } で、code 200 が成功、400 はパラメータ不正（data.field が項目名）、403 は権限なし、404 はレコードなし、409 は競合です。' +
      'トークンはヘッダーまたはクエリの access_token、org_id は操作する組織です。空の値は未入力とみなし、未知のパラメータは無視します。時刻はプラント時間帯の YYYY-MM-DD ' +
      'HH:mm:ss です。',
  ),
  orgParam: t(
    '操作的组织；为空时总部用户为 0001，站点用户为本站',
    'The organisation the call acts for; empty means 0001 for head-office staff and their own station for station staff',
    'La organización para la que actúa la llamada; vacío significa 0001 para la sede y la propia estación para el personal de estación',
    '操作する組織。空の場合、本社ユーザーは 0001、拠点ユーザーは自拠点',
  ),
  envelope: t('统一应答', 'The envelope every call answers', 'La envoltura de toda respuesta', '共通の応答形式'),
  unauthorized: t('未登录或登录已过期', 'Not signed in or the session has expired', 'Sin sesión o sesión caducada', '未ログインまたはセッション切れ'),
  xlsx: t('Excel 文件（.xlsx）', 'An Excel file (.xlsx)', 'Un archivo Excel (.xlsx)', 'Excel ファイル（.xlsx）'),
  socketTitle: t('实时推送（socket.io）', 'Live events (socket.io)', 'Eventos en vivo (socket.io)', 'リアルタイム通知（socket.io）'),
  socketIntro: t(
    '连接同源的 socket.io，路径见下；握手 auth.token 传令牌。每条消息都是事件 message，内容 { cmd, data }。客户端每 6 秒发送 { cmd: 0 } 心跳，服务器原样应答。每个通道先调用其快照接口取得完整状态，再合并推送；重连、页面重新可见或网络恢复时重新取快照。',
    'Connect socket.io on the same origin at the path below, with the token in the handshake auth.token. ' +
      'Every message is the event message carrying { cmd, data }. The client sends the heartbeat { cmd: 0 ' +
      '} every 6 s and the server answers it in kind. Each channel takes its snapshot call for the full ' +
      'state first, then merges the events; it takes the snapshot again on every reconnect, when the page ' +
      'becomes visible and when the network returns.',
    'Conecte socket.io en el mismo origen, en la ruta indicada, con el token en auth.token del saludo. ' +
      'Cada mensaje es el evento message con { cmd, data }. El cliente envía el latido { cmd: 0 } cada 6 s ' +
      'y el servidor responde igual. Cada canal pide primero su instantánea con el estado completo y luego ' +
      'combina los eventos; la vuelve a pedir al reconectar, al volver a ser visible la página y al ' +
      'recuperar la red.',
    '同一オリジンの socket.io に下記のパスで接続し、ハンドシェイクの auth.token にトークンを渡します。メッセージはすべてイベント message で { cmd, data } ' +
      'を運びます。クライアントは 6 秒ごとにハートビート { cmd: 0 } を送り、サーバーは同じ形で応答します。各チャネルはまずスナップショット API で全状態を取得してからイベントをマージし、' +
      '再接続・ページ再表示・ネットワーク復帰のたびに取り直します。',
  ),
  path: t('路径', 'Path', 'Ruta', 'パス'),
  command: t('命令号', 'Command', 'Comando', 'コマンド番号'),
  name: t('名称', 'Name', 'Nombre', '名前'),
  payload: t('数据', 'Payload', 'Datos', 'データ'),
  meaning: t('含义', 'Meaning', 'Significado', '意味'),
  snapshots: t('快照接口', 'Snapshot calls', 'Llamadas de instantánea', 'スナップショット API'),
  channel: t('通道', 'Channel', 'Canal', 'チャネル'),
  call: t('接口', 'Call', 'Llamada', 'API'),
  document: t('OpenAPI 文档（JSON）', 'The OpenAPI document (JSON)', 'El documento OpenAPI (JSON)', 'OpenAPI ドキュメント（JSON）'),
  calls: t('接口', 'Calls', 'Llamadas', 'API 一覧'),
} as const;

/** What each socket command carries (src/domain/events.ts `CMD`): its payload type and its meaning. */
export const commandText: Readonly<Record<CommandName, { payload: string; text: Text }>> = {
  ping: {
    payload: '—',
    text: t(
      '心跳：客户端发送，服务器原样应答',
      'Heartbeat: the client sends it, the server answers in kind',
      'Latido: lo envía el cliente y el servidor responde igual',
      'ハートビート：クライアントが送り、サーバーが同じ形で応答',
    ),
  },
  notice: {
    payload: 'NoticeEvent',
    text: t(
      '给用户的通知（审批、报警、提醒）',
      'A notice for the user (approvals, alarms, reminders)',
      'Un aviso para el usuario (aprobaciones, alarmas, recordatorios)',
      'ユーザーへの通知（承認・警報・リマインダー）',
    ),
  },
  vehiclePositions: {
    payload: 'VehiclePosition[]',
    text: t(
      '行驶中车辆的位置，按工厂时间每 10 秒一批',
      'Positions of moving trucks, batched every 10 s of plant time',
      'Posiciones de los camiones en marcha, en lotes cada 10 s de la planta',
      '走行中の車両位置（プラント時間で 10 秒ごとにまとめて）',
    ),
  },
  vehicleStatus: {
    payload: 'VehicleLive',
    text: t(
      '车辆状态变化（整行，按 id 更新）',
      'A truck changed status (full row, upsert by id)',
      'Un camión cambió de estado (fila completa, por id)',
      '車両の状態変化（行全体、id で更新）',
    ),
  },
  task: {
    payload: 'TaskLive',
    text: t(
      '生产任务变化（开盘、进度、完成）',
      'A production task changed (opened, progressed, completed)',
      'Una tarea de producción cambió (abierta, en curso, completada)',
      '生産タスクの変化（開始・進捗・完了）',
    ),
  },
  ticket: { payload: 'TicketLive', text: t('送货单状态变化', 'A delivery ticket changed status', 'Un albarán cambió de estado', '納品書の状態変化') },
  line: {
    payload: 'LineLive',
    text: t(
      '生产线变化：当前任务、盘数、产量',
      'A production line changed: its task, batch count, output',
      'Una línea de producción cambió: tarea, amasadas, producción',
      '生産ラインの変化：現在のタスク・バッチ数・出荷量',
    ),
  },
  batch: { payload: 'BatchEvent', text: t('一盘混凝土出机', 'A batch left a mixer', 'Una amasada salió de una mezcladora', '1 バッチが練り上がった') },
  siloLevels: {
    payload: 'SiloLive[]',
    text: t('料仓料位变化（按 id 更新）', 'Silo levels changed (upsert by id)', 'Cambiaron los niveles de los silos (por id)', 'サイロ残量の変化（id で更新）'),
  },
  weighbridge: {
    payload: 'WeighbridgeLive',
    text: t(
      '地磅记录写入（原材料进厂）',
      'A weighbridge record was written (material received)',
      'Se registró una pesada (material recibido)',
      '計量記録の登録（材料の入荷）',
    ),
  },
  queue: {
    payload: 'QueueEntry[]',
    text: t('排队变化（整体替换）', 'The driver queue changed (replace)', 'La cola de conductores cambió (reemplazo)', '待ち行列の変化（全体を置換）'),
  },
  environment: {
    payload: 'EnvironmentReading',
    text: t('一个站点的环境监测读数', 'An environment reading of one station', 'Una lectura ambiental de una estación', '1 拠点の環境測定値'),
  },
  park: {
    payload: 'ParkReading',
    text: t(
      '水、电、气、油表读数',
      'A water, electricity, gas or oil meter reading',
      'Una lectura de contador de agua, electricidad, gas o gasóleo',
      '水道・電気・ガス・燃料メーターの値',
    ),
  },
  parkDevice: {
    payload: 'ParkDeviceLive',
    text: t(
      '园区设备状态变化（在线、离线、故障）',
      'A park device changed status (online, offline, fault)',
      'Un equipo del recinto cambió de estado (en línea, desconectado, avería)',
      '構内機器の状態変化（オンライン・オフライン・故障）',
    ),
  },
  carWash: { payload: 'CarWashLive', text: t('洗车开始或结束', 'A car wash started or ended', 'Un lavado de camión empezó o terminó', '洗車の開始または終了') },
  sampling: {
    payload: 'SamplingTotal[]',
    text: t(
      '今日各配比累计发货量变化（整体替换）',
      "Today's shipped quantity per recipe changed (replace)",
      'Cambió la cantidad enviada hoy por dosificación (reemplazo)',
      '本日の配合別累計出荷量の変化（全体を置換）',
    ),
  },
};

export type DocsWord = keyof typeof docsText;
export const word = (key: DocsWord, lang: Lang): string => docsText[key][lang];
