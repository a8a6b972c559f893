import { walkMenu } from './walk';

// every route of the station role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('station', 'station');
