import type { LiveMessages } from '../zh/live';

const en: LiveMessages = {
  live: {
    offline: 'Live connection lost, reconnecting…',
    sampling: {
      title: 'Sampling reminder',
      body: 'Recipe {{recipeCode}} ({{strength}}) has shipped {{total}} m³ today and reached {{step}} m³: take a sample.',
      more: '{{count}} more', close: 'Close reminder',
      area: 'Sampling reminders', inBell: '{{count}} more in notifications', waiting: 'Sampling reminders waiting ({{count}})',
      speech: 'Sampling reminder: recipe {{recipeCode}}, {{strength}}, has reached {{step}} cubic metres today. Please take a sample',
    },
  },
  board: {
    title: 'Production command centre',
    nav: { home: 'Home', production: 'Production', material: 'Materials', delivery: 'Delivery centre', map: 'Dispatch map', environment: 'Environment' },
    noData: 'No data',
    m3: 'm³',
    minutes: 'min',
    count: '{{count}} trucks',
    production: {
      states: { 1: 'Open', 2: 'Producing', 3: 'Completed', 4: 'Cancelled' },
      status: 'Status', lines: 'Production lines', currentTask: 'Current task', idle: 'Idle', running: 'Running', batches: 'Batches', output: 'Output today', plan: 'Plan',
      outputVsPlan: 'Output today / plan', tasksByState: 'Tasks by state', hourly: 'Output per hour today', recentBatches: 'Latest batches',
      open: 'Open', completed: 'Completed', shipped: 'Shipped', strength: 'Strength', task: 'Task', customer: 'Customer', project: 'Project',
    },
    material: {
      alarmsElsewhere: '{{count}} silos in alarm at other stations',
      silos: 'Silo levels', level: 'Level', capacity: 'Capacity', alarmLow: 'Low alarm', alarmHigh: 'High alarm', low: 'Low', high: 'High',
      receipts: 'Received today', consumption: 'Consumed today', weighbridge: 'Weighbridge feed', plate: 'Plate', supplier: 'Supplier', material: 'Material',
      gross: 'Gross', tare: 'Tare', net: 'Net', time: 'Time', tons: 't',
    },
    delivery: {
      trucksByStatus: 'Trucks by status', volumeByCustomer: 'Volume by customer today', volumeBySite: 'Volume by site today', late: 'Late trucks', waiting: 'Waiting on site',
      yesterday: 'Yesterday', clockAlerts: 'Clock alerts', volumeByCustomerYesterday: 'Volume by customer yesterday ({{date}})', volumeBySiteYesterday: 'Volume by site yesterday ({{date}})',
      turnaround: 'Average turnaround', trucks: 'Trucks', since: 'For', plate: 'Plate', project: 'Project', status: 'Status', delivered: 'Delivered today', tickets: 'Loads',
    },
    environment: {
      status: 'Status', updated: 'Updated', readings: 'Live readings', limit: 'Limit', alarm: 'Over limit', normal: 'Normal', trend: 'Today', station: 'Station', alarms: 'Alarms',
      pm25: 'PM2.5', pm10: 'PM10', tsp: 'TSP', noise: 'Noise', temperature: 'Temperature', humidity: 'Humidity', windSpeed: 'Wind speed', windDirection: 'Wind direction',
    },
    park: {
      meters: 'Meters', water: 'Water', electricity: 'Electricity', gas: 'Gas', oil: 'Oil', todayTotal: 'Today', latest: 'Latest',
      devices: 'Devices', cameras: 'Cameras', carWasher: 'Car washer', dustFall: 'Dust fall', trend: 'Consumption today',
      kinds: { camera: 'Camera', car_washer: 'Car washer', gravel_separator: 'Gravel separator', filter_press: 'Filter press', dust_monitor: 'Dust monitor', fog_cannon: 'Fog cannon', low_pressure_ash: 'Low-pressure ash feed' },
      statuses: { online: 'Online', offline: 'Offline', fault: 'Fault' },
      onlineOf: '{{online}} / {{total}} online', kind: 'Kind', station: 'Station', name: 'Name', area: 'Area', status: 'Status', since: 'Since',
      washers: 'Washers', washes: 'Washes today', washing: 'Washing', waterUsed: 'Water used', recentWashes: 'Latest washes', plate: 'Plate', time: 'Time', noWashes: 'No washes yet today',
    },
    queue: { nextTask: 'Next task', unassigned: 'Not assigned', waited: 'Waited', title: 'Driver queue', position: 'No.', plate: 'Plate', innerNumber: 'Truck no.', driver: 'Driver', since: 'Queued at', task: 'Task', empty: 'No trucks in the queue', waiting: 'Trucks waiting' },
  },
};

export default en;
