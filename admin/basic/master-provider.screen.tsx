import { supplierResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';

/**
 * /basic/master-provider: suppliers as the NCC master data lists them, ordered. Their approval
 * actions (submit, recover, timeline) plug into `rowActions` from the approval components.
 */
export default function Screen() {
  return <ResourceScreen def={supplierResource} rowActions={approvalRowActions('supplier')} />;
}
