import type { CommonMessages } from '../zh/common';

const es: CommonMessages = {
  app: { title: 'Mixboard operaciones de hormigón', short: 'Mixboard' },
  language: { label: 'Idioma', zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
  login: {
    title: 'Iniciar sesión', username: 'Usuario', password: 'Contraseña', submit: 'Entrar',
    showPassword: 'Mostrar contraseña', hidePassword: 'Ocultar contraseña', usernameRequired: 'Introduzca su usuario', passwordRequired: 'Introduzca su contraseña', demoHint: 'Cuenta de demostración: admin / mixboard123',
  },
  nav: {
    tooManyViews: 'Hay demasiadas páginas abiertas. Para una mejor experiencia, cierre algunas primero',
    chunkReload: 'El sistema se ha actualizado, refrescando el almacenamiento local, espere...',
    routeConflict: 'Conflicto de nombre de ruta: {{names}}',
    hasError: 'Has Error',
    loading: 'Cargando...',
  },
  error: {
    sessionExpired: 'Su sesión ha caducado, inicie sesión de nuevo',
    serverError: 'El servidor no responde correctamente, contacte al administrador',
    network: 'Error de red, compruebe su conexión',
  },
  navbar: {
    sidebar: 'Menú lateral', toggleSidebar: 'Mostrar u ocultar menú', searchMenu: 'buscar menú', smartScreen: 'Pantallas inteligentes', infoCentre: 'Centro de información',
    queueBoard: 'Tablero de cola', invoiceCabinet: 'Archivo de facturas', customerMap: 'Mapa de clientes', addressBook: 'Agenda',
    fullscreen: 'Pantalla completa', exitFullscreen: 'Salir de pantalla completa', fullscreenUnsupported: 'su navegador no lo admite',
    notices: 'Avisos', pending: 'Pendientes', station: 'Planta', headOffice: 'Sede central', org: 'Organización',
  },
  user: {
    menu: 'Menú de usuario', theme: 'Tema', changePassword: 'Cambiar contraseña', tagsViewOn: 'Mostrar pestañas', tagsViewOff: 'Ocultar pestañas',
    helpDocument: 'Documento de ayuda', logout: 'Cerrar sesión', settings: 'Ajustes de diseño',
  },
  theme: {
    coral: 'Coral', oceanBlue: 'Azul océano', skyBlue: 'Azul cielo', starnightGrey: 'Gris noche estrellada', turquoise: 'Turquesa',
    applying: 'Aplicando el tema, espere...', failed: '¡No se pudo aplicar el tema!',
  },
  password: {
    title: 'Cambiar contraseña', password: 'contraseña', confirm: 'confirmar contraseña',
    required: 'la contraseña no puede estar vacía', tooShort: 'la contraseña debe tener al menos 8 caracteres',
    confirmRequired: 'introduzca la contraseña de nuevo', mismatch: 'las contraseñas no coinciden',
    success: 'contraseña cambiada correctamente', failed: 'no se pudo cambiar la contraseña',
  },
  settings: {
    title: 'Ajustes de diseño', themeColour: 'Color del tema', tagsView: 'Pestañas', fixedHeader: 'Cabecera fija',
    sidebarLogo: 'Logo del menú lateral', pinyinSearch: 'Búsqueda pinyin (solo chino)',
  },
  tags: { refresh: 'actualizar', close: 'cerrar', closeOthers: 'cerrar otras', closeAll: 'cerrar todas', noName: 'no-name', left: 'Desplazar a la izquierda', right: 'Desplazar a la derecha', bar: 'Páginas abiertas' },
  notice: {
    all: 'todos', warning: 'alerta', remind: 'recordatorio', notice: 'aviso', markAllRead: 'marcar todo como leído', todo: 'pendientes',
    empty: 'Sin mensajes', fetchFailed: '¡No se pudieron obtener los datos!', approval: 'aprobación', alarm: 'alarma ordinaria',
    reminder: 'recordatorio ordinario', ordinary: 'aviso ordinario', unknown: 'recordatorio desconocido',
  },
  page: {
    notFound: 'Lo sentimos, la página no existe', unauthorized: 'Lo sentimos, no puede abrir esta página', backHome: 'Volver al inicio',
    redirecting: 'Redirigiendo...', helpTitle: 'Documento de ayuda',
    helpBody: 'El menú lateral muestra las funciones que puede usar; la barra de pestañas guarda las páginas abiertas (hasta 10); arriba a la derecha están los temas, idiomas y ajustes de diseño.',
  },
  home: {
    welcome: 'Bienvenido, {{name}}', todayTasks: 'Tareas de hoy', pendingApprovals: 'Aprobaciones pendientes', quickLinks: 'Accesos rápidos',
    noTasks: 'Hoy no hay tareas de producción', noApprovals: 'Nada pendiente de aprobación', noLinks: 'No hay menús disponibles', viewAll: 'Ver todo',
    taskCode: 'N.º de tarea', openTime: 'Inicio', hostId: 'Unidad de mezcla', innerNumber: 'N.º interno', projectName: 'Obra',
    pouringSite: 'Lugar de vertido', strength: 'Resistencia', planQuantity: 'Previsto (m³)', state: 'Estado', completed: 'Terminada', inProgress: 'En curso',
  },
  todo: { title: 'Título', content: 'Contenido', type: 'Tipo', createUser: 'Enviado por', createTime: 'Enviado el', open: 'Atender', total: '{{total}} elementos' },
  vehicleStatus: {
    atPlant: 'En planta', queued: 'En cola', ticketed: 'Con albarán', loading: 'Cargando', loaded: 'Cargado', toJob: 'Hacia obra', arrived: 'En obra',
    pouring: 'Descargando', endPour: 'Fin de descarga', washing: 'Lavando', returning: 'Regresando', breakdown: 'Avería', diverted: 'Desviado', returnedLoad: 'Carga devuelta',
  },
  mapBoard: {
    search: 'Buscar matrícula o n.º de camión', noMatch: 'Ningún camión coincide',
    trucks: 'Camiones', filter: 'Filtrar por estado', all: 'Todos', detail: 'Detalle del camión', close: 'Cerrar', innerNumber: 'N.º interno', kind: 'Tipo',
    kinds: { mixer: 'Hormigonera', pump: 'Bomba' }, driver: 'Conductor', since: 'Estado desde', speed: 'Velocidad', ticket: 'Albarán actual', noTicket: 'Sin albarán',
    taskCode: 'Código de tarea', project: 'Obra', quantity: 'Cantidad', customer: 'Cliente', site: 'Punto de vertido', strength: 'Resistencia', follow: 'Seguir camión',
  },
  homeBoard: {
    scene: 'Planta en 3D', output: 'Producción de hoy', plan: 'Plan de hoy', batches: 'Amasadas de hoy', trucks: 'Camiones por estado', tasks: 'Tareas de producción',
    open: 'Abiertas', completed: 'Completadas', lines: 'Líneas de producción', silos: 'Nivel de silos', running: 'Produciendo', idle: 'En espera', total: 'Total',
  },
};

export default es;
