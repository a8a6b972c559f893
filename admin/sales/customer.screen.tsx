import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { customerResource } from './customer.resource';
import { transferCompanyResource } from './transfer-company.resource';
import { creditRequestResource } from './credit-request.resource';
import { customerCreditResource } from './customer-credit.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { CreditActions } from './credit-actions';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';

/**
 * /sales/customer: customers, transfer companies, credit limits and temporary credit requests.
 * The requests' approval actions plug into their `rowActions` from the approval components.
 */
export default function Screen() {
  const t = useResourceT();
  const tab = (def: Pick<typeof customerResource, 'name' | 'title'>, children: ReactNode) => ({ key: def.name, label: t(def.title), children });
  return (
    <Tabs
      items={[
        tab(customerResource, <ResourceScreen def={customerResource} />),
        tab(transferCompanyResource, <ResourceScreen def={transferCompanyResource} />),
        tab(
          customerCreditResource,
          <ResourceScreen def={customerCreditResource} rowActions={(row, api) => <CreditActions row={row} onDone={api.list.reload} />} />,
        ),
        tab(creditRequestResource, <ResourceScreen def={creditRequestResource} rowActions={approvalRowActions('creditRequest')} />),
      ]}
    />
  );
}
