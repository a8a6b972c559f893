import { nccMaterialResource } from '../../src/domain/resources/basic/ncc.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /basic/master-material: NCC materials, ordered (sort, top, bottom). */
export default function Screen() {
  return <ResourceScreen def={nccMaterialResource} />;
}
