import { unitResource } from '../../src/domain/resources/product/product.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /product/unit: units of measure. */
export default function Screen() {
  return <ResourceScreen def={unitResource} />;
}
