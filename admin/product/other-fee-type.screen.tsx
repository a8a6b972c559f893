import { otherFeeTypeResource } from '../../src/domain/resources/product/product.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';

/** /product/other-fee-type: kinds of extra fees. */
export default function Screen() {
  return <ResourceScreen def={otherFeeTypeResource} />;
}
