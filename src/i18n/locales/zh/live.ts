/** Live layer and wall boards (streams, src/live, boards/). */
const zh = {
  live: {
    offline: '实时连接已断开，正在重连…',
    sampling: {
      title: '取样提醒',
      body: '配方 {{recipeCode}}（{{strength}}）今日累计发货 {{total}} m³，已达 {{step}} m³，请及时取样。',
      more: '另有 {{count}} 条', close: '关闭提醒',
      area: '取样提醒', inBell: '另有 {{count}} 条在消息通知中', waiting: '待显示的取样提醒（{{count}}）',
      speech: '取样提醒，配方 {{recipeCode}}，{{strength}}，今日发货已达 {{step}} 方，请及时取样',
    },
  },
  board: {
    title: '生产指挥中心',
    nav: { home: '首页', production: '生产看板', material: '材料看板', delivery: '配送中心', map: '调度地图', environment: '环境信息' },
    noData: '暂无数据',
    m3: '方',
    minutes: '分钟',
    count: '{{count}} 辆',
    production: {
      states: { 1: '待生产', 2: '生产中', 3: '已完成', 4: '已取消' },
      status: '状态', lines: '生产线', currentTask: '当前任务', idle: '空闲', running: '生产中', batches: '盘数', output: '今日产量', plan: '计划方量',
      outputVsPlan: '今日产量 / 计划', tasksByState: '任务状态', hourly: '今日每小时产量', recentBatches: '最近出盘',
      open: '进行中', completed: '已完成', shipped: '已发货', strength: '强度', task: '任务单', customer: '客户', project: '工程',
    },
    material: {
      alarmsElsewhere: '其他站点 {{count}} 个料仓报警',
      silos: '料仓液位', level: '存量', capacity: '容量', alarmLow: '低位报警', alarmHigh: '高位报警', low: '低位', high: '高位',
      receipts: '今日进料', consumption: '今日消耗', weighbridge: '地磅实时记录', plate: '车牌', supplier: '供应商', material: '材料',
      gross: '毛重', tare: '皮重', net: '净重', time: '时间', tons: '吨',
    },
    delivery: {
      trucksByStatus: '车辆状态', volumeByCustomer: '今日客户方量', volumeBySite: '今日工地方量', late: '超时车辆', waiting: '现场等待车辆',
      yesterday: '昨日', clockAlerts: '时钟告警', volumeByCustomerYesterday: '昨日客户方量（{{date}}）', volumeBySiteYesterday: '昨日工地方量（{{date}}）',
      turnaround: '平均周转时间', trucks: '车辆', since: '持续', plate: '车牌', project: '工程', status: '状态', delivered: '今日发货', tickets: '车次',
    },
    environment: {
      status: '状态', updated: '更新时间', readings: '实时监测', limit: '限值', alarm: '超标', normal: '正常', trend: '今日趋势', station: '站点', alarms: '报警记录',
      pm25: 'PM2.5', pm10: 'PM10', tsp: 'TSP', noise: '噪声', temperature: '温度', humidity: '湿度', windSpeed: '风速', windDirection: '风向',
    },
    park: {
      meters: '能耗计量', water: '水表', electricity: '电表', gas: '燃气表', oil: '油表', todayTotal: '今日累计', latest: '最新读数',
      devices: '设备', cameras: '摄像头', carWasher: '洗车机', dustFall: '降尘监测', trend: '今日能耗趋势',
      kinds: { camera: '摄像头', car_washer: '洗车机', gravel_separator: '砂石分离机', filter_press: '压滤机', dust_monitor: '扬尘监测仪', fog_cannon: '雾炮机', low_pressure_ash: '低压打灰' },
      statuses: { online: '在线', offline: '离线', fault: '故障' },
      onlineOf: '在线 {{online}} / {{total}}', kind: '类型', station: '站点', name: '名称', area: '区域', status: '状态', since: '时间',
      washers: '洗车机', washes: '今日洗车', washing: '洗车中', waterUsed: '用水量', recentWashes: '最近洗车', plate: '车牌', time: '时间', noWashes: '今日暂无洗车记录',
    },
    queue: { nextTask: '下一任务', unassigned: '未指派', waited: '已等待', title: '司机排队', position: '序号', plate: '车牌', innerNumber: '自编号', driver: '司机', since: '排队时间', task: '任务单', empty: '当前无排队车辆', waiting: '排队车辆' },
  },
};

export default zh;
export type LiveMessages = typeof zh;
