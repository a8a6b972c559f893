import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { transferCompanyResource } from './transfer-company.resource';

/** /sales/seasoning (运输公司 in the menu): the transfer companies, also a tab of /sales/customer. */
export default function Screen() {
  return <ResourceScreen def={transferCompanyResource} />;
}
