import { pourTypeResource } from '../../src/domain/resources/product/product.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /product/pour-type: pouring methods. */
export default function Screen() {
  return <ResourceScreen def={pourTypeResource} />;
}
