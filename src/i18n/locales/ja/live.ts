import type { LiveMessages } from '../zh/live';

const ja: LiveMessages = {
  live: {
    offline: 'リアルタイム接続が切れました。再接続中…',
    sampling: {
      title: 'サンプリングのお知らせ',
      body: '配合 {{recipeCode}}（{{strength}}）の本日出荷累計は {{total}} m³ で、{{step}} m³ に達しました。サンプリングしてください。',
      more: '他 {{count}} 件', close: '通知を閉じる',
      area: 'サンプリングのお知らせ', inBell: '他 {{count}} 件は通知一覧に', waiting: '待機中のサンプリングのお知らせ（{{count}}）',
      speech: 'サンプリングのお知らせ。配合 {{recipeCode}}、{{strength}}、本日の出荷が {{step}} 立方メートルに達しました',
    },
  },
  board: {
    title: '生産指令センター',
    nav: { home: 'ホーム', production: '生産ボード', material: '材料ボード', delivery: '配送センター', map: '配車マップ', environment: '環境情報' },
    noData: 'データなし',
    m3: 'm³',
    minutes: '分',
    count: '{{count}} 台',
    production: {
      states: { 1: '未生産', 2: '生産中', 3: '完了', 4: '取消' },
      status: '状態', lines: '生産ライン', currentTask: '現在のタスク', idle: '停止', running: '生産中', batches: 'バッチ数', output: '本日生産量', plan: '計画量',
      outputVsPlan: '本日生産量 / 計画', tasksByState: 'タスク状態', hourly: '本日の時間別生産量', recentBatches: '最新バッチ',
      open: '進行中', completed: '完了', shipped: '出荷済', strength: '強度', task: 'タスク', customer: '顧客', project: '現場',
    },
    material: {
      alarmsElsewhere: '他の工場で {{count}} 基のサイロが警報中',
      silos: 'サイロ残量', level: '残量', capacity: '容量', alarmLow: '下限警報', alarmHigh: '上限警報', low: '下限', high: '上限',
      receipts: '本日入荷', consumption: '本日消費', weighbridge: 'トラックスケール記録', plate: 'ナンバー', supplier: '仕入先', material: '材料',
      gross: '総重量', tare: '風袋', net: '正味', time: '時刻', tons: 't',
    },
    delivery: {
      trucksByStatus: '車両状態', volumeByCustomer: '本日の顧客別出荷量', volumeBySite: '本日の現場別出荷量', late: '遅延車両', waiting: '現場待機車両',
      yesterday: '昨日', clockAlerts: '時計アラート', volumeByCustomerYesterday: '昨日の顧客別数量（{{date}}）', volumeBySiteYesterday: '昨日の現場別数量（{{date}}）',
      turnaround: '平均回転時間', trucks: '車両', since: '経過', plate: 'ナンバー', project: '現場', status: '状態', delivered: '本日出荷', tickets: '車数',
    },
    environment: {
      status: '状態', updated: '更新時刻', readings: 'リアルタイム測定', limit: '基準値', alarm: '超過', normal: '正常', trend: '本日の推移', station: '工場', alarms: '警報',
      pm25: 'PM2.5', pm10: 'PM10', tsp: 'TSP', noise: '騒音', temperature: '気温', humidity: '湿度', windSpeed: '風速', windDirection: '風向',
    },
    park: {
      meters: 'エネルギー計量', water: '水道', electricity: '電力', gas: 'ガス', oil: '燃料', todayTotal: '本日累計', latest: '最新値',
      devices: '設備', cameras: 'カメラ', carWasher: '洗車機', dustFall: '降下ばいじん', trend: '本日の消費推移',
      kinds: { camera: 'カメラ', car_washer: '洗車機', gravel_separator: '砂石分離機', filter_press: 'フィルタープレス', dust_monitor: '粉じん計', fog_cannon: '噴霧砲', low_pressure_ash: '低圧粉体圧送' },
      statuses: { online: 'オンライン', offline: 'オフライン', fault: '故障' },
      onlineOf: 'オンライン {{online}} / {{total}}', kind: '種類', station: '工場', name: '名称', area: 'エリア', status: '状態', since: '時刻',
      washers: '洗車機', washes: '本日の洗車', washing: '洗車中', waterUsed: '使用水量', recentWashes: '最近の洗車', plate: 'ナンバー', time: '時刻', noWashes: '本日の洗車記録はまだありません',
    },
    queue: { nextTask: '次のタスク', unassigned: '未割当', waited: '待ち時間', title: '運転手待機列', position: '番号', plate: 'ナンバー', innerNumber: '車両番号', driver: '運転手', since: '待機開始', task: 'タスク', empty: '待機車両はありません', waiting: '待機車両' },
  },
};

export default ja;
