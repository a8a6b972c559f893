import { isLabRoute } from '../route-lists';
import { walkMenu } from './walk';

// the admin's lab and quality routes (the rest: admin.test.tsx), as tests/components/route-lists.ts says they show
await walkMenu('admin', 'admin-lab', { pick: isLabRoute });
