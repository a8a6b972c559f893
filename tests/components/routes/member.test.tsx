import { walkMenu } from './walk';

// every route of the member role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('member', 'member');
