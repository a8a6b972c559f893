import type { LiveMessages } from '../zh/live';

const es: LiveMessages = {
  live: {
    offline: 'Conexión en vivo perdida, reconectando…',
    sampling: {
      title: 'Recordatorio de muestreo',
      body: 'La fórmula {{recipeCode}} ({{strength}}) lleva {{total}} m³ enviados hoy y alcanzó {{step}} m³: tome una muestra.',
      more: '{{count}} más', close: 'Cerrar aviso',
      area: 'Recordatorios de muestreo', inBell: '{{count}} más en notificaciones', waiting: 'Recordatorios de muestreo en espera ({{count}})',
      speech: 'Recordatorio de muestreo: la fórmula {{recipeCode}}, {{strength}}, alcanzó {{step}} metros cúbicos hoy. Tome una muestra',
    },
  },
  board: {
    title: 'Centro de mando de producción',
    nav: { home: 'Inicio', production: 'Producción', material: 'Materiales', delivery: 'Centro de entregas', map: 'Mapa de despacho', environment: 'Medio ambiente' },
    noData: 'Sin datos',
    m3: 'm³',
    minutes: 'min',
    count: '{{count}} camiones',
    production: {
      states: { 1: 'Abierta', 2: 'En producción', 3: 'Completada', 4: 'Cancelada' },
      status: 'Estado', lines: 'Líneas de producción', currentTask: 'Tarea actual', idle: 'Parada', running: 'Produciendo', batches: 'Amasadas', output: 'Producción hoy', plan: 'Plan',
      outputVsPlan: 'Producción hoy / plan', tasksByState: 'Tareas por estado', hourly: 'Producción por hora hoy', recentBatches: 'Últimas amasadas',
      open: 'Abiertas', completed: 'Completadas', shipped: 'Enviado', strength: 'Resistencia', task: 'Tarea', customer: 'Cliente', project: 'Obra',
    },
    material: {
      alarmsElsewhere: '{{count}} silos en alarma en otras plantas',
      silos: 'Nivel de silos', level: 'Nivel', capacity: 'Capacidad', alarmLow: 'Alarma baja', alarmHigh: 'Alarma alta', low: 'Bajo', high: 'Alto',
      receipts: 'Recibido hoy', consumption: 'Consumido hoy', weighbridge: 'Báscula en vivo', plate: 'Matrícula', supplier: 'Proveedor', material: 'Material',
      gross: 'Bruto', tare: 'Tara', net: 'Neto', time: 'Hora', tons: 't',
    },
    delivery: {
      trucksByStatus: 'Camiones por estado', volumeByCustomer: 'Volumen por cliente hoy', volumeBySite: 'Volumen por obra hoy', late: 'Camiones retrasados', waiting: 'Esperando en obra',
      yesterday: 'Ayer', clockAlerts: 'Alertas del reloj', volumeByCustomerYesterday: 'Volumen por cliente ayer ({{date}})', volumeBySiteYesterday: 'Volumen por obra ayer ({{date}})',
      turnaround: 'Rotación media', trucks: 'Camiones', since: 'Desde hace', plate: 'Matrícula', project: 'Obra', status: 'Estado', delivered: 'Entregado hoy', tickets: 'Viajes',
    },
    environment: {
      status: 'Estado', updated: 'Actualizado', readings: 'Lecturas en vivo', limit: 'Límite', alarm: 'Fuera de límite', normal: 'Normal', trend: 'Hoy', station: 'Planta', alarms: 'Alarmas',
      pm25: 'PM2.5', pm10: 'PM10', tsp: 'PST', noise: 'Ruido', temperature: 'Temperatura', humidity: 'Humedad', windSpeed: 'Velocidad del viento', windDirection: 'Dirección del viento',
    },
    park: {
      meters: 'Contadores', water: 'Agua', electricity: 'Electricidad', gas: 'Gas', oil: 'Gasóleo', todayTotal: 'Hoy', latest: 'Última lectura',
      devices: 'Equipos', cameras: 'Cámaras', carWasher: 'Lavacamiones', dustFall: 'Polvo sedimentable', trend: 'Consumo hoy',
      kinds: { camera: 'Cámara', car_washer: 'Lavacamiones', gravel_separator: 'Separador de áridos', filter_press: 'Filtro prensa', dust_monitor: 'Monitor de polvo', fog_cannon: 'Cañón nebulizador', low_pressure_ash: 'Carga neumática de baja presión' },
      statuses: { online: 'En línea', offline: 'Desconectado', fault: 'Avería' },
      onlineOf: '{{online}} / {{total}} en línea', kind: 'Tipo', station: 'Planta', name: 'Nombre', area: 'Zona', status: 'Estado', since: 'Desde',
      washers: 'Lavacamiones', washes: 'Lavados hoy', washing: 'Lavando', waterUsed: 'Agua usada', recentWashes: 'Últimos lavados', plate: 'Matrícula', time: 'Hora', noWashes: 'Aún no hay lavados hoy',
    },
    queue: { nextTask: 'Próxima tarea', unassigned: 'Sin asignar', waited: 'Espera', title: 'Cola de conductores', position: 'N.º', plate: 'Matrícula', innerNumber: 'N.º camión', driver: 'Conductor', since: 'En cola desde', task: 'Tarea', empty: 'No hay camiones en cola', waiting: 'Camiones en cola' },
  },
};

export default es;
