import { walkMenu } from './walk';

// every route of the sales role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('sales', 'sales');
