import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ResourceDef } from '../../src/domain/resources/types';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { PactActions } from './pact-actions';
import { pactAddressResource, pactControlResource, pactUserResource } from './pact-terms.resource';
import { pactResource, pactTicketPersonResource } from './pact.resource';

/**
 * /sales/contract: the contracts with their approval, transitions and their own row actions (change
 * of customer, distance: ./pact-actions.tsx), then the tabs of what a contract carries, as the
 * generic route would show them.
 */
export default function Screen() {
  const t = useResourceT();
  const tab = (def: ResourceDef, children: ReactNode) => ({ key: def.name, label: t(def.title), children });
  const pactApproval = approvalRowActions(pactResource.name);
  return (
    <Tabs
      items={[
        tab(
          pactResource,
          <ResourceScreen
            def={pactResource}
            rowActions={(row, api) => (
              <>
                {pactApproval(row, api)}
                <PactActions row={row} onDone={api.list.reload} />
              </>
            )}
          />,
        ),
        tab(pactTicketPersonResource, <ResourceScreen def={pactTicketPersonResource} />),
        tab(pactAddressResource, <ResourceScreen def={pactAddressResource} rowActions={approvalRowActions(pactAddressResource.name)} />),
        tab(pactControlResource, <ResourceScreen def={pactControlResource} />),
        tab(pactUserResource, <ResourceScreen def={pactUserResource} />),
      ]}
    />
  );
}
