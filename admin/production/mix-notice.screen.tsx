import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { taskResource } from './task.resource';

/** The task list as the mix-design notice reads it: each task with its mix design, grade and slump. */
const MIX_NOTICE = {
  ...taskResource,
  columns: [
    'taskCode',
    'customerName',
    'projectName',
    'pouringSite',
    'recipeCode',
    'strength',
    'slump',
    'pourMethod',
    'planQuantity',
    'openTime',
    'state',
    'hostName',
  ],
};

/** /production/pcorder (配比通知单): the production tasks with the mix design each is produced to. */
export default function MixNoticeScreen() {
  return <ResourceScreen def={MIX_NOTICE} tableId="mixNotice" />;
}
