import { nccCustomerResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /basic/master-customer: NCC customers, ordered (sort, top, bottom). */
export default function Screen() {
  return <ResourceScreen def={nccCustomerResource} />;
}
