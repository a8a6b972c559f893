import { nccStaffResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /basic/master-staff: NCC staff, ordered (sort, top, bottom). */
export default function Screen() {
  return <ResourceScreen def={nccStaffResource} />;
}
