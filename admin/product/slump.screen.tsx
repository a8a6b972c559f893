import { slumpResource } from '../../src/domain/resources/product/product.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /product/slump: slump classes. */
export default function Screen() {
  return <ResourceScreen def={slumpResource} />;
}
