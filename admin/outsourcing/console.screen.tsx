import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Progress, Select, Space, Statistic, Table } from 'antd';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useOutsourcingConsoleQuery, type ConsoleTask } from './outsourcing.api';

/**
 * /production/outsourcing/production-console: each outsourcing unit's tasks and their progress,
 * shipped volume and trips summed by the server from the unit's delivery tickets.
 */
export default function Screen() {
  const t = useResourceT();
  const [unitId, setUnitId] = useState<number | undefined>();
  const [all, setAll] = useState(false);
  // the last answer stays on screen while the next filter's loads; a refusal has been told to the user
  const { data, refetch } = useOutsourcingConsoleQuery({ unitId, all });
  const options = (data ?? []).map((u) => ({ value: u.unitId, label: u.unitName }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="outsourcing-console">
      <Space>
        <Select allowClear placeholder={t('outsourcing.chooseUnit')} style={{ width: 220 }} value={unitId} onChange={setUnitId} options={options} />
        <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)}>
          {t('outsourcing.showAll')}
        </Checkbox>
        <Button onClick={() => void refetch()}>{t('outsourcing.refresh')}</Button>
      </Space>
      {data && !data.length && <Empty />}
      {data?.map((u) => (
        <Card key={u.unitId} title={`${u.unitCode} ${u.unitName}`} size="small" data-testid={`console-unit-${u.unitId}`}>
          <Space size="large" wrap>
            <Statistic title={t('outsourcing.taskCount')} value={u.taskCount} />
            <Statistic title={t('outsourcing.planQuantity')} value={u.planQuantity} />
            <Statistic title={t('outsourcing.shippedQuantity')} value={u.shippedQuantity} />
            <Statistic title={t('outsourcing.ticketsShipped')} value={u.trips} />
            <Progress type="circle" size={64} percent={u.progress} />
          </Space>
          <Table<ConsoleTask>
            size="small"
            rowKey="taskId"
            dataSource={u.tasks}
            pagination={false}
            locale={{ emptyText: t('outsourcing.noTasks') }}
            columns={[
              { title: t('task.code'), dataIndex: 'taskCode' },
              { title: t('task.customer'), dataIndex: 'customerName' },
              { title: t('task.pouringSite'), dataIndex: 'pouringSite' },
              { title: t('task.strength'), dataIndex: 'strength' },
              { title: t('outsourcing.planQuantity'), dataIndex: 'planQuantity' },
              { title: t('outsourcing.shippedQuantity'), dataIndex: 'shippedQuantity' },
              { title: t('outsourcing.ticketsShipped'), dataIndex: 'trips' },
              { title: t('outsourcing.progress'), dataIndex: 'progress', render: (p: number) => <Progress percent={p} size="small" /> },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
