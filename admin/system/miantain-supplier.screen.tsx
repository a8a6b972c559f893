import { supplierMaintainResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';

/**
 * Suppliers maintained by purchasing (calls /system/miantain-supplier/*), routed at
 * /purchase/depart-manager/supplier, the screen the spec lists for them. Approval actions plug
 * into `rowActions` from the approval components.
 */
export default function Screen() {
  return <ResourceScreen def={supplierMaintainResource} rowActions={approvalRowActions('supplierMaintain')} />;
}
