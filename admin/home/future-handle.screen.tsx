import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PendingTask } from '../../src/api/notice.api';
import { useAppSelector } from '../../src/store/hooks';
import { usePendingTasksQuery } from '../../src/shell/notice.api-hooks';

const TYPE_LABELS: Record<number, string> = { 2: 'notice.approval', 4: 'notice.alarm', 5: 'notice.reminder', 6: 'notice.ordinary' };

/** /home/future-handle: every undealt to-do of the user, linking to the screen that handles it. */
export default function FutureHandleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const userId = useAppSelector((s) => s.session.user?.user_id);
  const flat = useAppSelector((s) => s.permission.flat);
  const routable = useMemo(() => new Set(flat.map((r) => r.path)), [flat]);
  const { data, isFetching } = usePendingTasksQuery({ user_id: userId ?? '', page, limit }, { skip: userId === undefined });

  const columns: ColumnsType<PendingTask> = [
    { key: 'title', dataIndex: 'title', title: t('todo.title') },
    { key: 'content', dataIndex: 'content', title: t('todo.content'), ellipsis: true },
    { key: 'type', dataIndex: 'type', title: t('todo.type'), render: (v: number) => t(TYPE_LABELS[v] ?? 'notice.unknown') },
    { key: 'create_user', dataIndex: 'create_user', title: t('todo.createUser') },
    { key: 'create_time', dataIndex: 'create_time', title: t('todo.createTime') },
    {
      key: 'open',
      title: t('todo.open'),
      render: (_: unknown, row) =>
        row.route && routable.has(row.route) ? (
          <Button size="small" type="link" onClick={() => navigate(row.route!)}>
            {t('todo.open')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card title={<h1 className="card-title">{t('menu./home/future-handle')}</h1>}>
      <Table<PendingTask>
        rowKey="id"
        size="small"
        columns={columns}
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: [20, 50, 100, 200, 500, 1000, 2000],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('todo.total', { total }),
          onChange: (p, size) => {
            setPage(p);
            setLimit(size);
          },
        }}
      />
    </Card>
  );
}
