import { walkMenu } from './walk';

// every route of the approver role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('approver', 'approver');
