import { useEffect, useState } from 'react';
import { Card, Select, Space, Statistic } from 'antd';
import { requestData } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { taskResource } from './task.resource';

interface GroupInfo { isGroup: boolean; orgs: Array<{ orgId: string; orgName: string }> }
interface Totals { taskCount: number; planQuantity: number; shippedQuantity: number; truckCount: number; completedCount: number }

/**
 * /production/production-controll-panel (spec doc 2 §6): a group organisation chooses the
 * organisation whose tasks it sees, and the task list and its totals are called with that
 * orgId; a station user sees its own station only (the server scopes every call).
 */
export default function ControlPanelScreen() {
  const t = useResourceT();
  const [group, setGroup] = useState<GroupInfo | null>(null);
  const [orgId, setOrgId] = useState<string | undefined>();
  const [totals, setTotals] = useState<Totals | null>(null);
  useEffect(() => {
    requestData<GroupInfo>('/production/task/plan/isGroup').then((g) => {
      setGroup(g);
      const first = g.orgs.find((o) => o.orgId !== '0001') ?? g.orgs[0];
      setOrgId(first?.orgId);
    }).catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!orgId) return;
    requestData<Totals>('/production/production/task-total-info', { params: { orgId } }).then(setTotals).catch(() => undefined);
  }, [orgId]);
  if (!orgId) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="control-panel">
      <Card size="small">
        <Space size="large" wrap>
          {group?.isGroup && (
            <Select style={{ minWidth: 200 }} value={orgId} onChange={setOrgId} data-testid="control-panel-org"
              options={group.orgs.map((o) => ({ value: o.orgId, label: o.orgName }))} />
          )}
          {totals && <>
            <Statistic title={t('task.title')} value={totals.taskCount} />
            <Statistic title={t('task.planQuantity')} value={totals.planQuantity} precision={2} />
            <Statistic title={t('task.shippedQuantity')} value={totals.shippedQuantity} precision={2} />
            <Statistic title={t('task.truckCount')} value={totals.truckCount} />
            <Statistic title={t('task.stateCompleted')} value={totals.completedCount} />
          </>}
        </Space>
      </Card>
      <ResourceScreen key={orgId} def={taskResource} tableId="controlPanelTasks" baseParams={{ orgId }} />
    </Space>
  );
}
