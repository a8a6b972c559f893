/** Chinese is the product's own language: the spec's Chinese messages are verbatim here. */
const zh = {
  app: { title: 'Mixboard 混凝土运营管理系统', short: 'Mixboard' },
  language: { label: '语言', zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
  login: {
    title: '系统登录', username: '用户名', password: '密码', submit: '登 录',
    showPassword: '显示密码', hidePassword: '隐藏密码', usernameRequired: '请输入用户名', passwordRequired: '请输入密码', demoHint: '演示账号：admin / mixboard123',
  },
  nav: {
    tooManyViews: '当前打开页面数量过多，为了极佳体验，请先关闭一些页面',
    chunkReload: '系统版本更新，正在刷新本地存储，请稍候...',
    routeConflict: '路由名称冲突：{{names}}',
    hasError: 'Has Error',
    loading: '加载中...',
  },
  error: {
    sessionExpired: '你的访问已超时, 请重新登录',
    serverError: '服务器响应异常，请联系管理员',
    network: '网络连接失败，请检查网络',
  },
  navbar: {
    sidebar: '侧边菜单', toggleSidebar: '展开/收起侧边栏', searchMenu: '查找菜单', smartScreen: '智慧大屏', infoCentre: '信息中心',
    queueBoard: '排队看板', invoiceCabinet: '发票柜', customerMap: '客户分布图', addressBook: '通讯录',
    fullscreen: '全屏', exitFullscreen: '退出全屏', fullscreenUnsupported: '您的浏览器不支持全屏',
    notices: '消息通知', pending: '待办事项', station: '搅拌站', headOffice: '总部', org: '组织',
  },
  user: {
    menu: '用户菜单', theme: '主题', changePassword: '修改密码', tagsViewOn: '显示标签页', tagsViewOff: '隐藏标签页',
    helpDocument: '帮助文档', logout: '退出登录', settings: '布局设置',
  },
  theme: {
    coral: '珊瑚红', oceanBlue: '海洋蓝', skyBlue: '天空蓝', starnightGrey: '星夜灰', turquoise: '绿松石',
    applying: '正在应用主题，请稍候...', failed: '主题应用失败！',
  },
  password: {
    title: '修改密码', password: '密码', confirm: '确认密码',
    required: '密码不能为空', tooShort: '密码长度不能少于8位', confirmRequired: '请再次输入密码', mismatch: '两次输入密码不一致',
    success: '密码修改成功', failed: '密码修改失败',
  },
  settings: {
    title: '系统布局配置', themeColour: '主题色', tagsView: '开启标签页', fixedHeader: '固定头部',
    sidebarLogo: '侧边栏 Logo', pinyinSearch: '菜单拼音搜索（仅中文）',
  },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', noName: 'no-name', left: '向左滚动', right: '向右滚动', bar: '已打开页面' },
  notice: {
    all: '全部', warning: '预警', remind: '提醒', notice: '通知', markAllRead: '全部已读', todo: '待办',
    empty: '暂无消息', fetchFailed: '获取数据失败！', approval: '审批', alarm: '普通告警', reminder: '普通提醒',
    ordinary: '普通通知', unknown: '未知提醒',
  },
  page: {
    notFound: '抱歉，您访问的页面不存在', unauthorized: '抱歉，您无权访问该页面', backHome: '返回首页', redirecting: '正在跳转...',
    helpTitle: '帮助文档',
    helpBody: '左侧菜单列出您有权访问的功能；顶部标签页保留最近打开的页面（最多 10 个）；右上角可切换主题、语言与布局设置。',
  },
  home: {
    welcome: '欢迎，{{name}}', todayTasks: '今日任务', pendingApprovals: '待审批事项', quickLinks: '快捷入口',
    noTasks: '今日暂无生产任务', noApprovals: '暂无待审批事项', noLinks: '暂无可用菜单', viewAll: '查看全部',
    taskCode: '任务单号', openTime: '开盘时间', hostId: '机组', innerNumber: '内部编号', projectName: '工程名称',
    pouringSite: '浇筑部位', strength: '强度等级', planQuantity: '计划方量(m³)', state: '状态', completed: '已完成', inProgress: '进行中',
  },
  todo: { title: '标题', content: '内容', type: '类型', createUser: '发起人', createTime: '发起时间', open: '处理', total: '共 {{total}} 条' },
  vehicleStatus: {
    atPlant: '在站', queued: '排队', ticketed: '已派单', loading: '装料中', loaded: '已装料', toJob: '运输中', arrived: '到达待卸',
    pouring: '卸料中', endPour: '卸料完成', washing: '清洗', returning: '回站', breakdown: '故障', diverted: '转料改派', returnedLoad: '退料',
  },
  mapBoard: {
    search: '按车牌或自编号搜索', noMatch: '没有匹配的车辆',
    trucks: '车辆列表', filter: '按状态筛选', all: '全部', detail: '车辆详情', close: '关闭', innerNumber: '内部编号', kind: '车辆类型',
    kinds: { mixer: '搅拌车', pump: '泵车' }, driver: '司机', since: '状态开始', speed: '速度', ticket: '当前运单', noTicket: '暂无运单',
    taskCode: '任务单号', project: '工程名称', quantity: '方量', customer: '客户', site: '浇筑部位', strength: '强度等级', follow: '跟随车辆',
  },
  homeBoard: {
    scene: '搅拌站三维场景', output: '今日产量', plan: '今日计划', batches: '今日盘数', trucks: '车辆状态', tasks: '生产任务',
    open: '进行中', completed: '已完成', lines: '生产线', silos: '筒仓料位', running: '生产中', idle: '待机', total: '合计',
  },
};

export default zh;
export type CommonMessages = typeof zh;
