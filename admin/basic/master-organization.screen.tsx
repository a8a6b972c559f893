import { nccOrganizationResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /basic/master-organization: NCC organisations, ordered (sort, top, bottom). */
export default function Screen() {
  return <ResourceScreen def={nccOrganizationResource} />;
}
