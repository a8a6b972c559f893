import type { CommonMessages } from '../zh/common';

const en: CommonMessages = {
  app: { title: 'Mixboard concrete operations', short: 'Mixboard' },
  language: { label: 'Language', zh: '中文', en: 'English', es: 'Español', ja: '日本語' },
  login: {
    title: 'Sign in', username: 'User name', password: 'Password', submit: 'Sign in',
    showPassword: 'Show password', hidePassword: 'Hide password', usernameRequired: 'Enter your user name', passwordRequired: 'Enter your password', demoHint: 'Demo account: admin / mixboard123',
  },
  nav: {
    tooManyViews: 'Too many pages are open. For the best experience, close some pages first',
    chunkReload: 'The system has been updated, refreshing local storage, please wait...',
    routeConflict: 'Route name conflict: {{names}}',
    hasError: 'Has Error',
    loading: 'Loading...',
  },
  error: {
    sessionExpired: 'Your session has timed out, please sign in again',
    serverError: 'The server failed to respond, please contact the administrator',
    network: 'Network error, check your connection',
  },
  navbar: {
    sidebar: 'Sidebar menu', toggleSidebar: 'Toggle sidebar', searchMenu: 'find menu', smartScreen: 'Smart screens', infoCentre: 'Information centre',
    queueBoard: 'Queue board', invoiceCabinet: 'Invoice cabinet', customerMap: 'Customer map', addressBook: 'Address book',
    fullscreen: 'Full screen', exitFullscreen: 'Exit full screen', fullscreenUnsupported: 'you browser can not work',
    notices: 'Notices', pending: 'To-dos', station: 'Station', headOffice: 'Head office', org: 'Organisation',
  },
  user: {
    menu: 'User menu', theme: 'Theme', changePassword: 'Change password', tagsViewOn: 'Show tabs', tagsViewOff: 'Hide tabs',
    helpDocument: 'Help document', logout: 'Log out', settings: 'Layout settings',
  },
  theme: {
    coral: 'Coral', oceanBlue: 'Ocean blue', skyBlue: 'Sky blue', starnightGrey: 'Starnight grey', turquoise: 'Turquoise',
    applying: 'Applying theme, please wait...', failed: 'Failed to apply the theme!',
  },
  password: {
    title: 'Change password', password: 'password', confirm: 'confirm password',
    required: 'password cannot be empty', tooShort: 'password must be longer than 8 characters',
    confirmRequired: 'please enter the password again', mismatch: 'passwords do not match',
    success: 'password changed successfully', failed: 'password change failed',
  },
  settings: {
    title: 'Layout settings', themeColour: 'Theme colour', tagsView: 'Tabs', fixedHeader: 'Fixed header',
    sidebarLogo: 'Sidebar logo', pinyinSearch: 'Pinyin menu search (Chinese only)',
  },
  tags: { refresh: 'refresh', close: 'close', closeOthers: 'close others', closeAll: 'close all', noName: 'no-name', left: 'Scroll left', right: 'Scroll right', bar: 'Open pages' },
  notice: {
    all: 'all', warning: 'warning', remind: 'remind', notice: 'notice', markAllRead: 'mark all as read', todo: 'to-do',
    empty: 'No messages', fetchFailed: 'Failed to fetch data!', approval: 'approval', alarm: 'ordinary alarm',
    reminder: 'ordinary reminder', ordinary: 'ordinary notice', unknown: 'unknown reminder',
  },
  page: {
    notFound: 'Sorry, the page you visited does not exist', unauthorized: 'Sorry, you may not open this page', backHome: 'Back home',
    redirecting: 'Redirecting...', helpTitle: 'Help document',
    helpBody: 'The sidebar lists the functions you may use; the tab bar keeps the pages you opened (up to 10); the top right corner holds themes, languages and layout settings.',
  },
  home: {
    welcome: 'Welcome, {{name}}', todayTasks: "Today's tasks", pendingApprovals: 'Pending approvals', quickLinks: 'Quick links',
    noTasks: 'No production tasks today', noApprovals: 'Nothing waiting for approval', noLinks: 'No menus available', viewAll: 'View all',
    taskCode: 'Task no.', openTime: 'Start time', hostId: 'Mixer unit', innerNumber: 'Internal no.', projectName: 'Project',
    pouringSite: 'Pouring site', strength: 'Strength', planQuantity: 'Planned (m³)', state: 'State', completed: 'Completed', inProgress: 'In progress',
  },
  todo: { title: 'Title', content: 'Content', type: 'Type', createUser: 'Submitted by', createTime: 'Submitted at', open: 'Handle', total: '{{total}} items' },
  vehicleStatus: {
    atPlant: 'At plant', queued: 'Queued', ticketed: 'Ticketed', loading: 'Loading', loaded: 'Loaded', toJob: 'To job', arrived: 'Arrived',
    pouring: 'Pouring', endPour: 'End pour', washing: 'Washing', returning: 'Returning', breakdown: 'Breakdown', diverted: 'Diverted', returnedLoad: 'Returned load',
  },
  mapBoard: {
    search: 'Search plate or truck no.', noMatch: 'No truck matches',
    trucks: 'Trucks', filter: 'Filter by status', all: 'All', detail: 'Truck detail', close: 'Close', innerNumber: 'Inner no.', kind: 'Type',
    kinds: { mixer: 'Mixer', pump: 'Pump' }, driver: 'Driver', since: 'Status since', speed: 'Speed', ticket: 'Current ticket', noTicket: 'No ticket',
    taskCode: 'Task code', project: 'Project', quantity: 'Quantity', customer: 'Customer', site: 'Pour site', strength: 'Strength', follow: 'Follow truck',
  },
  homeBoard: {
    scene: '3D plant scene', output: 'Output today', plan: 'Plan today', batches: 'Batches today', trucks: 'Trucks by status', tasks: 'Production tasks',
    open: 'Open', completed: 'Completed', lines: 'Production lines', silos: 'Silo levels', running: 'Running', idle: 'Idle', total: 'Total',
  },
};

export default en;
