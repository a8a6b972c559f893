import type { CommonMessages } from '../zh/common';

const ja: CommonMessages = {
  app: { title: 'Mixboard 生コン運営管理システム', short: 'Mixboard' },
  language: { label: '言語', zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
  login: {
    title: 'ログイン', username: 'ユーザー名', password: 'パスワード', submit: 'ログイン',
    showPassword: 'パスワードを表示', hidePassword: 'パスワードを隠す', usernameRequired: 'ユーザー名を入力してください', passwordRequired: 'パスワードを入力してください', demoHint: 'デモアカウント：admin / mixboard123',
  },
  nav: {
    tooManyViews: '開いているページが多すぎます。快適にご利用いただくため、いくつかのページを閉じてください',
    chunkReload: 'システムが更新されました。ローカルストレージを更新しています。お待ちください...',
    routeConflict: 'ルート名が重複しています：{{names}}',
    hasError: 'Has Error',
    loading: '読み込み中...',
  },
  error: {
    sessionExpired: 'セッションがタイムアウトしました。再度ログインしてください',
    serverError: 'サーバーの応答が異常です。管理者に連絡してください',
    network: 'ネットワークエラーです。接続を確認してください',
  },
  navbar: {
    sidebar: 'サイドメニュー', toggleSidebar: 'サイドバーの開閉', searchMenu: 'メニュー検索', smartScreen: 'スマートスクリーン', infoCentre: '情報センター',
    queueBoard: '待機列ボード', invoiceCabinet: '請求書キャビネット', customerMap: '顧客分布図', addressBook: 'アドレス帳',
    fullscreen: '全画面', exitFullscreen: '全画面を終了', fullscreenUnsupported: 'お使いのブラウザは対応していません',
    notices: 'お知らせ', pending: 'ToDo', station: 'プラント', headOffice: '本社', org: '組織',
  },
  user: {
    menu: 'ユーザーメニュー', theme: 'テーマ', changePassword: 'パスワード変更', tagsViewOn: 'タブを表示', tagsViewOff: 'タブを非表示',
    helpDocument: 'ヘルプ', logout: 'ログアウト', settings: 'レイアウト設定',
  },
  theme: {
    coral: 'コーラル', oceanBlue: 'オーシャンブルー', skyBlue: 'スカイブルー', starnightGrey: 'スターナイトグレー', turquoise: 'ターコイズ',
    applying: 'テーマを適用しています...', failed: 'テーマの適用に失敗しました！',
  },
  password: {
    title: 'パスワード変更', password: 'パスワード', confirm: 'パスワード（確認）',
    required: 'パスワードを入力してください', tooShort: 'パスワードは8文字以上にしてください',
    confirmRequired: 'パスワードをもう一度入力してください', mismatch: 'パスワードが一致しません',
    success: 'パスワードを変更しました', failed: 'パスワードの変更に失敗しました',
  },
  settings: {
    title: 'レイアウト設定', themeColour: 'テーマカラー', tagsView: 'タブ表示', fixedHeader: 'ヘッダー固定',
    sidebarLogo: 'サイドバーのロゴ', pinyinSearch: 'ピンイン検索（中国語のみ）',
  },
  tags: { refresh: '再読み込み', close: '閉じる', closeOthers: '他を閉じる', closeAll: 'すべて閉じる', noName: 'no-name', left: '左へスクロール', right: '右へスクロール', bar: '開いているページ' },
  notice: {
    all: 'すべて', warning: '警告', remind: 'リマインド', notice: 'お知らせ', markAllRead: 'すべて既読にする', todo: 'ToDo',
    empty: 'メッセージはありません', fetchFailed: 'データの取得に失敗しました！', approval: '承認', alarm: '一般アラーム',
    reminder: '一般リマインド', ordinary: '一般のお知らせ', unknown: '不明なリマインド',
  },
  page: {
    notFound: '申し訳ありません。お探しのページは存在しません', unauthorized: '申し訳ありません。このページへのアクセス権がありません',
    backHome: 'ホームへ戻る', redirecting: '移動しています...', helpTitle: 'ヘルプ',
    helpBody: 'サイドバーには利用できる機能が表示されます。タブバーには開いたページが残ります（最大10件）。右上でテーマ・言語・レイアウトを切り替えられます。',
  },
  home: {
    welcome: 'ようこそ、{{name}} さん', todayTasks: '本日のタスク', pendingApprovals: '承認待ち', quickLinks: 'クイックリンク',
    noTasks: '本日の生産タスクはありません', noApprovals: '承認待ちはありません', noLinks: '利用できるメニューがありません', viewAll: 'すべて表示',
    taskCode: 'タスク番号', openTime: '開始時刻', hostId: 'ミキサー', innerNumber: '内部番号', projectName: '工事名',
    pouringSite: '打設箇所', strength: '強度', planQuantity: '計画数量(m³)', state: '状態', completed: '完了', inProgress: '進行中',
  },
  todo: { title: 'タイトル', content: '内容', type: '種類', createUser: '申請者', createTime: '申請日時', open: '処理', total: '全 {{total}} 件' },
  vehicleStatus: {
    atPlant: '工場待機', queued: '待機列', ticketed: '伝票発行', loading: '積込中', loaded: '積込完了', toJob: '現場へ', arrived: '現場到着',
    pouring: '荷卸し中', endPour: '荷卸し完了', washing: '洗車中', returning: '帰路', breakdown: '故障', diverted: '転送', returnedLoad: '戻りコン',
  },
  mapBoard: {
    search: 'ナンバーまたは車両番号で検索', noMatch: '該当する車両はありません',
    trucks: '車両一覧', filter: '状態で絞り込み', all: 'すべて', detail: '車両詳細', close: '閉じる', innerNumber: '車番', kind: '種別',
    kinds: { mixer: 'ミキサー車', pump: 'ポンプ車' }, driver: '運転手', since: '状態開始', speed: '速度', ticket: '現在の伝票', noTicket: '伝票なし',
    taskCode: 'タスク番号', project: '工事名', quantity: '数量', customer: '得意先', site: '打設箇所', strength: '呼び強度', follow: '車両を追跡',
  },
  homeBoard: {
    scene: 'プラント 3D ビュー', output: '本日の出荷量', plan: '本日の計画', batches: '本日のバッチ数', trucks: '車両の状態', tasks: '生産タスク',
    open: '進行中', completed: '完了', lines: '生産ライン', silos: 'サイロ残量', running: '稼働中', idle: '待機', total: '合計',
  },
};

export default ja;
