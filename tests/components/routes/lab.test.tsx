import { walkMenu } from './walk';

// every route of the lab role's menu, as tests/components/route-lists.ts says it shows
await walkMenu('lab', 'lab');
