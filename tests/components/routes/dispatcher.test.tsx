import { walkMenu } from './walk';

// every route of the dispatcher role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('dispatcher', 'dispatcher');
