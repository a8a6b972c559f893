import { useEffect, useState } from 'react';
import { Card, Select, Space, Statistic } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useOrgGroupQuery, useTaskTotalsQuery } from './production.api';
import { taskResource } from './task.resource';

/**
 * /production/production-controll-panel (spec doc 2 §6): a group organisation chooses the
 * organisation whose tasks it sees, and the task list and its totals are called with that
 * orgId; a station user sees its own station only (the server scopes every call).
 */
export default function ControlPanelScreen() {
  const t = useResourceT();
  const { data: group } = useOrgGroupQuery();
  const [orgId, setOrgId] = useState<string | undefined>();
  // the organisation first shown: the group's first station (the head office when it has none)
  useEffect(() => {
    if (!group || orgId !== undefined) return;
    const first = group.orgs.find((o) => o.orgId !== '0001') ?? group.orgs[0];
    setOrgId(first?.orgId);
  }, [group, orgId]);
  // the totals follow live task and ticket events; the last stay shown while another organisation's load
  const { data: totals } = useTaskTotalsQuery(orgId ? orgId : skipToken);
  if (!orgId) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="control-panel">
      <Card size="small">
        <Space size="large" wrap>
          {group?.isGroup && (
            <Select
              style={{ minWidth: 200 }}
              value={orgId}
              onChange={setOrgId}
              data-testid="control-panel-org"
              options={group.orgs.map((o) => ({ value: o.orgId, label: o.orgName }))}
            />
          )}
          {totals && (
            <>
              <Statistic title={t('task.title')} value={totals.taskCount} />
              <Statistic title={t('task.planQuantity')} value={totals.planQuantity} precision={2} />
              <Statistic title={t('task.shippedQuantity')} value={totals.shippedQuantity} precision={2} />
              <Statistic title={t('task.truckCount')} value={totals.truckCount} />
              <Statistic title={t('task.stateCompleted')} value={totals.completedCount} />
            </>
          )}
        </Space>
      </Card>
      <ResourceScreen key={orgId} def={taskResource} tableId="controlPanelTasks" baseParams={{ orgId }} />
    </Space>
  );
}
