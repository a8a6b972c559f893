import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TodayTask, useTodayTasksQuery } from './home.api';

/** Spec §4: task state 3 means completed. */
const TASK_STATE_COMPLETED = 3;

export function TodayTasksCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useTodayTasksQuery({ page, limit: 10 });

  const columns: ColumnsType<TodayTask> = [
    { key: 'taskCode', dataIndex: 'taskCode', title: t('home.taskCode') },
    { key: 'openTime', dataIndex: 'openTime', title: t('home.openTime') },
    { key: 'hostId', dataIndex: 'hostId', title: t('home.hostId') },
    { key: 'innerNumber', dataIndex: 'innerNumber', title: t('home.innerNumber') },
    { key: 'projectName', dataIndex: 'projectName', title: t('home.projectName'), ellipsis: true },
    { key: 'pouringSite', dataIndex: 'pouringSite', title: t('home.pouringSite'), ellipsis: true },
    { key: 'strength', dataIndex: 'strength', title: t('home.strength') },
    { key: 'planQuantity', dataIndex: 'planQuantity', title: t('home.planQuantity'), align: 'right' },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('home.state'),
      render: (s: number) => (s === TASK_STATE_COMPLETED ? <Tag color="green">{t('home.completed')}</Tag> : <Tag color="blue">{t('home.inProgress')}</Tag>),
    },
  ];

  return (
    <Card title={<h2 className="card-title">{t('home.todayTasks')}</h2>}>
      <Table<TodayTask>
        rowKey="taskCode"
        size="small"
        columns={columns}
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('home.noTasks') }}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage, showTotal: (total) => t('todo.total', { total }) }}
      />
    </Card>
  );
}
